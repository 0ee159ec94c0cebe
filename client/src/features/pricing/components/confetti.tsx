import { useEffect, useMemo, useState } from 'react';

// Spec §9: 50 pieces, shown 3 s.
export const CONFETTI_PIECES = 50;
export const CONFETTI_MS = 3000;

const COLOURS = ['#4f46e5', '#f59e0b', '#16a34a', '#ec4899', '#06b6d4', '#f97316'];

// Pieces fall across the backdrop; positions are spread evenly so no random seed is needed.
export function Confetti() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const pieces = useMemo(
    () =>
      Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
        left: `${(i * 37) % 100}%`,
        top: `${5 + ((i * 23) % 50)}%`,
        delay: `${(i % 10) * 60}ms`,
        colour: COLOURS[i % COLOURS.length],
        turn: `${(i * 53) % 360}deg`,
      })),
    [],
  );
  if (!shown) return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {pieces.map((piece, i) => (
        <span
          key={i}
          className="confetti__piece"
          style={{
            left: piece.left,
            top: piece.top,
            animationDelay: piece.delay,
            background: piece.colour,
            rotate: piece.turn,
          }}
        />
      ))}
    </div>
  );
}
