/**
 * A Genesis pack on the free table (issue 27): "Free table" chosen on the Play page, dealt solo
 * (seven ops in the hand, the destiny face down), an ops card moved to the timeline through its
 * menu, and undone. Waits for states only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";

const session = browserPerFile();
const root = join(import.meta.dirname, "..", "..");
const zone = (page: Page, label: string): Locator => page.getByRole("region", { name: label, exact: true });
const cardsIn = (page: Page, label: string): Locator => zone(page, label).locator("[data-card]");
const settled = (page: Page) => page.locator('[data-testid="free-table"][aria-busy="false"]').waitFor();

async function waitCount(locator: Locator, n: number): Promise<void> {
  if (n > 0) await locator.nth(n - 1).waitFor();
  await expect.poll(() => locator.count()).toBe(n);
}

describe("a Genesis pack on the free table", () => {
  it("choose the free table, deal, move an ops card to the timeline, undo", async () => {
    const res = await fetch(`${session.baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: readFileSync(join(root, "seeds", "genesis-demo.pack.json"), "utf8") });
    expect(res.status).toBe(201);
    const packId = ((await res.json()) as { id: string }).id;
    const w = await session.open(`/packs/${packId}/play`);
    const { page } = w;
    await page.setViewportSize({ width: 1440, height: 1600 });
    await page.getByRole("navigation", { name: "How to play" }).getByRole("link", { name: "Free table" }).click();
    await page.getByRole("heading", { name: "New game on the free table" }).waitFor();
    await page.getByRole("button", { name: "Deal on the free table" }).click();
    await page.waitForURL(/\/play\/[^/?]+$/);
    await settled(page);

    await waitCount(cardsIn(page, "Player 1's ops"), 7);
    // The destiny is a hidden stack: its top card shows its back.
    expect(await cardsIn(page, "Destiny").first().getAttribute("aria-label")).toMatch(/^(Hidden card|Face-down card)/);
    const card = cardsIn(page, "Player 1's ops").first();
    const name = (await card.getAttribute("aria-label")) ?? "";
    expect(name).not.toMatch(/^Hidden card/);
    await card.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Move to Player 1's timeline" }).click();
    await waitCount(cardsIn(page, "Player 1's timeline"), 1);
    await settled(page);
    expect(await cardsIn(page, "Player 1's timeline").first().getAttribute("aria-label")).toBe(name);
    await waitCount(cardsIn(page, "Player 1's ops"), 6);
    await screenshot(page, "free-table-genesis-moved");

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("complementary", { name: "Log" }).getByText("Takes back the last action").waitFor();
    await settled(page);
    await waitCount(cardsIn(page, "Player 1's timeline"), 0);
    await waitCount(cardsIn(page, "Player 1's ops"), 7);
    await screenshot(page, "free-table-genesis-undone");
    expectNoErrors(w);
  });
});
