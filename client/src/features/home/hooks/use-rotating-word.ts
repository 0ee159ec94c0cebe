import { useEffect, useState } from 'react';

import { HERO_FIRST_WORD_MS, HERO_WORD_MS } from '@client/features/home/landing';

/** Spec §2: the hero's word changes first after 1.5 s, then every 2 s, round the list. */
export function useRotatingWord(words: readonly string[]): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    let interval: number | undefined;
    const next = () => setIndex((current) => (current + 1) % words.length);
    const first = window.setTimeout(() => {
      next();
      interval = window.setInterval(next, HERO_WORD_MS);
    }, HERO_FIRST_WORD_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [words]);
  return words[index % words.length];
}
