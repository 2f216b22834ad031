/**
 * What a server action returns, as the components that call it see it: the value, or the error as
 * data. The actions themselves live in app/ (app/_lib/action-result.ts builds these values and
 * re-exports the types); components take the actions as callbacks from their page and import this
 * type from here, never from app/ (eslint.config.mjs forbids it).
 */
import type { FormatIssue } from "@/lib/packs/schema";
import type { ErrorCode } from "@/lib/server/errors";

export interface ActionError {
  readonly code: ErrorCode;
  /** Says how to fix it. */
  readonly message: string;
  /** Every bad input path (`eras[0].cards[3].copies`). */
  readonly issues: readonly FormatIssue[];
  /** A version conflict carries the record as it is now. */
  readonly current?: unknown;
}

export type ActionResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ActionError };

/**
 * The message of the first issue at `path` (or under it: `aliases` matches `aliases[2].target`),
 * or null. Forms put it under the field it is about.
 */
export function issueFor(error: ActionError | null, path: string): string | null {
  if (!error) return null;
  const hit = error.issues.find((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`));
  return hit ? hit.message : null;
}
