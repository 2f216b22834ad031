/**
 * createPack: a new, empty pack (no eras) with its name, game, type, instructions and aliases.
 */
import { requireStudioOwner } from "./accounts/require";
import { canonicalInstructions } from "./instructions";
import { readPackDetail } from "./get-pack";
import { validationError } from "./errors";
import { knownSystemKeys, resolveSystem } from "./systems/resolve";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, PackDetail } from "./types";
import { packFieldsSchema, type PackFieldsInput } from "./validation";

export interface CreatePackOptions extends DbOptions, PackFieldsInput {}

/** Creates a pack (studio owners only: 403); a ZodError (422) lists every bad field. */
export async function createPack(options: CreatePackOptions): Promise<PackDetail> {
  const { db: _db, ...input } = options;
  requireStudioOwner();
  const fields = packFieldsSchema.parse(input);
  return writeTransaction(dbOf(options), async (tx) => {
    if ((await resolveSystem(tx, fields.system)) === null) {
      const known = (await knownSystemKeys(tx)).map((k) => `"${k}"`).join(", ");
      throw validationError([{ path: "system", message: `unknown game system "${fields.system}": choose one of ${known}` }]);
    }
    const pack = await tx.pack.create({
      data: {
        system: fields.system,
        name: fields.name,
        game: fields.game,
        type: fields.type,
        instructions: canonicalInstructions(fields.instructions),
        aliases: { create: fields.aliases.map((a, position) => ({ alias: a.alias, target: a.target, position })) },
      },
    });
    return readPackDetail(tx, pack.id);
  });
}
