/**
 * The one mechanism of trial play (docs/architecture.md "Trial play"): a game is its setup and its action
 * log, and its state is the replay of the log through the pure engine. Resume, undo, fork, the
 * replay viewer and import all go through {@link replayLog}. No database here.
 *
 * The log holds every action, the bots' included, so replaying never asks a bot anything: bots
 * are asked only for new moves ({@link playBots}), each created with a seed derived from the
 * game's seed, its seat and the log length, so the same log always gets the same answers.
 */
import { EngineSetupError, type AnyEngine, type EngineRejection } from "@/lib/systems/engine";
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { AnyPackDocument } from "@/lib/packs/schema";
import type { LogEntry, Replay, SeatKind, UndoAction } from "@/lib/packs/replay";
import { botTurns } from "@/lib/table/bot-turns";
import { AppError, validationError } from "../errors";
import { actionShapeIssues } from "./action-shape";
import { FREE_ENGINE, freeTableDocument } from "./free-game";

/**
 * States, actions and events are the pack system's engine's own values, opaque here (`unknown`):
 * the server passes them through unchanged and only the system's table adapter looks inside.
 */
type Rejection = EngineRejection;

/** Everything a game is dealt from. */
export interface GameSetup {
  /** The pack's document: GOT CGS's (`eras`) or another system's (`decks`). */
  readonly document: AnyPackDocument;
  /** Deck names in play order (GOT CGS: era decks; the field keeps its first name); on the free table one per seat. */
  readonly eras: readonly string[];
  /** "free": played on the free table (lib/free-table); absent: by the system's rules engine. */
  readonly engine?: "free";
  /** Genesis: the cards each player may recruit at the beginning (GEN-278), handed to the engine as the document's `recruits`. */
  readonly recruits?: number;
  /** Genesis: the advanced rules of the experience (GEN-290, GEN-308, GEN-316), handed to the engine as the document's `advanced`. */
  readonly advanced?: boolean;
  readonly seats: readonly SeatKind[];
  /** One per seat; the engine's player names. */
  readonly names: readonly string[];
  readonly seed: number | string;
}

/** What a replay file's game is dealt from (its names, or "Player N" for each seat when it has none). */
export function replaySetup(replay: Replay): GameSetup {
  return {
    document: replay.pack,
    eras: replay.eras,
    seats: replay.seats,
    names: replay.names ?? replay.seats.map((_, i) => `Player ${i + 1}`),
    seed: replay.seed,
    ...(replay.engine === "free" ? { engine: "free" as const } : {}),
    ...(replay.recruits === undefined ? {} : { recruits: replay.recruits }),
    ...(replay.advanced === undefined ? {} : { advanced: replay.advanced }),
  };
}

/** The log replayed: the state after every applied entry and the events of every entry. */
export interface Replayed {
  /** Log indices (0-based) still in effect, in order: undone entries and take-backs are not. */
  readonly effective: readonly number[];
  /** `states[k]`: the state after the first k effective entries (`states[0]` is the deal). */
  readonly states: readonly unknown[];
  /** The events of each log entry, one list per entry (a take-back has none). */
  readonly events: readonly (readonly unknown[])[];
  /**
   * `moments[i]`: the state after the first i log entries, take-backs applied (`moments[0]` is the
   * deal): the replay viewer's `?at=i` and a fork's prefix, kept even when a later take-back
   * removes the entry from `states`, so viewing a past moment never replays.
   */
  readonly moments: readonly unknown[];
}

/** Where a log stops replaying: the entry's 0-based index and why. */
export interface RefusedEntry {
  readonly index: number;
  readonly rejection: Rejection;
}

export type ReplayResult = { readonly ok: true; readonly replayed: Replayed } | { readonly ok: false; readonly refused: RefusedEntry };

/** The last state of a replayed log. */
export function current(replayed: Replayed): unknown {
  return replayed.states[replayed.states.length - 1];
}

/**
 * Default player names: "Player N" for the designer's seats, "Greedy bot N" / "Random bot N" for
 * the others. A name is the subject of the log's lines ("Player 1 plays..."), so never "You"
 * ("You plays"); the table marks the designer's own seat.
 */
export function defaultNames(seats: readonly SeatKind[]): string[] {
  return seats.map((kind, i) => (kind === "human" ? `Player ${i + 1}` : `${kind === "greedy" ? "Greedy" : "Random"} bot ${i + 1}`));
}

/**
 * The engine of a setup: the free table's for a free-table game, else the rules engine of its pack
 * system, from the registry (`document.system`, GOT CGS when absent). AppError 422 at `system`
 * when the system has no engine (its packs cannot be played by rules).
 */
export function engineOf(setup: Pick<GameSetup, "document" | "engine">): AnyEngine {
  if (setup.engine === "free") return FREE_ENGINE;
  const key = (setup.document as { readonly system?: string }).system ?? DEFAULT_SYSTEM;
  const engine = findSystem(key)?.engine;
  if (engine === undefined) {
    throw new AppError("validation", `Packs of the system "${key}" cannot be played: the system has no rules engine.`, {
      issues: [{ path: "system", message: "a system without a rules engine" }],
    });
  }
  return engine;
}

/** The engine's EngineSetupError as AppError 422 at the request's field (`decks` are a rules game's `eras`). */
function setupError(error: EngineSetupError, free = false): AppError {
  const field = error.path === "decks" && !free ? "eras" : error.path;
  const path = error.index === undefined || error.path !== "decks" ? field : `${field}[${error.index}]`;
  return validationError([{ path, message: error.message }], "The game cannot be dealt");
}

/** The document the engine deals from: the pack's, with the setup's deal options the engine reads there (Genesis: `recruits`, `advanced`). */
export function engineDocument(setup: GameSetup): unknown {
  if (setup.engine === "free") return freeTableDocument(setup.document);
  if (setup.recruits === undefined && setup.advanced === undefined) return setup.document;
  return { ...setup.document, ...(setup.recruits === undefined ? {} : { recruits: setup.recruits }), ...(setup.advanced === undefined ? {} : { advanced: setup.advanced }) };
}

/** The deal, by the pack system's engine. Its EngineSetupError (too few players, CGS-180, ...) -> AppError 422 naming the field. */
export function deal(setup: GameSetup): unknown {
  const engine = engineOf(setup);
  try {
    return engine.deal({ document: engineDocument(setup), decks: setup.eras, names: setup.names, seed: setup.seed });
  } catch (error) {
    throw error instanceof EngineSetupError ? setupError(error, setup.engine === "free") : error;
  }
}

/**
 * A take-back that names the wrong entries: a replay file's fault, not a rule of any game, so its
 * code and rule are trial play's own (the same for every system).
 */
function undoRejection(message: string): Rejection {
  return { code: "bad-take-back", rule: "take-back", section: "Trial play: take-backs", message };
}

/**
 * Replays `log` from `start` (the deal) with `engine` (the game's: {@link engineOf}), continuing
 * `from` when given (`from` must be the replay of a prefix of this log: only the entries after it
 * are applied). Returns the first refused entry instead when the engine refuses one; nothing
 * throws for a bad log.
 */
export function replayLog(start: unknown, log: readonly LogEntry[], from: Replayed | undefined, engine: AnyEngine): ReplayResult {
  const effective = from ? [...from.effective] : [];
  const states = from ? [...from.states] : [start];
  const events = from ? [...from.events] : [];
  const moments = from ? [...from.moments] : [start];
  for (let index = events.length; index < log.length; index++) {
    const entry = log[index] as LogEntry;
    if (entry.by === "undo") {
      const undone = (entry.action as unknown as UndoAction).undone;
      const tail = effective.slice(effective.length - undone.length);
      if (undone.length === 0 || undone.length > effective.length || tail.some((v, i) => v !== undone[i])) {
        return { ok: false, refused: { index, rejection: undoRejection(`a take-back must name the last entries still in effect (${effective.slice(-3).join(", ") || "none"}); it names ${undone.join(", ")}`) } };
      }
      effective.length -= undone.length;
      states.length -= undone.length;
      events.push([]);
      moments.push(states[states.length - 1]);
      continue;
    }
    const result = engine.apply(states[states.length - 1], entry.action);
    if (!result.ok) return { ok: false, refused: { index, rejection: result.rejection } };
    effective.push(index);
    states.push(result.state);
    events.push(result.events);
    moments.push(result.state);
  }
  return { ok: true, replayed: { effective, states, events, moments } };
}

/** The replay of a log the server wrote itself: a refusal means stored data broke, a 500. */
export function replayStored(start: unknown, log: readonly LogEntry[], from: Replayed | undefined, engine: AnyEngine): Replayed {
  const result = replayLog(start, log, from, engine);
  if (!result.ok) throw new Error(`stored game log refused at entry ${result.refused.index}: ${result.refused.rejection.message}`);
  return result.replayed;
}

/**
 * Lets the bots act until the game waits for a human seat or is over. Returns the entries
 * appended (possibly none) and the replay extended by them; `log` is not changed. The bots'
 * turns are lib/table/bot-turns.ts, the code the table runs to predict this answer.
 */
export function playBots(setup: GameSetup, log: readonly LogEntry[], replayed: Replayed): { entries: LogEntry[]; replayed: Replayed } {
  const turns = botTurns(engineOf(setup), setup.seats, setup.seed, log.length, current(replayed));
  const entries = turns.map((t): LogEntry => ({ action: t.action as unknown as LogEntry["action"], by: t.by as SeatKind }));
  return {
    entries,
    replayed: {
      effective: [...replayed.effective, ...turns.map((_, k) => log.length + k)],
      states: [...replayed.states, ...turns.map((t) => t.state)],
      events: [...replayed.events, ...turns.map((t) => t.events)],
      moments: [...replayed.moments, ...turns.map((t) => t.state)],
    },
  };
}

/**
 * A human's action checked against the current state by the game's engine: a bad shape (too
 * large, an unknown type or key: action-shape.ts) as AppError 422 at its path, the engine's
 * rejection as AppError 422 (`rule` and `rejection` in the body), or an action for a seat a bot
 * plays (the engine's `seatOf`, else the seat the game waits for).
 */
export function checkHumanAction(setup: GameSetup, state: unknown, action: unknown): unknown {
  const engine = engineOf(setup);
  const shape = actionShapeIssues(engine, action);
  if (shape.length > 0) throw validationError(shape, "This is not an action of the game; nothing was appended");
  const problem = engine.check(state, action);
  if (problem !== null) throw rejected(problem);
  const seat = engine.seatOf !== undefined ? engine.seatOf(action) : engine.toAct(state);
  const kind = seat === null ? undefined : setup.seats[seat];
  if (kind !== "human") {
    throw new AppError("validation", `${(seat === null ? undefined : setup.names[seat]) ?? "That seat"} is played by the ${String(kind)} bot; act for a human seat.`, {
      issues: [{ path: "player", message: "a seat a bot plays" }],
    });
  }
  return action;
}

/**
 * An engine rejection as the app's error: 422, `{ code: "validation", message, issues, rule,
 * section, rejection }` (`rejection`: the engine's code). A refused log entry adds its `index`.
 */
export function rejected(rejection: Rejection, path = "(body)", index?: number): AppError {
  const message = index === undefined ? rejection.message : `Action ${index} of the log is refused: ${rejection.message}`;
  return new AppError("validation", message, {
    issues: [{ path, message: rejection.message }],
    details: { rule: rejection.rule, section: rejection.section, rejection: rejection.code, ...(index === undefined ? {} : { index }) },
  });
}

/**
 * The take-back of the last human action: the entry to append (naming the log indices it takes
 * back: that action and the bots' actions after it). AppError 422 when no human action is left.
 */
export function takeBack(log: readonly LogEntry[], replayed: Replayed): LogEntry {
  const { effective } = replayed;
  let k = effective.length - 1;
  while (k >= 0 && log[effective[k] as number]?.by !== "human") k--;
  if (k < 0) throw new AppError("validation", "There is no action of yours left to take back.", { issues: [{ path: "(body)", message: "nothing to undo" }] });
  const undone = effective.slice(k);
  return { action: { type: "undo", undone }, by: "undo" };
}

/**
 * The replay of the first `n` log entries (0 <= n <= log length), taken from `full` (the replay of
 * the whole log) without asking the engine anything: the states are the kept moments, and which
 * entries are in effect after n entries is recounted from the take-backs among them. This holds
 * even when a later take-back reaches back before n (those entries are gone from `full.states`
 * but not from `full.moments`).
 */
export function replayPrefix(log: readonly LogEntry[], full: Replayed, n: number): Replayed {
  if (n === log.length) return full;
  const effective: number[] = [];
  for (let i = 0; i < n; i++) {
    const entry = log[i] as LogEntry;
    if (entry.by === "undo") effective.length -= (entry.action as unknown as UndoAction).undone.length;
    else effective.push(i);
  }
  const moments = full.moments.slice(0, n + 1);
  const states = [moments[0], ...effective.map((i) => full.moments[i + 1])];
  return { effective, states, events: full.events.slice(0, n), moments };
}
