/**
 * A data system's deck table has GOT CGS's era-table view and keyboard (issue 26): an Altered
 * deck of five cards sorts by Hand cost (numbers by value, the Hero without one last), the sort
 * is in the address bar and survives opening a card and going Back; J/K move the outlined active
 * row and Enter opens it; X selects it for the bulk bar. Waits for states only.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, hydrated } from "./app-helpers";

const session = browserPerFile();
const DECK = "Hand cost order";

/** An Altered pack of one deck: four Characters with hand costs 4, 10, 2, 1 and a Hero (no hand cost) in the middle. */
function pack() {
  const character = (n: number, handCost: number) => ({ identifier: `SRT-00${n}`, copies: 1, type: "Character", fields: { name: `Sorter ${n}`, faction: "Axiom", rarity: "Common", handCost, reserveCost: 1 } });
  return {
    format: "greenhouse.pack/1",
    system: "altered",
    pack: { game: "Altered", name: `Deck Sort ${Date.now()}`, type: "edition" },
    decks: [
      {
        name: DECK,
        cards: [character(1, 4), character(2, 10), { identifier: "SRT-003", copies: 1, type: "Hero", fields: { name: "Sorter Hero", faction: "Axiom" } }, character(4, 2), character(5, 1)],
      },
    ],
  };
}

const identifiers = (page: Page) => page.getByTestId("deck-card-row").evaluateAll((rows) => rows.map((r) => r.querySelector("a")?.textContent ?? ""));
const handCostTh = (page: Page) => page.locator("th", { has: page.getByRole("button", { name: /^Hand cost/ }) });

describe("a data system's deck table: sort, view in the address bar, keyboard", () => {
  it("sorts by Hand cost, keeps the sort after a card and Back, opens a card with J/K and Enter, selects with X", async () => {
    const imported = await fetch(`${session.baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(pack()) });
    expect(imported.status).toBe(201);
    const packId = ((await imported.json()) as { id: string }).id;
    const w = await session.open(`/packs/${packId}`);
    const { page } = w;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("link", { name: DECK, exact: true }).click();
    await page.waitForURL(/\/eras\/[^/?]+$/);
    // The client navigation shows the deck's loading state first: wait for the fifth row.
    await page.getByTestId("deck-card-row").nth(4).waitFor();
    await hydrated(page);
    const deckPath = new URL(page.url()).pathname;
    expect(await identifiers(page)).toEqual(["SRT-001", "SRT-002", "SRT-003", "SRT-004", "SRT-005"]);
    await page.getByTestId("move-grip").first().waitFor();

    // Ascending: by value (10 after 4, not as text), the Hero without a hand cost last.
    await page.getByRole("button", { name: /^Hand cost/ }).click();
    await handCostTh(page).and(page.locator('[aria-sort="ascending"]')).waitFor();
    expect(await identifiers(page)).toEqual(["SRT-005", "SRT-004", "SRT-001", "SRT-002", "SRT-003"]);
    // Descending: reversed, the blank still last; the grips wait for deck order.
    await page.getByRole("button", { name: /^Hand cost/ }).click();
    await handCostTh(page).and(page.locator('[aria-sort="descending"]')).waitFor();
    expect(await identifiers(page)).toEqual(["SRT-002", "SRT-001", "SRT-004", "SRT-005", "SRT-003"]);
    expect(new URL(page.url()).search).toBe("?sort=handCost&dir=desc");
    expect(await page.getByTestId("move-grip").count()).toBe(0);
    await screenshot(page, "system-deck-sorted");

    // A card, then Back: the same view.
    await page.getByRole("link", { name: "SRT-004", exact: true }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.getByTestId("system-card-form").waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === deckPath && url.search === "?sort=handCost&dir=desc");
    await handCostTh(page).and(page.locator('[aria-sort="descending"]')).waitFor();
    await hydrated(page);
    expect(await identifiers(page)).toEqual(["SRT-002", "SRT-001", "SRT-004", "SRT-005", "SRT-003"]);

    // J three times and K once: the second row of the sorted view is active (outlined); X selects it.
    const active = page.locator('[data-testid="deck-card-row"].outline-accent');
    await page.keyboard.press("j");
    await active.waitFor();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await expect.poll(async () => active.locator("a").first().textContent()).toBe("SRT-001");
    await page.keyboard.press("x");
    await page.getByRole("region", { name: "Selected cards" }).getByText("1 card selected").waitFor();
    expect(await page.getByRole("checkbox", { name: "Select SRT-001" }).isChecked()).toBe(true);
    // K to the first row (SRT-002, the highest cost), Enter opens it.
    await page.keyboard.press("k");
    await expect.poll(async () => active.locator("a").first().textContent()).toBe("SRT-002");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.getByTestId("system-card-form").waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Sorter 2");
    expectNoErrors(w);
  }, 180_000);
});
