/**
 * moveCards: moves cards (bulk) into an era deck, possibly of another pack. A moved card keeps
 * its id, version and history; a gold card's picture is copied into the target pack if needed.
 */
import { requireRoles } from "./accounts/require";
import { z } from "zod";
import { readCardDto } from "./card-helpers";
import { touchEras } from "./counts";
import { insertAt, renumberCards } from "./positions";
import { loadSelection, pictureInPack } from "./transfer-cards";
import { dbOf, writeTransaction } from "./tx";
import type { CardDto, DbOptions } from "./types";
import { idListSchema, idSchema, parseField } from "./validation";

export interface MoveCardsOptions extends DbOptions {
  readonly ids: readonly string[];
  readonly toEraId: string;
  /** 0-based place of the first moved card among the target era's other cards; default: the end. */
  readonly position?: number;
}

/** Moves in deck order; returns the moved cards. 404 unknown era, 422 unknown card ids. */
export async function moveCards(options: MoveCardsOptions): Promise<CardDto[]> {
  const ids = parseField("ids", idListSchema, options.ids);
  const toEraId = parseField("toEraId", idSchema, options.toEraId);
  const position = parseField("position", z.number().int().min(0).optional(), options.position);
  return writeTransaction(dbOf(options), async (tx) => {
    const { targetPackId, cards } = await loadSelection(tx, ids, toEraId);
    await requireRoles(tx, [[targetPackId, "editor"], ...[...new Set(cards.map((c) => c.deck.packId))].map((p) => [p, "editor"] as const)]);
    const sources = new Set(cards.map((c) => c.deckId));
    const start = await tx.card.count({ where: { deckId: toEraId } });
    for (const [i, card] of cards.entries()) {
      const pictureId = card.deck.packId === targetPackId ? card.pictureId : await pictureInPack(tx, card.pictureId, targetPackId);
      // Not a content change: no version bump, so an editor open on the card keeps saving.
      await tx.card.update({ where: { id: card.id }, data: { deckId: toEraId, position: start + i, pictureId } });
    }
    for (const eraId of sources) if (eraId !== toEraId) await renumberCards(tx, eraId);
    const moved = cards.map((c) => c.id);
    const order = await renumberCards(tx, toEraId);
    await renumberCards(tx, toEraId, insertAt(order, moved, position));
    await touchEras(tx, [...sources, toEraId]);
    return Promise.all(moved.map((id) => readCardDto(tx, id)));
  });
}
