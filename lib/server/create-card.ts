/**
 * createCard: adds a card to an era deck (version 1, with its first revision).
 */
import { z } from "zod";
import { assertCardPicture, assertGoldOnly, eraPackId, readCardDto, suggestIdentifier } from "./card-helpers";
import { revisionData } from "./dto";
import { insertAt, renumberCards } from "./positions";
import { dbOf, writeTransaction } from "./tx";
import type { CardDto, DbOptions } from "./types";
import { cardChangesSchema, idSchema, parseField, type CardChanges } from "./validation";

export interface CreateCardOptions extends DbOptions {
  readonly eraId: string;
  /** Omitted fields take defaults: the next identifier of the era, silver, 1 copy, empty texts. */
  readonly fields?: CardChanges;
  /** 0-based place in the era; default: last. */
  readonly position?: number;
}

const positionSchema = z.number().int().min(0).optional();

/** Creates the card; 404 for an unknown era, 422 for a bad field. */
export async function createCard(options: CreateCardOptions): Promise<CardDto> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const fields = cardChangesSchema.parse(options.fields ?? {});
  const position = parseField("position", positionSchema, options.position);
  return writeTransaction(dbOf(options), async (tx) => {
    const packId = await eraPackId(tx, eraId);
    const existing = await tx.card.findMany({ where: { eraId }, select: { identifier: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });
    const data = {
      identifier: fields.identifier ?? suggestIdentifier(existing.map((c) => c.identifier)),
      format: fields.format ?? "silver",
      copies: fields.copies ?? 1,
      orientation: fields.orientation ?? null,
      pictureId: fields.pictureId ?? null,
      imagePath: fields.imagePath ?? null,
      directive: fields.directive ?? "",
      attributes: fields.attributes ?? "",
      lore: fields.lore ?? "",
    };
    assertGoldOnly(data);
    await assertCardPicture(tx, packId, data.pictureId);
    const card = await tx.card.create({ data: { ...data, eraId, position: existing.length } });
    await tx.cardRevision.create({ data: revisionData(card) });
    if (position !== undefined) {
      const order = await renumberCards(tx, eraId);
      await renumberCards(tx, eraId, insertAt(order, [card.id], position));
    }
    return readCardDto(tx, card.id);
  });
}
