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
  // The rule sentences wrap inside the panel: nothing runs past its right edge (they were cut off there).
  for (const box of await dead.locator("table").locator("xpath=..").all()) {
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), "dead cards overflow").toBeLessThanOrEqual(0);
  }
}

describe("the simulation page", () => {
  it("runs 200 greedy eras from the pack page, draws the charts, saves the run with its revision, compares two era decks on the same seeds, lists a long run while it plays, and cancels it from the list", async () => {
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

    // A long run: it is in the list while it plays, with its bar, a Watch link and Cancel.
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Eras to play").fill("100000");
    await page.getByRole("button", { name: "Run simulation" }).click();
    const bar = page.getByRole("progressbar", { name: /^Playing/ });
    await bar.waitFor({ timeout: 60_000 });
    const running = saved.locator('tbody tr[data-status="running"]');
    await running.waitFor();
    expect(await running.count()).toBe(1);
    const rowBar = running.getByRole("progressbar", { name: "Eras played" });
    await expect.poll(async () => Number(await rowBar.getAttribute("aria-valuenow")), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await running.textContent()).toMatch(/The Fog Years.*[\d,]+ \/ 100,000/);
    await screenshot(page, "simulate-running-row");

    // Its Watch link opened in another tab follows the same run there.
    const watchHref = await running.getByRole("link", { name: /^Watch the run/ }).getAttribute("href");
    expect(watchHref).toMatch(new RegExp(`^/packs/${id}/simulate\\?run=`));
    const other = await session.open(watchHref ?? "");
    const otherBar = other.page.getByRole("progressbar", { name: /^Playing/ });
    await otherBar.waitFor({ timeout: 60_000 });
    const seen = Number(await otherBar.getAttribute("aria-valuenow"));
    await expect.poll(async () => Number(await otherBar.getAttribute("aria-valuenow")), { timeout: 60_000 }).toBeGreaterThan(seen);
    expectNoErrors(other);
    await other.context.close();

    // Cancel from the list stops it; the row becomes a saved, cancelled run.
    await running.getByRole("button", { name: /^Cancel the run/ }).click();
    await page.getByRole("status").filter({ hasText: /^Cancelled after [\d,]+ of 100,000 eras/ }).waitFor({ timeout: 30_000 });
    await saved.locator('tbody tr[data-status="cancelled"]').first().waitFor({ timeout: 30_000 });
    expect(await running.count()).toBe(0);
    expectNoErrors(w);
    // Three runs on a 2-core machine shared with other work: a budget, never a speed goal (bench/simulate-page.bench.ts measures).
  }, 420_000);
});
