import { useEffect, useState } from 'react';

/**
 * A module loaded the first time it is `needed` (a dialog when it opens), then kept. Unlike React.lazy no
 * Suspense boundary is involved, so nothing waits on React's reveal timers (which a test's paused clock holds).
 * `load` must be stable: declare it at module level.
 */
export function useLoaded<T>(load: () => Promise<T>, needed: boolean): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T }>();
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void load().then((module) => live && setLoaded({ module }));
    return () => {
      live = false;
    };
  }, [load, needed, loaded]);
  return loaded?.module;
}
