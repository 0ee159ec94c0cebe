type HeldEvent = { element: HTMLElement & { value?: string }; type: 'click' | 'change'; value?: string };

declare global {
  interface Window {
    // Set by client/public/landing-start.js on the landing the server drew.
    boxifyTakeHeldEvents?: () => HeldEvent[];
  }
}

/** Makes again the presses and choices held on the server-drawn landing before the app listened (React now does). */
export function replayHeldEvents(): void {
  for (const { element, type, value } of window.boxifyTakeHeldEvents?.() ?? []) {
    if (!element.isConnected) continue;
    if (type === 'click') element.click();
    else {
      // Taking the page over may have set the field back to the value it was drawn with.
      element.value = value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
