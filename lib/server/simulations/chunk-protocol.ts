/**
 * Messages between a queue slot (chunk-thread.ts) and its worker thread (chunk-worker-entry.ts):
 * the slot posts one chunk at a time; the thread answers progress, then done or failed. The batch
 * and the counts are the run's system's (its engine's simulation hook builds and merges them),
 * passed as JSON.
 */

/** `system`: the run's system key, whose simulation hook (from the registry) plays the batch; `id`: the answers carry it (lib/workers/pool.ts). */
export type ChunkCommand = { readonly type: "chunk"; readonly id: number; readonly system: string; readonly batch: unknown };

export type ChunkMessage =
  | { readonly type: "progress"; readonly id: number; readonly done: number }
  | { readonly type: "done"; readonly id: number; readonly counts: unknown }
  | { readonly type: "failed"; readonly id: number; readonly message: string; readonly expected: boolean };
