/**
 * Screenshots of the demo pack as a designer sees it: the pack page, an era table, the card
 * editor with a silver and a gold card. They land in tmp/screenshots/. With UPDATE_SCREENSHOTS=1
 * the silver card editor also replaces docs/screenshots/card-editor.png (the README shows it);
 * without it the committed picture is left alone, so a test run never dirties the tree.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { e2eServer, launchBrowser, screenshot } from "./browser";
import { expectNoErrors, goto, open } from "./app-helpers";

let browser: Browser;
const { baseUrl } = e2eServer();
const docs = resolve(import.meta.dirname, "..", "..", "docs", "screenshots");

interface Card {
  id: string;
  identifier: string;
  format: string;
  attributes: string;
  pictureId: string | null;
}

/**
 * Waits until the attribute editor has loaded and drawn its text (a blank editor is a bad
 * picture): its first line in the page, the fonts loaded, and two frames painted after (Monaco
 * draws its markers, set when it is created, in its next frame).
 */
async function monacoShowsText(page: Page): Promise<void> {
  await page.locator('[data-testid="attribute-editor"] .view-line').first().waitFor({ timeout: 30_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("screenshots of the demo pack", () => {
  it("pack page, era table, silver and gold card editors", async () => {
    // The demo pack: the biggest pack with a silver front picture and gold cards (other test
    // files add packs of their own to the same database).
    const packs = ((await (await fetch(`${baseUrl}/api/packs`)).json()) as { packs: { id: string; cards: number }[] }).packs;
    type Detail = { id: string; cards: number; eras: { id: string }[]; pictures: { role: string }[] };
    const details = await Promise.all(packs.map(async (p) => (await (await fetch(`${baseUrl}/api/packs/${p.id}`)).json()) as Detail));
    const pictured = details.filter((d) => d.pictures.some((p) => p.role === "front") && d.pictures.some((p) => p.role === "card"));
    const pack = pictured.sort((a, b) => b.cards - a.cards)[0];
    if (!pack) throw new Error("no demo pack to photograph (one with a front picture and gold cards): is the database seeded?");
    const era = pack.eras[0];
    const w = await open(browser, baseUrl, `/packs/${pack.id}`);
    const { page } = w;
    await screenshot(page, "pack-page");

    await goto(page, `/packs/${pack.id}/eras/${era?.id}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The problems column shows "…" (labelled "Checking") until the deck lint answers.
    await page.locator('[aria-label="Checking"]').first().waitFor({ state: "detached", timeout: 30_000 });
    await page.screenshot({ path: join(resolve(import.meta.dirname, "..", "..", "tmp", "screenshots"), "era-table.png") });

    const cards = ((await (await fetch(`${baseUrl}/api/eras/${era?.id}/cards`)).json()) as { cards: Card[] }).cards;
    const silver = cards.find((c) => c.format === "silver" && c.attributes.includes('"Adventure"')) ?? cards[0];
    if (!silver) throw new Error("the demo pack's first era has no cards");
    await goto(page, `/packs/${pack.id}/eras/${era?.id}/cards/${silver?.id}`);
    await page.locator("[data-format]").waitFor();
    await monacoShowsText(page);
    const path = join(resolve(import.meta.dirname, "..", "..", "tmp", "screenshots"), "card-editor.png");
    await page.screenshot({ path });
    if (process.env.UPDATE_SCREENSHOTS === "1") {
      mkdirSync(docs, { recursive: true });
      copyFileSync(path, join(docs, "card-editor.png"));
    }

    const gold = cards.find((c) => c.format === "gold");
    if (gold) {
      await goto(page, `/packs/${pack.id}/eras/${era?.id}/cards/${gold.id}`);
      await page.locator('[data-format="gold"]').waitFor();
      await monacoShowsText(page);
      await page.screenshot({ path: join(resolve(import.meta.dirname, "..", "..", "tmp", "screenshots"), "card-editor-gold.png") });
    }
    expectNoErrors(w);
    await w.context.close();
  });
});
