/**
 * The attribute editor as a designer meets it (issue 3 "Done means"): type the rulebook's
 * example cards, see the hidden mistakes squiggled with the right fix offered, accept the
 * fixes, format the card. Fails on any console, page or Monaco worker error. Measures
 * keystroke-to-markers and prints it. Runs against the playground page (/rules/playground) and
 * the card editor page of a pack imported from the rulebook's example cards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { e2eServer, launchBrowser, newContext, screenshot, watchPage, type WatchedPage } from "./browser";
import { RULEBOOK_CARDS } from "@/lib/systems/got-cgs/attributes/rulebook-examples";

let browser: Browser;
/** Every page of this file is opened in this one context: no test here needs its own cookies or storage, and the pages share the cache (Monaco is fetched and compiled once per file). */
let context: BrowserContext;
const { baseUrl } = e2eServer();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const editor = (page: Page) => page.locator('[data-testid="attribute-editor"]');
const cardText = async (page: Page) => (await page.locator('[data-testid="card-text"]').textContent()) ?? "";

async function openPlayground(): Promise<WatchedPage & { workers: string[] }> {
  const watched = await watchPage(context);
  const workers: string[] = [];
  watched.page.on("worker", (w) => workers.push(w.url()));
  await watched.page.goto("/rules/playground", { waitUntil: "load" });
  await editor(watched.page).locator(".monaco-editor").waitFor({ timeout: 60_000 });
  await editor(watched.page).and(watched.page.locator("[data-validated]")).waitFor();
  return { ...watched, workers };
}

/** Waits until the editor has validated a version newer than `after` and returns the problem count. */
async function validatedAfter(page: Page, after: number): Promise<number> {
  await page.waitForFunction((v) => Number(document.querySelector('[data-testid="attribute-editor"]')?.getAttribute("data-validated")) > v, after, { timeout: 10_000 });
  return Number(await editor(page).getAttribute("data-problems"));
}

const version = async (page: Page) => Number(await editor(page).getAttribute("data-validated"));

/** Clears the editor and types `text` as a designer would (key by key, quotes auto-closing). */
async function typeCard(page: Page, text: string): Promise<void> {
  await page.getByRole("button", { name: "Clear" }).click();
  await editor(page).locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  for (const ch of text) {
    // Completion pops up while typing; Enter would accept it, so a designer dismisses it first.
    if (ch === "\n") {
      await page.keyboard.press("Escape");
      await page.keyboard.press("Enter");
    } else {
      await page.keyboard.type(ch);
    }
  }
  await page.keyboard.press("Escape");
}

/** Puts the cursor on the first problem (F8) and applies the quick fix titled `title`. */
async function applyQuickFix(page: Page, title: string | RegExp): Promise<void> {
  const before = await version(page);
  await editor(page).locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+Home");
  // F8 moves the cursor onto the problem and opens its peek: only once the peek is there is the
  // cursor on it (under load a quick fix asked for earlier found the cursor still at the start,
  // offered nothing, and the menu never came: CI, 2026-12-02).
  const peek = editor(page).locator(".marker-widget").first();
  await page.keyboard.press("F8");
  await peek.waitFor({ state: "visible", timeout: 10_000 });
  await page.keyboard.press("Escape");
  await peek.waitFor({ state: "hidden", timeout: 10_000 });
  await page.keyboard.press("ControlOrMeta+.");
  const item = page.locator(".action-widget .monaco-list-row", { hasText: title }).first();
  await item.waitFor({ timeout: 10_000 });
  // The whole title shows, also once the icon font the menu may have fetched has arrived
  // (Monaco sizes the menu once, when it opens: components/attribute-editor/action-widget.css).
  await page.evaluate(() => document.fonts.ready);
  const label = item.locator(".title");
  expect(await label.evaluate((t) => ({ text: t.textContent, cutBy: t.scrollWidth - t.clientWidth })), "the quick fix's title is not cut").toMatchObject({ cutBy: 0 });
  await item.click();
  // The fix changes the text; the next problem is there once the editor has validated again.
  await validatedAfter(page, before);
}

describe("attribute editor on the playground", () => {
  it("shows the hidden mistakes of the rulebook's combat sensor and fixes them, then formats the card", async () => {
    const w = await openPlayground();
    const { page } = w;
    const sensor = RULEBOOK_CARDS.find((c) => c.id === "combat-sensor")!.attributes;

    const before = await version(page);
    await typeCard(page, sensor);
    await validatedAfter(page, before);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="attribute-editor"] .squiggly-warning').length >= 2);
    expect(await cardText(page)).toBe(sensor);
    const problems = page.getByRole("list", { name: "Problems" });
    await expect.poll(() => problems.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/custom-name-spelling$/),
      expect.stringMatching(/custom-name-spelling$/),
    ]);
    expect((await problems.textContent()) ?? "").toContain("StartshipDetectionRange looks like a misspelling of StarshipDetectionRange");
    await screenshot(page, "attributes-editor-1-startship-squiggles");

    // The hover over the squiggle says what is wrong, the quick fix offers the common spelling.
    await applyQuickFix(page, "Change to StarshipDetectionRange");
    await expect.poll(() => cardText(page)).toContain("StarshipDetectionRange 2");
    await applyQuickFix(page, "Change to StarshipDetectionSensitivity");
    await expect.poll(() => cardText(page)).toContain("StarshipDetectionSensitivity 2");
    await expect.poll(() => page.locator('[data-testid="problems"]').getAttribute("data-count")).toBe("0");
    await screenshot(page, "attributes-editor-2-fixed");

    await page.getByRole("button", { name: "Format" }).click();
    await expect.poll(() => cardText(page)).toBe(
      [
        'Type "Support"',
        'Subtype "Combat sensor"',
        "AdventureResources",
        "  StarshipDetectionRange 2",
        "  StarshipDetectionSensitivity 2",
        "DisableIf1",
        "  AR.StarshipCapacity > 2",
        '  Subtype = "Starship"',
        "EraCosts",
        "  Sway 1",
      ].join("\n"),
    );
    await screenshot(page, "attributes-editor-3-formatted");
    expect(w.workers.length, "Monaco's editor worker started").toBeGreaterThan(0);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("flags card mistakes as they are typed and offers the right fixes (typo in a value, misspelt category, unknown name)", async () => {
    const w = await openPlayground();
    const { page } = w;
    await typeCard(page, 'Type "Adventure"\nRoleplay "Competiton"\nAdventureCommonCost StarshipFirePower 3');
    await expect.poll(() => page.locator('[data-testid="problems"] li').allTextContents()).toEqual([
      expect.stringMatching(/did you mean "Competition"\?invalid-value$/),
      expect.stringMatching(/did you mean AdventureCommonCosts\?unknown-category$/),
    ]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="attribute-editor"] .squiggly-error').length >= 2);
    await screenshot(page, "attributes-editor-4-card-errors");
    await applyQuickFix(page, 'Change to "Competition"');
    await applyQuickFix(page, "Change to AdventureCommonCosts");
    await expect.poll(() => cardText(page)).toBe('Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts StarshipFirePower 3');
    await expect.poll(() => page.locator('[data-testid="problems"]').getAttribute("data-count")).toBe("0");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("completes names and values where the cursor is", async () => {
    const w = await openPlayground();
    const { page } = w;
    await typeCard(page, 'Type "Adventure"\nRolepl');
    await page.keyboard.press("ControlOrMeta+Space");
    const suggestion = page.locator(".suggest-widget .monaco-list-row", { hasText: "Roleplay" }).first();
    await suggestion.waitFor();
    await screenshot(page, "attributes-editor-5-completion");
    await page.keyboard.press("Enter");
    // The snippet offers the roleplays as a choice; Enter takes the first (Battle).
    await page.locator(".suggest-widget .monaco-list-row", { hasText: "Battle" }).first().waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => cardText(page)).toBe('Type "Adventure"\nRoleplay "Battle"');
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("measures keystroke to markers (debounce plus analysis) and prints it", async () => {
    const w = await openPlayground();
    const { page } = w;
    const kinesis = RULEBOOK_CARDS.find((c) => c.id === "kinesis")!.attributes;
    await typeCard(page, kinesis);
    const outside: number[] = [];
    for (let i = 0; i < 15; i++) {
      const v = await version(page);
      const started = Date.now();
      await page.keyboard.press(i % 2 === 0 ? "x" : "Backspace");
      await validatedAfter(page, v);
      outside.push(Date.now() - started);
    }
    const inside = await page.evaluate(() => (window.__greenhouseEditorTimings ?? []).slice(-15).map((t) => ({ total: t.markersAt - t.typedAt, analyze: t.analyzeMs })));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    const total = median(inside.map((t) => t.total));
    const analyzeMs = median(inside.map((t) => t.analyze));
    console.log(
      `keystroke-to-markers (in page): median ${total.toFixed(1)} ms = ${150} ms debounce + ${(total - 150).toFixed(1)} ms ` +
        `(analysis with deck findings ${analyzeMs.toFixed(2)} ms); seen from Playwright: median ${median(outside)} ms over ${outside.length} keystrokes`,
    );
    expect(inside.length).toBeGreaterThan(5);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});

describe("attribute editor on the card editor page", () => {
  /** Imports the rulebook's examples as a pack and returns the card page URL of `id`'s card. */
  async function importRulebookPack(cardId: string): Promise<{ url: string; cardApi: string }> {
    const doc = {
      format: "greenhouse.pack/1",
      pack: { game: "Gardener of Thoughts", name: `Rulebook e2e ${Date.now()}`, type: "edition", instructions: { players: 2, affiliations: ["Spacelings", "USSA"] } },
      eras: [
        {
          name: "Book of Genesis",
          cards: RULEBOOK_CARDS.map((c, i) => ({ identifier: `RB-${String(i + 1).padStart(3, "0")}`, format: "silver", directive: c.directive, attributes: c.attributes })),
        },
      ],
    };
    const imported = await fetch(`${baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(doc) });
    expect(imported.status).toBe(201);
    const { id: packId } = (await imported.json()) as { id: string };
    const pack = (await (await fetch(`${baseUrl}/api/packs/${packId}`)).json()) as { eras: { id: string }[] };
    const eraId = pack.eras[0]?.id as string;
    const list = (await (await fetch(`${baseUrl}/api/eras/${eraId}/cards`)).json()) as { cards: { id: string; identifier: string }[] };
    const index = RULEBOOK_CARDS.findIndex((c) => c.id === cardId);
    const card = list.cards.find((c) => c.identifier === `RB-${String(index + 1).padStart(3, "0")}`);
    return { url: `/packs/${packId}/eras/${eraId}/cards/${card?.id}`, cardApi: `${baseUrl}/api/cards/${card?.id}` };
  }

  it("squiggles the combat sensor's Startship in its pack, fixes it, and saves the fixed text", async () => {
    const { url, cardApi } = await importRulebookPack("combat-sensor");
    const w = await watchPage(context);
    const { page } = w;
    await page.goto(url, { waitUntil: "load" });
    await editor(page).locator(".monaco-editor").waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="attribute-editor"] .squiggly-warning').length >= 2, undefined, { timeout: 30_000 });
    await screenshot(page, "attributes-editor-6-card-page");
    await applyQuickFix(page, "Change to StarshipDetectionRange");
    await applyQuickFix(page, "Change to StarshipDetectionSensitivity");
    await expect
      .poll(async () => ((await (await fetch(cardApi)).json()) as { attributes: string }).attributes, { timeout: 20_000 })
      .toContain("StarshipDetectionRange 2 StarshipDetectionSensitivity 2");
    await screenshot(page, "attributes-editor-7-card-page-fixed");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});
