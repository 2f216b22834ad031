/**
 * The table's prediction of an action's answer (issue 11 "Speed", docs/architecture.md "Trial play": the
 * browser runs the same engine). On a click the table applies the designer's action to the state
 * it holds and plays the bots exactly as the server does (lib/table/bot-turns.ts), paints that at
 * once, and posts the action. The server's answer (`?since=n`: entries + digest) then either
 * confirms the prediction (same entries, same digest: nothing to redraw) or replaces it (the
 * table applies the server's entries to the state it held before the click, or reloads).
 * Pure: no fetch, no React.
 */
import type { EngineRejection } from "@/lib/systems/engine";
import { botTurns, type BotTurnEngine } from "./bot-turns";
import type { SyncEntry, Synced, TailResult } from "./game-sync";

export interface PredictionEngine<S, A, E> extends BotTurnEngine<S, A, E> {
  check(state: S, action: unknown): EngineRejection | null;
}

/** A predicted log entry: as the server will write it, with its events and the state after it. */
export interface PredictedEntry<S, E> {
  readonly action: unknown;
  readonly by: string;
  readonly events: readonly E[];
  readonly state: S;
}

/** The answer the table expects: the entries from `from` on (the designer's action first). */
export interface Prediction<S, E> {
  readonly from: number;
  readonly entries: readonly PredictedEntry<S, E>[];
  /** The state after the last entry. */
  readonly state: S;
}

export type PredictResult<S, E> = { readonly ok: true; readonly prediction: Prediction<S, E> } | { readonly ok: false; readonly rejection: EngineRejection };

/**
 * The designer's `action` (seat played by a human) applied to `state`, the state after
 * `logLength` log entries, and the bots' answers after it. The engine's rejection when the action
 * is refused (nothing to post then). Bot kinds come from `seats`, their seeds from `seed`. A game
 * answered without its seed (hidden information, lib/server/games/seat-view.ts) cannot be
 * predicted: that throws, and the table waits for the server's answer.
 */
export function predict<S, A, E>(
  engine: PredictionEngine<S, A, E>,
  game: { readonly seats: readonly string[]; readonly seed: number | string | null },
  logLength: number,
  state: S,
  action: unknown,
): PredictResult<S, E> {
  if (game.seed === null) throw new Error("a game answered without its seed (hidden information) cannot be predicted");
  const mine = engine.apply(state, action);
  if (!mine.ok) return { ok: false, rejection: mine.rejection };
  const turns = botTurns(engine, game.seats, game.seed, logLength + 1, mine.state);
  const entries: PredictedEntry<S, E>[] = [
    { action, by: "human", events: mine.events, state: mine.state },
    ...turns.map((t) => ({ action: t.action as unknown, by: t.by, events: t.events, state: t.state })),
  ];
  return { ok: true, prediction: { from: logLength, entries, state: (entries[entries.length - 1] as PredictedEntry<S, E>).state } };
}

/** JSON text with object keys sorted: two actions are the same action when these are equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * The server's answer checked against the prediction: ok (the table's replay extended by the
 * predicted states) when it starts where the prediction does, holds the same entries (actions
 * and who took them) and the predicted state's digest is the server's; otherwise not ok with the
 * reason, and the table must adopt the server's answer instead (applyTail from `synced`, the
 * replay it held before the click, or a reload).
 */
export function confirmPrediction<S, E>(
  synced: Synced<S>,
  prediction: Prediction<S, E>,
  answer: { readonly logFrom: number; readonly log: readonly SyncEntry[]; readonly digest: string },
  digestOf: (state: S) => string,
): TailResult<S> {
  if (answer.logFrom !== prediction.from || prediction.from !== synced.length) {
    return { ok: false, reason: `the answer starts at entry ${answer.logFrom}, the prediction at ${prediction.from}, the table holds ${synced.length}` };
  }
  if (answer.log.length !== prediction.entries.length) return { ok: false, reason: `the server answered ${answer.log.length} entries, the table predicted ${prediction.entries.length}` };
  for (let k = 0; k < answer.log.length; k++) {
    const theirs = answer.log[k] as SyncEntry;
    const ours = prediction.entries[k] as PredictedEntry<S, E>;
    if (theirs.by !== ours.by || canonicalJson(theirs.action) !== canonicalJson(ours.action)) {
      return { ok: false, reason: `entry ${prediction.from + k} differs from the prediction` };
    }
  }
  const mine = digestOf(prediction.state);
  if (mine !== answer.digest) return { ok: false, reason: `predicted state digest ${mine}, the server's ${answer.digest}` };
  return {
    ok: true,
    state: prediction.state,
    synced: {
      length: prediction.from + prediction.entries.length,
      effective: [...synced.effective, ...prediction.entries.map((_, k) => prediction.from + k)],
      states: [...synced.states, ...prediction.entries.map((e) => e.state)],
    },
  };
}

/** The server's `?since=n` answer as {@link settle} reads it. */
export interface TailAnswer {
  readonly logFrom: number;
  readonly log: readonly SyncEntry[];
  readonly digest: string;
}

/** What the table does once the server answered a predicted action. */
export type Settled<S> =
  /** The prediction was the answer: keep the table as painted. */
  | { readonly kind: "confirmed"; readonly synced: Synced<S>; readonly state: S }
  /** The answer differs: draw the server's entries, applied to the state before the click. */
  | { readonly kind: "replaced"; readonly synced: Synced<S>; readonly state: S; readonly reason: string }
  /** The server refused or failed (422, 409, no answer): nothing was appended; draw the state before the click. */
  | { readonly kind: "rolledBack"; readonly reason: string }
  /** The answer cannot be applied to what the table holds: load the whole game. */
  | { readonly kind: "reload"; readonly reason: string };

/**
 * The table's next step after the server answered (or refused) a predicted action. `synced` is
 * the table's replay before the click (null: it holds no live game), `prediction` what it painted
 * (null: it could not predict), `adopt` applies the answer's entries to `synced` with the engine
 * (lib/table/game-sync.ts applyTail), `digestOf` the state digest the server sends.
 */
export function settle<S, E>(
  synced: Synced<S> | null,
  prediction: Prediction<S, E> | null,
  answer: { readonly ok: true; readonly value: TailAnswer } | { readonly ok: false; readonly error: { readonly status: number; readonly message: string } },
  digestOf: (state: S) => string,
  adopt: (synced: Synced<S>, answer: TailAnswer) => TailResult<S>,
): Settled<S> {
  if (!answer.ok) return { kind: "rolledBack", reason: `the server answered ${answer.error.status}: ${answer.error.message}` };
  if (synced === null) return { kind: "reload", reason: "the table holds no live game" };
  let reason = "the table made no prediction";
  if (prediction !== null) {
    const confirmed = confirmPrediction(synced, prediction, answer.value, digestOf);
    if (confirmed.ok) return { kind: "confirmed", synced: confirmed.synced, state: confirmed.state };
    reason = confirmed.reason;
  }
  const adopted = adopt(synced, answer.value);
  if (!adopted.ok) return { kind: "reload", reason: `${reason}; ${adopted.reason}` };
  return { kind: "replaced", synced: adopted.synced, state: adopted.state, reason };
}
