/**
 * How many players may play a session (CGS-180): "Edition packs may specify the number of
 * players ... The number of players must be at least 2 and at most the number of affiliations."
 *
 * The number of affiliations is counted per era deck (the distinct `Affiliation` values of its
 * cards, the ones a player can claim: CGS-275..279), and the smallest count over the eras played
 * bounds the session, because "this must be the same for all the eras of a session". A player
 * beyond that count would claim nothing in that era.
 */
import type { DeckSpec } from "./decks";

/** CGS-180's rule ID, named in every message of this file. */
export const PLAYERS_RULE = "CGS-180";

/**
 * The legal numbers of players: every whole number from `min` to `max`. `fixed` is the pack's
 * `instructions.players` when it says one (then `min === max === fixed` if the decks allow it).
 * When `min > max` no number is legal; `problem` then says why and how to fix the pack.
 */
export interface PlayerRange {
  readonly min: number;
  readonly max: number;
  readonly fixed: number | null;
  /** The era deck with the fewest affiliations (null without eras). */
  readonly narrowest: { readonly era: string; readonly affiliations: readonly string[] } | null;
  readonly problem: string | null;
}

/** The distinct affiliations of a deck's cards, in deck order. */
export function deckAffiliations(deck: DeckSpec): string[] {
  const out: string[] = [];
  for (const c of deck.cards) {
    const a = c.model.affiliation;
    if (a !== null && !out.includes(a)) out.push(a);
  }
  return out;
}

/** An era deck as the player range sees it: its name and its distinct affiliations. */
export interface DeckAffiliations {
  readonly name: string;
  readonly affiliations: readonly string[];
}

/**
 * The player range for a session of `eras` (the decks played; skipped eras do not count), with
 * `fixed` the pack's `instructions.players` (undefined or null: the pack does not say). Never
 * throws; an impossible pack gives `min > max` and a `problem`.
 */
export function decksPlayerRange(eras: readonly DeckAffiliations[], fixed?: number | null): PlayerRange {
  let narrowest: PlayerRange["narrowest"] = null;
  for (const { name, affiliations } of eras) {
    if (narrowest === null || affiliations.length < narrowest.affiliations.length) narrowest = { era: name, affiliations };
  }
  const most = narrowest === null ? 0 : narrowest.affiliations.length;
  const where = narrowest === null ? "" : `era deck "${narrowest.era}" has ${most} affiliation${most === 1 ? "" : "s"}${most > 0 ? ` (${narrowest.affiliations.join(", ")})` : ""}`;
  if (fixed !== undefined && fixed !== null) {
    const fits = fixed >= 2 && fixed <= most;
    return {
      min: fixed,
      max: fits ? fixed : Math.min(fixed - 1, most),
      fixed,
      narrowest,
      problem: fits
        ? null
        : fixed < 2
          ? `the pack's instructions say ${fixed} player${fixed === 1 ? "" : "s"}, but a session needs at least 2 (${PLAYERS_RULE}); change instructions.players`
          : `the pack's instructions say ${fixed} players, but ${where}, and each player needs one (${PLAYERS_RULE}); give that deck more affiliations or change instructions.players`,
    };
  }
  return {
    min: 2,
    max: most,
    fixed: null,
    narrowest,
    problem: most >= 2 ? null : `${where || "no era deck is played"}: a session needs at least 2 players and each player needs an affiliation (${PLAYERS_RULE}); give the cards of that deck at least 2 different Affiliation values`,
  };
}

/**
 * Why `players` players cannot play `range`, as a message that says how to fix it; null when
 * they can.
 */
export function playerCountProblem(range: PlayerRange, players: number): string | null {
  if (range.problem !== null) return range.problem;
  if (players >= range.min && players <= range.max) return null;
  if (range.fixed !== null) return `the pack's instructions say ${range.fixed} players, got ${players} (${PLAYERS_RULE}); play with ${range.fixed} players`;
  if (players < range.min) return `a session needs at least 2 players, got ${players} (${PLAYERS_RULE})`;
  const n = range.narrowest;
  return `${players} players cannot play: era deck "${n?.era ?? ""}" has only ${range.max} affiliations (${n?.affiliations.join(", ") ?? ""}), and each player claims one (${PLAYERS_RULE}); play with 2 to ${range.max} players, or add cards of another affiliation`;
}
