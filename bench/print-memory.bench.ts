/**
 * 1,000 cards of the demo pack, fronts and backs (A4, 3 mm bleed, crop marks, long-edge backs,
 * instructions page): the peak memory of the process that renders them. Goal: 500 MB.
 *
 * Each measurement runs in a fresh child process (this file with `--child`), which reports its
 * RSS high-water mark (process.resourceUsage().maxRSS) after rendering, so nothing the parent
 * loaded counts. Two ways: renderPrintPdf in the child's main thread (the CLI), and through the
 * worker thread the server uses (worker-client.ts; a worker's memory is its process's memory).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { printOptions } from "../lib/print/options";
import { demoPack } from "./print-workload";

const FACES = 1000;
const mode = process.argv[3];

async function child(how: string): Promise<void> {
  const baseline = process.resourceUsage().maxRSS;
  const doc = demoPack(FACES);
  const options = printOptions({ paper: "A4", bleed: 3, cropMarks: true, backs: "long-edge", instructions: true });
  const start = performance.now();
  let pages: number;
  let bytes: number;
  if (how === "worker") {
    const { renderInWorker } = await import("../lib/print/worker-client");
    const result = await renderInWorker(doc, options);
    pages = result.pages;
    bytes = result.pdf.byteLength;
  } else {
    const { renderPrintPdf } = await import("../lib/systems/got-cgs/print/render");
    const result = await renderPrintPdf(doc, options);
    pages = result.pages;
    bytes = result.pdf.byteLength;
  }
  const ms = performance.now() - start;
  // maxRSS is in kilobytes.
  console.log(JSON.stringify({ ms, pages, bytes, peakMb: process.resourceUsage().maxRSS / 1024, baselineMb: baseline / 1024 }));
}

if (process.argv[2] === "--child") {
  await child(mode ?? "main");
  process.exit(0);
}

const tsx = join(import.meta.dirname, "..", "node_modules", "tsx", "dist", "cli.mjs");
console.log(`${FACES} cards of the demo pack, fronts and backs, A4:`);
for (const how of ["main", "worker"] as const) {
  // The worker as the production server runs it: the esbuild bundle (`npm run build` makes it).
  // React in production mode, as under `next start`.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  if (how === "worker" && existsSync(join(import.meta.dirname, "..", "generated", "print-worker.mjs"))) env.GREENHOUSE_PRINT_WORKER = "bundle";
  const run = spawnSync(process.execPath, [tsx, import.meta.filename, "--child", how], { encoding: "utf8", maxBuffer: 1 << 20, env });
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("{")) {
    console.log(`  ${how}: failed (exit ${run.status})\n${run.stderr}`);
    process.exitCode = 1;
    continue;
  }
  const r = JSON.parse(last) as { ms: number; pages: number; bytes: number; peakMb: number; baselineMb: number };
  const where = how === "main" ? "in the main thread (CLI)" : "in a worker thread (server)";
  console.log(
    `  ${where}: peak RSS ${r.peakMb.toFixed(0)} MB (process at start ${r.baselineMb.toFixed(0)} MB), ${(r.ms / 1000).toFixed(1)} s, ${r.pages} pages, ${(r.bytes / 1e6).toFixed(1)} MB PDF`,
  );
}
console.log(`goal: peak RSS 500 MB (load average ${loadavg()[0]?.toFixed(1)})`);
