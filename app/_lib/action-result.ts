/**
 * What every server action returns: the value, or the error as data (never a thrown error, so
 * the form that called it can show the message and the paths of the bad fields).
 */
import { unstable_rethrow } from "next/navigation";
import { toErrorPayload } from "@/lib/server/errors";
import type { ActionResult } from "@/lib/action-result";

// The types sit in lib/ so that components can name them without importing app/.
export type { ActionError, ActionResult } from "@/lib/action-result";

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
