import { useCallback, useEffect, useState } from 'react';

// Spec §9: after a code is sent the button waits 60 s.
export const RESEND_COUNTDOWN_SECONDS = 60;

export type Countdown = {
  secondsLeft: number;
  running: boolean;
  start: (seconds?: number) => void;
  reset: () => void;
};

// Counts down to 0 against a deadline, so a throttled background tab still ends on time.
export function useCountdown(): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number = RESEND_COUNTDOWN_SECONDS) => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const reset = useCallback(() => {
    setSecondsLeft(0);
    setDeadline(null);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start, reset };
}
