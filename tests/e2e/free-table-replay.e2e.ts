/**
 * Replay and fork on the free table (issue 27): an Altered solo game of a few moves, stepped back,
 * forward and jumped with the replay bar's slider (the board shows each moment: the hand's count
 * follows), then forked from a middle step: the new game starts from that moment, live. Zoom by
 * the Z key and the roving Tab stop are checked on the way. Waits for states only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";

const session = browserPerFile();
const root = join(import.meta.dirname, "..", "..");
const DECK = "Muna: Lanterns of the Fen";
const zone = (page: Page, label: string): Locator => page.getByRole("region", { name: label, exact: true });
const cardsIn = (page: Page, label: string): Locator => zone(page, label).locator("[data-card]");
const settled = (page: Page) => page.locator('[data-testid="free-table"][aria-busy="false"]').waitFor();

async function waitCount(locator: Locator, n: number): Promise<void> {
  if (n > 0) await locator.nth(n - 1).waitFor();
  await expect.poll(() => locator.count()).toBe(n);
}

describe("free-table replay", () => {
  it("step back, forward, jump, fork from a step; Z zooms; one Tab stop per zone", async () => {
    const res = await fetch(`${session.baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: readFileSync(join(root, "seeds", "altered-demo.pack.json"), "utf8") });
    const packId = ((await res.json()) as { id: string }).id;
    const made = await fetch(`${session.baseUrl}/api/packs/${packId}/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ engine: "free", decks: [DECK], seats: ["human"], seed: 5 }) });
    const gameId = ((await made.json()) as { id: string }).id;
    const w = await session.open(`/packs/${packId}/play/${gameId}`);
    const { page } = w;
    await page.setViewportSize({ width: 1440, height: 1800 });
    await settled(page);
    const hand = cardsIn(page, "Player 1's hand");
    await waitCount(hand, 6);

    // Roving tabindex: the hand has one Tab stop; ArrowRight moves the focus to the next card.
    expect(await hand.evaluateAll((els) => els.filter((e) => e.getAttribute("tabindex") === "0").length)).toBe(1);
    await hand.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-card"))).toBe(await hand.nth(1).getAttribute("data-card"));
    expect(await hand.nth(1).getAttribute("tabindex")).toBe("0");
    // Z zooms the focused card: its name large, Close returns.
    const focusedName = ((await hand.nth(1).getAttribute("aria-label")) ?? "").split(" (")[0] ?? "";
    await page.keyboard.press("z");
    const zoom = page.getByTestId("card-zoom");
    await zoom.waitFor();
    await page.getByRole("dialog").getByRole("heading", { name: focusedName }).waitFor();
    await screenshot(page, "free-table-zoom");
    await page.keyboard.press("Escape");
    await zoom.waitFor({ state: "detached" });

    // Three moves: the hand goes 6 -> 5 -> 4 -> 3.
    for (let i = 0; i < 3; i++) {
      await hand.first().getByRole("button", { name: /^Actions for / }).click();
      await page.getByRole("menuitem", { name: "Move to Expedition zone" }).click();
      await waitCount(hand, 5 - i);
      await settled(page);
    }

    const step = page.getByTestId("replay-step");
    await page.getByRole("button", { name: "Replay", exact: true }).click();
    await step.getByText("Step 2 of 3").waitFor();
    await settled(page);
    await waitCount(hand, 4);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await step.getByText("Step 1 of 3").waitFor();
    await settled(page);
    await waitCount(hand, 5);
    await page.getByRole("button", { name: "Forward" }).click();
    await step.getByText("Step 2 of 3").waitFor();
    await settled(page);
    await waitCount(hand, 4);
    // Jump: the slider to the deal.
    await page.getByRole("slider", { name: "Jump to step" }).fill("0");
    await step.getByText("Step 0 of 3").waitFor();
    await settled(page);
    await waitCount(hand, 6);
    await page.getByRole("slider", { name: "Jump to step" }).fill("1");
    await step.getByText("Step 1 of 3").waitFor();
    await settled(page);
    await waitCount(hand, 5);
    // Nothing is played on a past moment.
    expect(await page.getByRole("button", { name: "End turn" }).isDisabled()).toBe(true);
    await screenshot(page, "free-table-replay-step1");

    // Fork from step 1: a new game, live, with that moment's table.
    await page.getByRole("button", { name: "Fork from here" }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(gameId));
    await settled(page);
    await waitCount(cardsIn(page, "Player 1's hand"), 5);
    await waitCount(cardsIn(page, "Expedition zone"), 1);
    expect(await page.getByRole("button", { name: "End turn" }).isDisabled()).toBe(false);
    await screenshot(page, "free-table-forked");
    expectNoErrors(w);
  });
});
