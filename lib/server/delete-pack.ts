/**
 * deletePack: removes a pack with its eras, cards, revisions, aliases and pictures.
 */
import { notFound } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface DeletePackOptions extends DbOptions {
  readonly id: string;
}

/** Deletes the pack; AppError not_found (404) when it does not exist. */
export async function deletePack(options: DeletePackOptions): Promise<void> {
  const id = parseField("id", idSchema, options.id);
  await writeTransaction(dbOf(options), async (tx) => {
    const { count } = await tx.pack.deleteMany({ where: { id } });
    if (count === 0) throw notFound("pack", id);
  });
}
