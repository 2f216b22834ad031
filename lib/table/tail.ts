/**
 * lib/table/game-sync.ts's `applyTail` for any rules engine: the answer's entries applied to the
 * table's replay with the system's engine, and the result checked against the server's digest
 * (the system's own, lib/table/digest.ts). game-sync.ts's GOT CGS `applyTail` is this one with
 * GOT CGS's engine and digest.
 */
import type { EngineApplyResult } from "@/lib/systems/engine";
import type { SyncEntry, Synced, TailResult } from "@/lib/systems/table-contract";

export interface TailEngine<S> {
  apply(state: S, action: unknown): EngineApplyResult<S, unknown>;
}

function undoneOf(entry: SyncEntry): readonly number[] | null {
  if (entry.by !== "undo") return null;
  const undone = (entry.action as { undone?: unknown } | null)?.undone;
  return Array.isArray(undone) ? (undone as number[]) : [];
}

/** The log indices still in effect: every entry but the take-backs and the entries they took back. */
export function effectiveEntries(log: readonly SyncEntry[]): number[] {
  const effective: number[] = [];
  log.forEach((entry, i) => {
    const undone = undoneOf(entry);
    if (undone === null) effective.push(i);
    else effective.length = Math.max(0, effective.length - undone.length);
  });
  return effective;
}

/**
 * Whether the server would take an action back (lib/server/games/play.ts `takeBack`): a human
 * entry is still in effect. Not "the log has a human entry": once every human action has been
 * taken back, Undo would be refused (422 "no action of yours left").
 */
export function canTakeBack(log: readonly SyncEntry[]): boolean {
  return effectiveEntries(log).some((i) => log[i]?.by === "human");
}

/** The table's replay after a full GET: the whole log and the state after it. */
export function syncedFrom<S>(log: readonly SyncEntry[], state: S): Synced<S> {
  const effective = effectiveEntries(log);
  return { length: log.length, effective, states: [...Array<null>(effective.length).fill(null), state] };
}

/**
 * Applies the answer's entries (`from`: the index of `entries[0]` in the whole log) with `engine`
 * and checks the result against the server's `digest`. Not ok, with the reason, when the table
 * must reload (the answer starts elsewhere, an entry is refused, a take-back reaches a state the
 * table never held, or the digests differ).
 */
export function applyTailWith<S>(
  engine: TailEngine<S>,
  digestOf: (state: S) => string,
  synced: Synced<S>,
  from: number,
  entries: readonly SyncEntry[],
  digest: string,
  known?: { readonly index: number; readonly state: S },
): TailResult<S> {
  if (from !== synced.length) return { ok: false, reason: `the answer starts at entry ${from}, the table holds ${synced.length}` };
  const effective = [...synced.effective];
  const states = [...synced.states];
  for (let k = 0; k < entries.length; k++) {
    const entry = entries[k] as SyncEntry;
    const index = from + k;
    const undone = undoneOf(entry);
    if (undone !== null) {
      const tail = effective.slice(effective.length - undone.length);
      if (undone.length === 0 || undone.length > effective.length || tail.some((v, i) => v !== undone[i])) {
        return { ok: false, reason: `take-back ${index} does not name the last entries in effect` };
      }
      effective.length -= undone.length;
      states.length -= undone.length;
      if (states[states.length - 1] === null) return { ok: false, reason: `take-back ${index} goes back before the game was loaded` };
      continue;
    }
    let next: S;
    if (known !== undefined && known.index === index && k === 0) next = known.state;
    else {
      const result = engine.apply(states[states.length - 1] as S, entry.action);
      if (!result.ok) return { ok: false, reason: `entry ${index} refused: ${result.rejection.message}` };
      next = result.state;
    }
    effective.push(index);
    states.push(next);
  }
  const state = states[states.length - 1] as S;
  const mine = digestOf(state);
  if (mine !== digest) return { ok: false, reason: `state digest ${mine}, the server's ${digest}` };
  return { ok: true, synced: { length: from + entries.length, effective, states }, state };
}
