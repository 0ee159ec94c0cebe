import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

// The app's toasts, shown by sonner — which loads with the first toast, not with every page: most visits of the
// landing never show one. Calls made before it is ready wait (in order) until its Toaster is on the page
// (ui/lazy-toaster.tsx); ids are ours, so a toast can be dismissed or replaced before it was shown.
type Sonner = typeof import('sonner');
type Kind = 'error' | 'success' | 'loading' | 'warning' | 'info';
type Id = string | number;

let ready: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting: ((sonner: Sonner) => void)[] = [];
const listeners = new Set<(sonner: Sonner) => void>();
let counter = 0;

/** Loads sonner and asks the lazy Toaster to mount it; the waiting calls run once it has. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((sonner) => {
    listeners.forEach((listener) => listener(sonner));
    return sonner;
  });
  return loading;
}

/** For the lazy Toaster: its sonner Toaster is mounted and listening. */
export function toasterMounted(sonner: Sonner): void {
  ready = sonner;
  for (const call of waiting.splice(0)) call(sonner);
}

/** For the lazy Toaster: called with sonner once it has loaded. */
export function onToastsLoaded(listener: (sonner: Sonner) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function run(call: (sonner: Sonner) => void): void {
  if (ready) return call(ready);
  waiting.push(call);
  void loadToasts();
}

const show =
  (kind: Kind) =>
  (message: ReactNode, data?: ExternalToast): Id => {
    const id = data?.id ?? `toast-${(counter += 1)}`;
    run((sonner) => sonner.toast[kind](message, { ...data, id }));
    return id;
  };

export const toast = {
  error: show('error'),
  success: show('success'),
  loading: show('loading'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id?: Id) => run((sonner) => sonner.toast.dismiss(id)),
};

/**
 * For a dialog's `onInteractOutside`: a toast's button (a failure's Retry) is not a click outside, so the dialog
 * stays open to follow what the toast repeats.
 */
export function keepOpenForToasts(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
}
