/**
 * The one mechanism of trial play (DESIGN.md "Trial play"): a game is its setup and its action
 * log, and its state is the replay of the log through the pure engine. Resume, undo, fork, the
 * replay viewer and import all go through {@link replayLog}. No database here.
 *
 * The log holds every action, the bots' included, so replaying never asks a bot anything: bots
 * are asked only for new moves ({@link playBots}), each created with a seed derived from the
 * game's seed, its seat and the log length, so the same log always gets the same answers.
 */
import { decksFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { apply, check } from "@/lib/systems/got-cgs/engine/reducer";
import { newSession, SessionSetupError, type DeckSpec, type SessionOptions } from "@/lib/systems/got-cgs/engine/setup";
import { GOT_CGS_ENGINE } from "@/lib/systems/got-cgs/rules-engine";
import { botTurns } from "@/lib/table/bot-turns";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import { rejection, type Rejection } from "@/lib/systems/got-cgs/engine/rules";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import type { PackDocument } from "@/lib/packs/schema";
import type { LogEntry, SeatKind, UndoAction } from "@/lib/packs/replay";
import { AppError, validationError } from "../errors";

/** Everything a game is dealt from. */
export interface GameSetup {
  readonly document: PackDocument;
  /** Era deck names in play order. */
  readonly eras: readonly string[];
  readonly seats: readonly SeatKind[];
  /** One per seat; the engine's player names. */
  readonly names: readonly string[];
  readonly seed: number | string;
}

/** The log replayed: the state after every applied entry and the events of every entry. */
export interface Replayed {
  /** Log indices (0-based) still in effect, in order: undone entries and take-backs are not. */
  readonly effective: readonly number[];
  /** `states[k]`: the state after the first k effective entries (`states[0]` is the deal). */
  readonly states: readonly GameState[];
  /** The events of each log entry, one list per entry (a take-back has none). */
  readonly events: readonly (readonly GameEvent[])[];
  /**
   * `moments[i]`: the state after the first i log entries, take-backs applied (`moments[0]` is the
   * deal): the replay viewer's `?at=i` and a fork's prefix, kept even when a later take-back
   * removes the entry from `states`, so viewing a past moment never replays.
   */
  readonly moments: readonly GameState[];
}

/** Where a log stops replaying: the entry's 0-based index and why. */
export interface RefusedEntry {
  readonly index: number;
  readonly rejection: Rejection;
}

export type ReplayResult = { readonly ok: true; readonly replayed: Replayed } | { readonly ok: false; readonly refused: RefusedEntry };

/** The last state of a replayed log. */
export function current(replayed: Replayed): GameState {
  return replayed.states[replayed.states.length - 1] as GameState;
}

/** Default player names: the designer's seats are "You" when only one seat is human. */
export function defaultNames(seats: readonly SeatKind[]): string[] {
  const humans = seats.filter((s) => s === "human").length;
  return seats.map((kind, i) => (kind === "human" ? (humans === 1 ? "You" : `Player ${i + 1}`) : `${kind === "greedy" ? "Greedy" : "Random"} bot ${i + 1}`));
}

/**
 * The engine's session options for a setup. Unknown era names -> AppError 422 at `eras[i]`.
 * The pack's eras before the first one played are the skipped eras (CGS-252, CGS-253).
 */
export function sessionOptions(setup: GameSetup): SessionOptions {
  const decks: DeckSpec[] = [];
  const issues = setup.eras.flatMap((name, i) => {
    const deck = decksFromPack(setup.document, name)[0];
    if (deck === undefined) return [{ path: `eras[${i}]`, message: `the pack has no era deck named "${name}"` }];
    decks.push(deck);
    return [];
  });
  if (issues.length > 0) throw validationError(issues, "The game cannot be dealt");
  const first = setup.document.eras.findIndex((e) => e.name === setup.eras[0]);
  const skipped = setup.document.eras.slice(0, Math.max(0, first)).filter((e) => !setup.eras.includes(e.name)).flatMap((e) => decksFromPack(setup.document, e.name));
  const { playerAffiliations: fixed, players: packPlayers } = setup.document.pack.instructions;
  return {
    players: setup.names,
    eras: decks,
    skipped,
    seed: setup.seed,
    ...(fixed !== undefined && fixed.length > 0 ? { playerAffiliations: fixed } : {}),
    ...(packPlayers !== undefined ? { packPlayers } : {}),
  };
}

/** Which request field a setup error is about, from the engine's message. */
function setupErrorPath(message: string): string {
  if (/player names/i.test(message)) return "names";
  if (/player|seat|affiliation/i.test(message)) return "seats";
  return "eras";
}

/** The deal. The engine's SessionSetupError (too few players, CGS-180, ...) -> AppError 422 naming the field. */
export function deal(setup: GameSetup): GameState {
  try {
    return newSession(sessionOptions(setup));
  } catch (error) {
    if (error instanceof SessionSetupError) {
      throw validationError([{ path: setupErrorPath(error.message), message: error.message }], "The game cannot be dealt");
    }
    throw error;
  }
}

function undoRejection(message: string): Rejection {
  return rejection("unknown-action", message);
}

/**
 * Replays `log` from `start` (the deal), continuing `from` when given (`from` must be the replay
 * of a prefix of this log: only the entries after it are applied). Returns the first refused
 * entry instead when the engine refuses one; nothing throws for a bad log.
 */
export function replayLog(start: GameState, log: readonly LogEntry[], from?: Replayed): ReplayResult {
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
      moments.push(states[states.length - 1] as GameState);
      continue;
    }
    const result = apply(states[states.length - 1] as GameState, entry.action as unknown as Action);
    if (!result.ok) return { ok: false, refused: { index, rejection: result.rejection } };
    effective.push(index);
    states.push(result.state);
    events.push(result.events);
    moments.push(result.state);
  }
  return { ok: true, replayed: { effective, states, events, moments } };
}

/** The replay of a log the server wrote itself: a refusal means stored data broke, a 500. */
export function replayStored(start: GameState, log: readonly LogEntry[], from?: Replayed): Replayed {
  const result = replayLog(start, log, from);
  if (!result.ok) throw new Error(`stored game log refused at entry ${result.refused.index}: ${result.refused.rejection.message}`);
  return result.replayed;
}

/**
 * Lets the bots act until the game waits for a human seat or is over. Returns the entries
 * appended (possibly none) and the replay extended by them; `log` is not changed. The bots'
 * turns are lib/table/bot-turns.ts, the code the table runs to predict this answer.
 */
export function playBots(setup: GameSetup, log: readonly LogEntry[], replayed: Replayed): { entries: LogEntry[]; replayed: Replayed } {
  const turns = botTurns(GOT_CGS_ENGINE, setup.seats, setup.seed, log.length, replayed.states[replayed.states.length - 1] as GameState);
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
 * A human's action checked against the current state: the engine's rejection as AppError 422
 * (`rule` and `rejection` in the body), or an action for a seat a bot plays.
 */
export function checkHumanAction(setup: GameSetup, state: GameState, action: unknown): Action {
  const a = action as Action;
  const problem = check(state, a);
  if (problem !== null) throw rejected(problem);
  const kind = setup.seats[a.player];
  if (kind !== "human") {
    throw new AppError("validation", `${state.players[a.player] ?? "That seat"} is played by the ${String(kind)} bot; act for a human seat.`, {
      issues: [{ path: "player", message: "a seat a bot plays" }],
    });
  }
  return a;
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
  const states = [moments[0] as GameState, ...effective.map((i) => full.moments[i + 1] as GameState)];
  return { effective, states, events: full.events.slice(0, n), moments };
}
