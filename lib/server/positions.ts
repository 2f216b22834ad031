/**
 * Keeping `position` dense (0, 1, 2, ...) inside an era or a pack (internal). Ties (which only a
 * hand-edited database can hold) are broken by id so the order is stable.
 */
import type { Tx } from "./db";

/** Renumbers the cards of `eraId` 0..n-1 in their current order; returns the ordered ids. */
export async function renumberCards(tx: Tx, eraId: string, order?: readonly string[]): Promise<string[]> {
  const rows = await tx.card.findMany({ where: { deckId: eraId }, select: { id: true, position: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  const ids = order ?? rows.map((r) => r.id);
  const current = new Map(rows.map((r) => [r.id, r.position]));
  for (const [position, id] of ids.entries()) {
    if (current.get(id) !== position) await tx.card.update({ where: { id }, data: { position } });
  }
  return [...ids];
}

/** Renumbers the eras of `packId` 0..n-1 in their current order (or in `order`). */
export async function renumberEras(tx: Tx, packId: string, order?: readonly string[]): Promise<string[]> {
  const rows = await tx.deck.findMany({ where: { packId }, select: { id: true, position: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  const ids = order ?? rows.map((r) => r.id);
  const current = new Map(rows.map((r) => [r.id, r.position]));
  for (const [position, id] of ids.entries()) {
    if (current.get(id) !== position) await tx.deck.update({ where: { id }, data: { position } });
  }
  return [...ids];
}

/** `ids` with `moved` taken out and inserted at `index` (clamped; default: the end). */
export function insertAt(ids: readonly string[], moved: readonly string[], index?: number): string[] {
  const movedSet = new Set(moved);
  const rest = ids.filter((id) => !movedSet.has(id));
  const at = index === undefined ? rest.length : Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Issues when `given` is not exactly a reordering of `existing`. */
export function permutationIssues(existing: readonly string[], given: readonly string[], what: string): string | null {
  const have = new Set(existing);
  if (given.length !== existing.length || new Set(given).size !== given.length || given.some((id) => !have.has(id))) {
    return `list every ${what} exactly once (expected ${existing.length}, got ${given.length}); reload the page and try again`;
  }
  return null;
}
