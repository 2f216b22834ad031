/** Moves the item at `from` to index `to` (both 0-based, clamped); returns a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(target, 0, item);
  return out;
}
