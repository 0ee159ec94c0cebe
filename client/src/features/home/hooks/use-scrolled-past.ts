import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
};

/** Whether the page is scrolled more than `px`; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}

/** A value read from the page on every scroll or resize (it must be cheap and comparable with ===). */
export function useOnScroll<T>(read: () => T, initial: T): T {
  return useSyncExternalStore(subscribe, read, () => initial);
}
