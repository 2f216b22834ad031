/**
 * The simulation report: the counts turned into rates and means, cards sorted by identifier.
 * Plain JSON (what `cli simulate --json` prints and the app's simulation page draws).
 */
import type { BotKind } from "./bots/bot";
import type { Counts } from "./stats";

export interface AdventureStat {
  readonly identifier: string;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  /** won / played; null when never played. */
  readonly winRate: number | null;
  /** The winner's overflow, averaged over the wins; null when never won. */
  readonly meanOverflow: number | null;
}

export interface SupportStat {
  readonly identifier: string;
  readonly played: number;
  /** Share of the eras in which at least one copy was played. */
  readonly playRate: number;
  /** Turns of its holder during an adventure that a copy spent in his ops. */
  readonly turnsInOps: number;
  /** Share of those turns in which it could not be played. */
  readonly blockedRate: number | null;
  /** Why it could not be played: "CGS-320 support-play-condition" -> turns, most frequent first. */
  readonly blockedBy: readonly { readonly rule: string; readonly turns: number }[];
}

export interface EraStats {
  readonly completed: number;
  /** Games stopped by the action cap (should be 0). */
  readonly capped: number;
  /** How the eras were decided (EraRule -> count). */
  readonly outcomes: Readonly<Record<string, number>>;
  readonly noWinner: number;
  readonly ties: number;
  /** Eras won per seat ("Player 1" first). */
  readonly winsBySeat: readonly number[];
  /** Players who lost an era decided by victory points because their era costs were not covered. */
  readonly eraCostFailures: number;
  /** Players who lost an era with a MustPlay card in their ops. */
  readonly mustPlayLosses: number;
  /** Victory points of every player at every era end: value -> count. */
  readonly victoryPoints: Readonly<Record<string, number>>;
  readonly meanVictoryPoints: number | null;
  readonly adventuresPerEra: { readonly mean: number; readonly histogram: Readonly<Record<string, number>> };
  readonly turnsPerEra: number;
  readonly actionsPerEra: number;
}

export interface SimulationReport {
  readonly era: string;
  readonly games: number;
  readonly players: readonly string[];
  readonly bot: BotKind;
  readonly seed: number | string;
  readonly eras: EraStats;
  readonly adventures: readonly AdventureStat[];
  readonly supports: readonly SupportStat[];
  /** Not part of the result proper: they vary from run to run. */
  readonly workers: number;
  readonly elapsedMs: number;
}

const round = (x: number, digits = 4): number => Math.round(x * 10 ** digits) / 10 ** digits;
const byId = (a: { identifier: string }, b: { identifier: string }): number => a.identifier.localeCompare(b.identifier);

/** The report of a simulation from its merged counts. */
export function buildReport(
  c: Counts,
  meta: { era: string; players: readonly string[]; bot: BotKind; seed: number | string; workers: number; elapsedMs: number },
): SimulationReport {
  const games = Math.max(1, c.games);
  let vpCount = 0;
  let vpSum = 0;
  for (const [v, n] of Object.entries(c.victoryPoints)) {
    vpCount += n;
    vpSum += Number(v) * n;
  }
  const adventures: AdventureStat[] = Object.entries(c.adventureCards)
    .map(([identifier, a]) => ({
      identifier,
      played: a.played,
      won: a.won,
      lost: a.played - a.won,
      winRate: a.played === 0 ? null : round(a.won / a.played),
      meanOverflow: a.won === 0 ? null : round(a.overflowSum / a.won, 2),
    }))
    .sort(byId);
  const supports: SupportStat[] = Object.entries(c.supportCards)
    .map(([identifier, s]) => ({
      identifier,
      played: s.played,
      playRate: round(s.erasPlayed / games),
      turnsInOps: s.turnsInOps,
      blockedRate: s.turnsInOps === 0 ? null : round(s.blockedTurns / s.turnsInOps),
      blockedBy: Object.entries(s.blockedBy)
        .map(([rule, turns]) => ({ rule, turns }))
        .sort((a, b) => b.turns - a.turns || a.rule.localeCompare(b.rule)),
    }))
    .sort(byId);
  return {
    era: meta.era,
    games: c.games,
    players: meta.players,
    bot: meta.bot,
    seed: meta.seed,
    eras: {
      completed: c.games - c.capped,
      capped: c.capped,
      outcomes: c.outcomes,
      noWinner: c.noWinner,
      ties: c.ties,
      winsBySeat: c.winsBySeat,
      eraCostFailures: c.eraCostFailures,
      mustPlayLosses: c.mustPlayLosses,
      victoryPoints: c.victoryPoints,
      meanVictoryPoints: vpCount === 0 ? null : round(vpSum / vpCount, 2),
      adventuresPerEra: { mean: round(c.adventures / games, 2), histogram: c.adventuresPerEra },
      turnsPerEra: round(c.turns / games, 2),
      actionsPerEra: round(c.actions / games, 2),
    },
    adventures,
    supports,
    workers: meta.workers,
    elapsedMs: Math.round(meta.elapsedMs),
  };
}
