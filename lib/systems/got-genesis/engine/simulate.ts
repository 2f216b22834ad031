/**
 * Bot-against-bot Genesis games for `cli simulate`, the invariant test and the balance numbers:
 * seeded (game i uses seed `${seed}:${i}`), so the same options print the same report.
 */
import { greedyBot, randomBot } from "./bots";
import { deal } from "./flow";
import { invariantsBroken } from "./invariants";
import type { GenesisPackDocument } from "./pack";
import { apply, toAct } from "./reducer";
import type { GenesisState } from "./types";

export interface SimulateOptions {
  readonly games: number;
  /** Bot kind per seat ("random", "greedy"). */
  readonly bots: readonly [string, string];
  readonly seed: string | number;
  /** Check the invariants after every action (slower). */
  readonly check?: boolean;
  /** A game still running after this many actions counts as broken (default 20,000). */
  readonly maxActions?: number;
  readonly decks?: readonly string[] | null;
}

export interface SimulateReport {
  readonly games: number;
  readonly bots: readonly [string, string];
  readonly winsBySeat: [number, number];
  readonly winsByFaction: Record<string, number>;
  /** Wins of the player who turned first, and of the other (GEN-272: the seed decides who is first). */
  readonly winsByOrder: { readonly first: number; readonly second: number };
  readonly turns: { readonly mean: number; readonly min: number; readonly max: number };
  readonly actions: { readonly mean: number; readonly min: number; readonly max: number };
  /** Games that broke an invariant, were refused an action, or did not end: "game 12: ...". */
  readonly broken: string[];
}

const BOTS = { random: randomBot, greedy: greedyBot } as const;

/** Plays one game to its end; returns the final state, or the reason it broke. */
export function playGame(
  document: GenesisPackDocument,
  bots: readonly [string, string],
  seed: string,
  options: { check?: boolean; maxActions?: number; decks?: readonly string[] | null } = {},
): { state: GenesisState; actions: number; broken: string | null } {
  const players = bots.map((kind, i) => {
    const make = BOTS[kind as keyof typeof BOTS];
    if (!make) throw new Error(`unknown bot "${kind}" (random, greedy)`);
    return make(`${seed}:${i}`);
  });
  let state = deal({ document, decks: options.decks ?? null, names: ["Seat 1", "Seat 2"], seed });
  const max = options.maxActions ?? 20_000;
  for (let n = 0; ; n++) {
    if (options.check) {
      const bad = invariantsBroken(state);
      if (bad.length > 0) return { state, actions: n, broken: `after ${n} actions: ${bad.slice(0, 3).join("; ")}` };
    }
    const seat = toAct(state);
    if (seat === null) return { state, actions: n, broken: null };
    if (n >= max) return { state, actions: n, broken: `still running after ${max} actions` };
    const action = players[seat]?.choose(state, seat);
    const r = apply(state, action);
    if (!r.ok) return { state, actions: n, broken: `${bots[seat]} chose a refused action ${JSON.stringify(action)}: ${r.rejection.message}` };
    state = r.state;
  }
}

function stats(xs: readonly number[]): { mean: number; min: number; max: number } {
  if (xs.length === 0) return { mean: 0, min: 0, max: 0 };
  return { mean: Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10, min: Math.min(...xs), max: Math.max(...xs) };
}

export function playGames(document: GenesisPackDocument, options: SimulateOptions): SimulateReport {
  const winsBySeat: [number, number] = [0, 0];
  const winsByFaction: Record<string, number> = {};
  const winsByOrder = { first: 0, second: 0 };
  const turns: number[] = [];
  const actions: number[] = [];
  const broken: string[] = [];
  for (let i = 0; i < options.games; i++) {
    const r = playGame(document, options.bots, `${options.seed}:${i}`, options);
    if (r.broken) {
      broken.push(`game ${i}: ${r.broken}`);
      continue;
    }
    const w = r.state.winner ?? 0;
    winsBySeat[w === 0 ? 0 : 1] += 1;
    const f = r.state.players[w === 0 ? 0 : 1].faction;
    winsByFaction[f] = (winsByFaction[f] ?? 0) + 1;
    if (w === r.state.first) winsByOrder.first += 1;
    else winsByOrder.second += 1;
    turns.push(r.state.turns);
    actions.push(r.actions);
  }
  return { games: options.games, bots: options.bots, winsBySeat, winsByFaction, winsByOrder, turns: stats(turns), actions: stats(actions), broken };
}
