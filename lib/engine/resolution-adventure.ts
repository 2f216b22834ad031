/**
 * The "End of adventure" step: requirements and coverage per cost name, overflow, and who wins
 * (rulebook "End of adventure": Cooperative adventures, Individualist adventures, Winning
 * conditions). One pure function used by the reducer, the scenario resolver (sandbox) and the
 * CLI, so the three can never disagree. It returns the numbers and a plain-language explanation.
 *
 * The wrap-up moves that follow are in wrap-up.ts.
 */
import type { Roleplay } from "../attributes/catalogue";
import { isCompetitive, isCooperative, isObstructive, type CardDef, type NumericEntry } from "./cards";

/** What the resolution looks at: the cards, not the whole game state. */
export interface AdventureInput {
  /** Player names in turn order (for the explanation). */
  readonly players: readonly string[];
  readonly hero: number;
  /** The current adventure card. */
  readonly adventure: CardDef;
  /** Per player: the support cards in his playground (the adventure card excluded). */
  readonly played: readonly (readonly CardDef[])[];
  /** Per player: the cards in his buildsite. */
  readonly buildsites: readonly (readonly CardDef[])[];
  readonly commonBuildsite: readonly CardDef[];
}

export type AdventureKind = "competitive" | "cooperative" | "obstructive" | "solo" | "none";

export interface PlayerAdventureResult {
  /** Cost name -> requirement (only the player's distinct cost names). */
  readonly requirements: Readonly<Record<string, number>>;
  /** Cost name -> coverage (resources and numeric feats of the same name). */
  readonly coverage: Readonly<Record<string, number>>;
  /** Every cost with a requirement above 0 is covered (CGS-359, CGS-360). */
  readonly covered: boolean;
  /** Sum of the coverages over the cost names when covered (CGS-361), else null. */
  readonly overflow: number | null;
}

export interface AdventureResolution {
  readonly roleplay: Roleplay | null;
  readonly kind: AdventureKind;
  readonly outcome: "won" | "lost";
  /** The winning player, or null when the adventure is lost. */
  readonly winner: number | null;
  /**
   * Per player. In a cooperative adventure every player carries the shared numbers of "all the
   * players" together (CGS-341, CGS-344).
   */
  readonly players: readonly PlayerAdventureResult[];
  readonly explanation: readonly string[];
}

/** The kind of resolution a roleplay uses (rulebook "Roleplay"). */
export function adventureKind(roleplay: Roleplay | null): AdventureKind {
  if (roleplay === null) return "none";
  if (isCooperative(roleplay)) return "cooperative";
  if (isCompetitive(roleplay)) return "competitive";
  if (isObstructive(roleplay)) return "obstructive";
  return "solo";
}

type Tally = Record<string, number>;

function addAll(into: Tally, entries: readonly NumericEntry[]): void {
  for (const [name, value] of entries) into[name] = (into[name] ?? 0) + value;
}

/** Adds to `into` only the entries whose name is a key of `names`. */
function addMatching(into: Tally, entries: readonly NumericEntry[], names: Tally): void {
  for (const [name, value] of entries) if (name in names) into[name] = (into[name] ?? 0) + value;
}

function judge(requirements: Tally, coverage: Tally): PlayerAdventureResult {
  let covered = true;
  let overflow = 0;
  for (const name in requirements) {
    const need = requirements[name] as number;
    const have = coverage[name] ?? 0;
    coverage[name] = have;
    overflow += have;
    if (need > 0 && have < need) covered = false;
  }
  return { requirements, coverage, covered, overflow: covered ? overflow : null };
}

/** Cooperative (CGS-341, CGS-344): one requirement and one coverage for all the players. */
function cooperative(input: AdventureInput): PlayerAdventureResult {
  const requirements: Tally = {};
  addAll(requirements, input.adventure.adventureCosts);
  addAll(requirements, input.adventure.adventureCommonCosts);
  for (const cards of input.played) {
    for (const c of cards) {
      addAll(requirements, c.adventureCosts);
      addAll(requirements, c.adventureCommonCosts);
    }
  }
  const coverage: Tally = {};
  for (const cards of input.played) for (const c of cards) addMatching(coverage, c.adventureResources, requirements);
  for (const c of input.commonBuildsite) addMatching(coverage, c.numericFeats, requirements);
  for (const cards of input.buildsites) for (const c of cards) addMatching(coverage, c.numericFeats, requirements);
  return judge(requirements, coverage);
}

/** Individualist (CGS-350, CGS-353): each player's own requirement and coverage. */
function individualist(input: AdventureInput, commonCosts: Tally, player: number): PlayerAdventureResult {
  const requirements: Tally = { ...commonCosts };
  const mine = input.played[player] ?? [];
  if (player === input.hero) addAll(requirements, input.adventure.adventureCosts);
  for (const c of mine) addAll(requirements, c.adventureCosts);
  const coverage: Tally = {};
  addMatching(coverage, input.adventure.adventureResources, requirements);
  for (const c of mine) addMatching(coverage, c.adventureResources, requirements);
  for (const c of input.commonBuildsite) addMatching(coverage, c.numericFeats, requirements);
  for (const c of input.buildsites[player] ?? []) addMatching(coverage, c.numericFeats, requirements);
  return judge(requirements, coverage);
}

/**
 * Resolves an adventure. Never throws; an adventure card without a roleplay is lost (CGS-366).
 * Player indices are 0-based positions in `input.players`.
 */
export function resolveAdventure(input: AdventureInput, explain = true): AdventureResolution {
  const roleplay = input.adventure.roleplay;
  const kind = adventureKind(roleplay);
  const n = input.players.length;
  let players: PlayerAdventureResult[];
  let winner: number | null = null;

  if (kind === "cooperative") {
    const shared = cooperative(input);
    players = Array.from({ length: n }, () => shared);
    if (shared.covered) winner = input.hero;
  } else {
    const commonCosts: Tally = {};
    addAll(commonCosts, input.adventure.adventureCommonCosts);
    for (const cards of input.played) for (const c of cards) addAll(commonCosts, c.adventureCommonCosts);
    players = [];
    for (let p = 0; p < n; p++) players.push(individualist(input, commonCosts, p));
    if (kind === "competitive") {
      let best = -1;
      let count = 0;
      for (let p = 0; p < n; p++) {
        const o = (players[p] as PlayerAdventureResult).overflow;
        if (o === null) continue;
        if (o > best) {
          best = o;
          count = 1;
          winner = p;
        } else if (o === best) {
          count++;
        }
      }
      if (count !== 1) winner = null;
    } else if (kind === "obstructive" || kind === "solo") {
      if ((players[input.hero] as PlayerAdventureResult).covered) winner = input.hero;
    }
  }
  const resolution = { roleplay, kind, outcome: winner === null ? "lost" : "won", winner, players } as const;
  return { ...resolution, explanation: explain ? explainAdventure(input, resolution) : [] };
}

function costList(r: PlayerAdventureResult): string {
  const names = Object.keys(r.requirements);
  if (names.length === 0) return "no costs";
  return names.map((n) => `${n} ${r.coverage[n] ?? 0}/${r.requirements[n]}`).join(", ");
}

function missing(r: PlayerAdventureResult): string {
  return Object.keys(r.requirements)
    .filter((n) => (r.requirements[n] as number) > 0 && (r.coverage[n] ?? 0) < (r.requirements[n] as number))
    .map((n) => `${n} (${r.coverage[n] ?? 0} of ${r.requirements[n]})`)
    .join(", ");
}

const KIND_RULE: Readonly<Record<AdventureKind, string>> = {
  competitive: "any player may win; the highest overflow wins and a tie loses the adventure (CGS-362)",
  cooperative: "only the hero may win, if all the players together cover the costs (CGS-363)",
  obstructive: "only the hero may win, if he covers the costs; rivals can only create obstacles (CGS-364)",
  solo: "only the hero may win, with the support cards he played together with the adventure card (CGS-365)",
  none: "the card has no Roleplay, so the adventure is lost (CGS-366)",
};

/** The plain-language account of a resolution (also used by the CLI and the sandbox). */
export function explainAdventure(
  input: AdventureInput,
  r: Pick<AdventureResolution, "kind" | "roleplay" | "winner" | "players">,
): string[] {
  const name = (p: number): string => input.players[p] ?? `player ${p + 1}`;
  const out = [`${r.roleplay ?? "No roleplay"} (${r.kind}): ${KIND_RULE[r.kind]}.`];
  if (r.kind === "cooperative") {
    const shared = r.players[0];
    if (shared) {
      out.push(
        shared.covered
          ? `All players together cover every cost (${costList(shared)}).`
          : `All players together do not cover ${missing(shared)}.`,
      );
    }
  } else if (r.kind !== "none") {
    const who = r.kind === "competitive" ? r.players.map((_, p) => p) : [input.hero];
    for (const p of who) {
      const pr = r.players[p] as PlayerAdventureResult;
      out.push(
        pr.covered
          ? `${name(p)} covers every cost (${costList(pr)}) with overflow ${pr.overflow}.`
          : `${name(p)} does not cover ${missing(pr)}.`,
      );
    }
  }
  if (r.winner !== null) {
    out.push(`${name(r.winner)} wins the adventure.`);
  } else if (r.kind === "competitive") {
    const best = Math.max(...r.players.map((p) => p.overflow ?? -1));
    const tied = r.players.flatMap((p, i) => (p.overflow === best && best >= 0 ? [name(i)] : []));
    out.push(
      tied.length > 1
        ? `${tied.join(" and ")} tie with overflow ${best}: the adventure is lost (CGS-362).`
        : "Nobody covers the costs: the adventure is lost (CGS-366).",
    );
  } else if (r.kind !== "none") {
    out.push("The costs are not covered: the adventure is lost (CGS-366).");
  }
  return out;
}
