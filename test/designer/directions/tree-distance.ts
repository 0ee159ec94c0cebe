// Tree-edit distance (Zhang–Shasha) between two design trees, over each node's kind and its children: a node is
// its type, and for a frame its layout direction, so a row turned into a column or a section moved into a card
// counts, while texts, colours and ids do not. Normalised by the larger tree's size (0 = same structure, 1 = none
// in common).
import type { DesignNode, Panel } from '@boxify/design/schema';

type Tree = { label: string; children: Tree[] };

export function structureOf(node: DesignNode): Tree {
  const children = 'children' in node && Array.isArray(node.children) ? (node.children as DesignNode[]) : [];
  const dir = node.type === 'frame' ? `:${node.layout?.mode ?? 'none'}` : '';
  return { label: `${node.type}${dir}`, children: children.filter((c) => c.visible !== false).map(structureOf) };
}

export function panelStructure(panel: Panel): Tree {
  return { label: 'panel', children: panel.children.map(structureOf) };
}

type Flat = { labels: string[]; lmd: number[]; keyroots: number[] };

// Post-order numbering, each node's leftmost leaf descendant, and the key roots.
function flatten(tree: Tree): Flat {
  const labels: string[] = [];
  const lmd: number[] = [];
  const visit = (t: Tree): number => {
    let first = -1;
    for (const c of t.children) {
      const l = visit(c);
      if (first < 0) first = lmd[l];
    }
    const i = labels.length;
    labels.push(t.label);
    lmd.push(first < 0 ? i : first);
    return i;
  };
  visit(tree);
  const seen = new Map<number, number>();
  lmd.forEach((l, i) => seen.set(l, i));
  const keyroots = [...seen.values()].sort((a, b) => a - b);
  return { labels, lmd, keyroots };
}

/** Unit-cost edits (insert, delete, relabel) turning one tree into the other. */
export function treeEditDistance(a: Tree, b: Tree): number {
  const A = flatten(a);
  const B = flatten(b);
  const n = A.labels.length;
  const m = B.labels.length;
  const td: Float64Array[] = Array.from({ length: n }, () => new Float64Array(m));
  const fd: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (const i of A.keyroots) {
    for (const j of B.keyroots) {
      const li = A.lmd[i];
      const lj = B.lmd[j];
      fd[0][0] = 0;
      for (let x = 1; x <= i - li + 1; x++) fd[x][0] = fd[x - 1][0] + 1;
      for (let y = 1; y <= j - lj + 1; y++) fd[0][y] = fd[0][y - 1] + 1;
      for (let x = 1; x <= i - li + 1; x++) {
        const ai = li + x - 1;
        for (let y = 1; y <= j - lj + 1; y++) {
          const bj = lj + y - 1;
          if (A.lmd[ai] === li && B.lmd[bj] === lj) {
            const relabel = A.labels[ai] === B.labels[bj] ? 0 : 1;
            fd[x][y] = Math.min(fd[x - 1][y] + 1, fd[x][y - 1] + 1, fd[x - 1][y - 1] + relabel);
            td[ai][bj] = fd[x][y];
          } else {
            const px = A.lmd[ai] - li;
            const py = B.lmd[bj] - lj;
            fd[x][y] = Math.min(fd[x - 1][y] + 1, fd[x][y - 1] + 1, fd[px][py] + td[ai][bj]);
          }
        }
      }
    }
  }
  return td[n - 1][m - 1];
}

export const treeSize = (t: Tree): number => 1 + t.children.reduce((s, c) => s + treeSize(c), 0);

/** The distance over the larger tree's size: 0 for the same structure, up to 1. */
export function normalisedTreeDistance(a: Panel, b: Panel): number {
  const ta = panelStructure(a);
  const tb = panelStructure(b);
  return treeEditDistance(ta, tb) / Math.max(treeSize(ta), treeSize(tb));
}
