/**
 * Who made each move of an imported replay, re-derived from the engine's replay of its log: the
 * seat an action is for (the engine's `seatOf`, else the seat the game waited for) must be a seat
 * of the kind the entry names (`by`), and a take-back must take back a human action and only the
 * bots' answers after it (what the server's own undo writes). A replay whose seats were edited (a
 * human seat turned into a bot) would otherwise import as if the bot had played. No database.
 */
import type { LogEntry, UndoAction } from "@/lib/packs/replay";
import type { FormatIssue } from "@/lib/packs/schema";
import { AppError } from "../errors";
import { actionShapeIssues } from "./action-shape";
import type { AnyEngine } from "@/lib/systems/engine";
import type { GameSetup, Replayed } from "./play";

/** 422 naming the entry (`actions[i]...`, `details.index`) and what is wrong. */
function refused(index: number, issue: FormatIssue): AppError {
  return new AppError("validation", `Action ${index} of the replay does not fit its seats: ${issue.message}`, { issues: [issue], details: { index } });
}

/** Every action's shape (size, type, keys: action-shape.ts); AppError 422 at the first bad entry's paths. */
export function checkReplayShapes(engine: AnyEngine, log: readonly LogEntry[]): void {
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as LogEntry;
    if (entry.by === "undo") continue;
    const issues = actionShapeIssues(engine, entry.action, ["actions", i, "action"]);
    if (issues.length > 0) {
      throw new AppError("validation", `Action ${i} of the replay is not an action of the game: ${issues[0]?.path}: ${issues[0]?.message}`, { issues, details: { index: i } });
    }
  }
}

function seatName(setup: GameSetup, seat: number): string {
  return `seat ${seat} (${setup.names[seat] ?? `Player ${seat + 1}`})`;
}

/**
 * Checks every entry's author against the replay of the log (`replayed`: the engine accepted
 * every entry). AppError 422 at `actions[i].by` for the first entry that disagrees.
 */
export function checkActors(engine: AnyEngine, setup: GameSetup, log: readonly LogEntry[], replayed: Replayed): void {
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as LogEntry;
    if (entry.by === "undo") {
      const undone = (entry.action as unknown as UndoAction).undone;
      const [first, ...rest] = undone.map((k) => log[k]?.by);
      if (first !== "human") throw refused(i, { path: `actions[${i}].action.undone`, message: `a take-back takes back a human action first; entry ${undone[0]} is by "${String(first)}"` });
      const human = rest.indexOf("human");
      if (human >= 0) throw refused(i, { path: `actions[${i}].action.undone`, message: `a take-back takes back the last human action only; entry ${undone[human + 1]} is a later human action` });
      continue;
    }
    // moments[i]: the state after the first i entries, the one this entry was applied to.
    const before = replayed.moments[i];
    const seat = engine.seatOf?.(entry.action) ?? (before === undefined ? null : engine.toAct(before));
    if (seat === null || seat < 0 || seat >= setup.seats.length) {
      throw refused(i, { path: `actions[${i}]`, message: "replaying the log, this action is for no seat of the game" });
    }
    const kind = setup.seats[seat];
    if (kind !== entry.by) {
      throw refused(i, {
        path: `actions[${i}].by`,
        message: `the action is ${seatName(setup, seat)}'s, which seats names "${String(kind)}", but by says "${entry.by}"; a replay's seats and authors must be the game's as it was played`,
      });
    }
  }
}
