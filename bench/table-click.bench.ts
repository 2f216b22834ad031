/**
 * The table's answer time (issue 11, "Speed"): from a click on a playable card to the table
 * painted with the bot's answer, in Chromium on the demo pack. The table predicts the answer with
 * the server's own code (lib/table/prediction.ts) and paints it before the server answers; the
 * game page marks the click (`table-click`), the prediction (`table-predicted`), the commit and
 * the frame painted (`table-painted`), the server's answer read (`table-answer`) and how it
 * settled (`table-settled`: confirmed, replaced, rolledBack, reload). This reads the page's
 * measures with page.evaluate and prints where the time goes: the prediction (the designer's move
 * and the bots' turns), the views built (the adapter's tableView), React's render (predicted ->
 * committed), the paint (committed -> painted), and, apart, the request (click -> answer read:
 * the server's work and the transfer), which no longer delays the paint.
 * Goal: p95 under 50 ms.
 *
 * Needs the production build (`npm run build`); serves it on a temporary database like the
 * browser tests (tests/e2e/global-setup.ts). Run: `npm run bench -- table-click`.
 * CLICKS (default 50) sets how many card clicks are measured; TRACE=1 prints every action taken;
 * THROTTLE=<rate> slows the page's main thread that many times (a slower machine's stand-in).
 * TRACE_FILE=<path> records a Chromium trace there and prints the renderer's work per click (script,
 * style, layout, paint, raster, in wall and thread time, and the style/layout forced inside script:
 * bench/chromium-trace.ts), to say what to cut next; TRACE_CPU=1 adds V8's sampling profile to it.
 * EXTRA_CSS=<css> adds a style sheet to every page, to try a CSS change on the same build.
 * A click that does not happen within 10 s stops the bench with what was on the table (the card,
 * aria-busy, the playable cards, the marks, the console) and the game's legal actions from the API.
 */
import os from "node:os";
import { chromium } from "playwright-core";
import setup from "../tests/e2e/global-setup";
import { CHROMIUM_PATH } from "../tests/e2e/browser";
import { hydrated } from "../tests/e2e/app-helpers";
import { deal, demoPackId, eraOver, humanMove, ready } from "../tests/e2e/play-helpers";
import { renderWork } from "./chromium-trace";
import { addExtraCss } from "./extra-css";

const CLICKS = Number(process.env.CLICKS ?? 50);
const TRACE_FILE = process.env.TRACE_FILE;
const THROTTLE = Number(process.env.THROTTLE ?? 1);
const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(" ");
const provided: Record<string, unknown> = {};
// The setup only calls `provide` and reads `config.maxWorkers` (one server: this runs alone).
const teardown = await setup({ config: { maxWorkers: 1 }, provide: (key: string, value: unknown) => void (provided[key] = value) } as unknown as Parameters<typeof setup>[0]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
try {
  const baseUrl = (provided.e2eServers as { baseUrl: string }[] | undefined)?.[0]?.baseUrl as string;
  const packId = await demoPackId(baseUrl);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await addExtraCss(context);
  const page = await context.newPage();
  // THROTTLE=<rate> slows the page's main thread that many times (Chromium's CPU throttling, as in
  // DevTools): a stand-in for a slower machine. It slows script, style, layout and paint recording,
  // not raster, the compositor or the server.
  if (THROTTLE > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  if (TRACE_FILE) await browser.startTracing(page, { path: TRACE_FILE, categories: ["devtools.timeline", "blink.user_timing", "disabled-by-default-devtools.timeline", ...(process.env.TRACE_CPU ? ["disabled-by-default-v8.cpu_profiler"] : [])] });
  const consoleLines: string[] = [];
  page.on("console", (m) => void consoleLines.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => void consoleLines.push(`pageerror: ${e.message}`));
  const times: number[] = [];
  const parts = { predict: [] as number[], request: [] as number[], view: [] as number[], render: [] as number[], paint: [] as number[] };
  let seed = 1;
  let other = 0;
  const outcomes: Record<string, number> = {};
  while (times.length < CLICKS) {
    if (process.env.TRACE) console.log(`  deal seed ${seed}`);
    await deal(page, packId, "The Fog Years", String(seed++));
    await hydrated(page);
    while (times.length < CLICKS && !(await eraOver(page))) {
      const card = page.locator('[data-testid="table-board"] button[data-playable]').first();
      if ((await card.count()) === 0) {
        const moved = await humanMove(page);
        if (process.env.TRACE) console.log(`  other: ${moved}`);
        if (moved === null) break;
        other++;
        continue;
      }
      await page.evaluate(() => {
        for (const m of ["table-click", "table-predict", "table-request", "table-view", "table-render", "table-paint"]) performance.clearMeasures(m);
        performance.clearMarks("table-settled");
      });
      const cardHtml = await card.evaluate((el) => el.outerHTML, undefined, { timeout: 5_000 }).catch(() => "(gone)");
      const clicked = await card.click({ timeout: 10_000 }).then(() => true, (e: unknown) => String(e));
      if (process.env.TRACE) console.log(`  click ${cardHtml.slice(0, 120)} -> ${clicked}`);
      if (clicked !== true) {
        const gameId = page.url().split("/").at(-1) as string;
        const api = (await (await fetch(`${baseUrl}/api/games/${gameId}`)).json()) as { toAct: number | null; legal: unknown[]; over: boolean; log: unknown[] };
        const dom = await page.evaluate(() => ({
          busy: document.querySelector('[data-testid="table-board"]')?.getAttribute("aria-busy"),
          playable: [...document.querySelectorAll('[data-testid="table-board"] button[data-playable]')].map((b) => b.outerHTML),
          status: document.querySelector('[data-testid="table-status"]')?.textContent,
          bar: document.querySelector('[data-testid="action-bar"]')?.textContent,
          marks: performance.getEntries().filter((e) => e.name.startsWith("table-")).map((e) => `${e.entryType} ${e.name} ${String((e as PerformanceMark).detail ?? "")}`).slice(-20),
        }));
        console.log(JSON.stringify({ clicked, cardHtml, apiToAct: api.toAct, apiOver: api.over, apiLegal: api.legal, apiLog: api.log.length, dom, console: consoleLines.slice(-20) }, null, 1));
        throw new Error("the click stalled");
      }
      await page.waitForFunction(() => performance.getEntriesByName("table-click", "measure").length > 0, undefined, { timeout: 30_000 });
      await ready(page);
      await page.waitForFunction(() => performance.getEntriesByName("table-settled", "mark").length > 0, undefined, { timeout: 30_000 });
      const settled = await page.evaluate(() => String((performance.getEntriesByName("table-settled", "mark")[0] as PerformanceMark | undefined)?.detail));
      outcomes[settled] = (outcomes[settled] ?? 0) + 1;
      // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
      const [click, predictMs, request, views, render, paint] = await page.evaluate(() =>
        ["table-click", "table-predict", "table-request", "table-view", "table-render", "table-paint"].map((n) => performance.getEntriesByName(n, "measure").map((e) => e.duration)),
      );
      const m = { click: click?.[0] ?? 0, predict: predictMs?.[0] ?? 0, request: request?.[0] ?? 0, view: (views ?? []).reduce((a, b) => a + b, 0), render: render?.[0] ?? 0, paint: paint?.[0] ?? 0 };
      times.push(m.click);
      if (times.length % 10 === 0) console.log(`  ${times.length} clicks measured (last ${m.click.toFixed(1)} ms)`);
      parts.predict.push(m.predict);
      parts.request.push(m.request);
      parts.view.push(m.view);
      parts.render.push(m.render);
      parts.paint.push(m.paint);
    }
  }
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
  const row = (xs: number[]) => `p50 ${q(xs, 0.5).toFixed(1)} ms   p95 ${q(xs, 0.95).toFixed(1)} ms   max ${q(xs, 1).toFixed(1)} ms`;
  console.log(`load average before: ${loadBefore}; after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}${THROTTLE > 1 ? `; main thread throttled ${THROTTLE}x` : ""}`);
  console.log(`click on a playable card -> table painted with the bot's answer: ${row(times)}   (${times.length} clicks over ${seed - 1} games, ${other} other actions between)`);
  console.log(`  predicted (move + bots' turns):      ${row(parts.predict)}`);
  console.log(`  views built (tableView, per click):  ${row(parts.view)}`);
  console.log(`  render (predicted -> React commit):  ${row(parts.render)}`);
  console.log(`  paint (commit -> painted):           ${row(parts.paint)}`);
  console.log(`  apart: request (click -> answer read): ${row(parts.request)}`);
  console.log(`  answers: ${Object.entries(outcomes).map(([k, v]) => `${v} ${k}`).join(", ")}`);
  console.log(`goal p95 < 50 ms: ${q(times, 0.95) < 50 ? "met" : "NOT met"}`);
  if (TRACE_FILE) {
    await browser.stopTracing();
    // Every click posted (the measured card clicks and the other actions between) opens a window.
    const work = renderWork(TRACE_FILE, "table-click", "table-painted");
    console.log(`renderer work per click to painted, from the trace (${work.windows} clicks, ${TRACE_FILE}): wall, and the thread's own (CPU) time`);
    for (const [kind, ms, thread] of work.perWindow) console.log(`  ${kind.padEnd(28)} ${ms.toFixed(2)} ms   (thread ${thread.toFixed(2)} ms)`);
    console.log(`  forced inside script (style/layout a DOM call needed at once): ${work.forced.count} over ${work.windows} clicks, thread ${work.forced.threadMs.toFixed(1)} ms in all`);
  }
  await context.close();
} finally {
  await browser.close();
  await teardown();
}
