import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come into the viewport (and for good after), so what sits below the fold loads when a
 * visitor scrolls to it. Without IntersectionObserver (an old browser, jsdom) it is seen at once.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
