// What can be pressed on the server-drawn landing (links work without the app: the browser follows them).
const PRESSABLE = 'button, [role="button"], summary, label';

/**
 * A click on the landing the server drew, before the app has taken the page over, would do nothing: it is held and
 * made again once the app listens. Returns the release.
 */
export function holdClicks(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    for (const element of held) if (element.isConnected) element.click();
  };
}
