/**
 * listCards: an era deck's table — the era, its pack's context (aliases, instructions) and
 * every card with all its fields, in deck order. The era table derives its short columns
 * (type, roleplay, affiliation, costs, resources) from `attributes` with the attribute model.
 */
import { countCardsByEra, NO_CARDS } from "./counts";
import { toCardDto, toEraSummary, toPackContext } from "./dto";
import { requireRoles } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf } from "./tx";
import type { DbOptions, EraCards } from "./types";
import { idSchema, parseField } from "./validation";

export interface ListCardsOptions extends DbOptions {
  readonly eraId: string;
  /** The pack the caller's address names: an era deck of another pack is a 404, and nothing of it is read. */
  readonly packId?: string;
}

/** The era's cards; 404 for an unknown era (or one outside `packId`, or a pack not shared with the acting account). */
export async function listCards(options: ListCardsOptions): Promise<EraCards> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const db = dbOf(options);
  const packId = options.packId === undefined ? undefined : parseField("packId", idSchema, options.packId);
  const era = await db.deck.findUnique({
    where: { id: eraId, ...(packId === undefined ? {} : { packId }) },
    include: { pack: { include: { aliases: true } }, cards: { orderBy: [{ position: "asc" }, { id: "asc" }] } },
  });
  if (era === null) throw notFound("era deck", eraId);
  await requireRoles(db, [[era.packId, "viewer"]]);
  const count = (await countCardsByEra(db, [eraId])).get(eraId) ?? NO_CARDS;
  return {
    era: toEraSummary(era, count),
    pack: toPackContext(era.pack),
    cards: era.cards.map((card) => toCardDto(card, era.packId)),
  };
}
