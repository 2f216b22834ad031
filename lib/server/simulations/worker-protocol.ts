/**
 * Messages between the server and a simulation job's worker thread (worker-entry.ts). The job
 * is given as `workerData`; the server may post `cancel`; the worker posts progress and then
 * exactly one of done, cancelled or failed, and exits.
 */
import type { BotKind } from "../../systems/got-cgs/engine/bots/bot";
import type { DeckSource } from "../../systems/got-cgs/engine/simulate";
import type { SimulationReport } from "../../systems/got-cgs/engine/simulate-report";

export interface JobRequest {
  readonly source: DeckSource;
  readonly games: number;
  readonly seed: number | string;
  readonly players: number;
  readonly bot: BotKind;
  /** Engine worker threads (default: the engine's, one per core up to 8). */
  readonly workers?: number;
}

export type JobCommand = { readonly type: "cancel" };

export type JobMessage =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly report: SimulationReport }
  | { readonly type: "cancelled" }
  | { readonly type: "failed"; readonly message: string; readonly expected: boolean };
