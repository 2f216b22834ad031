/**
 * copyCards: copies cards (bulk) into an era deck, possibly of another pack. Each copy is a new
 * card at version 1 with its own first revision; the originals are untouched.
 */
import { requireRoles } from "./accounts/require";
import { z } from "zod";
import { readCardDto } from "./card-helpers";
import { revisionData } from "./dto";
import { insertAt, renumberCards } from "./positions";
import { loadSelection, pictureInPack } from "./transfer-cards";
import { dbOf, writeTransaction } from "./tx";
import type { CardDto, DbOptions } from "./types";
import { idListSchema, idSchema, parseField } from "./validation";

export interface CopyCardsOptions extends DbOptions {
  readonly ids: readonly string[];
  readonly toEraId: string;
  /** 0-based place of the first copy in the target era; default: the end. */
  readonly position?: number;
}

/** Copies in deck order; returns the new cards. 404 unknown era, 422 unknown card ids. */
export async function copyCards(options: CopyCardsOptions): Promise<CardDto[]> {
  const ids = parseField("ids", idListSchema, options.ids);
  const toEraId = parseField("toEraId", idSchema, options.toEraId);
  const position = parseField("position", z.number().int().min(0).optional(), options.position);
  return writeTransaction(dbOf(options), async (tx) => {
    const { targetPackId, cards } = await loadSelection(tx, ids, toEraId);
    await requireRoles(tx, [[targetPackId, "editor"], ...[...new Set(cards.map((c) => c.deck.packId))].map((p) => [p, "viewer"] as const)]);
    const start = await tx.card.count({ where: { deckId: toEraId } });
    const created: string[] = [];
    for (const [i, card] of cards.entries()) {
      // Copied as stored: type and fields as they are (a copy into a pack of another system
      // keeps them; lint of that pack says what does not fit).
      const copy = await tx.card.create({
        data: {
          identifier: card.identifier,
          type: card.type,
          copies: card.copies,
          fields: card.fields,
          imagePath: card.imagePath,
          pictureId: await pictureInPack(tx, card.pictureId, targetPackId),
          deckId: toEraId,
          position: start + i,
        },
      });
      await tx.cardRevision.create({ data: revisionData(copy) });
      created.push(copy.id);
    }
    if (position !== undefined) {
      const order = await renumberCards(tx, toEraId);
      await renumberCards(tx, toEraId, insertAt(order, created, position));
    }
    return Promise.all(created.map((id) => readCardDto(tx, id)));
  });
}
