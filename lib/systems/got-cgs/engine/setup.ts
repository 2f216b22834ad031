/**
 * A session (rulebook "Playing", "Skipped eras"): card instances and the first era's start. How
 * each era begins (the seeded deal, claiming affiliations) is in phases.ts, with the rest of the
 * session's flow.
 */
import { cardDef, type CardInstance } from "./cards";
import type { Ctx } from "./context";
import type { DeckCard, DeckSpec } from "./decks";
import { eraStartFields, startEra } from "./phases";
import { decksPlayerRange, playerCountProblem } from "./players";
import { seedRng } from "./rng";
import type { EraDeck, GameState, PlayerZones, Zones } from "./state";

// The decks a session is made of sit below setup.ts (players.ts reads them too); re-exported for its importers.
export type { DeckCard, DeckSpec } from "./decks";

export interface SessionOptions {
  /** Player names in turn order (at least 2, distinct). */
  readonly players: readonly string[];
  /** The era decks to play, in order. */
  readonly eras: readonly DeckSpec[];
  /** Skipped eras: their MultiEra + CommonBuildsite adventure cards start in the common buildsite (CGS-253). */
  readonly skipped?: readonly DeckSpec[];
  readonly seed: number | string;
  /** The player who has the first turn (0-based; default 0). */
  readonly firstPlayer?: number;
  /** Affiliations fixed by the pack's instructions, per player in turn order. */
  readonly playerAffiliations?: readonly (string | null)[];
  /** Explain adventure resolutions in words (default true; simulations turn it off). */
  readonly explain?: boolean;
  /** The number of players the pack's instructions fix (`instructions.players`), when they do (CGS-180). */
  readonly packPlayers?: number;
}

/** Thrown by {@link newSession} for options that cannot start a session; the message says what to fix. */
export class SessionSetupError extends Error {
  override readonly name = "SessionSetupError";
}

function checkOptions(o: SessionOptions): void {
  if (o.players.length < 2) throw new SessionSetupError(`a session needs at least 2 players, got ${o.players.length} (CGS-180)`);
  if (new Set(o.players).size !== o.players.length) throw new SessionSetupError("player names must be distinct");
  if (o.players.some((p) => p.trim() === "")) throw new SessionSetupError("player names must not be empty");
  if (o.eras.length === 0) throw new SessionSetupError("a session needs at least one era deck to play");
  const first = o.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= o.players.length) {
    throw new SessionSetupError(`firstPlayer must be between 0 and ${o.players.length - 1}, got ${first}`);
  }
  for (const era of o.eras) {
    for (const c of era.cards) {
      if (!Number.isInteger(c.copies) || c.copies < 1) {
        throw new SessionSetupError(`${era.name}: card ${c.identifier} has ${c.copies} copies; it needs at least 1`);
      }
    }
  }
}

function emptyZones(players: number): PlayerZones[] {
  return Array.from({ length: players }, () => ({ buildsite: [], ops: [], playground: [], wreckage: [] }));
}

/** The instances of a session's decks: the same decks always give the same instances. */
interface Instances {
  readonly eras: readonly DeckSpec[];
  readonly skipped: readonly DeckSpec[];
  readonly cards: readonly CardInstance[];
  readonly decks: readonly EraDeck[];
  readonly common: readonly number[];
}

/**
 * Cache of instances per first deck. A simulation starts thousands of sessions from the same
 * deck objects; the instances never change during a game (`GameState.cards` is read-only), so
 * sessions share them.
 */
const instanceCache = new WeakMap<DeckSpec, Instances[]>();

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function isSkippedKeeper(c: DeckCard): boolean {
  return c.model.type === "Adventure" && c.model.globals.MultiEra === "Yes" && c.model.globals.CommonBuildsite === "Yes";
}

function instantiate(eras: readonly DeckSpec[], skipped: readonly DeckSpec[]): Instances {
  const first = eras[0] as DeckSpec;
  const known = instanceCache.get(first)?.find((x) => sameList(x.eras, eras) && sameList(x.skipped, skipped));
  if (known !== undefined) return known;
  const cards: CardInstance[] = [];
  const add = (era: number, card: DeckCard, into: number[]): void => {
    const def = cardDef(card.identifier, card.format, card.model);
    for (let i = 0; i < card.copies; i++) {
      into.push(cards.length);
      cards.push({ id: cards.length, def, era });
    }
  };
  const decks: EraDeck[] = [];
  eras.forEach((deck, e) => {
    const ids: number[] = [];
    for (const c of deck.cards) add(e, c, ids);
    const affiliations: string[] = [];
    let hasDoomsdayOrEpic = false;
    for (const id of ids) {
      const d = (cards[id] as CardInstance).def;
      if (d.affiliation !== null && !affiliations.includes(d.affiliation)) affiliations.push(d.affiliation);
      if (d.isAdventure && (d.roleplay === "Doomsday" || d.roleplay === "Epic")) hasDoomsdayOrEpic = true;
    }
    decks.push({ name: deck.name, cards: ids, affiliations, hasDoomsdayOrEpic });
  });
  const common: number[] = [];
  for (const deck of skipped) for (const c of deck.cards) if (isSkippedKeeper(c)) add(-1, c, common);
  const result: Instances = { eras: [...eras], skipped: [...skipped], cards, decks, common };
  const list = instanceCache.get(first) ?? [];
  list.push(result);
  instanceCache.set(first, list);
  return result;
}

/**
 * Starts a session: every card copy of every era is an instance in the void (rulebook "Void");
 * the skipped eras' MultiEra + CommonBuildsite adventure cards go to the common buildsite
 * (CGS-253, CGS-261); then the first era begins (deal and claims). Throws
 * {@link SessionSetupError} for unusable options (fewer than 2 players or more than an era deck has
 * affiliations, or not the number the pack fixes: CGS-180; no era; ...).
 */
export function newSession(options: SessionOptions): GameState {
  checkOptions(options);
  const { cards, decks: eras, common } = instantiate(options.eras, options.skipped ?? []);
  // CGS-180: at most one player per affiliation of every era played (or the pack's own number).
  const problem = playerCountProblem(decksPlayerRange(eras, options.packPlayers), options.players.length);
  if (problem !== null) throw new SessionSetupError(problem);
  const voidZone: number[] = [];
  const inCommon = new Set(common);
  for (const c of cards) if (!inCommon.has(c.id)) voidZone.push(c.id);
  const zones: Zones = { void: voidZone, commonBuildsite: [...common], players: emptyZones(options.players.length) };
  const n = options.players.length;
  const state: GameState = {
    version: 1,
    cards,
    players: [...options.players],
    eras,
    era: 0,
    phase: "claim",
    rng: seedRng(options.seed),
    zones,
    fixedAffiliations: options.playerAffiliations ? options.players.map((_, p) => options.playerAffiliations?.[p] ?? null) : null,
    ...eraStartFields(n, options.firstPlayer ?? 0),
    turnNo: 0,
    playerTurns: new Array<number>(n).fill(0),
    eraResults: [],
    sessionWinners: null,
    explain: options.explain ?? true,
  };
  const ctx: Ctx = { state, events: [] };
  startEra(ctx, 0, options.firstPlayer ?? 0);
  return ctx.state;
}
