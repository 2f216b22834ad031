/**
 * The whole-process half of bench/print-250.bench.ts (`--process`): `cli pdf` of the 250 cards
 * as a spawned process against `chromium --headless --print-to-pdf` of a plain sheet of the same
 * cards, spawn to exit, with the command line's width cache cold and warm.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PackDocument } from "../lib/packs/schema";
import { serializePack } from "../lib/packs/serialize";

const root = join(import.meta.dirname, "..");
const RUNS = 5;

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The hand-made sheet of bench/cli-start.bench.ts: 9 boxes of 63 x 88 mm per A4 page, fronts then backs, text only. */
function plainSheet(doc: PackDocument): string {
  const cards = doc.eras.flatMap((e) => e.cards.flatMap((c) => Array.from({ length: c.copies }, () => c)));
  const pages: string[] = [];
  for (let i = 0; i < cards.length; i += 9) {
    const sheet = cards.slice(i, i + 9);
    const front = sheet.map((c) => `<div class="card"><b>${esc(c.identifier)}</b><p>${esc(c.directive ?? "")}</p><pre>${esc(c.attributes)}</pre><i>${esc(c.lore ?? "")}</i></div>`);
    const back = sheet.map(() => `<div class="card back">${esc(doc.pack.name)}</div>`);
    pages.push(`<div class="page">${front.join("")}</div>`, `<div class="page mirror">${back.join("")}</div>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { margin: 0; font: 7pt sans-serif; }
.page { width: 210mm; height: 297mm; padding: 16.5mm 10.5mm; box-sizing: border-box; display: grid; grid-template-columns: repeat(3, 63mm); grid-auto-rows: 88mm; break-after: page; }
.mirror { direction: rtl; }
.card { direction: ltr; border: 0.2mm solid #000; padding: 3mm; box-sizing: border-box; overflow: hidden; }
.back { display: flex; align-items: center; justify-content: center; font-size: 14pt; background: #234; color: #fff; }
pre { font: 6.5pt monospace; white-space: pre-wrap; margin: 1mm 0; }
p { margin: 1mm 0; }
</style></head><body>${pages.join("\n")}</body></html>`;
}

function time(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const start = performance.now();
  const r = spawnSync(command, args, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - start;
  // Exit 1 is `cli pdf`'s "written, with lint errors": the PDF is there, the run counts.
  if (r.status !== 0 && r.status !== 1) throw new Error(`${command} ${args.join(" ")} exited ${r.status ?? r.signal}:\n${(r.stderr ?? "").slice(0, 2000)}`);
  return ms;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (label: string, runs: readonly number[]) => console.log(`  ${label.padEnd(52)} median ${s(median(runs))} [${runs.map(s).join(", ")}]`);

/** Times the processes and prints the table; `before` is another bundle's folder to time beside ours. */
export async function wholeProcesses(doc: PackDocument, before?: string): Promise<void> {
  const out = join(root, "bench", "out", "print-process");
  mkdirSync(out, { recursive: true });
  const packFile = join(out, "pack-250.json");
  writeFileSync(packFile, serializePack(doc));
  const sheet = join(out, "plain-sheet.html");
  writeFileSync(sheet, plainSheet(doc));
  const { ensureCliBundle } = (await import(pathToFileURL(join(root, "scripts", "build-cli.mjs")).href)) as { ensureCliBundle(): Promise<string> };
  const bundles: [string, string][] = [["cli pdf (node generated/cli/main.mjs)", await ensureCliBundle()]];
  if (before !== undefined) bundles.push([`before: ${before}`, join(resolve(root, before), "main.mjs")]);
  const pdfArgs = (bundle: string) => [bundle, "pdf", packFile, "-o", join(out, "cli.pdf"), "--paper", "A4", "--bleed", "3", "--crop-marks", "--backs", "long-edge"];
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--user-data-dir=${join(out, "chromium-profile")}`, `--print-to-pdf=${join(out, "plain.pdf")}`, pathToFileURL(sheet).href];
  const warmEnv = { ...process.env, GREENHOUSE_CACHE_DIR: join(out, "width-cache-warm") };
  const coldEnv = (i: number) => {
    const dir = join(out, `width-cache-cold-${i}`);
    rmSync(dir, { recursive: true, force: true });
    return { ...process.env, GREENHOUSE_CACHE_DIR: dir };
  };
  // One untimed run of each (disk cache; the warm width cache gets filled).
  for (const [, bundle] of bundles) time(process.execPath, pdfArgs(bundle), warmEnv);
  time(chromium, chromiumArgs);
  const rows = new Map<string, number[]>();
  const add = (label: string, ms: number) => rows.set(label, [...(rows.get(label) ?? []), ms]);
  // Alternate, so a burst of load from another process hits every row about equally.
  for (let i = 0; i < RUNS; i++) {
    for (const [label, bundle] of bundles) {
      add(`${label}, warm`, time(process.execPath, pdfArgs(bundle), warmEnv));
      add(`${label}, cold`, time(process.execPath, pdfArgs(bundle), coldEnv(i)));
    }
    add("chromium --headless --print-to-pdf (plain sheet, 56 p.)", time(chromium, chromiumArgs));
  }
  console.log(`Whole processes, spawn to exit, median of ${RUNS}: pdf of 250 cards with backs (A4, 3 mm bleed, crop marks, long-edge backs)`);
  for (const [label, runs] of rows) row(label, runs);
  const theirs = median(rows.get("chromium --headless --print-to-pdf (plain sheet, 56 p.)") ?? []);
  for (const [label] of bundles) {
    console.log(`  ratio ${label} / Chromium: warm ${(median(rows.get(`${label}, warm`) ?? []) / theirs).toFixed(2)}, cold ${(median(rows.get(`${label}, cold`) ?? []) / theirs).toFixed(2)} (goal <= 1)`);
  }
  console.log(`(load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}; 2 cores shared with other work)`);
}
