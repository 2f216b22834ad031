/**
 * Calling a server action from a client component without ever being left hanging.
 *
 * The actions return their failures as data (`{ ok: false, error }`, app/_lib/action-result.ts),
 * but the call itself is a fetch: when the network is down, the server fails before answering or
 * the action throws, its promise REJECTS. A component that only reads the result then never
 * leaves its busy state, never rolls back an optimistic change and never says why. `runAction`
 * turns that rejection into the same error shape, so the one `if (!result.ok)` branch every
 * caller already has handles it too.
 */
import { unstable_rethrow } from "next/navigation";
import type { ActionError, ActionResult } from "@/lib/action-result";

/**
 * The error a rejected call becomes: code `internal` (as a server failure is), and a message that
 * says what to do and then `kept`, one sentence on what the page still holds ("Your changes are
 * still in the form.") so the designer knows nothing was thrown away.
 */
export function unreachableError(kept: string): ActionError {
  return {
    code: "internal",
    message: `Greenhouse did not answer (the connection may be down, or the server failed). Check your connection and try again. ${kept}`,
    issues: [],
  };
}

/**
 * Runs `call` (a server action call) and returns its result; never rejects. A rejection, or a
 * throw before the promise exists, comes back as `{ ok: false, error: unreachableError(kept) }`.
 * Next's own control flow (an action's redirect() or notFound(), which reach the client as a
 * rejection) is rethrown, so those still navigate.
 */
export async function runAction<T>(call: () => Promise<ActionResult<T>>, kept: string): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error);
    // The designer sees the message; the developer needs the cause, which the message hides.
    console.error("A server action failed before answering:", error);
    return { ok: false, error: unreachableError(kept) };
  }
}
