/**
 * The log of a Genesis game: each engine event as a line ending with the rule sentence's ID that
 * makes it happen (GEN-<line>, docs/rules/got-genesis-rules-index.md), and the outcome: the
 * winner and the sentence that decided it. Cards another player may not see are not named:
 * draws into the ops (GEN-200) and face-down engagements (GEN-438) are counted only.
 */
import type { GenesisEvent, GenesisState, StepKind } from "../engine";
import { cardName, firstRule, genesisRuleText } from "./view";
import type { LogLine } from "../../table-view";

/** The ability sentence each executed step comes from. */
const STEP_RULES: Readonly<Record<StepKind, string>> = {
  draw: "GEN-216",
  refill: "GEN-352",
  omen: "GEN-356",
  persuade: "GEN-358",
  experience: "GEN-368",
  negotiate: "GEN-434",
  maven: "GEN-432",
  replicate: "GEN-436",
  recruit: "GEN-448",
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** One event in words with its rule ID, or null for an event that says nothing new. */
export function genesisEventText(state: GenesisState, e: GenesisEvent): string | null {
  const who = (seat: number) => state.players[seat === 0 ? 0 : 1].name;
  const names = (ids: readonly string[]) => ids.map((id) => cardName(state, id)).join(", ");
  switch (e.type) {
    case "recruited":
      return `${who(e.seat)} recruits ${cardName(state, e.card)} (GEN-240).`;
    case "drew": {
      const rival = e.toRival.length > 0 ? `; ${plural(e.toRival.length, "card")} of the rival's faction go to the rival (${names(e.toRival)})` : "";
      return `${who(e.seat)} draws ${plural(e.cards.length, "card")}${rival} (GEN-216).`;
    }
    case "engaged":
      return e.hidden ? `${who(e.seat)} engages a card face down (GEN-438).` : `${who(e.seat)} engages ${cardName(state, e.card)} (GEN-218).`;
    case "looked":
      return `${who(e.seat)} looks at the top ${plural(e.cards.length, "destiny card")} with ${cardName(state, e.card)} (GEN-356).`;
    case "executed": {
      if (e.step === "omen" && e.target !== undefined) {
        const took = e.target === null ? "none of them" : cardName(state, e.target);
        return `${who(e.seat)} takes ${took} into the ops with ${cardName(state, e.card)}; the others go to the bottom of the destiny (GEN-356).`;
      }
      const target = e.target === undefined || e.target === null ? "" : `: ${cardName(state, e.target)}`;
      return `${who(e.seat)} executes ${cardName(state, e.card)}'s ${e.step}${target} (${STEP_RULES[e.step]}).`;
    }
    case "discarded":
      return `${who(e.seat)} discards ${names(e.cards)} from the ${e.from} (GEN-214).`;
    case "moved":
      return `${who(e.seat)} moves ${e.from === "ops" || e.to === "ops" ? plural(e.cards.length, "card") : names(e.cards)} from the ${e.from} to the ${e.to} (${e.to === "experience" ? "GEN-316" : e.from === "reserve" ? "GEN-292" : "GEN-290"}).`;
    case "obstructed":
      return `${who(e.seat)} obstructs with sway ${e.sway} against ${e.rivalSway}: ${e.ok ? "success" : "failure"} (GEN-302).`;
    case "turnStarted":
      return `${who(e.seat)} ${e.phase === "obstruct" ? "obstructs" : "plots"} (${e.phase === "obstruct" ? "GEN-300" : "GEN-314"}).`;
    case "turnWon":
      return `${who(e.seat)} wins the turn: ${e.reason}${firstRule(e.reason) === null ? " (GEN-258)" : ""}.`;
    case "finale":
      return "The destiny is empty: the finale (GEN-310).";
    case "gameOver":
      return `${who(e.winner)} wins the game: ${e.reason}.`;
  }
}

/**
 * The lines of one log entry (`step`: its 0-based index; `by`: a bot's name, or null for the
 * designer). The first line is the entry's; the others are details under it.
 */
export function genesisLogLines(state: GenesisState, step: number, events: readonly GenesisEvent[], by: string | null): LogLine[] {
  const lines: LogLine[] = [];
  for (const e of events) {
    const text = genesisEventText(state, e);
    if (text === null) continue;
    lines.push({ step, text, by, detail: lines.length > 0 });
  }
  if (lines.length === 0) lines.push({ step, text: "Nothing happens (GEN-386).", by, detail: false });
  return lines;
}

/** How a game ended: the winner, the reason and the rule sentence that decided it; null while it runs. */
export interface GenesisOutcome {
  readonly winner: string;
  readonly reason: string;
  readonly rule: string | null;
  readonly ruleText: string;
  readonly lines: readonly string[];
}

export function genesisOutcome(state: GenesisState, summary: readonly string[]): GenesisOutcome | null {
  if (state.phase !== "over" || state.winner === null) return null;
  const rule = firstRule(state.endReason);
  return {
    winner: state.players[state.winner === 0 ? 0 : 1].name,
    reason: state.endReason,
    rule,
    ruleText: rule === null ? "" : genesisRuleText(rule),
    lines: summary,
  };
}
