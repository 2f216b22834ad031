/**
 * renameDeck: gives an era deck a new name (unique within its pack).
 */
import { countCardsByEra, NO_CARDS } from "./counts";
import { assertDeckNameFree } from "./create-deck";
import { toEraSummary } from "./dto";
import { requireRoles } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, EraSummary } from "./types";
import { eraNameSchema, idSchema, parseField } from "./validation";

export interface RenameDeckOptions extends DbOptions {
  readonly id: string;
  readonly name: string;
}

/** Renames; 404 for an unknown era, 409 when the name is taken in the pack, 422 for an empty name. */
export async function renameDeck(options: RenameDeckOptions): Promise<EraSummary> {
  const id = parseField("id", idSchema, options.id);
  const name = parseField("name", eraNameSchema, options.name);
  return writeTransaction(dbOf(options), async (tx) => {
    const era = await tx.deck.findUnique({ where: { id } });
    if (era === null) throw notFound("era deck", id);
    await requireRoles(tx, [[era.packId, "editor"]]);
    await assertDeckNameFree(tx, era.packId, name, id);
    const renamed = await tx.deck.update({ where: { id }, data: { name } });
    return toEraSummary(renamed, (await countCardsByEra(tx, [id])).get(id) ?? NO_CARDS);
  });
}
