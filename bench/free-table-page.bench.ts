/**
 * The free table in Chromium (issue 27, "Speed"), on the production build served on a temporary
 * database like the browser tests (tests/e2e/global-setup.ts, as bench/table-click.bench.ts does):
 *
 * - move: a card moved through its menu on a table of 200+ cards (4 seats of a 60-card deck,
 *   240 cards, 44 of each seat's laid face up in a row first: about 200 tiles drawn), from the
 *   menu item's click to the frame painted with the card in its new zone (a MutationObserver on
 *   the zone, then two animation frames). The free table predicts such a move
 *   (lib/free-table/predict.ts): the time is the page's own, the server's answer comes after.
 *   Goal p95 < 50 ms (THROTTLE=2: < 80 ms).
 * - setup: from the game page's navigation to the table shown (every zone drawn), 4 seats x 60
 *   cards. Goal < 500 ms.
 * - replay: a 2,000-action game (imported as a replay), stepped forward, back and jumped with the
 *   replay bar, each from the input to the step's board painted. Goal < 20 ms a step. The page
 *   buffers the replay's steps in the background once it is opened: jumps made while the buffer
 *   fills are printed apart (cold, sorted by whether they asked the server), the timed back,
 *   forward and jump runs come after it holds every step (warm).
 *
 * The first of each kind is printed apart (cold: the route compiled, caches empty), the rest as
 * warm p50/p95. Run: `npx tsx bench/free-table-page.bench.ts` (MOVES, STEPS; THROTTLE=<rate>
 * slows the page's main thread through CDP Emulation.setCPUThrottlingRate; STEPS_ENCODING=plain|delta
 * sends the replay's /steps requests with that encoding). TRACE_FILE=<path>
 * records a Chromium trace of the moves and steps there (TRACE_CPU=1 adds V8's sampling profile)
 * and prints the renderer's work per kind of measurement (bench/chromium-trace.ts), to say what to
 * cut next. The load average is printed before and after.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import setup from "../tests/e2e/global-setup";
import { CHROMIUM_PATH } from "../tests/e2e/browser";
import type { FreeTableState } from "../lib/free-table/state";
import { decodeSteps, encodeSteps, type EncodedSteps } from "../lib/free-table/step-delta";
import { renderWork } from "./chromium-trace";
import { addExtraCss } from "./extra-css";

const MOVES = Number(process.env.MOVES ?? 30);
const STEPS = Number(process.env.STEPS ?? 30);
const THROTTLE = Number(process.env.THROTTLE ?? 1);
const TRACE_FILE = process.env.TRACE_FILE;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");
const DECK = "Muna: Lanterns of the Fen";
/** Cards each seat lays face up in a row before the page opens (4 x (44 + 6 in hand + 1 hero) = 204 tiles); SPREAD=<n> to weigh a tile. */
const SPREAD = Number(process.env.SPREAD ?? 44);
/** Setups measured (the first cold). */
const SETUPS = Number(process.env.SETUPS ?? 6);
/** EXTRA_DECKS=<n>: the pack holds n more decks (its deck's cards under other identifiers) that no seat plays, as a designer's pack of many decks does. */
const EXTRA_DECKS = Number(process.env.EXTRA_DECKS ?? 0);
/** STEPS_ENCODING=plain|delta: the encoding the page's /steps requests are sent with (unset: the page's own, delta, not routed). */
const STEPS_ENCODING = process.env.STEPS_ENCODING;
if (STEPS_ENCODING !== undefined && STEPS_ENCODING !== "plain" && STEPS_ENCODING !== "delta") throw new Error("STEPS_ENCODING is plain or delta");
/** ONLY_SETUP=1: stop after the setups (no moves, no replay). */
const ONLY_SETUP = process.env.ONLY_SETUP === "1";

const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const line = (what: string, xs: readonly (number | readonly [number, number])[], goal: number) => {
  const first = (x: number | readonly [number, number]) => (typeof x === "number" ? x : x[0]);
  const [cold, ...warm] = xs.map(first);
  const next = xs.filter((x): x is readonly [number, number] => typeof x !== "number").map((x) => x[1]);
  const [nextCold, ...nextWarm] = next;
  const apart = next.length === 0 ? "" : `; to the next frame's start (as measured before 2026-12-03): cold ${nextCold?.toFixed(1)} ms, warm p50 ${pct(nextWarm, 50).toFixed(1)} ms p95 ${pct(nextWarm, 95).toFixed(1)} ms`;
  console.log(`${what}: cold ${cold?.toFixed(1)} ms; warm n=${warm.length} p50 ${pct(warm, 50).toFixed(1)} ms p95 ${pct(warm, 95).toFixed(1)} ms (goal < ${goal} ms${THROTTLE > 1 ? `, THROTTLE=${THROTTLE}` : ""})${apart}`);
};

/** The Altered demo pack with its deck made 60 cards (copies raised in turn). */
function bigPack(): string {
  const pack = JSON.parse(readFileSync(join(process.cwd(), "seeds", "altered-demo.pack.json"), "utf8")) as { decks: { name: string; cards: { identifier: string; copies: number; type: string }[] }[] };
  const deck = pack.decks[0] as { cards: { identifier: string; copies: number; type: string }[] };
  const others = Array.from({ length: EXTRA_DECKS }, (_, n) => ({ ...deck, name: `Other deck ${n + 1}`, cards: deck.cards.map((c) => ({ ...c, identifier: `X${n + 1}-${c.identifier}` })) }));
  let total = deck.cards.reduce((n, c) => n + c.copies, 0);
  for (let i = 0; total < 60; i = (i + 1) % deck.cards.length) {
    const c = deck.cards[i] as { copies: number; type: string };
    if (c.type === "Hero") continue;
    c.copies++;
    total++;
  }
  pack.decks.push(...others);
  return JSON.stringify(pack);
}

/**
 * Runs `act` in the page and resolves with the ms from it to the frame painted after `done` holds
 * (checked on every DOM change), and apart the ms to the start of the frame after that one; marks
 * `ft-<kind>` and `ft-<kind>-painted` around the first for a trace.
 *
 * "Painted" is as bench/table-click.bench.ts measures it (app/packs/[packId]/play/[gameId]/frames.ts):
 * a message posted from the next animation-frame callback is handled after that frame's paint.
 * Until 2026-12-03 this bench waited for a second animation frame instead, which resolves at the
 * start of the frame after the painted one: up to a frame (16.7 ms at 60 Hz) later than the paint.
 * That number is still printed ("next frame"), to compare with the results written before.
 */
async function timed(page: Page, kind: string, act: string, done: string): Promise<[number, number]> {
  return page.evaluate(
    ({ kind, act, done }) =>
      new Promise<[number, number]>((resolve, reject) => {
        const check = new Function(`return (${done})`) as () => boolean;
        performance.mark(`ft-${kind}`);
        const t0 = performance.now();
        const finish = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              channel.port1.close();
              performance.mark(`ft-${kind}-painted`);
              const painted = performance.now() - t0;
              requestAnimationFrame(() => resolve([painted, performance.now() - t0]));
            };
            channel.port2.postMessage(null);
          });
        const obs = new MutationObserver(() => {
          if (!check()) return;
          obs.disconnect();
          finish();
        });
        obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => reject(new Error(`not done in 10 s: ${done}`)), 10_000);
        (new Function(act) as () => void)();
      }),
    { kind, act, done },
  );
}

/**
 * The renderer main threads' own (CPU) time per kind of work over a whole trace (one navigation):
 * [name, ms] largest first. Kinds nest (a FunctionCall inside EvaluateScript), so they overlap.
 */
function mainThreadWork(path: string): [string, number][] {
  type Ev = { name: string; ph: string; dur?: number; tdur?: number; pid?: number; tid?: number; args?: { name?: string } };
  const parsed = JSON.parse(readFileSync(path, "utf8")) as { traceEvents?: Ev[] } | Ev[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const sums = new Map<string, number>();
  for (const e of events) if (e.ph === "X" && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`)) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.tdur ?? e.dur) / 1000);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/**
 * The CPU time (user + system, ms; Linux /proc, 10 ms ticks) the app server has used: the child of
 * this process that runs scripts/serve.mjs. NaN where /proc is not there.
 */
function serverCpuMs(): number {
  try {
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) !== process.pid || !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("serve.mjs")) continue;
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }
  } catch {
    // not Linux
  }
  return NaN;
}

/**
 * Run in every page before its own scripts (an init script): from the document's start, checks
 * each animation frame for the free table drawn (every zone in the DOM, not busy) and for React
 * having reached it (the element carries React's fiber: hydration got there), and records, in
 * ms since the navigation started, the paint of the first frame that drew the table (a message
 * posted from that frame's callback is handled after its paint) and the frame hydration reached it.
 */
const SHOWN_PROBE = `(() => {
  if (!location.pathname.includes("/play/")) return;
  const out = { painted: null, hydrated: null };
  globalThis.__ftShown = out;
  const table = () => document.querySelector('[data-testid="free-table"]');
  const shown = () => document.querySelector('[data-testid="free-table"][aria-busy="false"]') !== null && document.querySelectorAll("[data-zone]").length > 0;
  const tick = () => {
    if (out.painted === null && out.pending !== true && shown()) {
      out.pending = true;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { out.painted = performance.now(); };
      channel.port2.postMessage(null);
    }
    const el = table();
    if (out.hydrated === null && el !== null && Object.keys(el).some((k) => k.startsWith("__reactFiber"))) out.hydrated = performance.now();
    if (out.painted === null || out.hydrated === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** Thrown to end after the setups (ONLY_SETUP). */
class Done extends Error {}

const provided: Record<string, unknown> = {};
const teardown = await setup({ config: { maxWorkers: 1 }, provide: (key: string, value: unknown) => void (provided[key] = value) } as unknown as Parameters<typeof setup>[0]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
try {
  const baseUrl = (provided.e2eServers as { baseUrl: string }[] | undefined)?.[0]?.baseUrl as string;
  const post = async (path: string, body: unknown) => {
    const r = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as { id: string };
  };
  const packId = (await post("/api/packs/import", bigPack())).id;
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 1800 } });
  // tsx compiles this file with esbuild's keepNames, which wraps the functions handed to
  // page.evaluate in a `__name(...)` helper that exists only in Node: give the page a no-op one.
  await context.addInitScript({ content: "globalThis.__name = (f) => f;" });
  await context.addInitScript({ content: SHOWN_PROBE });
  await addExtraCss(context);
  const page = await context.newPage();
  // STEPS_ENCODING=plain|delta: every /steps request of the page is sent with that encoding (plain:
  // none, as before 2026-12-04), through Playwright's routing, so both can be measured on one build.
  if (STEPS_ENCODING !== undefined) {
    await page.route(/\/steps\?/, (route) => {
      const u = new URL(route.request().url());
      if (STEPS_ENCODING === "plain") u.searchParams.delete("encoding");
      else u.searchParams.set("encoding", "delta");
      return route.continue({ url: u.toString() });
    });
  }
  if (THROTTLE > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  console.log(`load average before: ${load()}; /steps encoding: ${STEPS_ENCODING ?? "the page's own (delta), not routed"}`);
  const shown = `document.querySelector('[data-testid="free-table"][aria-busy="false"]') !== null && document.querySelectorAll('[data-zone]').length > 0`;

  // Setup to table shown: a new 4 x 60 game each time.
  const setups: number[] = [];
  // The same setups, until React hydrated the table (it answers clicks), and until page.goto's load event.
  const interactive: number[] = [];
  const loaded: number[] = [];
  // Apart: the same page's HTML fetched from Node (the server's work and the transfer, no browser), and its size.
  const served: number[] = [];
  let bytes = 0;
  let payload = 0;
  // The navigation's own timing per setup: first byte, last byte, DOMContentLoaded, table shown (ms from its start).
  const phases: number[][] = [];
  let gameId = "";
  for (let i = 0; i < SETUPS; i++) {
    gameId = (await post(`/api/packs/${packId}/games`, { engine: "free", decks: [DECK, DECK, DECK, DECK], seats: ["human", "human", "human", "human"], seed: 100 + i })).id;
    // The goal names a table of 200 cards on screen: each seat lays 44 cards of its deck in its
    // landmark row (face up, every seat sees them), besides its hero and its six-card hand.
    for (let seat = 0; seat < 4 && SPREAD > 0; seat++) await post(`/api/games/${gameId}/actions`, { type: "draw", seat, from: { zone: "deck", seat }, to: { zone: "landmark", seat }, count: SPREAD });
    // The last setup traced apart (TRACE_FILE): the renderer's work from navigation to table shown.
    const traceSetup = TRACE_FILE !== undefined && i === SETUPS - 1;
    if (traceSetup) await browser.startTracing(page, { path: `${TRACE_FILE}.setup.json`, categories: ["devtools.timeline", "blink.user_timing", "disabled-by-default-devtools.timeline", "v8"] });
    const t0 = Date.now();
    await page.goto(`/packs/${packId}/play/${gameId}`);
    await page.waitForFunction(shown);
    // Until the load event (every script, style and font) and the table then found: the measure before 2026-12-04.
    loaded.push(Date.now() - t0);
    const probe = (await page.waitForFunction(() => {
      const o = (globalThis as { __ftShown?: { painted: number | null; hydrated: number | null } }).__ftShown;
      return o !== undefined && o.painted !== null && o.hydrated !== null ? [o.painted, o.hydrated] : null;
    })).jsonValue() as Promise<[number, number]>;
    const [painted, hydrated] = await probe;
    setups.push(painted);
    interactive.push(hydrated);
    if (traceSetup) await browser.stopTracing();
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return [n.responseStart - n.startTime, n.responseEnd - n.startTime, n.domContentLoadedEventEnd - n.startTime, performance.now() - n.startTime];
    });
    phases.push(nav);
    const t1 = performance.now();
    const html = await (await fetch(`${baseUrl}/packs/${packId}/play/${gameId}`)).text();
    served.push(performance.now() - t1);
    bytes = html.length;
    // The RSC payload's part (the client components' props, the game and the card infos), the rest the markup.
    payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((n, m) => n + (m[1]?.length ?? 0), 0);
    // DUMP_HTML=<path>: the last setup's HTML, to read what it carries.
    if (process.env.DUMP_HTML) writeFileSync(process.env.DUMP_HTML, html);
  }
  const onTable = await page.evaluate(() => document.querySelectorAll("[data-card]").length);
  console.log(`table: 4 seats x 60 cards, ${onTable} tiles drawn (stacks draw their top card only)${EXTRA_DECKS > 0 ? `; the pack has ${EXTRA_DECKS} more decks no seat plays` : ""}`);
  line("setup to table shown (navigation start to the first frame that painted every zone)", setups, 500);
  line("  the same setups to the table hydrated (React reached it: it answers clicks)", interactive, 500);
  line("  the same setups to the load event and the table found (the measure before 2026-12-04)", loaded, 500);
  console.log(`  navigation timing p50 (warm): first byte ${pct(phases.slice(1).map((p) => p[0] ?? 0), 50).toFixed(0)} ms, last byte ${pct(phases.slice(1).map((p) => p[1] ?? 0), 50).toFixed(0)} ms, DOMContentLoaded ${pct(phases.slice(1).map((p) => p[2] ?? 0), 50).toFixed(0)} ms, table shown ${pct(phases.slice(1).map((p) => p[3] ?? 0), 50).toFixed(0)} ms`);
  // The server's own CPU for the page: the last game's page fetched again, one after another.
  const cpu0 = serverCpuMs();
  for (let i = 0; i < 10; i++) await (await fetch(`${baseUrl}/packs/${packId}/play/${gameId}`)).text();
  console.log(`  the server's CPU per page (10 fetches of the last game's page from Node): ${((serverCpuMs() - cpu0) / 10).toFixed(1)} ms`);
  line(`  apart: the page's HTML from Node (${(bytes / 1024).toFixed(0)} KiB, of which the RSC payload ${(payload / 1024).toFixed(0)} KiB)`, served, 500);
  if (TRACE_FILE) {
    console.log(`renderer main thread's work for the last setup, navigation to table shown (${TRACE_FILE}.setup.json), thread time (nested kinds overlap):`);
    for (const [what, ms] of mainThreadWork(`${TRACE_FILE}.setup.json`).slice(0, 12)) console.log(`  ${what.padEnd(28)} ${ms.toFixed(1)} ms`);
  }

  if (ONLY_SETUP) throw new Done();
  if (TRACE_FILE) await browser.startTracing(page, { path: TRACE_FILE, categories: ["devtools.timeline", "blink.user_timing", "disabled-by-default-devtools.timeline", ...(process.env.TRACE_CPU ? ["disabled-by-default-v8.cpu_profiler"] : [])] });
  // Moves: the first card of the seat to act's hand to its reserve and back, through the card's menu.
  const moves: [number, number][] = [];
  for (let i = 0; i < MOVES; i++) {
    const from = i % 2 === 0 ? "hand|0" : "reserve|0";
    const to = i % 2 === 0 ? "Move to Player 1's reserve" : "Move to Player 1's hand";
    await page.locator(`[data-zone="${from}"] [data-card]`).first().getByRole("button", { name: /^Actions for / }).click();
    const item = page.getByRole("menuitem", { name: to, exact: true });
    await item.waitFor();
    const before = await page.locator(`[data-zone="${from}"] [data-card]`).count();
    await item.evaluate((el) => el.setAttribute("data-bench", "go"));
    moves.push(await timed(page, "move", `document.querySelector('[data-bench="go"]').click()`, `document.querySelectorAll('[data-zone="${from}"] [data-card]').length === ${before - 1} && document.querySelector('[data-testid="free-table"][aria-busy="false"]') !== null`));
  }
  line(`move on a ${onTable}-tile table, click to painted (server answer included)`, moves, THROTTLE > 1 ? 80 : 50);

  // Replay of 2,000 actions: imported, then stepped.
  const replay = (await (await fetch(`${baseUrl}/api/games/${gameId}/replay`)).json()) as { actions: unknown[] };
  // The game's own actions first (the cards laid out, the moves), then rolls up to 2,000.
  replay.actions = [...replay.actions, ...Array.from({ length: 2000 - replay.actions.length }, () => ({ action: { type: "roll", seat: 0, sides: 6, count: 1 }, by: "human" }))];
  const long = (await post(`/api/games/import?packId=${packId}`, replay)).id;
  const t0 = Date.now();
  await page.goto(`/packs/${packId}/play/${long}`);
  await page.waitForFunction(shown);
  console.log(`replay: 2,000-action game page loaded in ${Date.now() - t0} ms`);
  // Resource timing keeps every /steps request (its buffer holds 250 entries by default).
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  const stepRequests = () => page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/steps?")).length);
  await page.getByRole("button", { name: "Replay", exact: true }).click();
  await page.getByTestId("replay-step").getByText("Step 1999 of 2000").waitFor();
  const stepDone = (n: number) => `document.querySelector('[data-testid="replay-step"]')?.textContent === 'Step ${n} of 2000' && document.querySelector('[data-testid="free-table"][aria-busy="false"]') !== null`;
  const slider = page.getByRole("slider", { name: "Jump to step" });
  await slider.evaluate((el) => el.setAttribute("data-bench", "slider"));
  const jumpTo = (n: number) =>
    timed(
      page,
      "jump",
      // React listens to the native input event with the value set through the prototype's setter.
      `const el = document.querySelector('[data-bench="slider"]'); Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, '${n}'); el.dispatchEvent(new Event('input', { bubbles: true }));`,
      stepDone(n),
    );
  // Jumps while the replay's buffer (components/free-table/use-free-table.ts) is still filling from
  // step 1999 outwards: to steps far from it, each timed and sorted by whether it had to ask the
  // server (a /steps request during the jump) or drew a step the page held.
  const asked: [number, number][] = [];
  const held: [number, number][] = [];
  for (const n of [40, 120, 260, 10, 180, 330, 75, 300]) {
    const before = await stepRequests();
    const t = await jumpTo(n);
    ((await stepRequests()) > before ? asked : held).push(t);
  }
  // Apart: the server's answer to one step, fetched from Node (its work and the transfer, no page).
  const one: number[] = [];
  let oneBytes = 0;
  for (const n of [15, 95, 215, 345, 55, 135]) {
    const t = performance.now();
    oneBytes = (await (await fetch(`${baseUrl}/api/games/${long}/steps?from=${n}&count=1`)).text()).length;
    one.push(performance.now() - t);
  }
  console.log(`  apart: one step's answer from Node (${(oneBytes / 1024).toFixed(0)} KiB): ${one.map((x) => x.toFixed(1)).join(", ")} ms`);
  // Apart: one window of 25 from Node, whole and delta-encoded (lib/free-table/step-delta.ts): its
  // bytes, the request's time, and in Node the encoding of the whole states and each answer's parse (+ decode).
  const windowTimes: { plain: number[]; delta: number[]; encode: number[]; parsePlain: number[]; parseDelta: number[] } = { plain: [], delta: [], encode: [], parsePlain: [], parseDelta: [] };
  let plainBytes = 0;
  let deltaBytes = 0;
  // The window from 0 holds the game's own actions (the 4 draws of the layout, the moves), the others only rolls.
  let ownBytes: [number, number] = [0, 0];
  for (const n of [0, 25, 500, 1000, 1500, 250, 750]) {
    const url = `${baseUrl}/api/games/${long}/steps?from=${n}&count=25`;
    let t = performance.now();
    const plain = await (await fetch(url)).text();
    windowTimes.plain.push(performance.now() - t);
    t = performance.now();
    const delta = await (await fetch(`${url}&encoding=delta`)).text();
    windowTimes.delta.push(performance.now() - t);
    if (n === 0) ownBytes = [plain.length, delta.length];
    else [plainBytes, deltaBytes] = [plain.length, delta.length];
    t = performance.now();
    const states = (JSON.parse(plain) as { states: FreeTableState[] }).states;
    windowTimes.parsePlain.push(performance.now() - t);
    t = performance.now();
    encodeSteps(states);
    windowTimes.encode.push(performance.now() - t);
    t = performance.now();
    decodeSteps((JSON.parse(delta) as { steps: EncodedSteps }).steps);
    windowTimes.parseDelta.push(performance.now() - t);
  }
  const ms = (xs: readonly number[]) => `${xs.map((x) => x.toFixed(1)).join(", ")} ms`;
  console.log(`  apart: one window of 25 from Node: ${(plainBytes / 1024).toFixed(0)} KiB plain, ${(deltaBytes / 1024).toFixed(1)} KiB delta (rolls); from step 0 (the game's draws and moves) ${(ownBytes[0] / 1024).toFixed(0)} KiB plain, ${(ownBytes[1] / 1024).toFixed(1)} KiB delta; request plain ${ms(windowTimes.plain)}, delta ${ms(windowTimes.delta)}; encode (in Node, of the parsed states: no part shared, more than the server's) ${ms(windowTimes.encode)}; parse plain ${ms(windowTimes.parsePlain)}, parse + decode delta ${ms(windowTimes.parseDelta)}`);
  // Then every window of the 2,000 steps: 81 windows of 25 (and the jumps' single steps).
  const t2 = Date.now();
  await page.waitForFunction(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/steps?") && e.name.includes("count=25")).length >= 81, undefined, { timeout: 60_000 });
  console.log(`replay: the buffer held all 2,000 steps ${Date.now() - t2} ms after the cold jumps ended (${await stepRequests()} /steps requests in all)`);
  const back: [number, number][] = [];
  const forward: [number, number][] = [];
  const jump: [number, number][] = [];
  let at = 1999;
  await jumpTo(at);
  for (let i = 0; i < STEPS; i++) {
    back.push(await timed(page, "back", `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Back').click()`, stepDone(--at)));
  }
  for (let i = 0; i < STEPS; i++) {
    forward.push(await timed(page, "forward", `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Forward').click()`, stepDone(++at)));
  }
  for (let i = 0; i < STEPS; i++) {
    at = (at * 7 + 331) % 2000;
    jump.push(await jumpTo(at));
  }
  // SHOT=<path>: a picture of the replay after the jumps, to look at what was measured.
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
  const few = (xs: readonly [number, number][]) => (xs.length === 0 ? "none" : `n=${xs.length}, ${xs.map((x) => x[0].toFixed(1)).join(", ")} ms`);
  console.log(`replay jump while the buffer fills (cold): that asked the server ${few(asked)}; that the page held already ${few(held)}`);
  line("replay step back (click to painted)", back, 20);
  line("replay step forward", forward, 20);
  line("replay jump (slider), every step held (warm)", jump, 20);
  console.log(`load average after: ${load()}${THROTTLE > 1 ? `; main thread throttled ${THROTTLE}x` : ""}`);
  if (TRACE_FILE) {
    await browser.stopTracing();
    for (const kind of ["move", "back", "forward", "jump"]) {
      const work = renderWork(TRACE_FILE, `ft-${kind}`, `ft-${kind}-painted`);
      console.log(`renderer work per ${kind} to painted (${work.windows} windows, ${TRACE_FILE}): wall, and the thread's own (CPU) time`);
      for (const [what, ms, thread] of work.perWindow) console.log(`  ${what.padEnd(28)} ${ms.toFixed(2)} ms   (thread ${thread.toFixed(2)} ms)`);
      console.log(`  forced inside script (style/layout a DOM call needed at once): ${work.forced.count} over ${work.windows} windows, thread ${work.forced.threadMs.toFixed(1)} ms in all`);
    }
  }
} catch (e) {
  if (!(e instanceof Done)) throw e;
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await teardown();
}
