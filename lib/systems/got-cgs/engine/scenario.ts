/**
 * Resolving a `greenhouse.scenario/1` document: one adventure (with its wrap-up) or one era
 * end, laid out by hand in the sandbox or a file. The table is built with `stateFromLayout` and
 * resolved by the very functions the reducer uses (`adventureEnd`, `resolveEra`), so the sandbox
 * and a played game can never disagree.
 *
 * A scenario the rules could not have produced (a support card in a playground that could not
 * have been played there in any order of the plays, an adventure card its hero could not have played, attribute text with
 * errors) is refused with every reason, each naming its rule.
 */
import { analyze } from "../attributes/analyze";
import type { AliasTable, CardModel } from "../attributes/model";
import type { Scenario, ScenarioCard } from "../scenario-document";
import { adventureEnd } from "./adventure-end";
import { eraInput } from "./era-end";
import { stateFromLayout, type LayoutCard } from "./layout";
import { checkAdventurePlay, checkSupportPlay } from "./play-checks";
import { findPlayOrder, type PendingPlay } from "./scenario-order";
import type { AdventureKind } from "./adventure-tally";
import { resolveEra, type EraRule } from "./resolution-era";
import { zoneLabel, type GameState, type PlayerZoneName, type PlayerZones } from "./state";

export interface ScenarioMove {
  readonly identifier: string;
  readonly from: string;
  readonly to: string;
}

export interface ScenarioPlayerResult {
  readonly requirements: Readonly<Record<string, number>>;
  readonly coverage: Readonly<Record<string, number>>;
  readonly covered: boolean;
  /** Adventure scenarios. */
  readonly overflow?: number | null;
  /** Era scenarios. */
  readonly victoryPoints?: number;
  /** Era scenarios: what the victory points came from (CGS-396). */
  readonly breakdown?: { readonly resources: number; readonly stockHolding: number; readonly costs: number };
  readonly lostBecause?: string | null;
}

/** The result docs/cli.md ("The scenario file") fixes for `cli resolve --json` and the sandbox. */
export interface ScenarioResult {
  readonly outcome: "won" | "lost";
  readonly winners: readonly string[];
  readonly players: Readonly<Record<string, ScenarioPlayerResult>>;
  readonly moves: readonly ScenarioMove[];
  readonly explanation: readonly string[];
  /** Adventure scenarios: the adventure ends the era at once (lost Cataclysm, Doomsday, Epic); no wrap-up moves then. */
  readonly endsEra?: boolean;
  /** Adventure scenarios: the kind of adventure, which fixes the winning condition (CGS-362..366). */
  readonly kind?: AdventureKind;
  /** Era scenarios: which rule decided the era. */
  readonly eraRule?: EraRule;
}

export type ScenarioOutcome = { readonly ok: true; readonly result: ScenarioResult } | { readonly ok: false; readonly problems: readonly string[] };

interface Placed {
  readonly cards: LayoutCard[];
  readonly where: string[];
}

/** Builds the layout cards, collecting attribute errors (lint errors make a scenario illegal). */
function place(doc: Scenario, problems: string[]): { placed: Placed; zones: PlayerZones[]; common: number[]; adventure: number | null; last: number | null } {
  const aliases: AliasTable = doc.aliases ?? {};
  const placed: Placed = { cards: [], where: [] };
  const add = (card: ScenarioCard, where: string): number => {
    const analysis = analyze(card.attributes, { aliases, ...(card.format ? { format: card.format } : {}) });
    for (const d of analysis.diagnostics) {
      if (d.severity === "error") problems.push(`${card.identifier} (${where}) line ${d.line}, column ${d.column}: ${d.message} [${d.code}]`);
    }
    placed.cards.push({ identifier: card.identifier, format: card.format ?? "silver", model: analysis.model as CardModel });
    placed.where.push(where);
    return placed.cards.length - 1;
  };
  const zones: PlayerZones[] = doc.players.map((name) => {
    const z = doc.zones[name];
    const zone = (k: PlayerZoneName): number[] => (z?.[k] ?? []).map((c) => add(c, `${name}.${k}`));
    return { playground: zone("playground"), buildsite: zone("buildsite"), wreckage: zone("wreckage"), ops: zone("ops") };
  });
  const common = doc.commonBuildsite.map((c) => add(c, "commonBuildsite"));
  const adventure = doc.adventure ? add(doc.adventure, "adventure") : null;
  const last = doc.lastAdventure ? add(doc.lastAdventure.card, "lastAdventure") : null;
  return { placed, zones, common, adventure, last };
}

/** What the rules allow in buildsites and playgrounds, whatever the order of play. */
function zoneProblems(state: GameState, where: readonly string[]): string[] {
  const problems: string[] = [];
  const label = (id: number) => `${state.cards[id]?.def.identifier} (${where[id]})`;
  state.zones.players.forEach((z) => {
    for (const id of [...z.buildsite, ...state.zones.commonBuildsite]) {
      const d = state.cards[id]?.def;
      if (d && !d.isAdventure && d.stockHolding === 0) problems.push(`${label(id)}: only won adventure cards and StockHolding cards reach a buildsite (CGS-371, CGS-372).`);
    }
  });
  return [...new Set(problems)];
}

/**
 * Resolves a validated scenario. Never throws; an illegal scenario gives `{ ok: false, problems }`
 * with every problem found.
 */
export function resolveScenario(doc: Scenario): ScenarioOutcome {
  const problems: string[] = [];
  const { placed, zones, common, adventure, last } = place(doc, problems);
  const heroIndex = doc.hero === undefined ? 0 : doc.players.indexOf(doc.hero);
  const lastAdventure =
    doc.lastAdventure && last !== null
      ? { card: last, hero: doc.players.indexOf(doc.lastAdventure.hero), outcome: doc.lastAdventure.won ? ("won" as const) : ("lost" as const), winner: doc.lastAdventure.winner ? doc.players.indexOf(doc.lastAdventure.winner) : null }
      : null;
  const layoutBase = {
    players: doc.players,
    cards: placed.cards,
    lastAdventure,
    ...(doc.eraDeckHasDoomsdayOrEpic !== undefined ? { deckHasDoomsdayOrEpic: doc.eraDeckHasDoomsdayOrEpic } : {}),
  };
  if (doc.step === "era") {
    const state = stateFromLayout({ ...layoutBase, zones: { players: zones, commonBuildsite: common } });
    problems.push(...zoneProblems(state, placed.where));
    if (last !== null && !state.cards[last]?.def.isAdventure) problems.push(`${placed.cards[last]?.identifier} (lastAdventure) is not Type "Adventure".`);
    if (problems.length > 0) return { ok: false, problems };
    const r = resolveEra(eraInput(state));
    const players: Record<string, ScenarioPlayerResult> = {};
    doc.players.forEach((name, p) => {
      const x = r.players[p];
      if (x) players[name] = { requirements: x.requirements, coverage: x.coverage, covered: x.covered, victoryPoints: x.victoryPoints, breakdown: { resources: x.resources, stockHolding: x.stockHolding, costs: x.costs }, lostBecause: x.lostBecause };
    });
    return { ok: true, result: { outcome: r.outcome, winners: r.winners.map((w) => doc.players[w] as string), players, moves: [], explanation: r.explanation, eraRule: r.rule } };
  }
  // Adventure: first check the hero could have started it, then replay every playground in order.
  const adv = adventure as number;
  const heroZones = zones[heroIndex] as PlayerZones;
  const before = zones.map((z, p) => (p === heroIndex ? { ...z, ops: [...z.ops, adv], playground: [] } : { ...z, playground: [] }));
  const state = stateFromLayout({ ...layoutBase, zones: { players: before, commonBuildsite: common } });
  const advProblem = checkAdventurePlay(state, heroIndex, adv);
  if (advProblem) problems.push(`The hero could not have played ${placed.cards[adv]?.identifier}: ${advProblem.message} (${advProblem.rule})`);
  const solo = state.cards[adv]?.def.roleplay === "Solo";
  const pending: PendingPlay[] = [];
  zones.forEach((z, p) => {
    for (const id of z.playground) {
      if (solo && p !== heroIndex) problems.push(`${placed.cards[id]?.identifier} (${placed.where[id]}): in a solo adventure no competitor may play cards (CGS-316).`);
      else pending.push({ player: p, card: id });
    }
  });
  // Any order of the plays is a game the rules could produce (players may pass): look for one.
  const order = findPlayOrder(pending, (played, next) => {
    const playgrounds: number[][] = zones.map((_, p) => (p === heroIndex ? [adv] : []));
    for (const x of played) (playgrounds[x.player] as number[]).push(x.card);
    const before = stateFromLayout({
      ...layoutBase,
      zones: { players: zones.map((z, p) => ({ ...z, playground: playgrounds[p] as number[] })), commonBuildsite: common },
      adventure: { card: adv, hero: heroIndex },
    });
    return checkSupportPlay(stateWithOps(before, next.player, next.card), next.player, next.card, { withSolo: solo, ignorePowers: true });
  });
  if (!order.ok) {
    for (const { play, rejection } of order.refused) {
      const why = rejection === null ? "no order of the plays was found within the search limit" : `${rejection.message} (${rejection.rule})`;
      problems.push(`${placed.cards[play.card]?.identifier} (${placed.where[play.card]}) could not have been played in any order: ${why}`);
    }
  }
  const full = stateFromLayout({
    ...layoutBase,
    zones: { players: zones.map((z, p) => ({ ...z, playground: p === heroIndex ? [adv, ...heroZones.playground] : z.playground })), commonBuildsite: common },
    adventure: { card: adv, hero: heroIndex },
  });
  problems.push(...zoneProblems(full, placed.where));
  if (problems.length > 0) return { ok: false, problems };
  const end = adventureEnd(full, full.adventure as NonNullable<GameState["adventure"]>);
  const players: Record<string, ScenarioPlayerResult> = {};
  doc.players.forEach((name, p) => {
    const x = end.resolution.players[p];
    if (x) players[name] = { requirements: x.requirements, coverage: x.coverage, covered: x.covered, overflow: x.overflow };
  });
  const moves = end.wrap.moves.map((m) => ({
    identifier: placed.cards[m.card]?.identifier ?? String(m.card),
    from: zoneLabel(doc.players, m.from),
    to: zoneLabel(doc.players, m.to),
  }));
  return {
    ok: true,
    result: {
      outcome: end.resolution.outcome,
      winners: end.resolution.winner === null ? [] : [doc.players[end.resolution.winner] as string],
      players,
      moves,
      explanation: [...end.resolution.explanation, ...end.wrap.explanation],
      endsEra: end.wrap.endsEra,
      kind: end.resolution.kind,
    },
  };
}

/**
 * The state with card `id` also listed in player `p`'s ops, so that "could he play it from his
 * ops?" can be asked of a card the scenario shows already played (only the play checks read it).
 */
function stateWithOps(state: GameState, p: number, id: number): GameState {
  const players = state.zones.players.map((z, i) => (i === p ? { ...z, ops: [...z.ops, id] } : z));
  return { ...state, zones: { ...state.zones, players } };
}
