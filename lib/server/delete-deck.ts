/**
 * deleteDeck: removes an era deck with its cards and their revisions.
 */
import { requireRoles } from "./accounts/require";
import { notFound } from "./errors";
import { renumberEras } from "./positions";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface DeleteDeckOptions extends DbOptions {
  readonly id: string;
}

/** Deletes the era; 404 when it does not exist. The pack's other eras keep their order. */
export async function deleteDeck(options: DeleteDeckOptions): Promise<void> {
  const id = parseField("id", idSchema, options.id);
  await writeTransaction(dbOf(options), async (tx) => {
    const era = await tx.deck.findUnique({ where: { id }, select: { packId: true } });
    if (era === null) throw notFound("era deck", id);
    await requireRoles(tx, [[era.packId, "editor"]]);
    await tx.deck.delete({ where: { id } });
    await renumberEras(tx, era.packId);
    await tx.pack.update({ where: { id: era.packId }, data: { updatedAt: new Date() } });
  });
}
