/** Makes a fresh node id; injectable so tests and the designer get deterministic documents. */
export type IdGenerator = () => string;

/** `n1`, `n2`, … — deterministic. */
export function sequentialIds(prefix = 'n', start = 1): IdGenerator {
  let next = start;
  return () => `${prefix}${next++}`;
}

/** Random ids (`globalThis.crypto` exists in Node 20 and every browser). */
export const randomIds: IdGenerator = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16);

/** Wraps a generator so it never returns an id in `taken` (and records what it returns). */
export function avoidingIds(generate: IdGenerator, taken: Set<string>): IdGenerator {
  return () => {
    let id = generate();
    while (taken.has(id)) id = generate();
    taken.add(id);
    return id;
  };
}
