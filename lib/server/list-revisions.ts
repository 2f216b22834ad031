/**
 * listRevisions: a card's history, newest first (one entry per saved version).
 */
import { toRevisionSummary } from "./dto";
import { requireRoleOn } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf } from "./tx";
import type { DbOptions, RevisionSummary } from "./types";
import { idSchema, parseField } from "./validation";

export interface ListRevisionsOptions extends DbOptions {
  readonly cardId: string;
}

/** The card's revisions, newest first; 404 when the card does not exist. */
export async function listRevisions(options: ListRevisionsOptions): Promise<RevisionSummary[]> {
  const cardId = parseField("cardId", idSchema, options.cardId);
  const db = dbOf(options);
  const card = await db.card.findUnique({ where: { id: cardId }, select: { id: true } });
  if (card === null) throw notFound("card", cardId);
  await requireRoleOn(db, "card", cardId, "viewer");
  const rows = await db.cardRevision.findMany({ where: { cardId }, orderBy: { version: "desc" }, include: { author: { select: { name: true } } } });
  return rows.map(toRevisionSummary);
}
