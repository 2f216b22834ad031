/** The log lines and end screens of a game response, through the GOT CGS adapter. */
import type { GameState } from "@/lib/engine/state";
import type { GameEvent } from "@/lib/engine/events";
import { logLines } from "@/lib/table/got-cgs-log";
import type { LogLine } from "@/lib/table/view";
import type { GameLogEntry } from "./game-types";

/** Every log entry as lines; a take-back is a line of its own. `state`: any state of the game (for names). */
export function gameLogLines(state: GameState, log: readonly GameLogEntry[]): LogLine[] {
  const out: LogLine[] = [];
  log.forEach((entry, i) => {
    if (entry.by === "undo") out.push({ step: i, text: "Take-back: the last human action and the bots' answers after it are undone.", by: "undo", detail: false });
    else out.push(...logLines(state, i, entry.events, entry.by === "human" ? null : entry.by));
  });
  return out;
}

/** The events of the last entry that ended an era (shown while the game is over), or []. */
export function lastEraEvents(log: readonly GameLogEntry[]): GameEvent[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const events = (log[i] as GameLogEntry).events;
    if (events.some((e) => e.type === "eraEnded")) return events.filter((e) => e.type === "eraEnded");
  }
  return [];
}
