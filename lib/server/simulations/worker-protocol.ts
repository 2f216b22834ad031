/**
 * Messages between the server and a simulation job's worker thread (worker-entry.ts). The job
 * is given as `workerData`; the server may post `cancel`; the worker posts progress and then
 * exactly one of done, cancelled or failed, and exits. The deck source, the bot and the report
 * are the system's own values (GOT CGS: its `DeckSource`, `BotKind` and `SimulationReport`),
 * passed as JSON: only the system's code in the worker looks inside.
 */

export interface JobRequest {
  /** What the run read from the pack, in the system's shape (stored with the run as JSON). */
  readonly source: unknown;
  readonly games: number;
  readonly seed: number | string;
  readonly players: number;
  /** A bot kind of the system's engine (`engine.bots`). */
  readonly bot: string;
  /** Engine worker threads (default: the engine's, one per core up to 8). */
  readonly workers?: number;
}

export type JobCommand = { readonly type: "cancel" };

export type JobMessage =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  /** `report`: the system's report (JSON). */
  | { readonly type: "done"; readonly report: unknown }
  | { readonly type: "cancelled" }
  | { readonly type: "failed"; readonly message: string; readonly expected: boolean };
