/**
 * The table's answer time (issue 11, "Speed"): from a click on a playable card to the table
 * painted with the bot's answer, in Chromium on the demo pack. The game page marks the click
 * (`table-click`) and the first frame after the server's answer is drawn (`table-painted`); this
 * reads the `table-click` measures with page.evaluate. Goal: p95 under 50 ms.
 *
 * Needs the production build (`npm run build`); serves it on a temporary database like the
 * browser tests (tests/e2e/global-setup.ts). Run: `npm run bench -- table-click`.
 * CLICKS (default 50) sets how many card clicks are measured.
 */
import { chromium } from "playwright-core";
import setup from "../tests/e2e/global-setup";
import { CHROMIUM_PATH } from "../tests/e2e/browser";
import { hydrated } from "../tests/e2e/app-helpers";
import { deal, demoPackId, eraOver, humanMove, ready } from "../tests/e2e/play-helpers";

const CLICKS = Number(process.env.CLICKS ?? 50);
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
      await page.evaluate(() => performance.clearMeasures("table-click"));
      await card.click();
      await page.waitForFunction(() => performance.getEntriesByName("table-click", "measure").length > 0, undefined, { timeout: 30_000 });
      await ready(page);
      times.push(await page.evaluate(() => (performance.getEntriesByName("table-click", "measure")[0] as PerformanceEntry).duration));
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(`click on a playable card -> table painted with the bot's answer: p50 ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${at(1).toFixed(1)} ms   (${times.length} clicks over ${seed - 1} games, ${other} other actions between)`);
  console.log(`goal p95 < 50 ms: ${at(0.95) < 50 ? "met" : "NOT met"}`);
  await context.close();
} finally {
  await browser.close();
  await teardown();
}
