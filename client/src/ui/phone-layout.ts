import { useSyncExternalStore } from 'react';

// Below 768 px the workbench is a viewer with light editing (issue 14): sheets instead of columns.
export const PHONE_QUERY = '(max-width: 767.98px)';

// jsdom (unit tests) has no matchMedia: a wide window there.
const phoneQuery = () =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? undefined : window.matchMedia(PHONE_QUERY);

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized; follows a resize or a rotation. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
