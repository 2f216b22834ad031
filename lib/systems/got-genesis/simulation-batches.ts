/**
 * Genesis's simulation in chunks (lib/systems/engine.ts `SimulationBatches`), the form the app's
 * queue plays: a batch is games [start, end) of a pack document, game i seeded `${seed}:${i}` as
 * ./engine/simulate.ts's `playGames` seeds it (so chunks merged give its wins, turns and actions),
 * and the counts add per card how often it was played (engaged or battled: GEN-218, GEN-344), in
 * how many games, and how many of those its player won. Pure.
 */
import { SimulationRequestError, type SimulationBatches, type SimulationCardStat, type SimulationSetupOffer } from "../engine";
import { greedyBot, randomBot } from "./engine/bots";
import { deal } from "./engine/flow";
import { factionsOf, readCards, type GenesisPackDocument } from "./engine/pack";
import { apply, toAct } from "./engine/reducer";
import type { GenesisAction, GenesisState } from "./engine/types";

/** What a Genesis run reads from the pack: its document, the deck (null: every deck) and the recruits (GEN-278). */
export interface GenesisSource {
  readonly document: GenesisPackDocument;
  readonly deck: string | null;
  readonly recruits: number;
}

export interface GenesisBatch extends GenesisSource {
  readonly bot: string;
  readonly seed: number | string;
  readonly start: number;
  readonly end: number;
}

/** A sum and its extremes (null before the first game: the counts travel as JSON, which has no Infinity). */
interface Spread {
  sum: number;
  min: number | null;
  max: number | null;
}

export interface GenesisCounts {
  games: number;
  broken: number;
  /** The first broken games' reasons ("game 12: ..."), at most {@link KEEP_BROKEN}. */
  brokenSamples: string[];
  winsBySeat: [number, number];
  winsByFaction: Record<string, number>;
  winsByOrder: { first: number; second: number };
  turns: Spread;
  actions: Spread;
  /** Per card identifier: plays, games played in, games won by the seat that played it. */
  cards: Record<string, { plays: number; games: number; wins: number }>;
}

/** Why deck `deck` of the document cannot be dealt (GEN-270: two factions among its cards), or null. */
function deckProblem(document: GenesisPackDocument, deck: string): string | null {
  const cards = readCards(document, [deck]);
  if (cards.length === 0) return "The deck has no cards to play with.";
  const factions = factionsOf(cards);
  return factions.length >= 2 ? null : `Each player needs a different faction from the cards (GEN-270); the deck has ${factions.length === 0 ? "none" : `only ${factions[0]}`}.`;
}

function setup(document: unknown): SimulationSetupOffer {
  const doc = document as GenesisPackDocument;
  return { decks: (doc.decks ?? []).map((d) => ({ name: d.name, minPlayers: 2, maxPlayers: 2, problem: deckProblem(doc, d.name) })), defaultPlayers: 2, gameWord: "game", deckWord: "deck" };
}

/** A Genesis game played by greedy bots takes about as long as a GOT CGS greedy era: chunks of this many games. */
const MAX_CHUNK: Readonly<Record<string, number>> = { random: 500, greedy: 100 };

/** A game still running after this many actions counts as broken (as `playGames`). */
const MAX_ACTIONS = 20_000;
const KEEP_BROKEN = 10;
const BOTS: Readonly<Record<string, (seed: string) => { choose(state: GenesisState, seat: number): GenesisAction }>> = { random: randomBot, greedy: greedyBot };

function spread(): Spread {
  return { sum: 0, min: null, max: null };
}

function add(s: Spread, n: number): void {
  s.sum += n;
  s.min = s.min === null ? n : Math.min(s.min, n);
  s.max = s.max === null ? n : Math.max(s.max, n);
}

/** The card a play action puts in: `engage` and `battle` name an instance; others play none. */
function playedCard(state: GenesisState, action: GenesisAction): string | null {
  if (action.type !== "engage" && action.type !== "battle") return null;
  return state.cards[action.card]?.identifier ?? null;
}

/** One game: its final state and the identifiers each seat played, or why it broke. */
function playOne(batch: GenesisBatch, seed: string): { state: GenesisState; actions: number; played: [Map<string, number>, Map<string, number>] } | { broken: string } {
  const make = BOTS[batch.bot];
  if (make === undefined) return { broken: `unknown bot "${batch.bot}" (random, greedy)` };
  const bots = [make(`${seed}:0`), make(`${seed}:1`)];
  let state = deal({ document: { ...batch.document, recruits: batch.recruits }, decks: batch.deck === null ? null : [batch.deck], names: ["Seat 1", "Seat 2"], seed });
  const played: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  for (let n = 0; ; n++) {
    const seat = toAct(state);
    if (seat === null) return { state, actions: n, played };
    if (n >= MAX_ACTIONS) return { broken: `still running after ${MAX_ACTIONS} actions` };
    const action = bots[seat]?.choose(state, seat);
    if (action === undefined) return { broken: `no bot for seat ${seat}` };
    const card = playedCard(state, action);
    const r = apply(state, action);
    if (!r.ok) return { broken: `${batch.bot} chose a refused action ${JSON.stringify(action)}: ${r.rejection.message}` };
    if (card !== null) played[seat === 0 ? 0 : 1].set(card, (played[seat === 0 ? 0 : 1].get(card) ?? 0) + 1);
    state = r.state;
  }
}

function count(counts: GenesisCounts, game: number, result: ReturnType<typeof playOne>): void {
  counts.games += 1;
  if ("broken" in result) {
    counts.broken += 1;
    if (counts.brokenSamples.length < KEEP_BROKEN) counts.brokenSamples.push(`game ${game}: ${result.broken}`);
    return;
  }
  const { state } = result;
  const w = state.winner === 1 ? 1 : 0;
  counts.winsBySeat[w] += 1;
  const faction = state.players[w].faction;
  counts.winsByFaction[faction] = (counts.winsByFaction[faction] ?? 0) + 1;
  if ((state.winner ?? 0) === state.first) counts.winsByOrder.first += 1;
  else counts.winsByOrder.second += 1;
  add(counts.turns, state.turns);
  add(counts.actions, result.actions);
  for (const seat of [0, 1] as const) {
    for (const [card, plays] of result.played[seat]) {
      const c = (counts.cards[card] ??= { plays: 0, games: 0, wins: 0 });
      c.plays += plays;
      c.games += 1;
      if (seat === w) c.wins += 1;
    }
  }
}

function mergeSpread(into: Spread, from: Spread): void {
  into.sum += from.sum;
  if (from.min !== null) into.min = into.min === null ? from.min : Math.min(into.min, from.min);
  if (from.max !== null) into.max = into.max === null ? from.max : Math.max(into.max, from.max);
}

function summary(s: Spread, n: number) {
  return n === 0 ? { mean: 0, min: 0, max: 0 } : { mean: Math.round((s.sum / n) * 10) / 10, min: s.min ?? 0, max: s.max ?? 0 };
}

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 10);

/** The report a Genesis run answers: the neutral `cards` table the Simulate page draws, and Genesis's own totals. */
export function genesisBatchReport(counts: GenesisCounts, run: { readonly deck: string; readonly bot: string; readonly seed: number | string; readonly workers: number; readonly elapsedMs: number }) {
  const finished = counts.games - counts.broken;
  const cards: SimulationCardStat[] = Object.entries(counts.cards)
    .map(([card, c]) => ({ card, games: c.games, plays: c.plays, playRate: pct(c.games, finished), winRate: c.games === 0 ? null : pct(c.wins, c.games) }))
    .sort((a, b) => b.playRate - a.playRate || a.card.localeCompare(b.card));
  return {
    system: "genesis",
    deck: run.deck,
    bot: run.bot,
    seed: run.seed,
    workers: run.workers,
    elapsedMs: run.elapsedMs,
    games: counts.games,
    finished,
    broken: { count: counts.broken, samples: counts.brokenSamples },
    winsBySeat: counts.winsBySeat,
    winsByFaction: counts.winsByFaction,
    winsByOrder: counts.winsByOrder,
    turns: summary(counts.turns, finished),
    actions: summary(counts.actions, finished),
    cards,
  };
}

export const GENESIS_BATCHES: SimulationBatches<GenesisSource, GenesisBatch, GenesisCounts> = {
  batch: (source, run) => ({ ...source, bot: run.bot, seed: run.seed, start: run.start, end: run.end }),
  play(batch, progress, shouldStop) {
    const counts = GENESIS_BATCHES.empty(2);
    for (let i = batch.start; i < batch.end; i++) {
      if (shouldStop?.()) break;
      count(counts, i, playOne(batch, `${batch.seed}:${i}`));
      progress?.(i - batch.start + 1);
    }
    return counts;
  },
  empty: () => ({ games: 0, broken: 0, brokenSamples: [], winsBySeat: [0, 0], winsByFaction: {}, winsByOrder: { first: 0, second: 0 }, turns: spread(), actions: spread(), cards: {} }),
  merge(into, from) {
    into.games += from.games;
    into.broken += from.broken;
    for (const s of from.brokenSamples) if (into.brokenSamples.length < KEEP_BROKEN) into.brokenSamples.push(s);
    into.winsBySeat[0] += from.winsBySeat[0];
    into.winsBySeat[1] += from.winsBySeat[1];
    for (const [f, n] of Object.entries(from.winsByFaction)) into.winsByFaction[f] = (into.winsByFaction[f] ?? 0) + n;
    into.winsByOrder.first += from.winsByOrder.first;
    into.winsByOrder.second += from.winsByOrder.second;
    mergeSpread(into.turns, from.turns);
    mergeSpread(into.actions, from.actions);
    for (const [card, c] of Object.entries(from.cards)) {
      const to = (into.cards[card] ??= { plays: 0, games: 0, wins: 0 });
      to.plays += c.plays;
      to.games += c.games;
      to.wins += c.wins;
    }
  },
  report: (counts, run) => genesisBatchReport(counts, run),
  bots: ["greedy", "random"],
  maxChunk: (bot) => MAX_CHUNK[bot] ?? 100,
  setup,
  source(pack, deck) {
    const doc = pack as GenesisPackDocument;
    const decks = doc.decks ?? [];
    const name = deck ?? decks[0]?.name;
    if (name === undefined) throw new SimulationRequestError("This pack has no deck to simulate; add one first.", "input", "era");
    if (!decks.some((d) => d.name === name)) throw new SimulationRequestError(`this pack has no deck named "${name}" (it has: ${decks.map((d) => `"${d.name}"`).join(", ")})`, "input", "era");
    const problem = deckProblem(doc, name);
    if (problem !== null) throw new SimulationRequestError(problem, "input", "era");
    // Only what deals a game: the deck played (its cards' identifiers, copies and fields) and the
    // pack's custom abilities; not the other decks, not the pack's name or pictures.
    const played = decks.filter((d) => d.name === name).map((d) => ({ name: d.name, cards: d.cards.map((c) => ({ identifier: c.identifier, ...(c.copies !== undefined ? { copies: c.copies } : {}), ...(c.fields !== undefined ? { fields: c.fields } : {}) })) }));
    const abilities = doc.pack?.customAbilities;
    const document: GenesisPackDocument = { ...(abilities !== undefined ? { pack: { customAbilities: abilities } } : {}), decks: played, ...(doc.advanced !== undefined ? { advanced: doc.advanced } : {}) };
    const source: GenesisSource = { document, deck: name, recruits: 0 };
    return { source, deck: name };
  },
  players(_source, requested) {
    if (requested !== null && requested !== 2) throw new SimulationRequestError("Genesis is played by 2 players (GEN-101).", "input", "players");
    return 2;
  },
};
