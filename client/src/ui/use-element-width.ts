import { useEffect, useState } from 'react';

/**
 * The width of an element that may mount after its parent (a callback ref follows it): `[width, ref]`, `initial`
 * until it is measured, then kept up to date as it resizes.
 */
export function useElementWidth<T extends HTMLElement>(initial: number) {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [width, setElement] as const;
}
