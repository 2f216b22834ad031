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

/** A rules engine as the game server holds it: its values pass through as JSON. */
export type AnyEngine = RulesEngine<unknown, unknown, unknown, unknown>;

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
  /**
   * The Sandbox's resolution view (GOT CGS: one adventure or one era end laid out and resolved,
   * `greenhouse.scenario/1`): absent for an engine without one, and the Sandbox is not offered.
   * Returns the resolution, or throws with a message for a scenario it cannot resolve.
   */
  readonly resolution?: { resolve(scenario: unknown): unknown };
  /** The simulation hook ({@link EngineSimulation}); absent: the system cannot be simulated. */
  readonly simulation?: EngineSimulation;
}

/**
 * The `actionKeys` of an engine whose actions are the union `A`: for each `type`, every key of
 * that action (optional ones included) set to true, and no other. Written out as an object
 * literal, a missing or extra type or key is a compile error.
 */
export type ActionKeys<A extends { readonly type: string }> = {
  readonly [T in A["type"]]: { readonly [K in keyof Extract<A, { readonly type: T }>]-?: true };
};

/**
 * A numeric option of a system's own that a simulation (and a deal) takes besides the neutral
 * ones (Genesis: `recruits`, GEN-278). The CLI offers it as `--<name>`; the hook validates it.
 */
export interface SimulationOptionDef {
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** One sentence for `--help` and error messages. */
  readonly help: string;
}

/**
 * An engine's simulation hook (docs/systems.md, "Sandbox and Simulate"): bots play many games
 * and a report says how every card behaves. Its presence is what "this system can be simulated"
 * means; its runner (Node only: it may start worker threads) is found through
 * lib/systems/registry-simulations.ts, so the browser never bundles it.
 */
export interface EngineSimulation {
  /** The system's own numeric options (empty for none). */
  readonly options: Readonly<Record<string, SimulationOptionDef>>;
  /**
   * Runs in chunks, as the app's Simulate page plays them (queued on the server, lib/server/simulations);
   * absent: the CLI only, and the Simulate page is not offered.
   */
  readonly batches?: SimulationBatches;
}

/**
 * A simulation in chunks (pure): the server cuts a run into batches of games, plays each where it
 * can (a worker thread, another instance), merges their counts and reports once. `Source` is what
 * the run read from the pack (stored with the run as JSON), `Batch` what a worker plays (plain
 * data), `Counts` what a batch answers (JSON, summed by `merge`).
 */
export interface SimulationBatches<Source = unknown, Batch = unknown, Counts = unknown> {
  /** Games [start, end) of a run over `source`. */
  batch(source: Source, run: { readonly players: number; readonly bot: string; readonly seed: number | string; readonly start: number; readonly end: number }): Batch;
  /** Plays a batch in this thread; `progress(done)` after each game; `shouldStop` polled between games. */
  play(batch: Batch, progress?: (done: number) => void, shouldStop?: () => boolean): Counts;
  /** The counts of no game yet. */
  empty(players: number): Counts;
  /** Adds `from` into `into`. */
  merge(into: Counts, from: Counts): void;
  /** The run's report from its merged counts (`deck`: the deck played; `workers`: the slots that played its chunks). */
  report(counts: Counts, run: { readonly deck: string; readonly players: number; readonly bot: string; readonly seed: number | string; readonly workers: number; readonly elapsedMs: number }): unknown;
  /** The bot kinds a run may play at every seat; the first is the default. */
  readonly bots: readonly string[];
  /** The most games one chunk of `bot` holds (a few seconds of play on a busy core). */
  maxChunk(bot: string): number;
  /** What the Simulate page offers for a parsed pack document of the system: its decks and their player counts. */
  setup(document: unknown): SimulationSetupOffer;
  /**
   * What a run over deck `deck` (null: the system's default) reads from a parsed pack document:
   * its `source` (stored with the run as JSON; the same source, the same games) and the deck it
   * settled on. Throws {@link SimulationRequestError} at `path` "era" for a deck it cannot deal.
   */
  source(document: unknown, deck: string | null): { readonly source: Source; readonly deck: string };
  /** The players a run over `source` gets for `requested` (null: the default); throws {@link SimulationRequestError} at `path` "players" for a count it cannot deal. */
  players(source: Source, requested: number | null): number;
}

/** The decks a pack offers to a simulation, in words every system shares. */
export interface SimulationSetupOffer {
  readonly decks: readonly {
    readonly name: string;
    readonly minPlayers: number;
    readonly maxPlayers: number;
    /** Why this deck cannot be simulated with any number of players; null when it can. */
    readonly problem: string | null;
  }[];
  /** The players a run gets when the request names none. */
  readonly defaultPlayers: number;
  /** How the system calls a game of a run ("era", "game") and a deck ("era deck", "deck"), for the page's sentences. */
  readonly gameWord: string;
  readonly deckWord: string;
}

/**
 * One card's numbers in a simulation report, in words every system shares: a report whose
 * `cards` holds these gets the Simulate page's per-card table (components/simulation/card-stats.tsx)
 * whatever its system. Genesis's batches report them (lib/systems/got-genesis/simulation-batches.ts).
 */
export interface SimulationCardStat {
  /** The card's identifier. */
  readonly card: string;
  /** Finished games it was played in at least once. */
  readonly games: number;
  /** Times it was played, over all games. */
  readonly plays: number;
  /** `games` as a percentage of all finished games (one decimal). */
  readonly playRate: number;
  /** Of the games it was played in, the percentage its player won; null when it was never played. */
  readonly winRate: number | null;
}

/** What a simulation is asked to play, in words every system shares. */
export interface SimulationRequest {
  readonly games: number;
  readonly seed: number | string;
  /** The deck to play (GOT CGS: an era deck), or null for the system's default. */
  readonly deck: string | null;
  /** The number of players, or null for the pack's (else the system's) default. */
  readonly players: number | null;
  /** One bot kind for every seat, or one per seat. */
  readonly bots: readonly string[];
  /** Worker threads, or null for the runner's default. */
  readonly workers: number | null;
  /** The system's own options by name (only those its hook lists; the shell checked their ranges). */
  readonly options: Readonly<Record<string, number>>;
}

/** A simulation's answer, for a shell to print. */
export interface SimulationResult {
  /** The report as JSON (what `--json` prints). */
  readonly report: unknown;
  /** The report as a designer reads it in a terminal. */
  readonly text: string;
  /** Why the run is not to be trusted (cards with errors, broken games): exit 1; null when sound. */
  readonly problem: string | null;
  /** A line for stderr (the time taken), or null. */
  readonly note: string | null;
}

/** A request the runner cannot play: `usage` for a bad option (exit 2, like a bad flag), `input` for a pack that cannot be dealt. */
export class SimulationRequestError extends Error {
  constructor(
    message: string,
    readonly kind: "usage" | "input",
    /** The request field at fault, for a shell that answers per field (the app's 422 at `era` or `players`). */
    readonly path?: string,
  ) {
    super(message);
    this.name = "SimulationRequestError";
  }
}

/** The Node-only half of a simulation hook: plays a request on a parsed pack document of the system. */
export interface SimulationRunner {
  run(document: unknown, request: SimulationRequest): Promise<SimulationResult>;
}

// Trial play's hooks of a system with an engine (issue 26): the play page's setup form, its player
// range and `cli replay`'s report. A system's hooks are found through lib/systems/registry-play.ts.

/** A deck of an era-deck setup form: its name, its card count and what bounds the players (GOT CGS: affiliations). */
export interface PlaySetupEraDeck {
  readonly name: string;
  /** Distinct affiliations on the deck's cards, in deck order. */
  readonly affiliations: readonly string[];
  readonly cards: number;
}

/** A deck of a faction setup form: its cards' factions and custom cards (Genesis, GEN-210). */
export interface PlaySetupFactionDeck {
  readonly name: string;
  readonly cards: number;
  /** The factions of the deck's cards, in card order. */
  readonly factions: readonly string[];
  /** The deck's custom cards: they enter play only when recruited. */
  readonly custom: readonly { readonly name: string; readonly faction: string; readonly ability: string }[];
}

/**
 * Which setup form the play page draws for a pack, with its data, computed from the pack's document
 * by the system: `eras` (decks in play order, players bounded by the decks, an optional turn timer)
 * or `factions` (decks, a faction and recruits per seat, the advanced rules).
 */
export type PlaySetupForm =
  | {
      readonly form: "eras";
      readonly decks: readonly PlaySetupEraDeck[];
      /** The pack's fixed number of players, or null. */
      readonly fixedPlayers: number | null;
      readonly turnTimeLimitMinutes: number | null;
    }
  | { readonly form: "factions"; readonly decks: readonly PlaySetupFactionDeck[] };

/** The players an era-deck deal accepts: every whole number from `min` to `max`; `problem` says why none when `min > max`. */
export interface PlaySetupPlayerRange {
  readonly min: number;
  readonly max: number;
  readonly fixed: number | null;
  readonly problem: string | null;
}

/** `cli replay`'s report of a replayed game in the system's words (GOT CGS: each era's winners and victory points). */
export interface EngineReplayReport {
  readonly over: boolean;
  /** The winners' names. */
  readonly winners: readonly string[];
  /** The system's own parts of the `--json` answer (GOT CGS: `eras`). */
  readonly json: Readonly<Record<string, unknown>>;
  /** The text report's lines after the winners. */
  readonly lines: readonly string[];
}

export interface EnginePlayHooks {
  /** The play page's setup form for a pack document of the system. */
  setup(document: unknown): PlaySetupForm;
  /** The player range of the chosen decks of an `eras` form (`fixed`: the pack's fixed number). */
  playerRange?(decks: readonly PlaySetupEraDeck[], fixed: number | null): PlaySetupPlayerRange;
  /** `cli replay`'s report; absent: the engine's `outcome` (winners and summary). */
  replayReport?(state: unknown): EngineReplayReport;
}
