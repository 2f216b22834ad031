/**
 * The card editor: history (see the difference, restore an old version), a conflict between
 * two tabs (both choices), keyboard navigation between cards, a gold card's preview.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { e2eServer, launchBrowser, newContext, screenshot } from "./browser";
import { addEra, createPack, expectNoErrors, goto, openIn, reload, saveState, waitSaved } from "./app-helpers";

let browser: Browser;
/** Every page of this file is opened in this one context: no test here needs its own cookies or storage, and the pages share the cache (the app's scripts are fetched and compiled once per file). */
let context: BrowserContext;
const { baseUrl } = e2eServer();
let cardUrl = "";
let secondCardUrl = "";

async function newCard(page: Page, identifier: string, lore: string): Promise<string> {
  await page.getByRole("button", { name: /New card|Write the first card/ }).first().click();
  await page.waitForURL(/\/cards\/[^/]+$/);
  await page.getByLabel("Identifier").fill(identifier);
  await page.getByRole("textbox", { name: "Lore" }).fill(lore);
  await waitSaved(page);
  return new URL(page.url()).pathname;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl);
  const w = await openIn(context);
  await createPack(w.page, "Editor Pack");
  const eraId = await addEra(w.page, "Editor Era");
  cardUrl = await newCard(w.page, "ED-001", "First words.");
  await goto(w.page, cardUrl.replace(/\/cards\/.*$/, ""));
  secondCardUrl = await newCard(w.page, "ED-002", "Second card.");
  expect(eraId).not.toBe("");
  await w.page.close();
});
afterAll(async () => {
  await browser?.close();
});

describe("card editor", () => {
  it("keeps every save as a revision, shows the difference and restores an old one", async () => {
    const w = await openIn(context, cardUrl);
    const { page } = w;
    const lore = page.getByRole("textbox", { name: "Lore" });
    await lore.fill("Second words.");
    await waitSaved(page);
    await lore.fill("Third words.");
    await waitSaved(page);

    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "History" });
    const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
    await versions.first().waitFor();
    expect(await versions.count()).toBeGreaterThanOrEqual(3);
    // Pick the oldest version whose lore was "First words." (the diff shows the word removed).
    let picked = "";
    for (let i = (await versions.count()) - 1; i >= 0 && picked === ""; i--) {
      await versions.nth(i).click();
      const diff = dialog.locator("del", { hasText: "First" });
      const shows = await diff.first().waitFor({ timeout: 3000 }).then(() => true, () => false);
      if (shows) picked = (await versions.nth(i).textContent()) ?? "";
    }
    // The version number comes from the Restore button: the list row's text runs the number
    // into its age ("Version 3" + "1 min ago" reads "Version 31 min ago").
    expect(picked).not.toBe("");
    const restore = dialog.getByRole("button", { name: /^Restore version \d+$/ });
    const version = /(\d+)$/.exec((await restore.textContent()) ?? "")?.[1];
    expect(version).toBeDefined();
    await screenshot(page, "app-card-history");
    await restore.click();
    await dialog.waitFor({ state: "detached" });
    expect(await lore.inputValue()).toBe("First words.");
    expect(await saveState(page)).toBe("saved");

    await reload(page);
    expect(await page.getByRole("textbox", { name: "Lore" }).inputValue()).toBe("First words.");
    expectNoErrors(w);
    await w.page.close();
  });

  it("a conflict between two tabs: nothing is overwritten silently, and both choices work", async () => {
    const a = await openIn(context, cardUrl);
    const b = await openIn(context, cardUrl);
    await a.page.getByRole("textbox", { name: "Lore" }).fill("Written in tab A.");
    await waitSaved(a.page);

    await b.page.getByRole("textbox", { name: "Lore" }).fill("Written in tab B.");
    const dialog = b.page.getByRole("dialog", { name: "This card was changed somewhere else" });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await saveState(b.page)).toBe("conflict");
    expect(await dialog.textContent()).toMatch(/Lore/);
    await screenshot(b.page, "app-card-conflict");

    // B keeps its own: saved over A's version.
    await dialog.getByRole("button", { name: "Keep mine" }).click();
    await waitSaved(b.page);

    // A now edits from a stale version and takes B's.
    await a.page.getByRole("textbox", { name: "Directive" }).fill("A again.");
    const dialogA = a.page.getByRole("dialog", { name: "This card was changed somewhere else" });
    await dialogA.waitFor({ timeout: 15_000 });
    await dialogA.getByRole("button", { name: /Take theirs/ }).click();
    await waitSaved(a.page);
    expect(await a.page.getByRole("textbox", { name: "Lore" }).inputValue()).toBe("Written in tab B.");
    expect(await a.page.getByRole("textbox", { name: "Directive" }).inputValue()).toBe("");

    const c = await openIn(context, cardUrl);
    expect(await c.page.getByRole("textbox", { name: "Lore" }).inputValue()).toBe("Written in tab B.");
    for (const w of [a, b, c]) {
      expectNoErrors(w);
      await w.page.close();
    }
  });

  it("moves to the next and previous card with the keyboard, saving first", async () => {
    const w = await openIn(context, cardUrl);
    const { page } = w;
    await page.getByRole("textbox", { name: "Directive" }).fill("Saved before leaving.");
    await page.keyboard.press("Alt+ArrowDown");
    await page.waitForURL((url) => url.pathname === secondCardUrl);
    expect(await page.getByLabel("Identifier").inputValue()).toBe("ED-002");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("k");
    await page.waitForURL((url) => url.pathname === cardUrl);
    expect(await page.getByRole("textbox", { name: "Directive" }).inputValue()).toBe("Saved before leaving.");
    expectNoErrors(w);
    await w.page.close();
  });

  it("a gold card shows its orientation at true proportions", async () => {
    const w = await openIn(context, secondCardUrl);
    const { page } = w;
    await page.getByText("Gold", { exact: true }).click();
    await page.locator('[data-format="gold"]').waitFor();
    const portrait = await page.locator('[data-format="gold"]').boundingBox();
    expect(portrait && portrait.height / portrait.width).toBeCloseTo(176 / 125, 1);
    await page.getByText("Landscape", { exact: true }).click();
    await waitSaved(page);
    const landscape = await page.locator('[data-format="gold"]').boundingBox();
    expect(landscape && landscape.width / landscape.height).toBeCloseTo(176 / 125, 1);
    await page.getByText("Silver", { exact: true }).click();
    await waitSaved(page);
    const silver = await page.locator('[data-format="silver"]').boundingBox();
    expect(silver && silver.height / silver.width).toBeCloseTo(88 / 63, 1);
    expectNoErrors(w);
    await w.page.close();
  });
});
