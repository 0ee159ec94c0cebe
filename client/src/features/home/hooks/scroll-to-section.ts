import { NAV_SCROLL_OFFSET_PX, SECTION_HOLD_MS } from '@client/features/home/landing';

/** Smoothly brings a section under the sticky header; false when the page has no such section (yet). */
export function scrollToSection(id: string, offset = NAV_SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({ top: sectionTop(element, offset), behavior: 'smooth' });
  return true;
}

/**
 * Keeps a section under the header while what is above it still loads (the showcase, fonts, plans): a link
 * to `?section=` should not end above its target. Lets go at the user's first scroll gesture or after
 * SECTION_HOLD_MS; returns the release.
 */
export function holdSection(id: string, offset = NAV_SCROLL_OFFSET_PX): () => void {
  const gestures = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let height = document.body.scrollHeight;
  // Only a change of the page's height moves the section; the first, initial callback is not one.
  const observer = new ResizeObserver(() => {
    const element = document.getElementById(id);
    if (!element || document.body.scrollHeight === height) return;
    height = document.body.scrollHeight;
    const top = sectionTop(element, offset);
    if (Math.abs(top - window.scrollY) > 1) window.scrollTo({ top, behavior: 'instant' });
  });
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    gestures.forEach((gesture) => window.removeEventListener(gesture, release));
  };
  const timer = window.setTimeout(release, SECTION_HOLD_MS);
  gestures.forEach((gesture) => window.addEventListener(gesture, release, { passive: true }));
  observer.observe(document.body);
  return release;
}

function sectionTop(element: HTMLElement, offset: number): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}
