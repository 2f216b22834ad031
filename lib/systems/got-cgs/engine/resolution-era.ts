/**
 * The "End of era" step (rulebook "End of era" and "Victory points"): the Cataclysm, Doomsday
 * and Epic outcomes, MustPlay, era costs, victory points and the winners. Pure; shared by the
 * reducer, the scenario resolver and the CLI.
 *
 * One reading is fixed because designers expect it (docs/cli.md, "The scenario file"): players who lose the era (costs not covered, a MustPlay card in
 * their ops) drop out first, and the era goes to the highest victory points among the others.
 */
import type { Roleplay } from "../attributes/catalogue";
import type { CardDef, NumericEntry } from "./cards";

export interface EraInput {
  readonly players: readonly string[];
  /** Per player. */
  readonly buildsites: readonly (readonly CardDef[])[];
  readonly wreckages: readonly (readonly CardDef[])[];
  readonly opses: readonly (readonly CardDef[])[];
  /** Per player: the reused and seized cards in his ops, whose era costs he pays (CGS-301). Default none. */
  readonly kept?: readonly (readonly CardDef[])[];
  /** The last adventure resolved in the era (won or lost), or null when none was. */
  readonly lastAdventure: {
    readonly roleplay: Roleplay | null;
    readonly hero: number;
    readonly outcome: "won" | "lost";
    readonly winner: number | null;
  } | null;
  /** The era deck holds at least one Doomsday or Epic adventure card (CGS-383). */
  readonly deckHasDoomsdayOrEpic: boolean;
}

export interface PlayerEraResult {
  readonly requirements: Readonly<Record<string, number>>;
  readonly coverage: Readonly<Record<string, number>>;
  readonly covered: boolean;
  readonly victoryPoints: number;
  /** What the victory points came from (CGS-396): victoryPoints = resources + stockHolding - costs. */
  readonly resources: number;
  readonly stockHolding: number;
  readonly costs: number;
  /** Why the player lost the era, or null. */
  readonly lostBecause: string | null;
  /** Identifiers of the MustPlay cards left in the player's ops. */
  readonly mustPlay: readonly string[];
}

/** Which rule decided the era. */
export type EraRule = "victory-points" | "cataclysm-or-epic-lost" | "doomsday-lost" | "doomsday-or-epic-won" | "doomsday-or-epic-missing";

export interface EraResolution {
  readonly outcome: "won" | "lost";
  readonly winners: readonly number[];
  readonly rule: EraRule;
  readonly players: readonly PlayerEraResult[];
  readonly explanation: readonly string[];
}

type Tally = Record<string, number>;

function add(into: Tally, entries: readonly NumericEntry[]): number {
  let sum = 0;
  for (const [name, value] of entries) {
    into[name] = (into[name] ?? 0) + value;
    sum += value;
  }
  return sum;
}

function sumOf(entries: readonly NumericEntry[]): number {
  let sum = 0;
  for (const [, v] of entries) sum += v;
  return sum;
}

/** Era costs, coverage and victory points of one player (CGS-385..391, CGS-396). */
export function playerEra(buildsite: readonly CardDef[], wreckage: readonly CardDef[], ops: readonly CardDef[], kept: readonly CardDef[] = []): PlayerEraResult {
  const requirements: Tally = {};
  let costs = 0;
  for (const c of buildsite) costs += add(requirements, c.eraCosts);
  for (const c of wreckage) costs += add(requirements, c.eraCosts);
  // Reused and seized cards still in the ops: their holder pays their era costs (CGS-301).
  for (const c of kept) costs += add(requirements, c.eraCosts);
  const coverage: Tally = {};
  let resources = 0;
  let stock = 0;
  for (const c of buildsite) {
    resources += sumOf(c.eraResources);
    stock += c.stockHolding;
    for (const [name, value] of c.eraResources) if (name in requirements) coverage[name] = (coverage[name] ?? 0) + value;
  }
  const short: string[] = [];
  for (const name in requirements) {
    const need = requirements[name] as number;
    const have = coverage[name] ?? 0;
    coverage[name] = have;
    if (need > 0 && have < need) short.push(`${name} ${have} of ${need}`);
  }
  const mustPlay = ops.filter((c) => c.mustPlay).map((c) => c.identifier);
  const reasons: string[] = [];
  if (mustPlay.length > 0) reasons.push(`MustPlay card(s) left in the ops: ${mustPlay.join(", ")} (CGS-384)`);
  if (short.length > 0) reasons.push(`era costs not covered: ${short.join(", ")} (CGS-392)`);
  return {
    requirements,
    coverage,
    covered: short.length === 0,
    victoryPoints: resources + stock - costs,
    resources,
    stockHolding: stock,
    costs,
    lostBecause: reasons.length > 0 ? reasons.join("; ") : null,
    mustPlay,
  };
}

/** A player's name for the explanation. */
function playerName(players: readonly string[], p: number): string {
  return players[p] ?? `player ${p + 1}`;
}

/** A player's result when only a MustPlay card left in the ops can lose him the era (CGS-384). */
function onlyMustPlay(p: PlayerEraResult): PlayerEraResult {
  return {
    ...p,
    lostBecause: p.mustPlay.length > 0 ? `MustPlay card(s) left in the ops: ${p.mustPlay.join(", ")} (CGS-384)` : null,
  };
}

/** Resolves the end of an era. Never throws. Player indices are 0-based. */
export function resolveEra(input: EraInput): EraResolution {
  const n = input.players.length;
  const base = Array.from({ length: n }, (_, p) =>
    playerEra(input.buildsites[p] ?? [], input.wreckages[p] ?? [], input.opses[p] ?? [], input.kept?.[p] ?? []),
  );
  const last = input.lastAdventure;
  const lr = last?.roleplay ?? null;
  const special = lr === "Doomsday" || lr === "Epic";
  const explanation: string[] = [];
  let rule: EraRule;
  let candidates: number[];
  let players: PlayerEraResult[] = base;

  // The outcome rules (CGS-380..383) ignore era costs and victory points, but a MustPlay card
  // left in an ops still loses the era (CGS-384 has no exception; README "Decisions"): see
  // onlyMustPlay.
  if (last !== null && (lr === "Cataclysm" || lr === "Epic") && last.outcome === "lost") {
    rule = "cataclysm-or-epic-lost";
    candidates = [];
    explanation.push(`The last adventure (${lr}) was lost: nobody wins the era; era costs and victory points are ignored (CGS-380).`);
    players = base.map(onlyMustPlay);
  } else if (last !== null && lr === "Doomsday" && last.outcome === "lost") {
    rule = "doomsday-lost";
    players = base.map(onlyMustPlay).map((p, i) => (i === last.hero ? { ...p, lostBecause: "hero of the lost Doomsday adventure (CGS-381)" } : p));
    candidates = players.flatMap((p, i) => (p.lostBecause === null ? [i] : []));
    explanation.push(`The last adventure (Doomsday) was lost: the competitors win the era and ${playerName(input.players, last.hero)}, its hero, loses it (CGS-381).`);
  } else if (last !== null && special && last.outcome === "won" && last.winner !== null) {
    rule = "doomsday-or-epic-won";
    players = base.map(onlyMustPlay);
    const w = last.winner;
    players = players.map((p, i) => (i === w || p.lostBecause !== null ? p : { ...p, lostBecause: `${playerName(input.players, w)} won the ${lr} adventure (CGS-382)` }));
    candidates = players[w]?.lostBecause === null ? [w] : [];
    explanation.push(`${playerName(input.players, w)} won the last adventure (${lr}) and with it the era; era costs and victory points are ignored (CGS-382).`);
  } else if (input.deckHasDoomsdayOrEpic && !special) {
    rule = "doomsday-or-epic-missing";
    candidates = [];
    players = base.map(onlyMustPlay);
    explanation.push(
      "The era deck has a Doomsday or Epic adventure but the last adventure played was neither: nobody wins the era (CGS-383).",
    );
  } else {
    rule = "victory-points";
    const standing = base.flatMap((p, i) => (p.lostBecause === null ? [i] : []));
    const best = Math.max(...standing.map((p) => (base[p] as PlayerEraResult).victoryPoints));
    candidates = standing.filter((p) => (base[p] as PlayerEraResult).victoryPoints === best);
    for (let p = 0; p < n; p++) {
      const r = base[p] as PlayerEraResult;
      explanation.push(
        r.lostBecause === null
          ? `${playerName(input.players, p)} covers the era costs and has ${r.victoryPoints} victory points.`
          : `${playerName(input.players, p)} loses the era: ${r.lostBecause}.`,
      );
    }
  }
  for (let p = 0; p < n; p++) {
    const r = players[p] as PlayerEraResult;
    if (rule !== "victory-points" && r.mustPlay.length > 0 && !explanation.some((e) => e.startsWith(`${playerName(input.players, p)} loses`))) {
      explanation.push(`${playerName(input.players, p)} loses the era: ${r.lostBecause}.`);
    }
  }
  if (candidates.length === 0) explanation.push("Nobody wins the era.");
  else if (candidates.length === 1) explanation.push(`${playerName(input.players, candidates[0] as number)} wins the era.`);
  else explanation.push(`${candidates.map((c) => playerName(input.players, c)).join(" and ")} tie and all win the era (CGS-393).`);
  return { outcome: candidates.length > 0 ? "won" : "lost", winners: candidates, rule, players, explanation };
}

/** The session winners: the most eras won; ties all win (CGS-399). Empty when no era was won. */
export function sessionWinners(playerCount: number, eras: readonly Pick<EraResolution, "winners">[]): number[] {
  const won = new Array<number>(playerCount).fill(0);
  for (const e of eras) for (const w of e.winners) won[w] = (won[w] ?? 0) + 1;
  const best = Math.max(0, ...won);
  if (best === 0) return [];
  return won.flatMap((w, p) => (w === best ? [p] : []));
}
