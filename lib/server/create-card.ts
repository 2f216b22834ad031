/**
 * createCard: adds a card to a deck (GOT CGS: an era deck), version 1, with its first revision.
 * Any system: `{ identifier, copies, type, fields, pictureId? }`; GOT CGS also takes its old
 * shape (format, orientation, directive, attributes, lore).
 */
import { z } from "zod";
import { assertCardPicture, readCardDto, suggestIdentifier } from "./card-helpers";
import { requireRoles } from "./accounts/require";
import { eraSystem, resolveCardWrite } from "./card-write";
import { revisionData } from "./dto";
import { insertAt, renumberCards } from "./positions";
import { dbOf, writeTransaction } from "./tx";
import type { CardDto, DbOptions } from "./types";
import { cardChangesSchema, idSchema, parseField, type CardChanges } from "./validation";

export interface CreateCardOptions extends DbOptions {
  readonly eraId: string;
  /**
   * Omitted fields take defaults: the next identifier of the era, the system's first card type
   * (GOT CGS: silver with empty texts), 1 copy, no fields (each takes its default).
   */
  readonly fields?: CardChanges;
  /** 0-based place in the era; default: last. */
  readonly position?: number;
}

const positionSchema = z.number().int().min(0).optional();

/** Creates the card; 404 for an unknown era, 422 for a bad field (format error) naming its path. */
export async function createCard(options: CreateCardOptions): Promise<CardDto> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const changes = cardChangesSchema.parse(options.fields ?? {});
  const position = parseField("position", positionSchema, options.position);
  return writeTransaction(dbOf(options), async (tx) => {
    const { packId, definition } = await eraSystem(tx, eraId);
    await requireRoles(tx, [[packId, "editor"]]);
    const stored = resolveCardWrite(definition, null, changes);
    const existing = await tx.card.findMany({ where: { deckId: eraId }, select: { identifier: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });
    const data = {
      identifier: changes.identifier ?? suggestIdentifier(existing.map((c) => c.identifier)),
      copies: changes.copies ?? 1,
      pictureId: changes.pictureId ?? null,
      imagePath: changes.imagePath ?? null,
      type: stored?.type ?? definition.cardTypes[0]?.key ?? "",
      fields: stored?.fields ?? "{}",
    };
    await assertCardPicture(tx, packId, data.pictureId);
    const card = await tx.card.create({ data: { ...data, deckId: eraId, position: existing.length } });
    await tx.cardRevision.create({ data: revisionData(card) });
    if (position !== undefined) {
      const order = await renumberCards(tx, eraId);
      await renumberCards(tx, eraId, insertAt(order, [card.id], position));
    }
    return readCardDto(tx, card.id);
  });
}
