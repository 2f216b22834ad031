/**
 * reorderCards: sets the order of an era deck's cards (drag and drop, sort-and-keep).
 */
import { z } from "zod";
import { requireRoles } from "./accounts/require";
import { eraPackId } from "./card-helpers";
import { touchEras } from "./counts";
import { validationError } from "./errors";
import { permutationIssues, renumberCards } from "./positions";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface ReorderCardsOptions extends DbOptions {
  readonly eraId: string;
  /** Every card id of the era, in the new order. */
  readonly ids: readonly string[];
}

/** Reorders (no version bump); 404 unknown era, 403 below editor, 422 unless `ids` lists each card of the era once. */
export async function reorderCards(options: ReorderCardsOptions): Promise<{ ids: string[] }> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const ids = parseField("ids", z.array(idSchema), options.ids);
  return writeTransaction(dbOf(options), async (tx) => {
    // A server action posted on one pack's page may name another pack's deck.
    await requireRoles(tx, [[await eraPackId(tx, eraId), "editor"]]);
    const existing = await tx.card.findMany({ where: { deckId: eraId }, select: { id: true } });
    const problem = permutationIssues(existing.map((c) => c.id), ids, "card of the era deck");
    if (problem !== null) throw validationError([{ path: "ids", message: problem }]);
    const order = await renumberCards(tx, eraId, ids);
    await touchEras(tx, [eraId]);
    return { ids: order };
  });
}
