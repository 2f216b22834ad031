/** deleteGame: removes a game (`DELETE /api/games/{id}`). */
import { notFound } from "../errors";
import { dbOf, writeTransaction } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { forgetGame } from "./cache";

export interface DeleteGameOptions extends DbOptions {
  readonly id: string;
}

/** Deletes the game; 404 when it does not exist. */
export async function deleteGame(options: DeleteGameOptions): Promise<void> {
  const id = parseField("id", idSchema, options.id);
  await writeTransaction(dbOf(options), async (tx) => {
    const { count } = await tx.game.deleteMany({ where: { id } });
    if (count === 0) throw notFound("game", id);
  });
  forgetGame(id);
}
