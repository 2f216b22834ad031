/**
 * The numbers of players an era deck can be simulated with (CGS-180: "The number of players
 * must be at least 2 and at most the number of affiliations"; an edition pack may fix it).
 * Checked before a job starts, so a wrong count is a 422 naming `players` rather than a run
 * whose extra players claim nothing.
 */
import type { DeckSpec } from "@/lib/engine/setup";
import type { Instructions } from "@/lib/packs/schema";

export interface PlayerCountRange {
  readonly min: number;
  readonly max: number;
  /** The pack's `instructions.players`, when it fixes the number. */
  readonly fixed: number | null;
  /** The deck's distinct affiliations (what each player claims one of). */
  readonly affiliations: readonly string[];
}

/** The distinct Affiliation values of the deck's cards, in deck order. */
function affiliationsOf(deck: DeckSpec): string[] {
  const out: string[] = [];
  for (const c of deck.cards) {
    const a = c.model.affiliation;
    if (a !== null && !out.includes(a)) out.push(a);
  }
  return out;
}

/** The legal range; `min > max` when no number of players can play this deck. */
export function playerCountRange(deck: DeckSpec, instructions: Instructions): PlayerCountRange {
  const affiliations = affiliationsOf(deck);
  const fixed = instructions.players ?? null;
  if (fixed !== null) return { min: fixed, max: fixed <= affiliations.length ? fixed : affiliations.length, fixed, affiliations };
  return { min: 2, max: affiliations.length, fixed: null, affiliations };
}

/** Why `players` cannot play, saying how to fix it (CGS-180); null when they can. */
export function playerCountProblem(range: PlayerCountRange, players: number, era: string): string | null {
  if (players >= range.min && players <= range.max) return null;
  const n = range.affiliations.length;
  const list = n > 0 ? ` (${range.affiliations.join(", ")})` : "";
  if (range.fixed !== null && range.fixed <= n) return `the pack's instructions fix ${range.fixed} players, got ${players} (CGS-180); simulate with ${range.fixed}`;
  if (range.max < 2 || (range.fixed !== null && range.fixed > n)) {
    return `era deck "${era}" has ${n} affiliation${n === 1 ? "" : "s"}${list}, and each player claims one (CGS-180): give its cards at least ${Math.max(2, range.fixed ?? 2)} different Affiliation values`;
  }
  if (players < 2) return `a game needs at least 2 players, got ${players} (CGS-180)`;
  return `${players} players cannot play era deck "${era}": it has ${n} affiliations${list} and each player claims one (CGS-180); choose 2 to ${range.max}`;
}
