/**
 * deletePack: removes a pack with its eras, cards, revisions, aliases and pictures.
 */
import { requireRoles } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface DeletePackOptions extends DbOptions {
  readonly id: string;
}

/** Deletes the pack; AppError not_found (404) when it does not exist (or is not shared), 403 below owner. */
export async function deletePack(options: DeletePackOptions): Promise<void> {
  const id = parseField("id", idSchema, options.id);
  await writeTransaction(dbOf(options), async (tx) => {
    await requireRoles(tx, [[id, "owner"]]);
    const { count } = await tx.pack.deleteMany({ where: { id } });
    if (count === 0) throw notFound("pack", id);
  });
}
