/**
 * The contract of a rules engine (docs/systems.md and "Trial play"): what trial play,
 * replays, the table and simulation need from a system that has one. An engine is pure and
 * seeded: the same deal options and the same actions always give the same states and events.
 *
 * A game is its deal options and its action log; its state is the replay of the log through
 * `apply`. The game server, the replay reader and the simulation driver only ever call the
 * functions below, so a system plugs in by implementing them (GOT CGS: lib/systems/got-cgs/,
 * Genesis: lib/systems/got-genesis/). Actions, states and events are the engine's own values:
 * the server stores them as JSON and hands them back unchanged, and only the system's table
 * adapter looks inside.
 */

/** Why an action is refused: keyed to the rule sentence that forbids it. */
export interface EngineRejection {
  /** A stable code (`not-your-turn`, `hand-limit`, ...). */
  readonly code: string;
  /** The rule sentence's ID (`CGS-<line>`, `GEN-<line>`): the rules index names it. */
  readonly rule: string;
  /** The rulebook section of that rule. */
  readonly section: string;
  /** What went wrong and what is allowed instead, in plain words. */
  readonly message: string;
}

export type EngineApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly rejection: EngineRejection };

/**
 * A deal that cannot happen (too few players, an unknown deck): `path` names the request field,
 * `index` (0-based, optional) the entry of `decks`, `seats` or `names` at fault.
 */
export class EngineSetupError extends Error {
  constructor(
    message: string,
    readonly path: "decks" | "seats" | "names" | "seed",
    readonly index?: number,
  ) {
    super(message);
    this.name = "EngineSetupError";
  }
}

/** What a game is dealt from, in the engine's terms. */
export interface DealOptions<D> {
  /** The pack document, in the system's own shape (the engine reads only what it needs). */
  readonly document: D;
  /** Deck names in play order (GOT CGS: era decks), or null for the system's default. */
  readonly decks: readonly string[] | null;
  /** One name per seat; the number of seats is the number of players. */
  readonly names: readonly string[];
  readonly seed: number | string;
}

/** A bot: picks the next action of one seat; must be legal (a refused choice is a bot bug). */
export interface EngineBot<S, A> {
  readonly kind: string;
  choose(state: S, seat: number): A;
}

/** The end of a game as every system can say it. */
export interface EngineOutcome {
  /** Seat indices of the winners (empty for a draw or a game not over). */
  readonly winners: readonly number[];
  /** One line per seat or per fact: "Ann 7 victory points", "Spacelings win the finale". */
  readonly summary: readonly string[];
}

export interface RulesEngine<D, S, A, E> {
  /** The deal; throws EngineSetupError when the options cannot be dealt. */
  deal(options: DealOptions<D>): S;
  /** The seat the game waits for, or null when it is over. */
  toAct(state: S): number | null;
  /** The rejection of `action` in `state`, or null when it is legal. Never throws for bad input. */
  check(state: S, action: unknown): EngineRejection | null;
  /** `action` applied (checked first). Never throws for bad input. */
  apply(state: S, action: unknown): EngineApplyResult<S, E>;
  /**
   * The legal actions of `seat` now (empty when it is not asked to act). `compact`: leave out the
   * actions a table asks about one at a time instead of listing them (GOT CGS: trade offers, one
   * per pair of cards); optional, ignored by engines without such actions.
   */
  legal(state: S, seat: number, options?: { readonly compact?: boolean }): readonly A[];
  /** The seat that takes `action` (null when it names none); without it the server takes the seat the game waits for. */
  seatOf?(action: A): number | null;
  /**
   * Every action type and the keys it may have (`type` included): the server refuses an action
   * of another type or with another key (422 at its path) instead of storing what the engine
   * ignores. Build it with {@link ActionKeys} so a new type or key fails to compile until listed.
   * Optional: without it only the size of an action is bounded.
   */
  readonly actionKeys?: Readonly<Record<string, Readonly<Record<string, true>>>>;
  /**
   * The deal options a new game gets when the request leaves them out, for engines that read them
   * from the document (Genesis: `advanced`, off for a new game though an old replay without it
   * plays with it on). Optional.
   */
  readonly newGameDefaults?: { readonly advanced?: boolean };
  /** The bots by kind ("random", "greedy"), each made from a seed. */
  readonly bots: Readonly<Record<string, (seed: string) => EngineBot<S, A>>>;
  /** Who won and why, once `toAct` is null. */
  outcome(state: S): EngineOutcome;
  /** The smallest and largest number of seats a deal accepts for this document. */
  seats(document: D): { readonly min: number; readonly max: number };
  /**
   * What `seats` may see, for an engine with hidden information (Genesis: the destiny, the rival's
   * ops and experience); absent when every card is visible to every seat (GOT CGS, CGS-272). The
   * game server passes every state and log entry it answers with through it (lib/server/games
   * seat-view.ts), so a seat's page never receives what it may not see; the replay export keeps
   * the full record. A viewed state is for drawing only: the engine cannot apply actions to it.
   */
  readonly view?: {
    state(state: S, seats: readonly number[]): S;
    entry(action: A, events: readonly E[], seats: readonly number[]): { readonly action: A; readonly events: readonly E[] };
  };
}

/**
 * The `actionKeys` of an engine whose actions are the union `A`: for each `type`, every key of
 * that action (optional ones included) set to true, and no other. Written out as an object
 * literal, a missing or extra type or key is a compile error.
 */
export type ActionKeys<A extends { readonly type: string }> = {
  readonly [T in A["type"]]: { readonly [K in keyof Extract<A, { readonly type: T }>]-?: true };
};
