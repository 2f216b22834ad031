/**
 * deleteCards: removes cards (with their revisions) in bulk.
 */
import { requireCardsRole } from "./accounts/require";
import { touchEras } from "./counts";
import { dbOf, writeTransaction } from "./tx";
import { renumberCards } from "./positions";
import type { DbOptions } from "./types";
import { idListSchema, parseField } from "./validation";

export interface DeleteCardsOptions extends DbOptions {
  readonly ids: readonly string[];
}

/**
 * Deletes every listed card that exists (ids already gone are skipped, so a retried request is
 * harmless) and returns how many were deleted. 422 for an empty or repeated list.
 */
export async function deleteCards(options: DeleteCardsOptions): Promise<{ deleted: number }> {
  const ids = parseField("ids", idListSchema, options.ids);
  return writeTransaction(dbOf(options), async (tx) => {
    await requireCardsRole(tx, ids, "editor");
    const cards = await tx.card.findMany({ where: { id: { in: ids } }, select: { deckId: true } });
    const { count } = await tx.card.deleteMany({ where: { id: { in: ids } } });
    for (const eraId of new Set(cards.map((c) => c.deckId))) await renumberCards(tx, eraId);
    await touchEras(tx, cards.map((c) => c.deckId));
    return { deleted: count };
  });
}
