/**
 * A session and the beginning of each era (rulebook "Playing", "Skipped eras", "Dealing cards",
 * "Claiming cards"): card instances, the seeded deal, and claiming affiliations.
 */
import type { CardModel } from "../attributes/model";
import { cardDef, type CardInstance } from "./cards";
import { update, type Ctx } from "./context";
import type { GameEvent } from "./events";
import { decksPlayerRange, playerCountProblem } from "./players";
import { RngCursor, seedRng } from "./rng";
import { rivalsInOrder, type EraDeck, type GameState, type PlayerZones, type Zones } from "./state";
import { beginTurn } from "./turn";

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

/** What every era starts with, the first as every later one: no claims, no adventure, no effects. */
function eraStartFields(n: number, first: number) {
  return {
    affiliations: new Array<string | null>(n).fill(null),
    chosen: new Array<boolean>(n).fill(false),
    turn: first,
    step: 0,
    playedThisTurn: null,
    lastPlayed: new Array<GameState["lastPlayed"][number]>(n).fill(null),
    adventure: null,
    adventures: 0,
    request: null,
    trade: null,
    special: null,
    effects: [],
    quietTurns: 0,
    lastAdventure: null,
    lastResolution: null,
  } satisfies Partial<GameState>;
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

/**
 * Begins era `era` with `first` choosing first: MultiEra adventure cards stay in their buildsites
 * and every other card goes to the void (CGS-259, CGS-260, CGS-425); the era deck's silver cards
 * are shuffled and dealt one at a time in turn order (CGS-269, CGS-271); then the claims start.
 */
export function startEra(ctx: Ctx, era: number, first: number): void {
  const s = ctx.state;
  const deck = s.eras[era] as EraDeck;
  const stays = (id: number): boolean => {
    const d = (s.cards[id] as CardInstance).def;
    return d.isAdventure && d.multiEra;
  };
  const toVoid: number[] = [...s.zones.void];
  const players: { buildsite: number[]; ops: number[]; playground: number[]; wreckage: number[] }[] = [];
  for (const z of s.zones.players) {
    const buildsite: number[] = [];
    for (const id of z.buildsite) (stays(id) ? buildsite : toVoid).push(id);
    for (const id of z.ops) toVoid.push(id);
    for (const id of z.playground) toVoid.push(id);
    for (const id of z.wreckage) toVoid.push(id);
    players.push({ buildsite, ops: [], playground: [], wreckage: [] });
  }
  const common: number[] = [];
  for (const id of s.zones.commonBuildsite) (stays(id) ? common : toVoid).push(id);

  // The era deck's silver cards, in deck order, leave the void to be shuffled and dealt.
  const silver: number[] = [];
  const rest: number[] = [];
  for (const id of toVoid) {
    const c = s.cards[id] as CardInstance;
    (c.era === era && c.def.format === "silver" ? silver : rest).push(id);
  }
  silver.sort((a, b) => a - b);
  const rng = new RngCursor(s.rng);
  rng.shuffle(silver);
  const n = s.players.length;
  for (let i = 0; i < silver.length; i++) (players[(first + i) % n] as { ops: number[] }).ops.push(silver[i] as number);
  const events: GameEvent[] = [
    { type: "eraStarted", era, name: deck.name, firstPlayer: first },
    { type: "dealt", counts: players.map((p) => p.ops.length) },
  ];
  update(ctx, {
    era,
    phase: "claim",
    rng: rng.state,
    zones: { void: rest, commonBuildsite: common, players },
    ...eraStartFields(n, first),
  });
  ctx.events.push(...events);
  automaticClaims(ctx);
}

/**
 * The affiliations `player` may choose now: the deck's values not chosen by a rival (CGS-275,
 * CGS-277), or only the one the pack fixes for him.
 */
export function affiliationOptions(state: GameState, player: number): string[] {
  const taken = new Set(state.affiliations.filter((a, p) => a !== null && p !== player));
  const fixed = state.fixedAffiliations?.[player] ?? null;
  if (fixed !== null) return taken.has(fixed) ? [] : [fixed];
  return (state.eras[state.era] as EraDeck).affiliations.filter((a) => !taken.has(a));
}

/**
 * Applies one player's choice and his claims: the silver cards of that affiliation from the
 * rivals' opses (CGS-278) and the era deck's gold cards of it from the void (CGS-279).
 */
export function applyAffiliation(ctx: Ctx, player: number, affiliation: string | null): void {
  const s = ctx.state;
  const claimed: number[] = [];
  let zones = s.zones;
  if (affiliation !== null) {
    const players: PlayerZones[] = [...zones.players];
    for (const r of rivalsInOrder(s, player)) {
      const rz = players[r] as PlayerZones;
      const keep: number[] = [];
      for (const id of rz.ops) {
        const d = (s.cards[id] as CardInstance).def;
        (d.format === "silver" && d.affiliation === affiliation ? claimed : keep).push(id);
      }
      if (keep.length !== rz.ops.length) players[r] = { ...rz, ops: keep };
    }
    const rest: number[] = [];
    for (const id of zones.void) {
      const c = s.cards[id] as CardInstance;
      (c.era === s.era && c.def.format === "gold" && c.def.affiliation === affiliation ? claimed : rest).push(id);
    }
    const mine = players[player] as PlayerZones;
    players[player] = { ...mine, ops: [...mine.ops, ...claimed] };
    zones = { ...zones, void: rest.length !== zones.void.length ? rest : zones.void, players };
  }
  const affiliations = [...s.affiliations];
  affiliations[player] = affiliation;
  const chosen = [...s.chosen];
  chosen[player] = true;
  update(ctx, { zones, affiliations, chosen, turn: (player + 1) % s.players.length });
  ctx.events.push({ type: "affiliationChosen", player, affiliation, claimed });
  automaticClaims(ctx);
}

/**
 * Makes the choices that are not choices (one option or none left) and starts the turns once
 * every player has chosen (CGS-282: "Turns begin now").
 */
export function automaticClaims(ctx: Ctx): void {
  for (;;) {
    const s = ctx.state;
    if (s.phase !== "claim") return;
    if (s.chosen.every(Boolean)) {
      const first = s.turn;
      update(ctx, { phase: "play" });
      beginTurn(ctx, first);
      return;
    }
    const options = affiliationOptions(s, s.turn);
    if (options.length > 1) return;
    applyAffiliation(ctx, s.turn, options[0] ?? null);
  }
}
