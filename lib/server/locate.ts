/**
 * Where an era deck or a card lives (its pack, its era), by one indexed lookup. Pages ask it
 * before anything streams, so an address that names nothing answers HTTP 404 (a page that has
 * started streaming can only show the not-found view with status 200).
 */
import { dbOf } from "./tx";
import type { DbOptions } from "./types";
import { idSchema } from "./validation";

export interface LocateOptions extends DbOptions {
  readonly id: string;
}

/** The era's pack id, or null when there is no such era (or `id` is not an id). Never throws for bad input. */
export async function locateEra(options: LocateOptions): Promise<{ readonly packId: string } | null> {
  if (!idSchema.safeParse(options.id).success) return null;
  return dbOf(options).deck.findUnique({ where: { id: options.id }, select: { packId: true } });
}

/** The card's era and pack ids, or null when there is no such card (or `id` is not an id). Never throws for bad input. */
export async function locateCard(options: LocateOptions): Promise<{ readonly packId: string; readonly eraId: string } | null> {
  if (!idSchema.safeParse(options.id).success) return null;
  const card = await dbOf(options).card.findUnique({ where: { id: options.id }, select: { deckId: true, deck: { select: { packId: true } } } });
  return card === null ? null : { packId: card.deck.packId, eraId: card.deckId };
}

/** The game's pack id, or null when there is no such game (or `id` is not an id). Never throws for bad input. */
export async function locateGame(options: LocateOptions): Promise<{ readonly packId: string } | null> {
  if (!idSchema.safeParse(options.id).success) return null;
  return dbOf(options).game.findUnique({ where: { id: options.id }, select: { packId: true } });
}
