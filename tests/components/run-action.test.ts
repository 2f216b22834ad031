/**
 * runAction: a server action call whose promise rejects (network down, server failure, the action
 * threw) becomes the `{ ok: false, error }` the actions return themselves, with a message that says
 * what to do and what the page keeps; Next's redirect() still navigates.
 */
import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import { runAction, unreachableError } from "@/lib/client/run-action";

afterEach(() => vi.restoreAllMocks());

describe("runAction", () => {
  it("passes an answer through, a refusal as well as a value", async () => {
    const ok: ActionResult<number> = { ok: true, value: 3 };
    const refused: ActionResult<number> = { ok: false, error: { code: "conflict", message: "stale", issues: [] } };
    expect(await runAction(async () => ok, "kept")).toBe(ok);
    expect(await runAction(async () => refused, "kept")).toBe(refused);
  });

  it("turns a rejection into an internal error that says to check the connection and what is kept, and logs the cause", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = new TypeError("Failed to fetch");
    const result = await runAction<number>(() => Promise.reject(cause), "Your changes are still in the form.");
    expect(result).toEqual({ ok: false, error: { code: "internal", message: expect.stringContaining("Check your connection and try again.") as string, issues: [] } });
    expect(!result.ok && result.error.message.endsWith("Your changes are still in the form.")).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.any(String), cause);
  });

  it("catches a throw before the promise exists", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await runAction<number>(() => {
      throw new Error("boom");
    }, "Nothing changed.");
    expect(result).toEqual({ ok: false, error: unreachableError("Nothing changed.") });
  });

  it("rethrows Next's redirect so the action still navigates", async () => {
    let redirectError: unknown;
    try {
      redirect("/packs");
    } catch (error) {
      redirectError = error;
    }
    await expect(runAction(() => Promise.reject(redirectError), "kept")).rejects.toBe(redirectError);
  });
});
