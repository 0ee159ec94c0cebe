/* global document, window, Element */
// The landing the server drew (client/scripts/first-paint.mjs) paints first; the app starts once the page has
// loaded (its fonts and cover in), so no script holds the first paint back. A press or a choice made before the app
// listens is held, and made again by the app once it does (client/src/first-paint/held-events.ts).
(() => {
  const app = document.currentScript.dataset.app;
  const held = [];
  const PRESSABLE = 'button, [role="button"], summary, label';
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = event.type === 'click' ? target?.closest(PRESSABLE) : target?.closest('select, input, textarea');
    if (!element) return;
    if (event.type === 'click') event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element, type: event.type, value: element.value });
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('change', hold, true);
  window.boxifyTakeHeldEvents = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('change', hold, true);
    return held.splice(0);
  };
  const start = () => import(app);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
