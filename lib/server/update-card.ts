/**
 * updateCard: saves changes to a card, based on the version the editor loaded.
 *
 * Optimistic concurrency: the UPDATE itself checks the version (`WHERE id = ? AND version = ?`),
 * so of any number of concurrent saves based on one version exactly one wins; the others get a
 * 409 carrying the card as it is now. (The transaction holds the write lock from its start, see
 * tx.ts, so the checks before the UPDATE see the latest data too.) Every successful save increments `version` and keeps a
 * revision, in the same transaction.
 */
import { z } from "zod";
import { parseStoredFields } from "./card-fields";
import { assertCardPicture, readCardDto, versionConflict } from "./card-helpers";
import { resolveCardWrite, systemDefinition } from "./card-write";
import { revisionData } from "./dto";
import { requireRoleOn } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { CardDto, DbOptions } from "./types";
import { cardChangesSchema, idSchema, parseField, type CardChanges } from "./validation";

export interface UpdateCardOptions extends DbOptions {
  readonly id: string;
  /** The version the changes were based on (`CardDto.version`). */
  readonly version: number;
  /** Only the fields to change. */
  readonly changes: CardChanges;
  /** Internal: the version a restore brings back (recorded on the revision). */
  readonly restoredFrom?: number;
}

const versionSchema = z.number().int().min(1, "version must be the card's version (1 or more)");

/**
 * Saves; 404 unknown card (or a pack not shared with the acting account), 403 below editor, 409 stale version (`error.current` is the card now), 422 bad field.
 * An empty `changes` writes nothing and returns the card (after the same version check).
 */
export async function updateCard(options: UpdateCardOptions): Promise<CardDto> {
  const id = parseField("id", idSchema, options.id);
  const version = parseField("version", versionSchema, options.version);
  const changes = cardChangesSchema.parse(options.changes);
  return writeTransaction(dbOf(options), async (tx) => {
    // Before anything is read back: a version conflict carries the card as it is now.
    await requireRoleOn(tx, "card", id, "editor");
    if (Object.values(changes).every((v) => v === undefined)) {
      // Nothing to save: no new version or revision, but a stale version is still reported.
      const current = await readCardDto(tx, id);
      if (current.version !== version) throw versionConflict(current, version);
      return current;
    }
    const current = await tx.card.findUnique({ where: { id }, include: { deck: { select: { packId: true, pack: { select: { system: true } } } } } });
    if (current === null) throw notFound("card", id);
    if (current.version !== version) throw versionConflict(await readCardDto(tx, id), version);
    if (changes.pictureId !== undefined && changes.pictureId !== null) {
      // Before the UPDATE: an unknown id would otherwise surface as a foreign-key failure.
      await assertCardPicture(tx, current.deck.packId, changes.pictureId);
    }
    // Merged with the card as it is and checked against its system; a format error is a 422.
    const stored = resolveCardWrite(await systemDefinition(tx, current.deck.pack.system), { ...current, fields: parseStoredFields(current.fields) }, changes);
    const { type: _type, fields: _fields, format: _format, orientation: _orientation, directive: _directive, attributes: _attributes, lore: _lore, ...columns } = changes;
    // The version check is in the UPDATE itself: of concurrent saves on one version, one wins.
    const { count } = await tx.card.updateMany({
      where: { id, version },
      data: { ...columns, ...(stored ?? {}), version: { increment: 1 } },
    });
    if (count === 0) throw versionConflict(await readCardDto(tx, id), version);
    const card = await tx.card.findUniqueOrThrow({ where: { id } });
    await tx.cardRevision.create({ data: revisionData(card, options.restoredFrom ?? null) });
    return readCardDto(tx, id);
  });
}
