/**
 * Browser helpers for the e2e tests: Debian's Chromium through playwright-core (never a
 * downloaded browser). Every page records console errors, page errors and failed worker
 * starts, so a test can assert none happened.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = resolve(import.meta.dirname, "..", "..", "tmp", "screenshots");

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export interface WatchedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors, uncaught page errors and worker failures seen so far. */
  readonly errors: string[];
}

export async function openPage(browser: Browser, baseUrl: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    // "Failed to load resource" does not say which one; the location does.
    const url = msg.location().url;
    errors.push(`console: ${msg.text()}${url && msg.text().startsWith("Failed to load resource") ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  page.on("worker", (worker) => {
    worker.on("close", () => undefined);
  });
  page.on("requestfailed", (request) => {
    const url = request.url();
    const why = request.failure()?.errorText ?? "";
    // ERR_ABORTED is the browser cancelling the fetch because the page moved on (a test that
    // navigates while Monaco's worker loads), not a worker that failed: a missing or broken
    // worker shows as a failed response (a console error) or a page error.
    if (/worker/i.test(url) && why !== "net::ERR_ABORTED") errors.push(`worker request failed: ${url} ${why}`);
  });
  return { page, context, errors };
}

/** Saves a full-page screenshot under tmp/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
