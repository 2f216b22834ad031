/**
 * The free table in a real browser (issue 27): the Altered demo deck played solo, as a designer
 * does it. Deal from the Play page (the Hero placed, six cards dealt), move a hand card to the
 * expedition zone by dragging it and another by keyboard through its menu, boost a card, roll a
 * die (the result in the log), undo, and reload: the game resumes as it was. Waits for states only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, reload } from "./app-helpers";

const session = browserPerFile();
const root = join(import.meta.dirname, "..", "..");

const zone = (page: Page, label: string): Locator => page.getByRole("region", { name: label, exact: true });
const cardsIn = (page: Page, label: string): Locator => zone(page, label).locator("[data-card]");

/** Waits until the table is not waiting for the server. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="free-table"][aria-busy="false"]').waitFor();
}

async function waitCount(locator: Locator, n: number): Promise<void> {
  await locator.nth(n - 1).waitFor();
  await expect.poll(() => locator.count()).toBe(n);
}

describe("the free table", () => {
  it("an Altered deck solo: hero placed, six dealt, moves by drag and by keyboard, a counter, a die, undo, reload", async () => {
    const res = await fetch(`${session.baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: readFileSync(join(root, "seeds", "altered-demo.pack.json"), "utf8") });
    expect(res.status).toBe(201);
    const packId = ((await res.json()) as { id: string }).id;

    const w = await session.open(`/packs/${packId}/play`);
    const { page } = w;
    // Tall enough that the hand and the shared expedition zone are both on screen: a drag to a
    // point below the fold never reaches the drop target (CI failed so, waiting for the drop).
    await page.setViewportSize({ width: 1440, height: 1800 });
    await page.getByRole("heading", { name: "New game on the free table" }).waitFor();
    await page.getByRole("button", { name: "Deal on the free table" }).click();
    await page.waitForURL(/\/play\/[^/?]+$/);
    await settled(page);

    // The setup: the Hero in the hero zone, six cards in the hand, the rest in the deck (face down).
    await waitCount(cardsIn(page, "Player 1's hero zone"), 1);
    await waitCount(cardsIn(page, "Player 1's hand"), 6);
    await zone(page, "Player 1's deck").getByText("(34)").waitFor();
    await screenshot(page, "free-table-dealt");

    // Drag the first hand card onto the expedition zone.
    const first = cardsIn(page, "Player 1's hand").first();
    const firstName = (await first.getAttribute("aria-label")) ?? "";
    const from = await first.boundingBox();
    const to = await zone(page, "Expedition zone").boundingBox();
    if (from === null || to === null) throw new Error("no boxes");
    await page.mouse.move(from.x + 12, from.y + from.height - 8);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + from.height, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await waitCount(cardsIn(page, "Expedition zone"), 1);
    await settled(page);
    expect(await cardsIn(page, "Expedition zone").first().getAttribute("aria-label")).toBe(firstName);
    await waitCount(cardsIn(page, "Player 1's hand"), 5);

    // By keyboard: the next hand card's menu, opened with Enter, "Move to Expedition zone".
    const menuButton = cardsIn(page, "Player 1's hand").first().getByRole("button", { name: /^Actions for / });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const items = page.getByRole("menu").getByRole("menuitem");
    await items.first().waitFor();
    const labels = await items.allTextContents();
    const target = labels.indexOf("Move to Expedition zone");
    expect(target).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < target; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await waitCount(cardsIn(page, "Expedition zone"), 2);
    await settled(page);

    // A counter: boost the first expedition card through its menu.
    await cardsIn(page, "Expedition zone").first().getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Boost +1" }).click();
    await cardsIn(page, "Expedition zone").first().locator('[data-counter="Boost"]').getByText("Boost 1").waitFor();
    await settled(page);

    // A die: the result is in the log.
    await page.getByRole("button", { name: "Roll d6" }).click();
    const log = page.getByRole("complementary", { name: "Log" });
    await log.getByText(/Player 1 rolls 1d6: [1-6]/).waitFor();
    await settled(page);
    await screenshot(page, "free-table-played");

    // Undo takes the roll back; the boost stays.
    await page.getByRole("button", { name: "Undo" }).click();
    await log.getByText("Takes back the last action").waitFor();
    await settled(page);

    // Reload: the game resumes where it was.
    await reload(page);
    await settled(page);
    await waitCount(cardsIn(page, "Expedition zone"), 2);
    await cardsIn(page, "Expedition zone").first().locator('[data-counter="Boost"]').getByText("Boost 1").waitFor();
    await waitCount(cardsIn(page, "Player 1's hand"), 4);
    await log.getByText("Takes back the last action").waitFor();
    await screenshot(page, "free-table-resumed");
    expectNoErrors(w);
  });
});
