/**
 * The game state: plain, JSON-serialisable data (no Maps, no classes, no functions), so a game
 * can be stored, sent to a worker or compared with `toEqual`, and replayed from its seed and
 * action log.
 *
 * Cards are numbered instances (`GameState.cards[id]`); zones hold instance ids. A card's
 * "player" is the player whose zone holds it (rulebook "Player's card"), so ownership is never
 * stored twice. The state is treated as immutable: the reducer copies what it changes and
 * shares the rest (`cards` is never copied).
 */
import type { RngState } from "./rng";
import type { CardInstance } from "./cards";
import type { AdventureResolution } from "./resolution-adventure";
import type { EraResolution } from "./resolution-era";

export const PLAYER_ZONES = ["buildsite", "ops", "playground", "wreckage"] as const;
export type PlayerZoneName = (typeof PLAYER_ZONES)[number];
export type CommonZoneName = "void" | "commonBuildsite";

export interface PlayerZones {
  readonly buildsite: readonly number[];
  readonly ops: readonly number[];
  readonly playground: readonly number[];
  readonly wreckage: readonly number[];
}

export interface Zones {
  readonly void: readonly number[];
  readonly commonBuildsite: readonly number[];
  /** Indexed like `GameState.players`. */
  readonly players: readonly PlayerZones[];
}

/** Where a card is: a player's zone or a common zone. */
export type ZoneRef =
  | { readonly player: number; readonly zone: PlayerZoneName }
  | { readonly player: null; readonly zone: CommonZoneName };

/** One era deck of the session (each era played has its own card instances). */
export interface EraDeck {
  readonly name: string;
  /** Instance ids of every copy of every card of this deck. */
  readonly cards: readonly number[];
  /** Affiliation values found on the deck's cards, in first-seen order (CGS-275). */
  readonly affiliations: readonly string[];
  /** The deck holds a Doomsday or Epic adventure card (CGS-383). */
  readonly hasDoomsdayOrEpic: boolean;
}

export interface Immunity {
  readonly player: number;
  /** The card with powers the player is immune to. */
  readonly card: number;
}

/** The adventure in progress. */
export interface Adventure {
  /** The current adventure card (in the hero's playground while the adventure runs). */
  readonly card: number;
  readonly hero: number;
  /** 1-based number of the adventure in the era. */
  readonly number: number;
  /** Cards disabled or wrecked in this adventure: they may not be played again in it (CGS-323). */
  readonly blocked: readonly number[];
  readonly immunities: readonly Immunity[];
}

/** A pending "request end adventure" / "request end era" (CGS-303..305, CGS-331..333). */
export interface EndRequest {
  readonly kind: "adventure" | "era";
  readonly by: number;
  /** Rivals still to answer, in turn order; empty once someone refused (the silent round runs). */
  readonly asking: readonly number[];
}

/** A trade offer waiting for the rival's answer (CGS-285). */
export interface TradeOffer {
  readonly from: number;
  readonly to: number;
  /** The offerer's card (in his ops). */
  readonly give: number;
  /** The rival's card (in the rival's ops). */
  readonly take: number;
}

/** The special round after a card with a power (CGS-326, CGS-327). */
export interface SpecialRound {
  readonly by: number;
  readonly card: number;
}

export type EffectKind = "recover" | "reuse" | "seize" | "immune";

/** An effect a played card lets its player use once (Recover1, Reuse, SeizeIf/1, ImmuneIf1). */
export interface PendingEffect {
  readonly card: number;
  readonly player: number;
  readonly kind: EffectKind;
  /** The player's turn count when the card was played (see `GameState.playerTurns`). */
  readonly turn: number;
}

/** The last card a player played, to find "the card played in his previous turn" (CGS-296). */
export interface LastPlay {
  readonly card: number;
  readonly turn: number;
  readonly adventure: number;
}

/** How the last resolved adventure ended, for the end-of-era rules (CGS-380..383). */
export interface AdventureRecord {
  readonly card: number;
  readonly hero: number;
  readonly outcome: "won" | "lost";
  readonly winner: number | null;
}

export type Phase = "claim" | "play" | "over";

export interface GameState {
  readonly version: 1;
  /** Every card copy of the session, indexed by instance id. Never changes during a game. */
  readonly cards: readonly CardInstance[];
  /** Player names in turn order. */
  readonly players: readonly string[];
  readonly eras: readonly EraDeck[];
  /** Index of the current era in `eras`. */
  readonly era: number;
  readonly phase: Phase;
  readonly rng: RngState;
  readonly zones: Zones;
  /** Affiliations fixed by the pack's instructions, per player in turn order (null: free choice). */
  readonly fixedAffiliations: readonly (string | null)[] | null;
  /** The affiliation each player chose this era (null: not chosen yet, or none was left). */
  readonly affiliations: readonly (string | null)[];
  readonly chosen: readonly boolean[];
  /** The player who turns (in the claim phase: who chooses an affiliation). */
  readonly turn: number;
  /** Turns begun so far in the session (all players). */
  readonly turnNo: number;
  /** Turns begun so far by each player. */
  readonly playerTurns: readonly number[];
  /** How far the current turn has gone through the turn's steps (see turn.ts `STEP`). */
  readonly step: number;
  /** The card played in the current turn, if any (one card per turn, CGS-265). */
  readonly playedThisTurn: number | null;
  readonly lastPlayed: readonly (LastPlay | null)[];
  readonly adventure: Adventure | null;
  /** Adventures begun in this era. */
  readonly adventures: number;
  readonly request: EndRequest | null;
  readonly trade: TradeOffer | null;
  /**
   * The trade offers refused since the last adventure ended (or the era began). Bots read it so
   * as not to offer a refused trade again: a bot is often made anew for each decision (a game
   * saved on the server), so it cannot remember them itself. Absent when there is none, so a
   * state without refusals serialises as it did before the field existed (saved games' GETs).
   */
  readonly refusedTrades?: readonly TradeOffer[];
  /**
   * The trades accepted since the last adventure ended (or the era began), for the same reason:
   * a bot made anew does not ask back a card it gave away, so its offers cannot go round in
   * circles (X for Y, then Y for X) while the rival accepts them. Absent when there is none.
   */
  readonly acceptedTrades?: readonly TradeOffer[];
  readonly special: SpecialRound | null;
  readonly effects: readonly PendingEffect[];
  /** Consecutive turns that ended without a card played (the stalemate rule, README). */
  readonly quietTurns: number;
  readonly lastAdventure: AdventureRecord | null;
  /** The resolution of the last adventure (for explanations and statistics). */
  readonly lastResolution: AdventureResolution | null;
  /** The end-of-era results so far, one per finished era. */
  readonly eraResults: readonly EraResolution[];
  /** Player indices who won the session (set when `phase` is "over"). */
  readonly sessionWinners: readonly number[] | null;
  /**
   * Whether adventure resolutions carry their plain-language explanation (default true). A
   * simulation, which never shows them, turns it off.
   */
  readonly explain: boolean;
}

/**
 * A shallow copy of a state, field by field in the order `newSession` creates them (so a copy
 * serialises exactly as its original did). Written out because V8 copies a 29-field object
 * with `{ ...state }` about 25 times slower than with a literal, and every `apply` copies the
 * state once. Fields that are not in {@link GameState} are not copied.
 */
export function copyState(s: GameState): { -readonly [K in keyof GameState]: GameState[K] } {
  return {
    version: s.version,
    cards: s.cards,
    players: s.players,
    eras: s.eras,
    era: s.era,
    phase: s.phase,
    rng: s.rng,
    zones: s.zones,
    fixedAffiliations: s.fixedAffiliations,
    affiliations: s.affiliations,
    chosen: s.chosen,
    turn: s.turn,
    step: s.step,
    playedThisTurn: s.playedThisTurn,
    lastPlayed: s.lastPlayed,
    adventure: s.adventure,
    adventures: s.adventures,
    request: s.request,
    trade: s.trade,
    refusedTrades: s.refusedTrades,
    acceptedTrades: s.acceptedTrades,
    special: s.special,
    effects: s.effects,
    quietTurns: s.quietTurns,
    lastAdventure: s.lastAdventure,
    lastResolution: s.lastResolution,
    turnNo: s.turnNo,
    playerTurns: s.playerTurns,
    eraResults: s.eraResults,
    sessionWinners: s.sessionWinners,
    explain: s.explain,
  };
}

/** The player after `player` in turn order. */
export function nextPlayer(state: Pick<GameState, "players">, player: number): number {
  return (player + 1) % state.players.length;
}

/** The rivals of `player` in turn order, starting with the one who turns after him. */
export function rivalsInOrder(state: Pick<GameState, "players">, player: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < state.players.length; i++) out.push((player + i) % state.players.length);
  return out;
}

/** A zone as docs/cli.md ("The scenario file") names it in `moves`: `Alice.ops`, `commonBuildsite`, `void`. */
export function zoneLabel(players: readonly string[], ref: ZoneRef): string {
  return ref.player === null ? ref.zone : `${players[ref.player] ?? `player${ref.player}`}.${ref.zone}`;
}
