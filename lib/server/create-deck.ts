/**
 * createDeck: adds an era deck to a pack, at the end or at a given position.
 */
import { z } from "zod";
import type { Tx } from "./db";
import { NO_CARDS } from "./counts";
import { toEraSummary } from "./dto";
import { requireRoles } from "./accounts/require";
import { AppError, notFound } from "./errors";
import { insertAt, renumberEras } from "./positions";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, EraSummary } from "./types";
import { eraNameSchema, idSchema } from "./validation";

export interface CreateDeckOptions extends DbOptions {
  readonly packId: string;
  readonly name: string;
  /** 0-based place among the pack's eras; default: last. */
  readonly position?: number;
}

const inputSchema = z.object({ packId: idSchema, name: eraNameSchema, position: z.number().int().min(0).optional() });

/** Creates an empty era; 404 for an unknown pack, 409 when the pack already has an era of that name. */
export async function createDeck(options: CreateDeckOptions): Promise<EraSummary> {
  const input = inputSchema.parse({ packId: options.packId, name: options.name, position: options.position });
  return writeTransaction(dbOf(options), async (tx) => {
    const pack = await tx.pack.findUnique({ where: { id: input.packId }, select: { id: true } });
    if (pack === null) throw notFound("pack", input.packId);
    await requireRoles(tx, [[input.packId, "editor"]]);
    await assertDeckNameFree(tx, input.packId, input.name);
    const count = await tx.deck.count({ where: { packId: input.packId } });
    const era = await tx.deck.create({ data: { packId: input.packId, name: input.name, position: count } });
    if (input.position !== undefined && input.position < count) {
      const order = await renumberEras(tx, input.packId);
      await renumberEras(tx, input.packId, insertAt(order, [era.id], input.position));
    }
    await tx.pack.update({ where: { id: input.packId }, data: { updatedAt: new Date() } });
    const fresh = await tx.deck.findUniqueOrThrow({ where: { id: era.id } });
    return toEraSummary(fresh, NO_CARDS);
  });
}

/** 409 when `packId` already has an era named `name` (other than `exceptId`). */
export async function assertDeckNameFree(
  tx: Tx,
  packId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const clash = await tx.deck.findUnique({ where: { packId_name: { packId, name } }, select: { id: true } });
  if (clash !== null && clash.id !== exceptId) {
    throw new AppError("conflict", `This pack already has an era deck named "${name}"; choose another name.`, {
      issues: [{ path: "name", message: `an era deck named "${name}" already exists in this pack` }],
    });
  }
}
