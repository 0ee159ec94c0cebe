// The DOM the SVG sanitiser parses with: the browser's own window, or one a Node process provides (node-dom.ts
// registers jsdom). Without either, markup is refused rather than passed through unchecked.

let provider: (() => unknown) | undefined;

/** Registers how a Node process gets a DOM window (called by node-dom.ts, imported by `@boxify/design/node`). */
export function provideSanitizerDom(getWindow: () => unknown): void {
  provider = getWindow;
}

/** The window to sanitise with, or undefined where there is no DOM (a plugin sandbox, a bare Node script). */
export function sanitizerDom(): unknown {
  const g = globalThis as { window?: { document?: unknown } };
  if (g.window?.document) return g.window;
  return provider?.();
}
