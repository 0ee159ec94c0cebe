// Moves the item at `index` by `delta` places (clamped); answers the same array when nothing moves.
export function moveItem<T>(items: readonly T[], index: number, delta: number): readonly T[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= items.length || target === index) return items;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

export type SortUpdate = { panelId: string; sort: number };

// The panels whose stored sort must change so that the folder lists them in `ordered` order.
export function sortUpdates(ordered: readonly { panelId: string }[], current: ReadonlyMap<string, number>): SortUpdate[] {
  return ordered
    .map((panel, sort) => ({ panelId: panel.panelId, sort }))
    .filter((update) => current.get(update.panelId) !== update.sort);
}
