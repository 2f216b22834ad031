/**
 * Helpers for the app's browser tests (tests/e2e/app-*.e2e.ts): open a watched page, fill the
 * attributes editor whichever editor it is, wait for autosave, create packs, eras and cards the
 * way a designer does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { goto, hydrated, openPage, watchPage, type WatchedPage } from "./browser";
import { pageSizes } from "../print/pdf-read";

// Moved to browser.ts (the per-file session opens pages with them); re-exported for the callers.
export { goto, hydrated };

export async function open(browser: Browser, baseUrl: string, path = "/"): Promise<WatchedPage> {
  const watched = await openPage(browser, baseUrl);
  await goto(watched.page, path);
  return watched;
}

/**
 * Opens a watched page at `path` in a context the test file shares between its tests
 * (tests/e2e/browser.ts, newContext); the test closes it with `page.close()`.
 */
export async function openIn(context: BrowserContext, path = "/"): Promise<WatchedPage> {
  const watched = await watchPage(context);
  await goto(watched.page, path);
  return watched;
}

/** Reloads and waits until the page is interactive. */
export async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: "load" });
  await hydrated(page);
}

/** Fails with every console or page error seen so far (a designer would have seen them too). */
export function expectNoErrors(watched: WatchedPage): void {
  expect(watched.errors).toEqual([]);
}

/** Replaces the attributes text: types into Monaco when it is there, else fills the text area. */
export async function setAttributes(page: Page, text: string): Promise<void> {
  const monaco = page.locator('[data-testid="attribute-editor"] .monaco-editor').first();
  await page.locator('[data-testid="attribute-editor"] .monaco-editor, textarea[aria-label="Attributes"]').first().waitFor({ timeout: 30_000 });
  if (await monaco.count()) {
    await monaco.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText(text);
    return;
  }
  await page.getByRole("textbox", { name: "Attributes" }).fill(text);
}

/** The attributes text as the card preview shows it (the same text the editor holds). */
export async function getAttributes(page: Page): Promise<string> {
  return (await page.locator('[data-area="attributes"]').textContent()) ?? "";
}

/**
 * Waits until the card editor says "Saved". As long as any other action may take (browser.ts,
 * 60 s): the first save of a new card took over 15 s at load 40 (app-card-editor's set-up failed
 * there); the state waited for is the same.
 */
export async function waitSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="save-state"][data-status="saved"]').waitFor({ timeout: 60_000 });
}

export async function saveState(page: Page): Promise<string | null> {
  return page.locator('[data-testid="save-state"]').getAttribute("data-status");
}

/** Creates a pack from the home page and lands on it; returns its id. */
export async function createPack(page: Page, name: string): Promise<string> {
  await goto(page, "/");
  // The empty home page offers "New pack" twice (header and empty state): either opens the same form.
  await page.getByRole("button", { name: "New pack" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New card pack" });
  await dialog.getByLabel("Pack name").fill(name);
  await dialog.getByLabel("Game", { exact: true }).fill("Gardener of Thoughts");
  await dialog.getByRole("button", { name: "Create pack" }).click();
  await page.waitForURL(/\/packs\/[^/]+$/);
  await page.getByRole("heading", { level: 1, name: new RegExp(name) }).waitFor();
  return page.url().split("/").pop() ?? "";
}

/** Adds an era deck on the pack page and opens it; returns its id. */
export async function addEra(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Add era deck" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New era deck" });
  await dialog.getByLabel("Era deck name").fill(name);
  await dialog.getByRole("button", { name: "Add era deck" }).click();
  await page.getByRole("link", { name, exact: true }).click();
  await page.waitForURL(/\/eras\/[^/]+$/);
  return page.url().split("/").pop() ?? "";
}

export interface LoadTiming {
  /** Request start to the first byte of the page (the server's work). */
  readonly ttfb: number;
  /** Navigation start to the HTML parsed and its scripts run. */
  readonly domReady: number;
  /** Navigation start to React hydrated (the page answers clicks). */
  readonly interactive: number;
}

/** Loads `path` and reads the browser's own clock for the server, parse and hydration times (ms). */
export async function timeGoto(page: Page, path: string): Promise<LoadTiming> {
  await goto(page, path);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const mark = performance.getEntriesByName("greenhouse:hydrated")[0];
    return {
      ttfb: Math.round(nav.responseStart - nav.requestStart),
      domReady: Math.round(nav.domContentLoadedEventEnd),
      interactive: Math.round(mark?.startTime ?? -1),
    };
  });
}

/**
 * On a pack's print page (already open, heading shown): waits for the preview to draw one card,
 * downloads the PDF into tmp/screenshots, checks that its pages are A4 (tests/print/pdf-read.ts)
 * and waits for the page to say it is done. Returns the PDF's path.
 */
export async function printPackPdf(page: Page): Promise<string> {
  await page.getByTestId("print-preview").waitFor({ timeout: 60_000 });
  const front = page.getByRole("img", { name: "Front of the first sheet" });
  await expect.poll(() => front.locator("g[data-identifier]").count(), { timeout: 30_000 }).toBe(1);
  const download = page.waitForEvent("download", { timeout: 300_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  const path = join(import.meta.dirname, "..", "..", "tmp", "screenshots", file.suggestedFilename());
  await file.saveAs(path);
  const sizes = await pageSizes(new Uint8Array(readFileSync(path)));
  expect(new Set(sizes.map((s) => `${s.width} x ${s.height}`))).toEqual(new Set(["595.28 x 841.89"]));
  await page.getByTestId("print-done").waitFor();
  return path;
}
