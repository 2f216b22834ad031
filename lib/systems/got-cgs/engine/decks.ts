/**
 * The era decks a session is made of, as the engine receives them (pack.ts builds them from a
 * pack). Types only; setup.ts and players.ts both read them.
 */
import type { CardModel } from "../attributes/model";

/** One card of an era deck, as the engine receives it (see pack.ts for packs). */
export interface DeckCard {
  readonly identifier: string;
  readonly format: "silver" | "gold";
  /** How many copies the deck holds (each becomes its own instance). */
  readonly copies: number;
  readonly model: CardModel;
}

export interface DeckSpec {
  readonly name: string;
  readonly cards: readonly DeckCard[];
}
