/**
 * Moving one card in a deck's order, as pure functions of the deck's card ids (tested without a
 * browser). The order is the deck's: print places the cards in it, a pack file lists them in it,
 * and a game's frozen pack deals from it (readPackSource orders by position).
 */

export type Place = "before" | "after";

/**
 * `order` with `id` taken out and put just before or after `target`. The same array when
 * nothing would change, or when either id is not in `order` (never throws).
 */
export function moveBeside(order: readonly string[], id: string, target: string, place: Place): readonly string[] {
  if (id === target || !order.includes(id) || !order.includes(target)) return order;
  const rest = order.filter((x) => x !== id);
  const at = rest.indexOf(target) + (place === "after" ? 1 : 0);
  const next = [...rest.slice(0, at), id, ...rest.slice(at)];
  return next.every((x, i) => x === order[i]) ? order : next;
}

/**
 * Where "move up" (`step` -1) or "move down" (+1) puts `id` among the `shown` rows (a filtered
 * view moves past the neighbour the designer sees): beside that neighbour, or null at an end.
 */
export function stepTarget(shown: readonly string[], id: string, step: -1 | 1): { target: string; place: Place } | null {
  const i = shown.indexOf(id);
  const target = i < 0 ? undefined : shown[i + step];
  return target === undefined ? null : { target, place: step < 0 ? "before" : "after" };
}

/** Where a card dragged from row `from` lands when dropped on row `to` (0-based, shown rows). */
export function dropPlace(from: number, to: number): Place {
  return from < to ? "after" : "before";
}
