/**
 * restoreRevision: brings back an older version of a card. The restore is itself a save: the
 * card gets a new version and a new revision (marked `restoredFrom`), so nothing is lost and
 * the restore can be undone by restoring the version before it.
 */
import { z } from "zod";
import type { CardDto, DbOptions } from "./types";
import { dbOf } from "./tx";
import { getCard } from "./get-card";
import { getRevision } from "./get-revision";
import { updateCard } from "./update-card";
import { idSchema, parseField } from "./validation";

export interface RestoreRevisionOptions extends DbOptions {
  readonly cardId: string;
  /** The version to bring back. */
  readonly version: number;
  /** The card's current version, as the page shows it (stale -> 409 like any save). */
  readonly baseVersion: number;
}

/** Restores; 404 unknown card or version, 409 stale `baseVersion`. */
export async function restoreRevision(options: RestoreRevisionOptions): Promise<CardDto> {
  const cardId = parseField("cardId", idSchema, options.cardId);
  const baseVersion = parseField("baseVersion", z.number().int().min(1), options.baseVersion);
  const db = dbOf(options);
  const revision = await getRevision({ db, cardId, version: options.version });
  const current = await getCard({ db, id: cardId });
  // A picture deleted since that version cannot come back; the card keeps its image path.
  const picture = revision.pictureId === null ? null : await db.picture.findUnique({ where: { id: revision.pictureId }, select: { id: true } });
  return updateCard({
    db,
    id: cardId,
    version: baseVersion,
    restoredFrom: revision.version,
    changes: {
      identifier: revision.identifier,
      type: revision.type,
      // Every field the card has now and the revision lacks is cleared (null), so the
      // restored card is the revision's exactly.
      fields: { ...Object.fromEntries(Object.keys(current.fields).map((k) => [k, null])), ...revision.fields },
      copies: revision.copies,
      pictureId: picture?.id ?? null,
      imagePath: revision.imagePath,
    },
  });
}
