import type { Box, BoxLookup } from '@boxify/design/operations';

/** A smart guide: a vertical line at x (or horizontal at y) spanning from…to, in panel coordinates. */
export type Guide = { axis: 'x' | 'y'; at: number; from: number; to: number };

/** Screen pixels within which an edge snaps. */
export const SNAP_DISTANCE = 6;

const edges = (box: Box, axis: 'x' | 'y'): number[] =>
  axis === 'x'
    ? [box.x, box.x + box.width / 2, box.x + box.width]
    : [box.y, box.y + box.height / 2, box.y + box.height];

/**
 * Snaps a moving box to the edges and centres of other boxes (siblings and the parent): returns the corrected
 * offset and the guides to draw. `threshold` is in panel units (SNAP_DISTANCE / zoom).
 */
export function snapMove(
  moving: Box,
  dx: number,
  dy: number,
  targets: readonly Box[],
  threshold: number,
): { dx: number; dy: number; guides: Guide[] } {
  const moved = { ...moving, x: moving.x + dx, y: moving.y + dy };
  const guides: Guide[] = [];
  const result = { dx, dy };
  for (const axis of ['x', 'y'] as const) {
    let best: { delta: number; at: number } | undefined;
    for (const target of targets) {
      for (const t of edges(target, axis)) {
        for (const m of edges(moved, axis)) {
          const delta = t - m;
          if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta)))
            best = { delta, at: t };
        }
      }
    }
    if (!best) continue;
    if (axis === 'x') result.dx += best.delta;
    else result.dy += best.delta;
    const snapped = { ...moved, x: moving.x + result.dx, y: moving.y + result.dy };
    // The guide spans every target touching the line, and the moving box.
    const spanning = targets.filter((t) => edges(t, axis).some((e) => Math.abs(e - best!.at) < 0.01));
    const cross = axis === 'x' ? 'y' : 'x';
    const size = cross === 'x' ? 'width' : 'height';
    const starts = [snapped, ...spanning].map((b) => b[cross]);
    const ends = [snapped, ...spanning].map((b) => b[cross] + b[size]);
    guides.push({ axis, at: best.at, from: Math.min(...starts), to: Math.max(...ends) });
  }
  return { ...result, guides };
}

/** The boxes a selection snaps to: the parent's box and its other children. */
export function snapTargets(
  boxes: BoxLookup,
  siblingIds: readonly string[],
  parentBox: Box,
  exclude: ReadonlySet<string>,
): Box[] {
  const out: Box[] = [parentBox];
  for (const id of siblingIds) {
    if (exclude.has(id)) continue;
    const box = boxes.get(id);
    if (box) out.push(box);
  }
  return out;
}
