/**
 * Messages between a queue slot (chunk-thread.ts) and its worker thread (chunk-worker-entry.ts):
 * the slot posts one chunk at a time; the thread answers progress, then done or failed.
 */
import type { GameBatch } from "../../systems/got-cgs/engine/simulate-games";
import type { Counts } from "../../systems/got-cgs/engine/stats";

export type ChunkCommand = { readonly type: "chunk"; readonly batch: GameBatch };

export type ChunkMessage =
  | { readonly type: "progress"; readonly done: number }
  | { readonly type: "done"; readonly counts: Counts }
  | { readonly type: "failed"; readonly message: string; readonly expected: boolean };
