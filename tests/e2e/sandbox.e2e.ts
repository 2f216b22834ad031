/**
 * The resolution sandbox on the demo pack, as a designer uses it: open it from the pack page,
 * lay out an adventure by click, see it resolve, move a card and see the result change, get the
 * engine's refusal for a position the rules cannot produce, export the set-up, import it back
 * (and a bad file, which changes nothing), and find the set-up again after a reload.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, hydrated, reload } from "./app-helpers";

const session = browserPerFile();

const ready = (page: Page) => page.locator('[data-testid="sandbox"][data-ready="true"]').waitFor();

/** Picks a card of the pack by searching for it, then puts a copy in `zone` (e.g. `Alice's playground`). */
async function place(page: Page, identifier: string, zone: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search cards" }).fill(identifier);
  await page.getByTestId("sandbox-card-list").getByRole("button", { name: new RegExp(`^${identifier}(?!\\d)`) }).click();
  await page.getByRole("button", { name: `Put ${identifier} here (${zone})` }).click();
}

const outcome = (page: Page) => page.getByTestId("resolution-outcome");
const overflow = (page: Page) => page.getByTestId("overflow").allTextContents();

describe("the resolution sandbox", () => {
  it("resolves an adventure live, moves a card, refuses an illegal position, exports, imports and survives a reload", async () => {
    const id = await session.demoPackId();
    const w = await session.open(`/packs/${id}`);
    const { page } = w;
    await page.getByRole("link", { name: "Sandbox" }).click();
    await page.waitForURL(`**/packs/${id}/sandbox`);
    await hydrated(page);
    await ready(page);
    await page.getByTestId("sandbox-incomplete").waitFor();

    // TDC-007 Battle (competitive): costs Crew 4, Hull 3; its own AR Hull 1 counts for everyone.
    await place(page, "TDC-007", "adventure");
    await place(page, "TDC-024", "Alice's playground"); // Crew 2, Hull 1
    await place(page, "TDC-023", "Alice's playground"); // Crew 2
    await place(page, "TDC-027", "Alice's playground"); // Hull 1
    await place(page, "TDC-028", "Bob's playground"); // Hull 1, Crew 1
    await expect.poll(() => outcome(page).textContent()).toBe("Alice wins");
    expect(await overflow(page)).toEqual(["7", "—"]);
    expect(await page.getByTestId("deciding-rule").textContent()).toMatch(/CGS-362.*highest overflow adventure cost coverage wins/);
    expect(await page.getByTestId("resolution-explanation").textContent()).toMatch(/Alice covers every cost \(Crew 4\/4, Hull 3\/3\) with overflow 7/);
    await page.keyboard.press("Escape");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "sandbox-resolution");

    // Move Alice's Crew 2 to Bob: now nobody covers the costs.
    await page.getByRole("button", { name: "TDC-023 in Alice's playground" }).click();
    await page.getByRole("button", { name: "Move TDC-023 here (Bob's playground)" }).click();
    await expect.poll(() => outcome(page).textContent()).toBe("Adventure lost");
    expect(await overflow(page)).toEqual(["—", "—"]);
    expect(await page.getByTestId("deciding-rule").textContent()).toMatch(/CGS-366/);

    // A support card in a buildsite is no position the rules produce: the rule and the card are named.
    await place(page, "TDC-021", "Bob's buildsite");
    await page.keyboard.press("Escape");
    const illegal = page.getByTestId("sandbox-illegal");
    await illegal.waitFor();
    expect(await illegal.textContent()).toMatch(/TDC-021 \(Bob's buildsite\).*CGS-371/);
    await page.getByRole("button", { name: "Remove TDC-021 from Bob's buildsite" }).click();
    await expect.poll(() => outcome(page).textContent()).toBe("Adventure lost");

    // Export, clear, import: the same set-up resolves the same way.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export scenario" }).click()]);
    expect(download.suggestedFilename()).toBe("the-drowned-coast.scenario.json");
    const file = join(tmpdir(), `sandbox-${Date.now()}.scenario.json`);
    await download.saveAs(file);
    const doc = JSON.parse(readFileSync(file, "utf8")) as { format: string; hero: string; adventure: { identifier: string }; zones: Record<string, { playground: { identifier: string }[] }> };
    expect(doc.format).toBe("greenhouse.scenario/1");
    expect(doc.adventure.identifier).toBe("TDC-007");
    expect(doc.zones.Bob?.playground.map((c) => c.identifier)).toEqual(["TDC-028", "TDC-023"]);

    await page.getByRole("button", { name: "Clear the table" }).click();
    await page.getByTestId("sandbox-incomplete").waitFor();
    await page.getByLabel("Import a scenario file").setInputFiles(file);
    await expect.poll(() => outcome(page).textContent()).toBe("Adventure lost");
    await page.getByRole("button", { name: "TDC-023 in Bob's playground" }).waitFor();

    // A bad file is refused with its path named, and the set-up stays.
    const bad = join(tmpdir(), `sandbox-bad-${Date.now()}.json`);
    writeFileSync(bad, JSON.stringify({ ...doc, hero: "Zed" }));
    await page.getByLabel("Import a scenario file").setInputFiles(bad);
    const error = page.getByTestId("scenario-import-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/hero: the hero "Zed" is not one of the players/);
    expect(await outcome(page).textContent()).toBe("Adventure lost");

    // A reload keeps the set-up (localStorage, per pack).
    await reload(page);
    await ready(page);
    await expect.poll(() => outcome(page).textContent()).toBe("Adventure lost");
    await page.getByRole("button", { name: "TDC-023 in Bob's playground" }).waitFor();
    expectNoErrors(w);
  });

  it("CGS-393 resolves the end of an era with victory points and what they came from", async () => {
    const id = await session.demoPackId();
    const w = await session.open(`/packs/${id}/sandbox`);
    const { page } = w;
    await ready(page);
    await page.locator("label", { hasText: "End of era" }).click();
    // TDC-005 (ER Renown 4) won by Alice; TDC-006 (ER Renown 4) by Bob, who also wrecked TDC-022 (EC Renown 1).
    await place(page, "TDC-005", "Alice's buildsite");
    await place(page, "TDC-006", "Bob's buildsite");
    await place(page, "TDC-022", "Bob's wreckage");
    await page.keyboard.press("Escape");
    await expect.poll(() => outcome(page).textContent()).toBe("Alice wins");
    expect(await page.getByTestId("victory-points").allTextContents()).toEqual(["4", "3"]);
    expect(await page.getByTestId("deciding-rule").textContent()).toMatch(/CGS-393/);
    expect(await page.getByTestId("victory-points-from").allTextContents()).toEqual(["+4 resources · 0 StockHolding · 0 costs", "+4 resources · 0 StockHolding · −1 costs"]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "sandbox-era-resolution");
    expectNoErrors(w);
  });

  it("starts from a moment of a game (?game=&at=): the adventure then in progress resolves", async () => {
    const id = await session.demoPackId();
    const created = await fetch(`${session.baseUrl}/api/packs/${id}/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ eras: ["The Fog Years"], seats: ["greedy", "greedy"], seed: 7 }),
    });
    expect(created.status).toBe(201);
    const { id: gameId } = (await created.json()) as { id: string };
    const game = (await (await fetch(`${session.baseUrl}/api/games/${gameId}`)).json()) as { log: { events: { type: string; adventure?: boolean }[] }[] };
    // The first moment with an adventure in progress: its card was played and it has not ended.
    const at = game.log.findIndex((e) => e.events.some((x) => x.type === "cardPlayed" && x.adventure) && !e.events.some((x) => x.type === "adventureEnded")) + 1;
    expect(at).toBeGreaterThan(0);
    const w = await session.open(`/packs/${id}/sandbox?game=${gameId}&at=${at}`);
    const { page } = w;
    await ready(page);
    await page.getByText(`Game ${gameId} after ${at} actions.`).waitFor();
    await page.getByTestId("adventure-resolution").waitFor();
    expect(await page.getByRole("group", { name: "adventure" }).getByRole("button", { name: /^TDC-\d+ in adventure$/ }).count()).toBe(1);
    expectNoErrors(w);
  });
});
