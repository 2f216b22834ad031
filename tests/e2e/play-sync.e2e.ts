/**
 * The table in step with the server without the state (issue 11 "Speed"; lib/table/game-sync.ts):
 * an action's answer (`?since=n`) carries the new entries and a digest, and the page applies them
 * with its own engine. Proven against a reload (the full GET) of the same game: after an action
 * applied without a GET, after a take-back reaching before the page was loaded (which reloads),
 * and after an answer whose digest was tampered with on its way (which reloads too).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserPerFile, e2eServer } from "./browser";
import { expectNoErrors, reload } from "./app-helpers";
import { act, deal, humanMove, ready } from "./play-helpers";

const session = browserPerFile();

/** What the table shows: the board's text and cards, the status and the log's lines. */
async function drawn(page: Page): Promise<string> {
  await ready(page);
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="table-board"]');
    const cards = [...(board?.querySelectorAll("[data-card-id]") ?? [])].map((c) => c.getAttribute("data-card-id")).join(",");
    const log = [...document.querySelectorAll('[data-testid="game-log"] li')].map((li) => li.textContent).join("\n");
    return `${board?.textContent ?? ""}\n${cards}\n${log}`;
  });
}

/** GETs of the game the page makes from now on (the reloads of the table). */
function countGets(page: Page, gameId: string): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === `/api/games/${gameId}`) n++;
  });
  return () => n;
}

describe("the table applies the answers' entries (docs/architecture.md, Trial play, ?since=n)", () => {
  it("an action is applied without a GET and draws what a reload draws; a take-back past the load and a tampered digest reload the game", async () => {
    const packId = await session.demoPackId();
    const w = await session.open(`/packs/${packId}/play`);
    const { page } = w;
    const gameId = await deal(page, packId, "The Fog Years", "31");
    const gets = countGets(page, gameId);

    // Actions: answered without the state, applied by the page, no GET; a reload draws the same.
    for (let i = 0; i < 6; i++) expect(await humanMove(page)).not.toBeNull();
    expect(gets()).toBe(0);
    const applied = await drawn(page);
    await reload(page);
    expect(await drawn(page)).toBe(applied);

    // Take-back right after the reload: the state before the action is one the page never held,
    // so it reloads the game (a GET), and shows the take-back.
    const before = gets();
    await act(page, () => page.getByRole("button", { name: "Undo" }).click());
    await page.getByTestId("game-log").getByText(/Take-back: /).waitFor();
    await ready(page);
    expect(gets()).toBe(before + 1);
    const afterUndo = await drawn(page);
    await reload(page);
    expect(await drawn(page)).toBe(afterUndo);

    // An answer whose digest differs from the page's state: the page reloads the game.
    let tampered = 0;
    await page.route(`**/api/games/${gameId}/actions?since=*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { digest: string };
      tampered++;
      await route.fulfill({ response, json: { ...body, digest: `${body.digest}-tampered` } });
    });
    const reloads = gets();
    expect(await humanMove(page)).not.toBeNull();
    await ready(page);
    expect(tampered).toBe(1);
    expect(gets()).toBe(reloads + 1);
    expect(await page.evaluate(() => performance.getEntriesByName("table-resync").length)).toBe(1);
    await page.unroute(`**/api/games/${gameId}/actions?since=*`);
    const resynced = await drawn(page);
    await reload(page);
    expect(await drawn(page)).toBe(resynced);
    expectNoErrors(w);
  });
});

describe("a stale tab (issue 24): the server answers 409 with the game as it is now", () => {
  it("a move from a tab that did not see the other tab's move is not applied; that tab says so and draws the current game", async () => {
    const packId = await session.demoPackId();
    const a = await session.open(`/packs/${packId}/play`);
    const gameId = await deal(a.page, packId, "The Fog Years", "41");
    const b = await session.open(`/packs/${packId}/play/${gameId}`);
    await ready(b.page);
    expect(await humanMove(a.page)).not.toBeNull();
    await ready(a.page);
    const moved = (await (await fetch(`${e2eServer().baseUrl}/api/games/${gameId}`)).json()) as { actions: number };

    // Tab B still shows the game before tab A's move and plays one of the moves it offers.
    expect(await humanMove(b.page)).not.toBeNull();
    await b.page.getByRole("alert").getByText("This game moved on in another tab: here it is now.").waitFor();
    await ready(b.page);
    const now = (await (await fetch(`${e2eServer().baseUrl}/api/games/${gameId}`)).json()) as { actions: number };
    expect(now.actions).toBe(moved.actions);
    expect(await drawn(b.page)).toBe(await drawn(a.page));
    expectNoErrors(a);
  });
});
