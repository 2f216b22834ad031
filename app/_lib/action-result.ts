/**
 * What every server action returns: the value, or the error as data (never a thrown error, so
 * the form that called it can show the message and the paths of the bad fields).
 */
import { unstable_rethrow } from "next/navigation";
import { toErrorPayload, type ErrorCode } from "@/lib/server/errors";
import type { FormatIssue } from "@/lib/packs/schema";

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
 * Runs `fn` and returns its value or its error as data. Next's own control flow (redirect,
 * notFound) is rethrown so it still works inside.
 */
export async function attempt<T>(fn: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    unstable_rethrow(error);
    const { body } = toErrorPayload(error);
    const { code, message, issues, current } = body.error;
    return { ok: false, error: { code, message, issues, ...(current === undefined ? {} : { current }) } };
  }
}
