// Moves the item at `index` by `delta` places (clamped); answers the same array when nothing moves.
export function moveItem<T>(items: readonly T[], index: number, delta: number): readonly T[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= items.length || target === index) return items;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}
