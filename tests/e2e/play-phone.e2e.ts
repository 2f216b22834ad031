/**
 * The table on a phone (390 px, issue 11 "Play at the table"): the zones stack in one column,
 * nothing is wider than the screen, a move is played from the move bar, and a card opens in a
 * sheet on the screen (not a long scroll below the board).
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";
import { narrowLayout, narrowProblems, PHONE, phoneScreenshot } from "./narrow";
import { act, deal, humanMove, logCount } from "./play-helpers";

const session = browserPerFile();

/** Whether the element is inside the phone's screen as it is scrolled now. */
async function onScreen(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5 && box.y >= 0 && box.y + box.height <= PHONE.height + 0.5;
}

/** The zones' boxes: one column means no two side by side, each as wide as the screen allows. */
async function zoneBoxes(page: Page) {
  return page.locator("[data-zone]").evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { id: e.getAttribute("data-zone"), left: r.left, right: r.right, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  }));
}

describe("the table at 390 px", () => {
  it("CGS-275: stacks the zones, claims an affiliation from the move bar, plays into an adventure and opens a card in a sheet on screen", async () => {
    const packId = await session.demoPackId();
    const w = await session.open();
    const { page } = w;
    await page.setViewportSize(PHONE);
    await deal(page, packId, "The Fog Years", "5");
    expect(narrowProblems(await narrowLayout(page))).toEqual([]);

    const zones = await zoneBoxes(page);
    expect(zones.length).toBe(10);
    for (const z of zones) expect(z.left >= 0 && z.right <= PHONE.width, `zone ${z.id} fits the screen`).toBe(true);
    const byTop = [...zones].sort((a, b) => a.top - b.top);
    for (let i = 1; i < byTop.length; i++) expect((byTop[i]?.top ?? 0) >= (byTop[i - 1]?.bottom ?? 0), `zone ${byTop[i]?.id} is below ${byTop[i - 1]?.id}`).toBe(true);

    // One move from the move bar: the claim button is on screen and plays.
    const claim = page.getByTestId("action-bar").getByRole("button", { name: /^Claim / }).first();
    expect(await onScreen(claim)).toBe(true);
    const before = await logCount(page);
    await act(page, () => claim.click());
    expect(await logCount(page)).toBeGreaterThan(before);
    expect(await page.getByTestId("game-log").textContent()).toMatch(/Player 1 claims /);

    // On into an adventure, for the picture of the table mid-adventure on a phone.
    for (let moves = 0; (await page.getByTestId("running-summary").count()) === 0; moves++) {
      expect(moves, "an adventure starts within 40 human actions").toBeLessThan(40);
      expect(await humanMove(page)).not.toBeNull();
    }
    expect(narrowProblems(await narrowLayout(page))).toEqual([]);
    await screenshot(page, "play-phone-mid-adventure");
    await page.evaluate(() => window.scrollTo(0, 0));
    await phoneScreenshot(page, "play-phone-mid-adventure-top");

    // A card opens in a sheet over the bottom of the screen, with its editor's link reachable.
    const card = page.locator('[data-testid="table-board"] button[data-card-id]:not([data-playable])').first();
    await card.click();
    const panel = page.getByTestId("card-panel");
    await panel.waitFor();
    expect(await onScreen(page.getByTestId("card-sheet"))).toBe(true);
    expect(await onScreen(panel.getByRole("link", { name: "Edit card" }))).toBe(true);
    expect(narrowProblems(await narrowLayout(page))).toEqual([]);
    await phoneScreenshot(page, "play-phone-card-sheet");
    await panel.getByRole("button", { name: "Close the card" }).click();
    await panel.waitFor({ state: "detached" });
    expectNoErrors(w);
  });
});
