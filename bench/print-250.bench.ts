/**
 * 250 cards of the demo pack, fronts and backs (A4, 3 mm bleed, crop marks, long-edge backs),
 * rendered to PDF by Greenhouse (renderPrintPdf: plan, pictures, text layout, pages drawn with pdfkit) and by
 * headless Chromium printing an equivalent HTML page (bench/print-workload.ts) with page.pdf(),
 * side by side in one run. Goal: ours 2 s, and ours / Chromium <= 1.
 *
 * Chromium's time is loading the page (fonts and pictures ready) plus page.pdf(); making its
 * HTML uses our own plan and text layout, which is not Chromium's work, so it is not counted.
 * Browser start-up is printed apart. Medians of three runs, alternating, after one warm-up of
 * ours (each Chromium run gets a fresh browser context). Ours also prints its CPU time: on a
 * shared machine it says more than the wall clock. React runs in production mode, as under
 * `next start` (its development build checks every element it creates).
 * `npx tsx bench/print-250.bench.ts --svg` also times Chromium once on the SVG form of the page
 * (the dialog's preview component), which it prints about as slowly. `--ours-only` times only
 * ours (median of five after the warm-up, in seconds rather than minutes), for iterating.
 *
 * `--process`: whole processes instead, as a designer runs them (issue 25, "PDF, whole
 * process"): `cli pdf` of the 250 cards (the command line's bundle, generated/cli/main.mjs)
 * against `chromium --headless --print-to-pdf` of a plain hand-made sheet of the same cards and
 * pages (bench/cli-start.bench.ts's sheet: text boxes, no pictures), spawn to exit, alternating,
 * medians of five. "cold": an empty width cache for each run (the first print on a machine);
 * "warm": the cache one earlier run filled. `--before DIR` adds a row for another bundle (e.g. a
 * copy of generated/cli built from an older commit).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import type { PrintOptions } from "../lib/print/options";
import type { PackDocument } from "../lib/packs/schema";

// Before React loads (hence the dynamic imports below): the server's mode, not the dev build.
Object.assign(process.env, { NODE_ENV: "production" });
const { renderPrintPdf } = await import("../lib/systems/got-cgs/print/render");
const { BENCH_OPTIONS, demoPack, printHtml } = (await import("./print-workload")) as {
  BENCH_OPTIONS: PrintOptions;
  demoPack: (faces: number) => PackDocument;
  printHtml: (doc: PackDocument, form?: "html" | "svg") => Promise<{ html: string; page: { width: number; height: number }; pages: number }>;
};

const FACES = 250;
const RUNS = 3;
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const doc = demoPack(FACES);

async function ours(): Promise<{ ms: number; cpuMs: number; bytes: number; pages: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await renderPrintPdf(doc, BENCH_OPTIONS);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, bytes: result.pdf.byteLength, pages: result.pages };
}

if (process.argv.includes("--process")) {
  const { wholeProcesses } = await import("./print-process");
  const at = process.argv.indexOf("--before");
  await wholeProcesses(doc, at >= 0 ? process.argv[at + 1] : undefined);
  process.exit(0);
}

if (process.argv.includes("--ours-only")) {
  const warmStart = performance.now();
  const warm = await ours();
  const warmMs = performance.now() - warmStart;
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await ours());
  const ms = runs.map((r) => r.ms);
  console.log(`${FACES} cards of the demo pack, fronts and backs, ${warm.pages} A4 pages, ours only:`);
  console.log(
    `  Greenhouse (pdfkit): median ${fmt(median(ms))} of 5 [${ms.map(fmt).join(", ")}], median CPU ${fmt(median(runs.map((r) => r.cpuMs)))}, ${(warm.bytes / 1e6).toFixed(2)} MB PDF (cold, the first run in this process: ${fmt(warmMs)}, not counted)`,
  );
  console.log(`goal: 250 cards in 2 s (load average ${loadavg()[0]?.toFixed(1)}: other processes share the cores)`);
  process.exit(0);
}

const { html, page, pages } = await printHtml(doc);
const dir = mkdtempSync(join(tmpdir(), "greenhouse-print-bench-"));
const htmlFile = join(dir, "sheets.html");
writeFileSync(htmlFile, html);

const launchStart = performance.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
const launchMs = performance.now() - launchStart;

async function theirs(file = htmlFile): Promise<{ ms: number; bytes: number }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const start = performance.now();
  await tab.goto(pathToFileURL(file).href, { waitUntil: "load" });
  await tab.evaluate(() => document.fonts.ready.then(() => undefined));
  const pdf = await tab.pdf({ width: `${page.width}mm`, height: `${page.height}mm`, printBackground: true, margin: { top: "0", right: "0", bottom: "0", left: "0" } });
  const ms = performance.now() - start;
  await context.close();
  return { ms, bytes: pdf.byteLength };
}

try {
  const coldStart = performance.now();
  const warm = await ours();
  const coldMs = performance.now() - coldStart;
  const oursMs: number[] = [];
  const oursCpu: number[] = [];
  const theirsMs: number[] = [];
  let theirBytes = 0;
  // Alternate, so a burst of load from another process hits both about equally.
  for (let i = 0; i < RUNS; i++) {
    const o = await ours();
    oursMs.push(o.ms);
    oursCpu.push(o.cpuMs);
    const t = await theirs();
    theirsMs.push(t.ms);
    theirBytes = t.bytes;
  }
  const a = median(oursMs);
  const b = median(theirsMs);
  console.log(`${FACES} cards of the demo pack, fronts and backs, ${warm.pages} A4 pages (HTML: ${pages} pages, ${(html.length / 1e6).toFixed(1)} MB):`);
  console.log(`  Greenhouse (pdfkit): median ${fmt(a)} of ${RUNS} [${oursMs.map(fmt).join(", ")}], ${(warm.bytes / 1e6).toFixed(2)} MB PDF, median CPU ${fmt(median(oursCpu))} (warm: after one untimed run; cold, the first run in this process: ${fmt(coldMs)})`);
  console.log(`  headless Chromium page.pdf(): median ${fmt(b)} of ${RUNS} [${theirsMs.map(fmt).join(", ")}], ${(theirBytes / 1e6).toFixed(2)} MB PDF (browser start ${fmt(launchMs)}, not counted)`);
  console.log(`  ratio ours / Chromium: ${(a / b).toFixed(2)}`);
  if (process.argv.includes("--svg")) {
    const svg = await printHtml(doc, "svg");
    const svgFile = join(dir, "sheets-svg.html");
    writeFileSync(svgFile, svg.html);
    console.log(`  Chromium on the SVG form (one run): ${fmt((await theirs(svgFile)).ms)}`);
  }
  console.log(`goals: 250 cards in 2 s, ratio <= 1 (load average ${loadavg()[0]?.toFixed(1)}: other processes share the cores)`);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
