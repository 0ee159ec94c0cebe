// Deterministic ids: a short hash of the seed (or the prompt) and a counter in creation order.

/** FNV-1a, 32 bit, as base 36. */
export function hash36(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** An id source: `<hash>-<n>` with n counting up; the same seed gives the same ids in the same order. */
export function idSource(seed: string): (hint: string) => string {
  const prefix = hash36(seed);
  let n = 0;
  return () => `${prefix}-${(n++).toString(36)}`;
}
