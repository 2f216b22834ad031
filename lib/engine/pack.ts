/**
 * From a `greenhouse.pack/1` document to the engine's era decks: every card's attribute text goes
 * through the attribute language (`cardModel` of lib/attributes, with the pack's aliases), never
 * through a parser of the engine's own.
 */
import { cardModel } from "../attributes/analyze";
import type { PackDocument } from "../packs/schema";
import type { DeckSpec, SessionOptions } from "./setup";

/** The era deck named `era` (or every era) of a pack, as engine decks. Unknown names give []. */
export function decksFromPack(pack: PackDocument, era?: string): DeckSpec[] {
  const aliases = pack.pack.aliases;
  return pack.eras
    .filter((e) => era === undefined || e.name === era)
    .map((e) => ({
      name: e.name,
      cards: e.cards.map((c) => ({ identifier: c.identifier, format: c.format, copies: c.copies, model: cardModel(c.attributes, aliases) })),
    }));
}

/** Player names for `count` players: the pack's affiliations are not names, so "Player 1", "Player 2", ... */
export function playerNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
}

/**
 * Session options for playing one era (or all) of a pack with `players` players; the pack's
 * fixed player affiliations, when it has them, apply.
 */
export function sessionFromPack(pack: PackDocument, options: { era?: string; players: number; seed: number | string }): SessionOptions {
  const fixed = pack.pack.instructions.playerAffiliations;
  return {
    players: playerNames(options.players),
    eras: decksFromPack(pack, options.era),
    seed: options.seed,
    ...(fixed !== undefined && fixed.length > 0 ? { playerAffiliations: fixed } : {}),
  };
}
