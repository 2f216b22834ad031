/**
 * getCard: one card for the editor, with its era, pack context and previous/next card ids.
 */
import { toCardDto, toPackContext } from "./dto";
import { requireRoles } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf } from "./tx";
import type { CardDetail, DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface GetCardOptions extends DbOptions {
  readonly id: string;
  /** The pack the caller's address names: a card of another pack is a 404, and nothing of it is read. */
  readonly packId?: string;
}

/** The card; 404 when it does not exist (or is outside `packId`, or its pack is not shared with the acting account). */
export async function getCard(options: GetCardOptions): Promise<CardDetail> {
  const id = parseField("id", idSchema, options.id);
  const db = dbOf(options);
  const packId = options.packId === undefined ? undefined : parseField("packId", idSchema, options.packId);
  const card = await db.card.findUnique({
    where: { id, ...(packId === undefined ? {} : { deck: { packId } }) },
    include: { deck: { include: { pack: { include: { aliases: true } } } } },
  });
  if (card === null) throw notFound("card", id);
  await requireRoles(db, [[card.deck.packId, "viewer"]]);
  const order = await db.card.findMany({
    where: { deckId: card.deckId },
    select: { id: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const index = order.findIndex((c) => c.id === id);
  return {
    ...toCardDto(card, card.deck.packId),
    era: { id: card.deck.id, name: card.deck.name },
    pack: toPackContext(card.deck.pack),
    previousId: order[index - 1]?.id ?? null,
    nextId: order[index + 1]?.id ?? null,
  };
}
