/**
 * GOT CGS events -> the table's log lines. The words come from the engine's events and
 * explanations. (The end-of-adventure and end-of-era screens are the shared resolution tables of
 * components/resolution, fed by app/packs/[packId]/play/[gameId]/end-screens.tsx.)
 */
import type { GameEvent } from "../engine/events";
import type { GameState } from "../engine/state";
import type { Move } from "../engine/zones";
import { cardName, zoneWords } from "./cards";
import type { LogLine } from "../../table-view";

const REASONS: Readonly<Record<string, string>> = {
  agreed: "every rival agreed to the request",
  "silent-round": "no card was played for one round after the request",
  stalemate: "a whole round passed without anyone acting",
  freeze: "nobody became immune to the Freeze",
  solo: "a Solo adventure ends at once",
  adventure: "the adventure's end ended the era",
};

/** "S-3 moved from Player 1's playground to Player 1's wreckage". */
export function moveText(state: GameState, m: Move): string {
  return `${cardName(state, m.card)}: ${zoneWords(state, m.from)} → ${zoneWords(state, m.to)}`;
}

/** One sentence for an event (null for events not worth a line on their own). */
function eventText(state: GameState, e: GameEvent): string | null {
  const who = (p: number) => state.players[p] ?? `player ${p + 1}`;
  switch (e.type) {
    case "eraStarted":
      return `Era ${e.era + 1} (${e.name}) begins; ${who(e.firstPlayer)} turns first.`;
    case "dealt":
      return `Cards dealt: ${e.counts.map((c, p) => `${who(p)} ${c}`).join(", ")}.`;
    case "affiliationChosen":
      return e.affiliation === null ? `${who(e.player)} claims no affiliation (none left).` : `${who(e.player)} claims ${e.affiliation} (${e.claimed.length} cards).`;
    case "turnStarted":
      return null;
    case "cardPlayed":
      return `${who(e.player)} plays ${cardName(state, e.card)}${e.adventure ? " and becomes the hero" : ""}.`;
    case "specialRound":
      return `Special round: ${cardName(state, e.card)} has a power; the rivals may become immune.`;
    case "powerResolved":
      return `${who(e.player)} resolves ${e.power} of ${cardName(state, e.card)} on ${e.targets.map((t) => cardName(state, t)).join(", ") || "nothing"}.`;
    case "effectUsed":
      return `${who(e.player)} uses ${e.effect} of ${cardName(state, e.card)}${e.targets.length > 0 ? ` on ${e.targets.map((t) => cardName(state, t)).join(", ")}` : ""}.`;
    case "moved":
      return `${moveText(state, e.move)} (${e.rule})`;
    case "requested":
      return `${who(e.player)} requests the end of the ${e.kind}.`;
    case "answered":
      return `${who(e.player)} ${e.agree ? "agrees" : "refuses"}.`;
    case "requestLapsed":
      return `The request to end the ${e.kind} lapses: a card was played.`;
    case "tradeOffered":
      return `${who(e.player)} offers ${cardName(state, e.give)} to ${who(e.to)} for ${cardName(state, e.take)}.`;
    case "tradeAnswered":
      return `${who(e.player)} ${e.accepted ? "accepts" : "refuses"} the trade.`;
    case "tradeCanceled":
      return `The trade offer is cancelled: ${e.reason}`;
    case "passed":
      return `${who(e.player)} passes.`;
    case "adventureEnded":
      return `The adventure ${cardName(state, e.card)} ends (${REASONS[e.reason] ?? e.reason}): ${e.resolution.outcome === "won" ? `${who(e.resolution.winner ?? -1)} wins it` : "it is lost"}.`;
    case "adventureRewound":
      return `${who(e.by)} rewinds the adventure ${cardName(state, e.card)}: every card goes back to its ops.`;
    case "eraEnded":
      return `The era ends (${REASONS[e.reason] ?? e.reason}): ${e.resolution.winners.length === 0 ? "nobody wins it" : `${e.resolution.winners.map(who).join(" and ")} ${e.resolution.winners.length === 1 ? "wins" : "win"} it`}.`;
    case "sessionEnded":
      return `The session ends: ${e.winners.length === 0 ? "nobody wins" : `${e.winners.map(who).join(" and ")} won`}.`;
  }
}

/**
 * The log lines of one logged action (`step`, 0-based): its first sentence is the action, the
 * others (moves, explanations) are details. `by` is the seat kind when not the human ("greedy",
 * "undo").
 */
export function logLines(state: GameState, step: number, events: readonly GameEvent[], by: string | null): LogLine[] {
  const out: LogLine[] = [];
  // The action's own sentence heads the entry, before the card moves it caused.
  const head = events.findIndex((e) => e.type !== "moved" && e.type !== "turnStarted");
  const ordered = head > 0 ? [events[head] as GameEvent, ...events.filter((_, i) => i !== head)] : events;
  for (const e of ordered) {
    const text = eventText(state, e);
    if (text !== null) out.push({ step, text, by, detail: out.length > 0 });
    if (e.type === "adventureEnded") {
      for (const x of e.resolution.explanation) out.push({ step, text: x, by, detail: true });
      for (const m of e.moves) out.push({ step, text: moveText(state, m), by, detail: true });
    } else if (e.type === "adventureRewound") {
      for (const m of e.moves) out.push({ step, text: moveText(state, m), by, detail: true });
    } else if (e.type === "eraEnded") {
      for (const x of e.resolution.explanation) out.push({ step, text: x, by, detail: true });
    }
  }
  return out;
}
