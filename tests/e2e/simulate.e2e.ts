/**
 * The simulation page as a designer uses it: from the demo pack's page to "Simulate", run 200
 * greedy eras with a progress bar, read the charts (every chart has bars and labelled axes),
 * find the run among the saved runs with its pack revision, compare with the other era deck on
 * the same seeds side by side, and cancel a long run.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, hydrated } from "./app-helpers";

const session = browserPerFile();

const CHARTS = ["Adventure win rates", "Support card play rates", "Victory points", "Era winners by seat", "Game length"];

/** Every chart of the report at `nth` has bars and axis labels; the dead-cards panel has a table or says there are none. */
async function expectCharts(page: Page, nth: number): Promise<void> {
  const report = page.getByTestId("simulation-report").nth(nth);
  for (const name of CHARTS) {
    const panel = report.getByRole("region", { name, exact: true });
    await expect.poll(() => panel.locator(".recharts-bar-rectangle").count(), { timeout: 30_000, message: name }).toBeGreaterThan(0);
    const ticks = await panel.locator(".recharts-cartesian-axis-tick-value").allTextContents();
    expect(ticks.filter((t) => t.trim() !== "").length, name).toBeGreaterThan(1);
  }
  const dead = report.getByRole("region", { name: "Dead cards", exact: true });
  expect((await dead.locator("tbody tr").count()) > 0 || (await dead.getByText(/^None/).count()) === 1).toBe(true);
}

describe("the simulation page", () => {
  it("runs 200 greedy eras from the pack page, draws the charts, saves the run with its revision, compares two era decks on the same seeds, and cancels a long run", async () => {
    const id = await session.demoPackId();
    const w = await session.open(`/packs/${id}`);
    const { page } = w;
    await page.getByRole("link", { name: "Simulate" }).click();
    await page.waitForURL(`**/packs/${id}/simulate`);
    await hydrated(page);
    expect(await page.getByLabel("Eras to play").inputValue()).toBe("200");
    expect(await page.getByLabel("Era deck").first().inputValue()).toBe("The Fog Years");

    await page.getByRole("button", { name: "Run simulation" }).click();
    await page.getByTestId("simulation-report").waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByText(/^200 eras of “The Fog Years”, 2 players, greedy bots, seed 1/).count()).toBe(1);
    await expectCharts(page, 0);
    await screenshot(page, "simulate-charts");

    const saved = page.getByRole("table", { name: "Saved runs" });
    const row = saved.locator("tbody tr").filter({ hasText: "The Fog Years" }).filter({ hasText: "done" }).first();
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toMatch(/as of .*[0-9a-f]{8}/);
    expect(await row.getByText("the pack changed since").count()).toBe(0);

    // Compare: the other era deck, same 200 eras on seed 1, side by side.
    const compare = page.getByRole("region", { name: "Compare" });
    expect(await compare.getByLabel("Era deck").inputValue()).toBe("The Beacon Years");
    await compare.getByRole("button", { name: "Run on the same seeds" }).click();
    await expect.poll(() => page.getByTestId("simulation-report").count(), { timeout: 180_000 }).toBe(2);
    await expect.poll(() => page.getByRole("heading", { name: /^B: The Beacon Years/ }).count()).toBe(1);
    expect(await page.getByRole("note").textContent()).toMatch(/Both played 200 eras on seed 1/);
    await expectCharts(page, 1);
    await screenshot(page, "simulate-compare");

    // Cancel a long run: the bar moves, Cancel stops it.
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Eras to play").fill("100000");
    await page.getByRole("button", { name: "Run simulation" }).click();
    const bar = page.getByRole("progressbar");
    await bar.waitFor({ timeout: 60_000 });
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 60_000 }).toBeGreaterThan(0);
    await screenshot(page, "simulate-progress");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("status").filter({ hasText: /^Cancelled after [\d,]+ of 100,000 eras/ }).waitFor({ timeout: 30_000 });
    await saved.locator("tbody tr").filter({ hasText: "cancelled" }).first().waitFor({ timeout: 30_000 });
    expectNoErrors(w);
  });
});
