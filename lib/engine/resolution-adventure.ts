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

/**
 * The numbers of one player (or of all the players together, cooperatively) as parallel arrays:
 * cost names, requirements and coverages. Arrays rather than records because a simulation
 * resolves hundreds of thousands of hypothetical adventures; `resolveAdventure` turns them into
 * records for people.
 */
export interface Tally {
  readonly names: readonly string[];
  readonly req: readonly number[];
  readonly cov: readonly number[];
  readonly covered: boolean;
  readonly overflow: number | null;
}

/** The outcome of an adventure in numbers only (no records, no words). */
export interface AdventureCore {
  readonly kind: AdventureKind;
  readonly winner: number | null;
  /** Per player; cooperatively every entry is the same shared tally. */
  readonly tallies: readonly Tally[];
}

function addCosts(names: string[], req: number[], entries: readonly NumericEntry[]): void {
  for (const [name, value] of entries) {
    const i = names.indexOf(name);
    if (i === -1) {
      names.push(name);
      req.push(value);
    } else {
      req[i] = (req[i] as number) + value;
    }
  }
}

function addCoverage(names: readonly string[], cov: number[], entries: readonly NumericEntry[]): void {
  for (const [name, value] of entries) {
    const i = names.indexOf(name);
    if (i !== -1) cov[i] = (cov[i] as number) + value;
  }
}

function judge(names: string[], req: number[], cov: number[]): Tally {
  let covered = true;
  let overflow = 0;
  for (let i = 0; i < names.length; i++) {
    const have = cov[i] as number;
    overflow += have;
    if ((req[i] as number) > 0 && have < (req[i] as number)) covered = false;
  }
  return { names, req, cov, covered, overflow: covered ? overflow : null };
}

/** One more played card, for "what if" questions without copying the input (see {@link adventureCore}). */
export interface ExtraCard {
  readonly player: number;
  readonly card: CardDef;
}

/** Cooperative (CGS-341, CGS-344): one requirement and one coverage for all the players. */
function cooperative(input: AdventureInput, extra: ExtraCard | undefined): Tally {
  const names: string[] = [];
  const req: number[] = [];
  addCosts(names, req, input.adventure.adventureCosts);
  addCosts(names, req, input.adventure.adventureCommonCosts);
  for (const cards of input.played) {
    for (const c of cards) {
      addCosts(names, req, c.adventureCosts);
      addCosts(names, req, c.adventureCommonCosts);
    }
  }
  if (extra !== undefined) {
    addCosts(names, req, extra.card.adventureCosts);
    addCosts(names, req, extra.card.adventureCommonCosts);
  }
  const cov = new Array<number>(names.length).fill(0);
  for (const cards of input.played) for (const c of cards) addCoverage(names, cov, c.adventureResources);
  if (extra !== undefined) addCoverage(names, cov, extra.card.adventureResources);
  for (const c of input.commonBuildsite) addCoverage(names, cov, c.numericFeats);
  for (const cards of input.buildsites) for (const c of cards) addCoverage(names, cov, c.numericFeats);
  return judge(names, req, cov);
}

/** Individualist (CGS-350, CGS-353): each player's own requirement and coverage. */
function individualist(input: AdventureInput, commonNames: readonly string[], commonReq: readonly number[], player: number, extra: ExtraCard | undefined): Tally {
  const names = commonNames.slice();
  const req = commonReq.slice();
  const mine = input.played[player] ?? [];
  const more = extra !== undefined && extra.player === player ? extra.card : null;
  if (player === input.hero) addCosts(names, req, input.adventure.adventureCosts);
  for (const c of mine) addCosts(names, req, c.adventureCosts);
  if (more !== null) addCosts(names, req, more.adventureCosts);
  const cov = new Array<number>(names.length).fill(0);
  addCoverage(names, cov, input.adventure.adventureResources);
  for (const c of mine) addCoverage(names, cov, c.adventureResources);
  if (more !== null) addCoverage(names, cov, more.adventureResources);
  for (const c of input.commonBuildsite) addCoverage(names, cov, c.numericFeats);
  for (const c of input.buildsites[player] ?? []) addCoverage(names, cov, c.numericFeats);
  return judge(names, req, cov);
}

/**
 * The outcome in numbers: who wins, and each player's tally. The single place where the winning
 * conditions (CGS-359..366) are decided; `resolveAdventure` and the bots both call it. `extra`
 * counts one more card as played by its player (a bot's "what if I played this?").
 */
export function adventureCore(input: AdventureInput, extra?: ExtraCard): AdventureCore {
  const kind = adventureKind(input.adventure.roleplay);
  const n = input.players.length;
  const tallies: Tally[] = [];
  let winner: number | null = null;
  if (kind === "cooperative") {
    const shared = cooperative(input, extra);
    for (let p = 0; p < n; p++) tallies.push(shared);
    if (shared.covered) winner = input.hero;
    return { kind, winner, tallies };
  }
  const names: string[] = [];
  const req: number[] = [];
  addCosts(names, req, input.adventure.adventureCommonCosts);
  for (const cards of input.played) for (const c of cards) addCosts(names, req, c.adventureCommonCosts);
  if (extra !== undefined) addCosts(names, req, extra.card.adventureCommonCosts);
  for (let p = 0; p < n; p++) tallies.push(individualist(input, names, req, p, extra));
  if (kind === "competitive") {
    let best = -1;
    let count = 0;
    for (let p = 0; p < n; p++) {
      const o = (tallies[p] as Tally).overflow;
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
    if ((tallies[input.hero] as Tally).covered) winner = input.hero;
  }
  return { kind, winner, tallies };
}

function toRecords(t: Tally): PlayerAdventureResult {
  const requirements: Record<string, number> = {};
  const coverage: Record<string, number> = {};
  for (let i = 0; i < t.names.length; i++) {
    const name = t.names[i] as string;
    requirements[name] = t.req[i] as number;
    coverage[name] = t.cov[i] as number;
  }
  return { requirements, coverage, covered: t.covered, overflow: t.overflow };
}

/**
 * Resolves an adventure: the numbers as records per player, and (unless `explain` is false) the
 * plain-language explanation. Never throws; an adventure card without a roleplay is lost
 * (CGS-366). Player indices are 0-based positions in `input.players`.
 */
export function resolveAdventure(input: AdventureInput, explain = true): AdventureResolution {
  const core = adventureCore(input);
  const roleplay = input.adventure.roleplay;
  let players: PlayerAdventureResult[];
  if (core.kind === "cooperative") {
    const shared = toRecords(core.tallies[0] as Tally);
    players = core.tallies.map(() => shared);
  } else {
    players = core.tallies.map(toRecords);
  }
  const resolution = { roleplay, kind: core.kind, outcome: core.winner === null ? "lost" : "won", winner: core.winner, players } as const;
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
