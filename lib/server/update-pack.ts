/**
 * updatePack: changes a pack's name, game, type, instructions and/or aliases (aliases are
 * replaced as a whole, in the given order). Increments the pack's `version`.
 */
import { requireRoles } from "./accounts/require";
import { AppError, notFound } from "./errors";
import { readPackDetail } from "./get-pack";
import { canonicalInstructions } from "./instructions";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, PackDetail } from "./types";
import { idSchema, packChangesSchema, parseField, type PackChanges } from "./validation";

export interface UpdatePackOptions extends DbOptions {
  readonly id: string;
  /** The version the changes were based on; when given and stale -> AppError conflict (409) carrying `current`. */
  readonly version?: number;
  readonly changes: PackChanges;
}

/** Applies `changes`; 404 for an unknown pack, 422 for a bad field, 409 for a stale version. */
export async function updatePack(options: UpdatePackOptions): Promise<PackDetail> {
  const id = parseField("id", idSchema, options.id);
  const changes = packChangesSchema.parse(options.changes);
  return writeTransaction(dbOf(options), async (tx) => {
    const pack = await tx.pack.findUnique({ where: { id }, select: { version: true } });
    if (pack === null) throw notFound("pack", id);
    // Before the version check: a conflict carries the pack as it is now.
    await requireRoles(tx, [[id, "editor"]]);
    if (options.version !== undefined && options.version !== pack.version) {
      const current = await readPackDetail(tx, id);
      throw new AppError(
        "conflict",
        `This pack was changed elsewhere (you edited version ${options.version}, it is now at version ${pack.version}). Reload to see the changes, then apply yours again.`,
        { details: { current } },
      );
    }
    await tx.pack.update({
      where: { id },
      data: {
        name: changes.name,
        game: changes.game,
        type: changes.type,
        instructions: changes.instructions === undefined ? undefined : canonicalInstructions(changes.instructions),
        version: { increment: 1 },
      },
    });
    if (changes.aliases !== undefined) {
      await tx.packAlias.deleteMany({ where: { packId: id } });
      await tx.packAlias.createMany({
        data: changes.aliases.map((a, position) => ({ packId: id, alias: a.alias, target: a.target, position })),
      });
    }
    return readPackDetail(tx, id);
  });
}
