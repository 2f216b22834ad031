/**
 * The plain data the resolution tables draw: a small view derived from the engine's
 * AdventureResolution / EraResolution (a played game: the table) or from a ScenarioResult (the
 * sandbox, `cli resolve`). Pure, no React, so both callers and the tests build views the same way.
 */
import type { AdventureKind } from "@/lib/systems/got-cgs/engine/adventure-tally";
import type { AdventureResolution } from "@/lib/systems/got-cgs/engine/resolution-adventure";
import type { EraResolution, EraRule } from "@/lib/systems/got-cgs/engine/resolution-era";
import type { ScenarioResult } from "@/lib/systems/got-cgs/engine/scenario";

/** One cost name of one player: requirement, coverage and whether it is covered. */
export interface CostCell {
  readonly requirement: number;
  readonly coverage: number;
  /** A requirement of 0 needs no coverage (CGS-391). */
  readonly covered: boolean;
}

export interface AdventurePlayerView {
  readonly name: string;
  /** Cost name -> cell, only the player's own cost names (CGS-350). */
  readonly costs: Readonly<Record<string, CostCell>>;
  readonly covered: boolean;
  /** The sum of the coverages over the cost names when covered (CGS-361), else null. */
  readonly overflow: number | null;
}

/** A card moved by the wrap-up, zones named `<player>.<zone>`, `commonBuildsite` or `void`. */
export interface MoveView {
  readonly identifier: string;
  readonly from: string;
  readonly to: string;
}

export interface AdventureView {
  /** Null when not known (an old scenario result). */
  readonly kind: AdventureKind | null;
  readonly hero: string | null;
  readonly outcome: "won" | "lost";
  readonly winners: readonly string[];
  /**
   * Per player, in seat order. A cooperative adventure has one shared column instead (the
   * numbers of "all the players together", CGS-363): `shared` is then true and `players` has
   * one entry named "All players".
   */
  readonly players: readonly AdventurePlayerView[];
  readonly shared: boolean;
  /** The rule ID that decided the outcome (CGS-362..366), or null when unknown. */
  readonly rule: string | null;
  readonly explanation: readonly string[];
  readonly moves: readonly MoveView[];
  /** The adventure ends the era at once (lost Cataclysm, Doomsday, Epic): no wrap-up. */
  readonly endsEra: boolean;
}

export interface EraPlayerView {
  readonly name: string;
  /** Era cost name -> cell (buildsite and wreckage costs against buildsite resources). */
  readonly costs: Readonly<Record<string, CostCell>>;
  readonly covered: boolean;
  readonly victoryPoints: number;
  /** What the victory points came from (CGS-396), when known. */
  readonly breakdown: { readonly resources: number; readonly stockHolding: number; readonly costs: number } | null;
  readonly lostBecause: string | null;
}

export interface EraView {
  readonly outcome: "won" | "lost";
  readonly winners: readonly string[];
  readonly players: readonly EraPlayerView[];
  /** The rule ID that decided the era, or null when unknown. */
  readonly rule: string | null;
  readonly explanation: readonly string[];
}

/** The winning condition of each kind of adventure (rulebook "Winning conditions"). */
export const KIND_RULE: Readonly<Record<AdventureKind, string>> = {
  competitive: "CGS-362",
  cooperative: "CGS-363",
  obstructive: "CGS-364",
  solo: "CGS-365",
  none: "CGS-366",
};

/**
 * The rule that decided an adventure: its kind's winning condition when won or tied, "in any
 * other case the current adventure is lost" (CGS-366) when nobody covered the costs.
 */
export function adventureRule(kind: AdventureKind, outcome: "won" | "lost", players: readonly { readonly covered: boolean }[]): string {
  if (outcome === "won" || kind === "none") return KIND_RULE[kind];
  // A lost competitive adventure where someone covered the costs is a tie (CGS-362).
  if (kind === "competitive" && players.some((p) => p.covered)) return KIND_RULE.competitive;
  return "CGS-366";
}

/** The rule that decided an era; a victory-points era with several winners is a tie (CGS-393). */
export function eraRule(rule: EraRule, players: readonly { readonly lostBecause: string | null }[]): string {
  switch (rule) {
    case "cataclysm-or-epic-lost":
      return "CGS-380";
    case "doomsday-lost":
      return "CGS-381";
    case "doomsday-or-epic-won":
      return "CGS-382";
    case "doomsday-or-epic-missing":
      return "CGS-383";
    case "victory-points":
      // Everybody dropped out: each lost by CGS-392 (costs) or CGS-384 (MustPlay); the winner rule still frames it.
      return players.every((p) => p.lostBecause !== null) && players.some((p) => p.lostBecause?.includes("CGS-392")) ? "CGS-392" : "CGS-393";
  }
}

function cells(requirements: Readonly<Record<string, number>>, coverage: Readonly<Record<string, number>>): Record<string, CostCell> {
  const out: Record<string, CostCell> = {};
  for (const [name, requirement] of Object.entries(requirements)) {
    const have = coverage[name] ?? 0;
    out[name] = { requirement, coverage: have, covered: requirement <= 0 || have >= requirement };
  }
  return out;
}

const ALL_PLAYERS = "All players";

/**
 * The view of a played adventure. `players` are the seat names (0-based like the engine's
 * indices); `moves` are the wrap-up moves already named (the caller knows its cards).
 */
export function adventureView(
  r: AdventureResolution,
  players: readonly string[],
  hero: number | null,
  extra: { readonly moves?: readonly MoveView[]; readonly endsEra?: boolean } = {},
): AdventureView {
  const name = (p: number) => players[p] ?? `Player ${p + 1}`;
  const shared = r.kind === "cooperative";
  const rows = r.players.map((x, p) => ({ name: shared ? ALL_PLAYERS : name(p), costs: cells(x.requirements, x.coverage), covered: x.covered, overflow: x.overflow }));
  return {
    kind: r.kind,
    hero: hero === null ? null : name(hero),
    outcome: r.outcome,
    winners: r.winner === null ? [] : [name(r.winner)],
    players: shared ? rows.slice(0, 1) : rows,
    shared,
    rule: adventureRule(r.kind, r.outcome, r.players),
    explanation: r.explanation,
    moves: extra.moves ?? [],
    endsEra: extra.endsEra ?? false,
  };
}

/** The view of a resolved adventure scenario (`resolveScenario` with `step: "adventure"`). */
export function adventureViewFromScenario(r: ScenarioResult, players: readonly string[], hero: string | null): AdventureView {
  const kind = r.kind ?? null;
  const shared = kind === "cooperative";
  const rows = players.flatMap((name) => {
    const x = r.players[name];
    return x ? [{ name: shared ? ALL_PLAYERS : name, costs: cells(x.requirements, x.coverage), covered: x.covered, overflow: x.overflow ?? null }] : [];
  });
  return {
    kind,
    hero,
    outcome: r.outcome,
    winners: r.winners,
    players: shared ? rows.slice(0, 1) : rows,
    shared,
    rule: kind === null ? null : adventureRule(kind, r.outcome, rows),
    explanation: r.explanation,
    moves: r.moves,
    endsEra: r.endsEra ?? false,
  };
}

/** The view of a played era end. */
export function eraView(r: EraResolution, players: readonly string[]): EraView {
  const name = (p: number) => players[p] ?? `Player ${p + 1}`;
  return {
    outcome: r.outcome,
    winners: r.winners.map(name),
    players: r.players.map((x, p) => ({
      name: name(p),
      costs: cells(x.requirements, x.coverage),
      covered: x.covered,
      victoryPoints: x.victoryPoints,
      breakdown: { resources: x.resources, stockHolding: x.stockHolding, costs: x.costs },
      lostBecause: x.lostBecause,
    })),
    rule: eraRule(r.rule, r.players),
    explanation: r.explanation,
  };
}

/** The view of a resolved era scenario (`resolveScenario` with `step: "era"`). */
export function eraViewFromScenario(r: ScenarioResult, players: readonly string[]): EraView {
  const rows: EraPlayerView[] = players.flatMap((name) => {
    const x = r.players[name];
    return x
      ? [{ name, costs: cells(x.requirements, x.coverage), covered: x.covered, victoryPoints: x.victoryPoints ?? 0, breakdown: x.breakdown ?? null, lostBecause: x.lostBecause ?? null }]
      : [];
  });
  return { outcome: r.outcome, winners: r.winners, players: rows, rule: r.eraRule ? eraRule(r.eraRule, rows) : null, explanation: r.explanation };
}
