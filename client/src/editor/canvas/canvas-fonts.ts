import { RESET_CSS } from '@boxify/design/render-dom';

let installed = false;

/** Adds the export's reset to the page once (the shipped fonts are declared for the whole app, main.tsx). */
export function installCanvasStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const style = document.createElement('style');
  style.dataset.boxifyCanvas = '';
  style.textContent = RESET_CSS;
  document.head.append(style);
}
