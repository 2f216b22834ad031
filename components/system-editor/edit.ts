/**
 * Editing the draft: an `Edit` takes a change written as plain mutation on a deep copy, so the
 * forms stay short; the editor keeps the previous draft untouched (React state is immutable).
 */
import type { SystemDefinition } from "@/lib/systems/types";

type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

/** The draft as the forms change it. */
export type MutableDraft = DeepMutable<SystemDefinition>;

export type Edit = (change: (draft: MutableDraft) => void) => void;

/**
 * `draft` with `change` applied to a deep copy; every part the change left equal is the previous
 * draft's own object again (see {@link shareEqual}), so a form of a part that did not change
 * (a field, a face, the symbols) gets the same props and React skips it.
 */
export function applyEdit(draft: SystemDefinition, change: (draft: MutableDraft) => void): SystemDefinition {
  const copy = structuredClone(draft) as MutableDraft;
  change(copy);
  return shareEqual(draft, copy as SystemDefinition);
}

/** `next` with each subtree deep-equal to `prev`'s at the same place replaced by `prev`'s (plain JSON-like data). */
export function shareEqual<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (typeof prev !== "object" || typeof next !== "object" || prev === null || next === null) return next;
  if (Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((v: unknown, i) => {
      const shared = shareEqual(prev[i] as unknown, v);
      if (shared !== prev[i]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const shared = shareEqual(before[k], after[k]);
    if (shared !== before[k] || !(k in before)) same = false;
    out[k] = shared;
  }
  return (same ? prev : out) as T;
}
