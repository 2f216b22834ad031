/** The log lines and end screens of a game response, through the GOT CGS adapter. */
import type { GameState } from "@/lib/engine/state";
import { eraOutcome, logLines, outcomesOf } from "@/lib/table/got-cgs-log";
import type { LogLine, OutcomeView } from "@/lib/table/view";
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

/** The end screens caused by the entries from `from` on. */
export function outcomesFrom(state: GameState, log: readonly GameLogEntry[], from: number): OutcomeView[] {
  return outcomesOf(state, log.slice(from).flatMap((e) => e.events));
}

/** The last end-of-era screen of the log (shown while the game is over). */
export function lastEraOutcome(state: GameState, log: readonly GameLogEntry[]): OutcomeView | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const events = (log[i] as GameLogEntry).events;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j];
      if (e?.type === "eraEnded") return eraOutcome(state, e);
    }
  }
  return null;
}
