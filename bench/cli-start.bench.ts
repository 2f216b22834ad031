/**
 * The command line as a designer runs it: whole processes, spawned, timed from spawn to exit
 * (issue 12, "The command line starts fast"). Goals: `--help` under 0.3 s, `lint` of the demo
 * pack under 0.8 s, `pdf` of 250 cards with backs no slower than headless Chromium printing an
 * equivalent plain HTML sheet from its own command line (`chromium --headless --print-to-pdf`).
 *
 * Rows: the bundle (`node generated/cli/main.mjs`, what `npm run cli` runs after its staleness
 * check), `node scripts/cli.mjs` (that check included), and the same sources through tsx (how
 * every command ran before the bundle). `--before DIR` adds a row for another checkout's CLI
 * through tsx (e.g. `git archive <commit> lib | tar -x -C tmp/before`), to measure the old code.
 * Medians of RUNS runs; besides wall time, the CPU time the child used (user + system, from
 * /proc/self/stat's cutime + cstime): on a shared machine it says more than the wall clock.
 *
 * The Chromium sheet: 250 cards as 63 x 88 mm boxes with their identifier, directive, attribute
 * text and lore in a system font, 9 to an A4 page, each fronts page followed by a backs page
 * (pack name in each box), the way a designer would make one by hand. `--equivalent` also times
 * Chromium on bench/print-workload.ts's HTML form of our own print (same typefaces, pictures,
 * positions), which is more work for it.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PackDocument } from "../lib/packs/schema";
import { serializePack } from "../lib/packs/serialize";
import { demoPack } from "./print-workload";

const root = join(import.meta.dirname, "..");
const out = join(root, "bench", "out", "cli-start");
mkdirSync(out, { recursive: true });
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
const beforeAt = process.argv.indexOf("--before");
const before = beforeAt >= 0 ? process.argv[beforeAt + 1] : undefined;
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** CPU time (ms) of this process's waited-for children so far. */
function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // Fields after the command name (which may hold spaces) start at field 3: cutime is 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

/** Runs a command once; throws with its output when it fails (a failing run times nothing). */
function timeOnce(command: string, args: readonly string[], okCodes: readonly number[] = [0], cwd = root, env: NodeJS.ProcessEnv = process.env): Timing {
  const cpu = childrenCpuMs();
  const start = performance.now();
  const r = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - start;
  if (r.status === null || !okCodes.includes(r.status)) {
    throw new Error(`${command} ${args.join(" ")} exited ${r.status ?? r.signal ?? r.error?.message}:\n${(r.stderr ?? "").slice(0, 2000)}`);
  }
  return { wallMs, cpuMs: childrenCpuMs() - cpu };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function report(label: string, runs: readonly Timing[], goal: string): number {
  const wall = median(runs.map((r) => r.wallMs));
  console.log(
    `  ${label.padEnd(44)} median ${s(wall)} [${runs.map((r) => s(r.wallMs)).join(", ")}], CPU ${s(median(runs.map((r) => r.cpuMs)))}   ${goal}`,
  );
  return wall;
}

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The hand-made sheet: 9 boxes of 63 x 88 mm per A4 page, fronts then backs, text only. */
function plainSheet(doc: PackDocument): { html: string; pages: number } {
  const cards = doc.eras.flatMap((e) => e.cards.flatMap((c) => Array.from({ length: c.copies }, () => c)));
  const pages: string[] = [];
  for (let i = 0; i < cards.length; i += 9) {
    const sheet = cards.slice(i, i + 9);
    const front = sheet.map(
      (c) => `<div class="card"><b>${esc(c.identifier)}</b><p>${esc(c.directive ?? "")}</p><pre>${esc(c.attributes)}</pre><i>${esc(c.lore ?? "")}</i></div>`,
    );
    const back = sheet.map(() => `<div class="card back">${esc(doc.pack.name)}</div>`);
    pages.push(`<div class="page">${front.join("")}</div>`, `<div class="page mirror">${back.join("")}</div>`);
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { margin: 0; font: 7pt sans-serif; }
.page { width: 210mm; height: 297mm; padding: 16.5mm 10.5mm; box-sizing: border-box; display: grid; grid-template-columns: repeat(3, 63mm); grid-auto-rows: 88mm; break-after: page; }
.mirror { direction: rtl; }
.card { direction: ltr; border: 0.2mm solid #000; padding: 3mm; box-sizing: border-box; overflow: hidden; }
.back { display: flex; align-items: center; justify-content: center; font-size: 14pt; background: #234; color: #fff; }
pre { font: 6.5pt monospace; white-space: pre-wrap; margin: 1mm 0; }
p { margin: 1mm 0; }
</style></head><body>${pages.join("\n")}</body></html>`;
  return { html, pages: pages.length };
}

// The workload: the demo pack grown to 250 cards, as a pack file the CLI reads.
const doc = demoPack(250);
const packFile = join(out, "pack-250.json");
writeFileSync(packFile, serializePack(doc));
const plain = plainSheet(doc);
const plainFile = join(out, "plain-sheet.html");
writeFileSync(plainFile, plain.html);

const { ensureCliBundle } = (await import(pathToFileURL(join(root, "scripts", "build-cli.mjs")).href)) as { ensureCliBundle(): Promise<string> };
const bundle = await ensureCliBundle();

const lintArgs = ["lint", join("seeds", "tidebound.pack.json")];
const pdfArgs = ["pdf", packFile, "-o", join(out, "cli.pdf"), "--paper", "A4", "--bleed", "3", "--crop-marks", "--backs", "long-edge"];
const ways: [string, string[], string][] = [
  ["bundle (node generated/cli/main.mjs)", [bundle], root],
  ["npm run cli (node scripts/cli.mjs)", [join(root, "scripts", "cli.mjs")], root],
  ["sources through tsx (tsx lib/cli/bin.ts)", [tsx, join(root, "lib", "cli", "bin.ts")], root],
];
// Run in the other checkout, so that tsx reads its tsconfig.json (it needs seeds/ and node_modules there, or above it).
if (before !== undefined && !before.startsWith("--")) {
  const dir = resolve(root, before);
  ways.push([`before: tsx ${join(before, "lib/cli/main.ts")}`, [tsx, join(dir, "lib", "cli", "main.ts")], dir]);
}
const only = process.argv.includes("--bundle-only") ? ways.slice(0, 1) : ways;

const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`;
console.log(`Whole processes, median of ${RUNS} (${load()}; 2 cores shared with other work):`);
const times = (args: string[], cwd: string, runs = RUNS) => Array.from({ length: runs }, () => timeOnce(process.execPath, args, [0], cwd));

console.log("--help");
for (const [label, entry, cwd] of only) report(label, times([...entry, "--help"], cwd), "goal < 0.30 s");
console.log(`lint seeds/tidebound.pack.json (128 cards, with print fit)`);
// lint keeps the text widths it measured (lib/print/width-cache.ts): "warm" rows run after one
// untimed lint filled the bench's own cache folder, the "cold" row with an empty folder each run.
const warmEnv = { ...process.env, GREENHOUSE_CACHE_DIR: join(out, "width-cache-warm") };
rmSync(warmEnv.GREENHOUSE_CACHE_DIR, { recursive: true, force: true });
timeOnce(process.execPath, [bundle, ...lintArgs], [0], root, warmEnv);
// Exit 1 would mean lint errors in the demo pack: a different workload, so it counts as a failure.
for (const [label, entry, cwd] of only) report(`${label}, warm`, Array.from({ length: RUNS }, () => timeOnce(process.execPath, [...entry, ...lintArgs], [0], cwd, warmEnv)), "goal < 0.80 s");
report(
  "bundle, cold (empty width cache)",
  Array.from({ length: RUNS }, (_, i) => {
    const dir = join(out, `width-cache-cold-${i}`);
    rmSync(dir, { recursive: true, force: true });
    return timeOnce(process.execPath, [bundle, ...lintArgs], [0], root, { ...process.env, GREENHOUSE_CACHE_DIR: dir });
  }),
  "goal < 0.80 s",
);

// `--no-pdf`: the start-up rows only (the pdf rows take minutes on a loaded machine).
if (process.argv.includes("--no-pdf")) {
  console.log(`(${load()})`);
  process.exit(0);
}

const chromiumArgs = (file: string, pdf: string) => [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-pdf-header-footer",
  `--user-data-dir=${join(out, "chromium-profile")}`,
  `--print-to-pdf=${join(out, pdf)}`,
  pathToFileURL(file).href,
];
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// One untimed start of each, so neither pays for a cold disk cache alone.
timeOnce(process.execPath, [bundle, ...pdfArgs]);
timeOnce(chromium, chromiumArgs(plainFile, "plain.pdf"));
const pdfRuns: Timing[] = [];
const chromiumRuns: Timing[] = [];
const PDF_RUNS = Math.max(3, Math.ceil(RUNS / 2));
// Alternate, so a burst of load from another process hits both about equally.
for (let i = 0; i < PDF_RUNS; i++) {
  pdfRuns.push(timeOnce(process.execPath, [bundle, ...pdfArgs]));
  chromiumRuns.push(timeOnce(chromium, chromiumArgs(plainFile, "plain.pdf")));
}
console.log("pdf of 250 cards with backs (A4, 3 mm bleed, crop marks, long-edge backs)");
const ours = report("bundle (node generated/cli/main.mjs)", pdfRuns, "goal <= Chromium");
const theirs = report(`chromium --headless --print-to-pdf (plain, ${plain.pages} p.)`, chromiumRuns, "");
if (process.argv.includes("--equivalent")) {
  const { printHtml } = await import("./print-workload");
  const equivalent = await printHtml(doc);
  const file = join(out, "equivalent-sheet.html");
  writeFileSync(file, equivalent.html);
  report(`chromium on our print as HTML (${equivalent.pages} p.)`, Array.from({ length: PDF_RUNS }, () => timeOnce(chromium, chromiumArgs(file, "equivalent.pdf"))), "");
}
if (only.length > 1) {
  for (const [label, entry, cwd] of only.slice(1)) report(label, times([...entry, ...pdfArgs], cwd, PDF_RUNS), "");
}
console.log(`  ratio pdf / Chromium: ${(ours / theirs).toFixed(2)} (goal <= 1)`);
console.log(`(${load()})`);
