/**
 * Every list a request or a document carries has a cap (issue 24: an 8,000-entry list took the
 * server down), named in the 422 with its path: "at most 1000 era decks". The caps are what the
 * domain allows (a deal's decks: the pack's, each once) or, where the domain sets no number, far
 * more than any real pack holds. Pure: zod only.
 */
import { z } from "zod";

/** The caps, in one place so a form, a route and the pack format agree. */
export const LIST_CAPS = {
  /** Era decks (decks) of a pack, and of a deal. */
  decks: 1_000,
  /** Cards of one deck; also a new card order of one deck. */
  cardsPerDeck: 20_000,
  /** Ids of one bulk selection (move, copy, delete). */
  selection: 10_000,
  /** A pack's affiliations, aliases or custom abilities. */
  affiliations: 200,
  aliases: 500,
  abilities: 500,
  /** Seats, names and player affiliations: one per player, at most 64 players. */
  players: 64,
} as const;

/** `z.array(item)` capped at `max` with "at most {max} {what}" as the message. */
export function cappedList<T extends z.ZodType>(item: T, max: number, what: string) {
  return z.array(item).max(max, `at most ${max} ${what}`);
}
