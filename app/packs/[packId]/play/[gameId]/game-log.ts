/** The log lines of a game response, through the system's table adapter (lib/table/adapters.ts). */
import type { TableAdapter } from "@/lib/table/adapters";
import type { LogLine } from "@/lib/table/view";
import type { GameLogEntry } from "./game-types";

/**
 * The lines of each entry, by entry object: the log only grows (a take-back is an entry of its
 * own), and the client keeps the entries it has and appends the new ones, so an entry's lines
 * are made once and stay the same array (the log panel skips them).
 */
const linesOf = new WeakMap<GameLogEntry, readonly LogLine[]>();

function entryLines(adapter: TableAdapter, state: unknown, entry: GameLogEntry, i: number): readonly LogLine[] {
  const cached = linesOf.get(entry);
  if (cached !== undefined && (cached[0]?.step ?? i) === i) return cached;
  const lines =
    entry.by === "undo"
      ? [{ step: i, text: "Take-back: the last human action and the bots' answers after it are undone.", by: "undo", detail: false }]
      : adapter.logLines(state, i, entry.events, entry.by === "human" ? null : entry.by);
  linesOf.set(entry, lines);
  return lines;
}

/** Every log entry as its lines (entry i -> `[i]`); a take-back is a line of its own. `state`: any state of the game (for names). */
export function gameLogLines(adapter: TableAdapter, state: unknown, log: readonly GameLogEntry[]): (readonly LogLine[])[] {
  return log.map((entry, i) => entryLines(adapter, state, entry, i));
}

const eraEnded = (e: unknown) => (e as { type?: unknown } | null)?.type === "eraEnded";

/** The events of the last entry that ended an era (shown while the game is over), or [] (a system without eras). */
export function lastEraEvents(log: readonly GameLogEntry[]): unknown[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const events = (log[i] as GameLogEntry).events;
    if (events.some(eraEnded)) return events.filter(eraEnded);
  }
  return [];
}
