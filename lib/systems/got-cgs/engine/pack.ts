/**
 * From a `greenhouse.pack/1` document to the engine's era decks: every card's attribute text goes
 * through the attribute language (`cardModel` of lib/systems/got-cgs/attributes, with the pack's aliases), never
 * through a parser of the engine's own.
 */
import { cardModel } from "../attributes/analyze";
import type { GotCgsPackDocument as PackDocument } from "../pack-document";
import { deckAffiliations, decksPlayerRange, type PlayerRange } from "./players";
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
  const packPlayers = pack.pack.instructions.players;
  return {
    players: playerNames(options.players),
    eras: decksFromPack(pack, options.era),
    seed: options.seed,
    ...(fixed !== undefined && fixed.length > 0 ? { playerAffiliations: fixed } : {}),
    ...(packPlayers !== undefined ? { packPlayers } : {}),
  };
}

/**
 * The numbers of players that may play `eras` (era deck names; default every era of the pack)
 * of `pack` (CGS-180): from 2 to the fewest affiliations of an era deck played, or exactly the
 * pack's `instructions.players`. A setup form offers `min..max`; when `min > max` no number is
 * legal and `problem` says how to fix the pack. Unknown era names are ignored. Never throws.
 */
export function playerRange(pack: PackDocument, eras?: readonly string[]): PlayerRange {
  const decks = eras === undefined ? decksFromPack(pack) : eras.flatMap((name) => decksFromPack(pack, name));
  return decksPlayerRange(
    decks.map((d) => ({ name: d.name, affiliations: deckAffiliations(d) })),
    pack.pack.instructions.players,
  );
}
