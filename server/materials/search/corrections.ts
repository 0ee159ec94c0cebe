// A mistyped word's corrections: of the library's words that look like it (trigram similarity, in Postgres),
// those within two edits (a swap of neighbours is one), nearest first. "hotle" → hotel, hole; never hotline.

const MAX_EDITS = 2;
export const MAX_CORRECTIONS = 3;

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The candidates (most similar first) a word may be a typo of. */
export function correctionsOf(word: string, candidates: string[]): string[] {
  // Short words have many neighbours: one edit only.
  const allowed = word.length <= 4 ? 1 : MAX_EDITS;
  return candidates
    .map((candidate, order) => ({ candidate, order, edits: editDistance(word, candidate) }))
    .filter((c) => c.edits <= allowed)
    .sort((x, y) => x.edits - y.edits || x.order - y.order)
    .slice(0, MAX_CORRECTIONS)
    .map((c) => c.candidate);
}
