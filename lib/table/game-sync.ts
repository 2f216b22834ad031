/**
 * The table keeps its game in step with the server without receiving the state (issue 11
 * "Speed"): an action or undo posted with `?since=n` is answered with the new log entries only
 * and a digest of the server's state after them (lib/server/games `GameTailDto`). The table runs
 * the same pure, seeded engine, so it applies those entries to the state it holds and compares
 * digests; on any doubt (a refused entry, a take-back reaching a state it never held, a digest
 * that differs) it reloads the whole game with a GET. Pure: no fetch, no React. Which engine and
 * which digest: the system's table adapter (`GameSystem.table`, lib/systems/table-contract.ts);
 * the replay itself is ./tail.ts.
 */
import type { Synced, SyncEntry } from "@/lib/systems/table-contract";
import { syncedFrom } from "./tail";

export type { Synced, SyncEntry, TailResult } from "@/lib/systems/table-contract";

/**
 * The digest of a text: a 32-bit FNV-1a hash with the text's length (`<8 hex>-<length base 36>`).
 * For a system without a digest of its own, the server and the table digest the state's JSON.
 */
export function textDigest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16).padStart(8, "0")}-${text.length.toString(36)}`;
}

/** The table's replay after a full GET: the whole log and the state after it. */
export function syncedFromGame<S>(log: readonly SyncEntry[], state: S): Synced<S> {
  return syncedFrom(log, state);
}

/** The last state the table holds (always known: a GET or an applied entry set it). */
export function syncedState<S>(synced: Synced<S>): S {
  return synced.states[synced.states.length - 1] as S;
}
