/**
 * getRevision: one saved version of a card, with every field (for the history's diff view).
 */
import { z } from "zod";
import { toRevisionDto } from "./dto";
import { requireRoleOn } from "./accounts/require";
import { AppError } from "./errors";
import { dbOf } from "./tx";
import type { DbOptions, RevisionDto } from "./types";
import { idSchema, parseField } from "./validation";

export interface GetRevisionOptions extends DbOptions {
  readonly cardId: string;
  readonly version: number;
}

/** The revision; 404 when the card has no such version. */
export async function getRevision(options: GetRevisionOptions): Promise<RevisionDto> {
  const cardId = parseField("cardId", idSchema, options.cardId);
  const version = parseField("version", z.number().int().min(1), options.version);
  await requireRoleOn(dbOf(options), "card", cardId, "viewer");
  const row = await dbOf(options).cardRevision.findUnique({ where: { cardId_version: { cardId, version } } });
  if (row === null) throw new AppError("not_found", `Card "${cardId}" has no version ${version}; it may have been deleted. Reload the history.`);
  return toRevisionDto(row);
}
