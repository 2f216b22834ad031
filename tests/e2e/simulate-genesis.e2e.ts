/**
 * Simulate for a Genesis pack (issue 26), in a browser on the seeded Genesis demo: the pack's
 * header offers Simulate, the page speaks of games and decks with Genesis's bots, a run of 200
 * greedy games shows its progress and then the neutral per-card statistics (a bar per card and
 * the table), and the run is saved with its revision. Compare offers only packs of the same
 * system. Waits for states, never for times; screenshot tmp/screenshots/simulate-genesis.png.
 */
import { describe, expect, it } from "vitest";
import { browserPerFile, hydrated, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";

const session = browserPerFile();

async function packs(): Promise<{ id: string; name: string; system: string }[]> {
  return ((await (await fetch(`${session.baseUrl}/api/packs`)).json()) as { packs: { id: string; name: string; system: string }[] }).packs;
}

describe("the simulation page for a Genesis pack", () => {
  it("runs 200 greedy games from the pack page and shows the per-card statistics; Compare lists Genesis packs only", async () => {
    const all = await packs();
    const genesis = all.find((p) => p.name === "First Light (Genesis demo)");
    if (genesis === undefined) throw new Error("no seeded Genesis demo pack");
    const w = await session.open(`/packs/${genesis.id}`);
    const { page } = w;
    await page.getByRole("link", { name: "Simulate", exact: true }).click();
    await page.waitForURL(`**/packs/${genesis.id}/simulate`);
    await hydrated(page);
    expect(await page.getByLabel("Games to play").inputValue()).toBe("200");
    expect(await page.getByLabel("Deck").first().inputValue()).toBe("First Light");
    expect(await page.getByLabel("Bots").locator("option").allTextContents()).toEqual(["Greedy", "Random"]);

    await page.getByRole("button", { name: "Run simulation" }).click();
    const table = page.getByRole("table", { name: "Per-card statistics" });
    await table.waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByText(/^200 games of “First Light”, 2 players, greedy bots, seed 1/).count()).toBe(1);
    const rows = table.getByTestId("card-stat-row");
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    // Every row names a card and a share of the games; the chart draws a bar per card.
    const first = (await rows.first().textContent()) ?? "";
    expect(first).toMatch(/^[A-Z]+-\d+.*\d+(\.\d)?%/);
    const chart = page.getByRole("region", { name: "Per-card statistics chart" });
    await expect.poll(() => chart.locator(".recharts-bar-rectangle").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "Adventure win rates" }).count()).toBe(0);
    await screenshot(page, "simulate-genesis");

    const saved = page.getByRole("table", { name: "Saved runs" });
    const row = saved.locator("tbody tr").filter({ hasText: "First Light" }).filter({ hasText: "done" }).first();
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toMatch(/as of .*[0-9a-f]{8}/);

    // Compare offers the packs of Genesis only (another system's engine cannot play them).
    const compare = page.getByRole("region", { name: "Compare" });
    await compare.waitFor();
    const offered = await compare.getByLabel("Pack").locator("option").allTextContents();
    const genesisNames = all.filter((p) => p.system === genesis.system).map((p) => p.name);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((name) => genesisNames.includes(name))).toBe(true);
    const other = all.find((p) => p.system !== genesis.system);
    if (other !== undefined) expect(offered).not.toContain(other.name);
    expectNoErrors(w);
  }, 300_000);
});
