// @vitest-environment jsdom
/**
 * The free table's controller against a simulated server (the engine behind a fake fetch): a
 * predicted move shows at once and stays when the server's digest agrees; a roll (never
 * predicted) shows the server's game once it answers; a refusal shows the message and the server's game.
 * The replay buffers its steps in the background, nearest first, so a jump is drawn without a request.
 */
import { act as run, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import { viewState } from "@/lib/free-table/view";
import { encodeSteps } from "@/lib/free-table/step-delta";
import type { FreeTableState } from "@/lib/free-table/state";
import { textDigest } from "@/lib/table/game-sync";
import { bufferOrder, QUIET_MS } from "@/components/free-table/replay-steps";
import { useFreeTable } from "@/components/free-table/use-free-table";
import type { FreeGame } from "@/components/free-table/types";
import { DOCUMENT } from "./fixture";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));

afterEach(() => vi.unstubAllGlobals());

function server() {
  let s: FreeTableState = E.deal({ document: DOCUMENT, decks: ["A"], names: ["P1"], seed: 4 });
  const log: FreeGame["log"][number][] = [];
  const page = () => viewState(s, [s.turn]);
  // The page's view after each log entry (the /steps answers).
  const past: FreeTableState[] = [page()];
  const game = (): FreeGame => ({ id: "g", packId: "p", title: "t", engine: "free", names: s.names, eras: [], toAct: s.turn, state: page(), log: [...log], actions: log.length, at: log.length });
  const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const u = new URL(url, "http://x");
    if (u.pathname.endsWith("/steps")) {
      const from = Number(u.searchParams.get("from"));
      const states = past.slice(from, from + Number(u.searchParams.get("count")));
      // As the route answers: delta-encoded when asked so (the page asks so), else whole.
      return json(200, u.searchParams.get("encoding") === "delta" ? { from, encoding: "delta", steps: encodeSteps(states), actions: log.length } : { from, states, actions: log.length });
    }
    if (init?.method !== "POST") return json(200, game());
    const since = Number(new URL(url, "http://x").searchParams.get("since"));
    const action = JSON.parse(String(init.body)) as FreeGame["log"][number]["action"];
    const r = E.apply(s, action);
    if (!r.ok) return json(422, { error: { message: r.rejection.message } });
    s = r.state;
    log.push({ action, events: r.events, by: "human" });
    past.push(page());
    return json(200, { id: "g", toAct: s.turn, log: log.slice(since), logFrom: since, actions: log.length, at: log.length, digest: textDigest(JSON.stringify(page())) });
  });
  return { fetch, game, page, past };
}

/** The /steps requests made so far, as "from,count". */
const stepRequests = (fetch: ReturnType<typeof server>["fetch"]) =>
  fetch.mock.calls.map((c) => new URL(c[0], "http://x")).filter((u) => u.pathname.endsWith("/steps")).map((u) => `${u.searchParams.get("from")},${u.searchParams.get("count")}`);

describe("useFreeTable", () => {
  it("predicts a move, waits for a roll, and shows a refusal with the server's game", async () => {
    const srv = server();
    vi.stubGlobal("fetch", srv.fetch);
    const { result } = renderHook(() => useFreeTable("p", srv.game()));
    const hand = result.current.state.zones.find((z) => z.zone === "hand" && z.seat === 0);
    const card = hand?.cards[0]?.id as string;
    run(() => result.current.act({ type: "move", seat: 0, card, to: { zone: "board", seat: 0 } }));
    // Shown before the server answers, and not busy.
    expect(result.current.state.zones.find((z) => z.zone === "board" && z.seat === 0)?.cards.map((c) => c.id)).toEqual([card]);
    expect(result.current.busy).toBe(false);
    await waitFor(() => expect(srv.fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.game.actions).toBe(1));
    expect(result.current.state).toEqual(srv.page());
    expect(srv.fetch.mock.calls.filter((c) => c[1]?.method !== "POST")).toHaveLength(0); // the digest agreed: no reload

    run(() => result.current.act({ type: "roll", seat: 0, sides: 6, count: 1 }));
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.game.log).toHaveLength(2);
    expect(result.current.state).toEqual(srv.page());

    run(() => result.current.act({ type: "move", seat: 0, card: "nope", to: { zone: "board", seat: 0 } }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.game.actions).toBe(2);
  });

  it("buffers the replay's steps nearest first, then jumps without a request; the steps are the server's", async () => {
    const srv = server();
    vi.stubGlobal("fetch", srv.fetch);
    const { result } = renderHook(() => useFreeTable("p", srv.game()));
    for (let i = 0; i < 60; i++) {
      run(() => result.current.act({ type: "roll", seat: 0, sides: 6, count: 1 }));
      await waitFor(() => expect(result.current.busy).toBe(false));
    }
    expect(result.current.game.actions).toBe(60);
    srv.fetch.mockClear();
    run(() => result.current.step(40));
    // The step alone first, then its window, then the windows around it, one request at a time.
    await waitFor(() => expect(result.current.past).toBe(40));
    expect(result.current.state).toEqual(srv.past[40]);
    await waitFor(() => expect(stepRequests(srv.fetch)).toEqual(["40,1", "25,25", "50,25", "0,25"]));
    const asked = srv.fetch.mock.calls.length;
    for (const at of [3, 59, 0, 26]) {
      run(() => result.current.step(at));
      // Held already: drawn at once, not busy, nothing asked.
      expect(result.current.past).toBe(at);
      expect(result.current.busy).toBe(false);
      expect(result.current.state).toEqual(srv.past[at]);
    }
    expect(srv.fetch.mock.calls.length).toBe(asked);
    run(() => result.current.step(null));
    expect(result.current.past).toBeNull();
    expect(result.current.state).toEqual(srv.page());
  });
  it("stops buffering when the table leaves the page", async () => {
    const srv = server();
    vi.stubGlobal("fetch", srv.fetch);
    const { result, unmount } = renderHook(() => useFreeTable("p", srv.game()));
    for (let i = 0; i < 60; i++) {
      run(() => result.current.act({ type: "roll", seat: 0, sides: 6, count: 1 }));
      await waitFor(() => expect(result.current.busy).toBe(false));
    }
    srv.fetch.mockClear();
    run(() => result.current.step(40));
    await waitFor(() => expect(result.current.past).toBe(40));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 150));
    // The step and its own window; none of the buffer's.
    expect(stepRequests(srv.fetch)).toEqual(["40,1", "25,25"]);
  });
});

describe("bufferOrder", () => {
  it("starts at the window of the step shown and alternates after and before it, within the limit and the log", () => {
    expect(bufferOrder(40, 60, 25, 4000)).toEqual([25, 50, 0]);
    expect(bufferOrder(0, 100, 25, 4000)).toEqual([0, 25, 50, 75, 100]);
    expect(bufferOrder(1999, 2000, 25, 4000)).toHaveLength(81);
    // A log longer than the limit: only the limit's steps around the one shown.
    expect(bufferOrder(5000, 10_000, 25, 100)).toEqual([5000, 5025, 4975, 5050, 4950]);
  });
});
