/**
 * Exports, side by side in one run (docs/print.md, "Exports"):
 *
 * 1. PNG: the 181 faces of the demo pack (one per copy) at 300 dpi. Ours: lib/print/raster.ts
 *    draws each scene and encodes an RGB PNG. Chromium: the same scenes laid out as HTML
 *    (bench/print-workload.ts, the nodes the PDF bench prints), one page, each face captured with
 *    an element screenshot at 300 dpi (device scale 300/96). Both start from built scenes
 *    (building them is the export's work for both, done once before); Chromium's browser start-up
 *    is printed apart, its page load is counted. Goal: ours <= 0.5x Chromium.
 * 2. Tabletop Simulator: the whole export of the demo pack (181 copies, backs by affiliation),
 *    scenes included, and of a pack of 1,000 cards through `cli export tts` as it ships (the
 *    bundle), in a process of its own, with that process's peak resident memory.
 *    Goals: the demo pack under 5 s; 1,000 cards under 500 MB.
 *
 * `npx tsx bench/export.bench.ts` (add `--no-chromium` for ours alone). Medians of three runs,
 * the first (cold: fonts registered, pictures decoded) printed apart.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { parsePack, type PackDocument } from "../lib/packs/schema";
import type { CardScene } from "../lib/print/card-scene";
import { exportTts } from "../lib/print/export/tts";
import { drawScene, encodePng, loadPictures } from "../lib/print/raster";
import { gotCgsExportCards } from "../lib/systems/got-cgs/print/export-cards";
import { fontFaces, nodeHtml } from "./print-workload";

const root = join(import.meta.dirname, "..");
const DPI = 300;
const RUNS = 3;
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"];

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function demo(): PackDocument {
  const parsed = parsePack(JSON.parse(readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8")));
  if (!parsed.ok) throw new Error("the demo pack does not parse");
  return parsed.value;
}

/** The 1,000-card pack: the demo pack's cards repeated under new identifiers, each once. */
function bigPack(doc: PackDocument): PackDocument {
  return {
    ...doc,
    eras: doc.eras.map((era, e) => ({
      ...era,
      cards: Array.from({ length: 500 }, (_, i) => {
        const card = era.cards[i % era.cards.length] as PackDocument["eras"][number]["cards"][number];
        return { ...card, identifier: `BIG-${e}${String(i).padStart(4, "0")}`, copies: 1 };
      }),
    })),
  };
}

async function tts(pack: PackDocument): Promise<{ ms: number; sheets: number; copies: number }> {
  const start = performance.now();
  const all = await gotCgsExportCards(pack);
  const result = await exportTts(all, { packName: pack.pack.name, baseUrl: "https://example.org/cards" });
  return { ms: performance.now() - start, sheets: result.sheets.length, copies: result.copies };
}


console.log(`export bench: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
const doc = demo();
const cards = await gotCgsExportCards(doc);
const faces: CardScene[] = cards.flatMap((c) => Array.from({ length: c.copies }, () => c.front));
console.log(`${faces.length} faces (${cards.length} cards), ${DPI} dpi`);

async function ours(): Promise<number> {
  const start = performance.now();
  const pictures = await loadPictures(faces);
  for (const face of faces) await encodePng(drawScene(face, { dpi: DPI }, pictures), DPI);
  return performance.now() - start;
}

async function theirs(): Promise<{ ms: number; launchMs: number }> {
  const launchStart = performance.now();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const launchMs = performance.now() - launchStart;
  try {
    const context = await browser.newContext({ deviceScaleFactor: DPI / 96, viewport: { width: 800, height: 1200 } });
    const page = await context.newPage();
    const start = performance.now();
    const body = faces.map((f, i) => `<div class="c" id="f${i}" style="width:${f.size.width}mm;height:${f.size.height}mm">${f.nodes.map(nodeHtml).join("")}</div>`).join("");
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces()}
html,body{margin:0;padding:0}.c{position:relative;overflow:hidden}.c div,.c img{position:absolute;box-sizing:border-box}.l{white-space:pre}</style></head><body>${body}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    for (let i = 0; i < faces.length; i++) await page.locator(`#f${i}`).screenshot({ type: "png" });
    return { ms: performance.now() - start, launchMs };
  } finally {
    await browser.close();
  }
}

const chromiumToo = !process.argv.includes("--no-chromium");
const oursRuns: number[] = [];
const theirRuns: number[] = [];
let launch = 0;
const cold = await ours();
for (let i = 0; i < RUNS; i++) {
  oursRuns.push(await ours());
  if (chromiumToo) {
    const t = await theirs();
    theirRuns.push(t.ms);
    launch = t.launchMs;
  }
}
console.log(`\nPNG, ${faces.length} faces at ${DPI} dpi (runs: ours ${oursRuns.map(s).join(", ")}${chromiumToo ? `; Chromium ${theirRuns.map(s).join(", ")}` : ""})`);
console.log(`  ours, cold (first run)     ${s(cold)}`);
console.log(`  ours, warm (median)        ${s(median(oursRuns))}  (${(median(oursRuns) / faces.length).toFixed(1)} ms a face)`);
if (chromiumToo) {
  console.log(`  Chromium (median)          ${s(median(theirRuns))}  (browser start-up apart: ${s(launch)})`);
  console.log(`  ours / Chromium            ${(median(oursRuns) / median(theirRuns)).toFixed(2)}  (goal <= 0.5)`);
}

const ttsRuns: number[] = [];
let last = { sheets: 0, copies: 0 };
for (let i = 0; i < RUNS; i++) {
  const r = await tts(doc);
  ttsRuns.push(r.ms);
  last = r;
}
console.log(`\nTabletop Simulator, the demo pack: ${last.copies} copies on ${last.sheets} sheets, scenes included: median ${s(median(ttsRuns))} (runs ${ttsRuns.map(s).join(", ")}; goal < 5 s)`);

// 1,000 cards through the command line as it ships (its bundle, generated/cli), in a process of
// its own, so its peak memory is the export's: the pack file is written to a temp folder first.
const dir = mkdtempSync(join(tmpdir(), "greenhouse-export-bench-"));
try {
  // The demo pack names its pictures by paths beside it: they come along.
  cpSync(join(root, "seeds", "pictures"), join(dir, "pictures"), { recursive: true });
  const packFile = join(dir, "big.pack.json");
  writeFileSync(packFile, JSON.stringify(bigPack(doc)));
  const hook = `data:text/javascript,process.on("exit",()=>process.stderr.write("maxrss "+process.resourceUsage().maxRSS+"\\n"))`;
  const start = performance.now();
  const child = spawnSync(process.execPath, ["--import", hook, join(root, "scripts", "cli.mjs"), "export", "tts", packFile, "-o", join(dir, "big.zip"), "--json"], { encoding: "utf8" });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`cli export failed (${child.status}): ${child.stderr}`);
  const report = JSON.parse(child.stdout) as { copies: number; sheets: unknown[] };
  const maxRssMb = Number(/maxrss (\d+)/.exec(child.stderr)?.[1] ?? NaN) / 1024;
  console.log(`Tabletop Simulator, 1,000 cards (\`cli export tts\`, its own process, start-up included): ${report.copies} copies on ${report.sheets.length} sheets in ${s(ms)}; peak resident memory ${maxRssMb.toFixed(0)} MB (goal < 500 MB)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
