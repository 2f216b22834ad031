/**
 * The table's answer time (issue 11, "Speed"): from a click on a playable card to the table
 * painted with the bot's answer, in Chromium on the demo pack. The game page marks the click
 * (`table-click`), the server's answer read (`table-answer`) and the frame with the answer painted
 * (`table-painted`); this reads the page's measures with page.evaluate and prints where the time
 * goes: the request (click -> answer read, the server's work and the transfer), the views built
 * (the adapter's tableView: one for the designer's own move drawn at once, one for the answer),
 * React's render (answer read -> committed, the answer's view included) and the paint (answer
 * read -> the frame painted: the render and the browser's frame).
 * Goal: p95 under 50 ms.
 *
 * Needs the production build (`npm run build`); serves it on a temporary database like the
 * browser tests (tests/e2e/global-setup.ts). Run: `npm run bench -- table-click`.
 * CLICKS (default 50) sets how many card clicks are measured.
 */
import os from "node:os";
import { chromium } from "playwright-core";
import setup from "../tests/e2e/global-setup";
import { CHROMIUM_PATH } from "../tests/e2e/browser";
import { hydrated } from "../tests/e2e/app-helpers";
import { deal, demoPackId, eraOver, humanMove, ready } from "../tests/e2e/play-helpers";

const CLICKS = Number(process.env.CLICKS ?? 50);
const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(" ");
const provided: Record<string, string> = {};
// The setup only calls `provide` on the project it is given.
const teardown = await setup({ provide: (key: string, value: string) => void (provided[key] = value) } as unknown as Parameters<typeof setup>[0]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
try {
  const baseUrl = provided.baseUrl as string;
  const packId = await demoPackId(baseUrl);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const times: number[] = [];
  const parts = { request: [] as number[], view: [] as number[], render: [] as number[], paint: [] as number[] };
  let seed = 1;
  let other = 0;
  while (times.length < CLICKS) {
    await deal(page, packId, "The Fog Years", String(seed++));
    await hydrated(page);
    while (times.length < CLICKS && !(await eraOver(page))) {
      const card = page.locator('[data-testid="table-board"] button[data-playable]').first();
      if ((await card.count()) === 0) {
        if ((await humanMove(page)) === null) break;
        other++;
        continue;
      }
      await page.evaluate(() => {
        for (const m of ["table-click", "table-request", "table-view", "table-render", "table-paint"]) performance.clearMeasures(m);
      });
      await card.click();
      await page.waitForFunction(() => performance.getEntriesByName("table-click", "measure").length > 0, undefined, { timeout: 30_000 });
      await ready(page);
      // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
      const [click, request, views, render, paint] = await page.evaluate(() =>
        ["table-click", "table-request", "table-view", "table-render", "table-paint"].map((n) => performance.getEntriesByName(n, "measure").map((e) => e.duration)),
      );
      const m = { click: click?.[0] ?? 0, request: request?.[0] ?? 0, view: (views ?? []).reduce((a, b) => a + b, 0), render: render?.[0] ?? 0, paint: paint?.[0] ?? 0 };
      times.push(m.click);
      if (times.length % 10 === 0) console.log(`  ${times.length} clicks measured (last ${m.click.toFixed(1)} ms)`);
      parts.request.push(m.request);
      parts.view.push(m.view);
      parts.render.push(m.render);
      parts.paint.push(m.paint);
    }
  }
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
  const row = (xs: number[]) => `p50 ${q(xs, 0.5).toFixed(1)} ms   p95 ${q(xs, 0.95).toFixed(1)} ms   max ${q(xs, 1).toFixed(1)} ms`;
  console.log(`load average before: ${loadBefore}; after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log(`click on a playable card -> table painted with the bot's answer: ${row(times)}   (${times.length} clicks over ${seed - 1} games, ${other} other actions between)`);
  console.log(`  request (click -> answer read):      ${row(parts.request)}`);
  console.log(`  views built (tableView, per click):  ${row(parts.view)}`);
  console.log(`  render (answer read -> React commit): ${row(parts.render)}`);
  console.log(`  paint (answer read -> painted):      ${row(parts.paint)}`);
  console.log(`goal p95 < 50 ms: ${q(times, 0.95) < 50 ? "met" : "NOT met"}`);
  await context.close();
} finally {
  await browser.close();
  await teardown();
}
