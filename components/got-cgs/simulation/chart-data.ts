/**
 * The report's numbers as chart rows (pure; the chart components only draw them). Rates are
 * percentages rounded to one decimal; rows come in the order a designer reads them.
 */
import type { SimulationReport, SupportStat } from "@/lib/systems/got-cgs/engine/simulate-report";

const pct = (x: number) => Math.round(x * 1000) / 10;

export interface AdventureRow {
  readonly card: string;
  readonly winRate: number;
  readonly played: number;
  readonly won: number;
}

/** Adventures that were played, highest win rate first. */
export function adventureRows(r: SimulationReport): AdventureRow[] {
  return r.adventures
    .filter((a) => a.winRate !== null)
    .map((a) => ({ card: a.identifier, winRate: pct(a.winRate ?? 0), played: a.played, won: a.won }))
    .sort((a, b) => b.winRate - a.winRate || a.card.localeCompare(b.card));
}

/** Adventures never played (no win rate to draw). */
export function unplayedAdventures(r: SimulationReport): string[] {
  return r.adventures.filter((a) => a.winRate === null).map((a) => a.identifier);
}

export interface SupportRow {
  readonly card: string;
  readonly playRate: number;
  readonly played: number;
}

/** Support cards by play rate (share of eras with at least one copy played), highest first. */
export function supportRows(r: SimulationReport): SupportRow[] {
  return r.supports.map((s) => ({ card: s.identifier, playRate: pct(s.playRate), played: s.played })).sort((a, b) => b.playRate - a.playRate || a.card.localeCompare(b.card));
}

/** Played in fewer eras than this share: a dead card. */
export const DEAD_BELOW = 0.05;

export interface DeadCard {
  readonly card: string;
  readonly playRate: number;
  /** Share of its turns in an ops during an adventure in which it could not be played; null when never there. */
  readonly blockedRate: number | null;
  readonly turnsInOps: number;
  /**
   * The rules that blocked it, most first: `share` of its blocked turns, `ofTurns` of all its
   * turns in an ops (what the page shows first: a rule behind all of a 3.9 % block is 3.9 %, not 100 %).
   */
  readonly blockedBy: readonly { readonly rule: string; readonly code: string; readonly turns: number; readonly share: number; readonly ofTurns: number }[];
}

function splitRule(key: string): { rule: string; code: string } {
  const at = key.indexOf(" ");
  return at < 0 ? { rule: key, code: "" } : { rule: key.slice(0, at), code: key.slice(at + 1) };
}

/** Support cards played in under {@link DEAD_BELOW} of the eras, least played first, with what blocked them. */
export function deadCards(r: SimulationReport): DeadCard[] {
  return r.supports
    .filter((s: SupportStat) => s.playRate < DEAD_BELOW)
    .map((s) => {
      const blocked = s.blockedBy.reduce((n, b) => n + b.turns, 0);
      return {
        card: s.identifier,
        playRate: pct(s.playRate),
        blockedRate: s.blockedRate === null ? null : pct(s.blockedRate),
        turnsInOps: s.turnsInOps,
        blockedBy: s.blockedBy.map((b) => ({ ...splitRule(b.rule), turns: b.turns, share: blocked === 0 ? 0 : pct(b.turns / blocked), ofTurns: s.turnsInOps === 0 ? 0 : pct(b.turns / s.turnsInOps) })),
      };
    })
    .sort((a, b) => a.playRate - b.playRate || a.card.localeCompare(b.card));
}

export interface CountRow {
  readonly label: string;
  readonly count: number;
}

/** Victory points at era end (every player of every era): value -> how often, in value order. */
export function victoryPointRows(r: SimulationReport): CountRow[] {
  return Object.entries(r.eras.victoryPoints)
    .map(([v, n]) => ({ v: Number(v), n }))
    .sort((a, b) => a.v - b.v)
    .map(({ v, n }) => ({ label: String(v), count: n }));
}

/** Eras won per seat (a tie counts for each winner), then the eras with no winner. */
export function winnerRows(r: SimulationReport): CountRow[] {
  return [...r.players.map((p, i) => ({ label: p, count: r.eras.winsBySeat[i] ?? 0 })), { label: "No winner", count: r.eras.noWinner }];
}

/** Adventures per era: how many eras had each count, from the fewest adventures up. */
export function lengthRows(r: SimulationReport): CountRow[] {
  return Object.entries(r.eras.adventuresPerEra.histogram)
    .map(([k, n]) => ({ k: Number(k), n }))
    .sort((a, b) => a.k - b.k)
    .map(({ k, n }) => ({ label: String(k), count: n }));
}

/** How the eras were decided (the era rule), most frequent first. */
export function outcomeRows(r: SimulationReport): CountRow[] {
  return Object.entries(r.eras.outcomes)
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
