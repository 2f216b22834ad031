/**
 * The "End of adventure" step: requirements and coverage per cost name, overflow, and who wins
 * (rulebook "End of adventure": Cooperative adventures, Individualist adventures, Winning
 * conditions). One pure function used by the reducer, the scenario resolver (sandbox) and the
 * CLI, so the three can never disagree. It returns the numbers and a plain-language explanation.
 *
 * The wrap-up moves that follow are in wrap-up.ts.
 */
import type { Roleplay } from "../attributes/catalogue";
import { adventureCore, type AdventureInput, type AdventureKind, type Tally } from "./adventure-tally";

export {
  adventureCore,
  adventureKind,
  adventureVerdict,
  newVerdict,
  prepareAdventure,
  tallyOf,
  type AdventureCore,
  type AdventureInput,
  type AdventureKind,
  type ExtraCard,
  type Prepared,
  type Tally,
  type Verdict,
} from "./adventure-tally";

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
  const players: PlayerAdventureResult[] = [];
  const shared = core.kind === "cooperative" ? toRecords(core.tallies[0] as Tally) : null;
  for (const t of core.tallies) players.push(shared ?? toRecords(t));
  const resolution: AdventureResolution = {
    roleplay,
    kind: core.kind,
    outcome: core.winner === null ? "lost" : "won",
    winner: core.winner,
    players,
    explanation: [],
  };
  if (explain) (resolution as { explanation: readonly string[] }).explanation = explainAdventure(input, resolution);
  return resolution;
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
