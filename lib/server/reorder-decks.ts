/**
 * reorderDecks: sets the order of a pack's era decks.
 */
import { z } from "zod";
import { requireRoles } from "./accounts/require";
import { validationError, notFound } from "./errors";
import { readPackDetail } from "./get-pack";
import { permutationIssues, renumberEras } from "./positions";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, EraSummary } from "./types";
import { idSchema, parseField } from "./validation";

export interface ReorderDecksOptions extends DbOptions {
  readonly packId: string;
  /** Every era id of the pack, in the new order. */
  readonly ids: readonly string[];
}

/** Reorders; 422 unless `ids` lists each of the pack's eras exactly once. Returns the eras in order. */
export async function reorderDecks(options: ReorderDecksOptions): Promise<EraSummary[]> {
  const packId = parseField("packId", idSchema, options.packId);
  const ids = parseField("ids", z.array(idSchema), options.ids);
  return writeTransaction(dbOf(options), async (tx) => {
    const pack = await tx.pack.findUnique({ where: { id: packId }, select: { decks: { select: { id: true } } } });
    if (pack === null) throw notFound("pack", packId);
    await requireRoles(tx, [[packId, "editor"]]);
    const problem = permutationIssues(pack.decks.map((e) => e.id), ids, "era deck of the pack");
    if (problem !== null) throw validationError([{ path: "ids", message: problem }]);
    await renumberEras(tx, packId, ids);
    return [...(await readPackDetail(tx, packId)).eras];
  });
}
