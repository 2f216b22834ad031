/**
 * Browser helpers for the e2e tests: Debian's Chromium through playwright-core (never a
 * downloaded browser). Every page records console errors, page errors and failed worker
 * starts, so a test can assert none happened.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * This test file's app server and database: global-setup starts one per worker, and a file runs
 * in one worker (VITEST_POOL_ID, 1 to maxWorkers, is the pool slot it holds; no two files run at
 * once in one slot). Every test file finds its server here, so no test sees another worker's writes.
 */
export function e2eServer(): { readonly baseUrl: string; readonly databaseUrl: string } {
  const servers = inject("e2eServers");
  const pool = Number(process.env.VITEST_POOL_ID ?? "1");
  const server = servers[pool - 1];
  if (server === undefined) throw new Error(`e2eServer: worker ${process.env.VITEST_POOL_ID} has no server (global-setup started ${servers.length})`);
  return server;
}

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

/**
 * A new browser context (its own cookies, storage and cache) for the app at `baseUrl`. A test
 * file whose tests need no separate cookies or storage may open all its pages in one such
 * context ({@link watchPage}): the pages then share the browser's cache, so the app's scripts
 * (Monaco's megabytes above all) are fetched and compiled once per file, not once per test.
 */
export async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  // Playwright's 30 s for an action (a click waits for the navigation it starts) was too short on
  // a machine at load 24: a radio click whose autosave refreshed the route took longer. Every
  // wait is still for a state; only how long it may take under load grows.
  context.setDefaultTimeout(60_000);
  return context;
}

/** A page in its own new context: nothing is shared with any other test's page. */
export async function openPage(browser: Browser, baseUrl: string): Promise<WatchedPage> {
  return watchPage(await newContext(browser, baseUrl));
}

/** A new watched page in `context` (see {@link newContext}); close it with `page.close()`. */
export async function watchPage(context: BrowserContext): Promise<WatchedPage> {
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

/**
 * Waits until React has hydrated the page: the root layout marks `<html data-hydrated>`
 * (components/layout/hydration-marker.tsx), and every control React rendered on the server has
 * been hydrated too. The marker alone is not enough: a page behind a loading boundary
 * (app/packs/[packId]/(pack)/loading.tsx) hydrates after the root, and 9 loads in 20 of the
 * pictures page showed the marker before its file inputs had their handlers (a file set then
 * is lost). Controls Monaco makes itself are not React's and are skipped.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("input, button, select, textarea")].every(
        (el) => el.closest(".monaco-editor") !== null || Object.keys(el).some((key) => key.startsWith("__reactFiber$")),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/** Loads a page and waits until it is interactive. */
export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
}

/** Saves a full-page screenshot under tmp/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** One test file's browser: what {@link browserPerFile} hands the tests. */
export interface BrowserSession {
  /** The production server global-setup started (tests/e2e/global-setup.ts). */
  readonly baseUrl: string;
  /** The file's browser; throws if called outside a test (before beforeAll launched it). */
  browser(): Browser;
  /** Opens a watched page at `path` and waits until it is interactive; it (or its own context) is closed after the test. */
  open(path?: string): Promise<WatchedPage>;
  /** The seeded demo pack's id ("The Drowned Coast"); throws when it is not seeded. */
  demoPackId(): Promise<string>;
}

/**
 * The per-file set-up every browser test file repeated: launches Chromium before the file's
 * tests, closes every page a test opened after it (also when it failed, so one failure does not
 * leave pages running into the next test), and closes the browser after the file. Call it once
 * at the top level of a test file. With `oneContext`, every page of the file opens in one shared
 * context (see {@link newContext}): only for files whose tests need no cookies or storage of
 * their own; otherwise each page gets its own context.
 */
export function browserPerFile(options: { oneContext?: boolean } = {}): BrowserSession {
  const { baseUrl } = e2eServer();
  let browser: Browser | undefined;
  let shared: BrowserContext | undefined;
  const opened: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.oneContext) shared = await newContext(browser, baseUrl);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((closable) => closable.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (browser === undefined) throw new Error("browserPerFile: the browser is launched in beforeAll; call this inside a test.");
    return browser;
  };
  return {
    baseUrl,
    browser: current,
    async open(path = "/") {
      const watched = shared ? await watchPage(shared) : await openPage(current(), baseUrl);
      opened.push(shared ? watched.page : watched.context);
      await goto(watched.page, path);
      return watched;
    },
    async demoPackId() {
      const { packs } = (await (await fetch(`${baseUrl}/api/packs`)).json()) as { packs: { id: string; name: string }[] };
      const id = packs.find((p) => p.name === "The Drowned Coast")?.id;
      if (id === undefined) throw new Error("no demo pack seeded");
      return id;
    },
  };
}
