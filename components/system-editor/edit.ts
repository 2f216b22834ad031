/**
 * Editing the draft: an `Edit` takes a change written as plain mutation on a deep copy, so the
 * forms stay short; the editor keeps the previous draft untouched (React state is immutable).
 */
import type { SystemDefinition } from "@/lib/systems/types";

type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

/** The draft as the forms change it. */
export type MutableDraft = DeepMutable<SystemDefinition>;

export type Edit = (change: (draft: MutableDraft) => void) => void;

/** `draft` with `change` applied to a deep copy. */
export function applyEdit(draft: SystemDefinition, change: (draft: MutableDraft) => void): SystemDefinition {
  const copy = structuredClone(draft) as MutableDraft;
  change(copy);
  return copy as SystemDefinition;
}
