/**
 * The table defects found while playing (issue 27), in a real browser on the demo pack: the log
 * keeps its newest entry in sight and marks it; one Tab stop per zone with the arrow keys inside
 * it and a visible focus ring; tiles show the card's lines and zoom; on a phone a blocked card's
 * sheet says why; the replay view does not say it waits for the other seats. Screenshots of the
 * table at desktop and phone width. Waits for states only.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoErrors } from "./app-helpers";
import { browserPerFile, hydrated, screenshot, SCREENSHOT_DIR } from "./browser";
import { PHONE, phoneScreenshot } from "./narrow";
import { deal, eraOver, humanMove, ready } from "./play-helpers";

const session = browserPerFile();

/** Whether the log's newest line is inside the log's scrolled box. */
function newestInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid="game-log"] ol');
    const lines = document.querySelectorAll('[data-testid="game-log"] li[data-newest]');
    const last = lines[lines.length - 1];
    if (box === null || last === undefined) return false;
    const b = box.getBoundingClientRect();
    const l = last.getBoundingClientRect();
    return l.top >= b.top - 1 && l.bottom <= b.bottom + 1;
  });
}

describe("the table's defects (issue 27)", () => {
  it("follows the log, one Tab stop per zone, arrow keys, zoom, and a replay that does not wait", async () => {
    const packId = await session.demoPackId();
    const w = await session.open();
    const { page } = w;
    await page.setViewportSize({ width: 1440, height: 900 });
    const gameId = await deal(page, packId, "The Fog Years", "27");

    // Enough moves that the log is taller than its box: its newest entry stays in sight.
    let moves = 0;
    while (moves < 40 && !(await eraOver(page))) {
      const overflows = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="game-log"] ol');
        return box !== null && box.scrollHeight > box.clientHeight + 20;
      });
      if (overflows && moves > 5) break;
      expect(await humanMove(page)).not.toBeNull();
      moves++;
    }
    // The log scrolls in the frame after the answer is drawn (components/table/log-panel.tsx).
    await expect.poll(() => newestInView(page)).toBe(true);

    // One Tab stop per zone that shows cards.
    const stops = await page.evaluate(() => {
      const board = document.querySelector('[data-testid="table-board"]') as HTMLElement;
      const cards = [...board.querySelectorAll<HTMLElement>("button[data-card-id]")];
      const zones = [...board.querySelectorAll("[data-zone]")].filter((z) => z.querySelector("button[data-card-id]") !== null);
      return { cards: cards.length, tabbable: cards.filter((c) => c.tabIndex >= 0).length, zones: zones.length };
    });
    expect(stops.cards).toBeGreaterThan(stops.zones);
    expect(stops.tabbable).toBe(stops.zones);

    // The arrow keys move between a zone's cards; the focused card has a thick outline.
    const zoneId = await page.evaluate(() => [...document.querySelectorAll('[data-testid="table-board"] [data-zone]')].find((z) => z.querySelectorAll("button[data-card-id]").length >= 3)?.getAttribute("data-zone") ?? null);
    expect(zoneId).not.toBeNull();
    const zone = page.locator(`[data-zone="${zoneId}"]`);
    const first = zone.locator('button[data-card-id][tabindex="0"]');
    await first.focus();
    await page.keyboard.press("End");
    const moved = await page.evaluate(() => document.activeElement?.getAttribute("data-card-id") ?? null);
    expect(moved).not.toBeNull();
    expect(await zone.locator(`button[data-card-id="${moved}"]`).getAttribute("tabindex")).toBe("0");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-card-id"))).toBe(moved);
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(parseFloat(outline.width)).toBeGreaterThanOrEqual(3);
    expect(outline.style).toBe("solid");
    await screenshot(page, "play-defects-focus");
    await zone.screenshot({ path: join(SCREENSHOT_DIR, "play-defects-zone.png") });
    await page.getByTestId("game-log").screenshot({ path: join(SCREENSHOT_DIR, "play-defects-log.png") });

    // Tiles show the card's lines; Z zooms the focused card.
    expect(await page.locator("[data-card-line]").count()).toBeGreaterThan(0);
    await page.keyboard.press("z");
    const zoom = page.getByTestId("card-zoom");
    await zoom.waitFor();
    expect(await zoom.locator("li").count()).toBeGreaterThan(0);
    await page.locator("dialog[open]").screenshot({ path: join(SCREENSHOT_DIR, "play-defects-zoom-dialog.png") });
    await page.keyboard.press("Escape");
    await zoom.waitFor({ state: "detached" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "play-defects-desktop");

    // The replay view: a moment, not a wait.
    await page.goto(`/packs/${packId}/play/${gameId}?replay=1`, { waitUntil: "load" });
    await hydrated(page);
    await ready(page);
    const bar = page.getByTestId("action-bar");
    expect(await bar.getByRole("heading").textContent()).toMatch(/: replay$/);
    expect(await bar.textContent()).not.toMatch(/waiting for the other seats/);
    expectNoErrors(w);
  });

  it("on a phone, a tapped blocked card's sheet says why it cannot be played", async () => {
    const packId = await session.demoPackId();
    const w = await session.open();
    const { page } = w;
    await page.setViewportSize(PHONE);
    await deal(page, packId, "The Fog Years", "5");
    let moves = 0;
    while ((await page.locator("button[data-blocked]").count()) === 0) {
      expect(moves, "a card is blocked within 40 human actions").toBeLessThan(40);
      expect(await humanMove(page)).not.toBeNull();
      moves++;
    }
    await page.locator("button[data-blocked]").first().click();
    const reason = page.getByTestId("card-sheet").getByTestId("card-blocked");
    await reason.waitFor();
    await reason.scrollIntoViewIfNeeded();
    const box = await reason.boundingBox();
    expect(box !== null && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(await reason.textContent()).toMatch(/Cannot be played now: .*CGS-\d+/);
    await phoneScreenshot(page, "play-defects-phone-blocked");
    await page.getByTestId("card-panel").getByRole("button", { name: "Close the card" }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await phoneScreenshot(page, "play-defects-phone");
    expectNoErrors(w);
  });
});
