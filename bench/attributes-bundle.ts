/**
 * Shared by the attribute benchmarks (not a benchmark itself): bundles lib/systems/got-cgs/attributes and
 * lib/packs/lint with esbuild the way the app ships them, and loads the bundle.
 *
 * Why: `npm run bench` runs under tsx, whose transform keeps function names by wrapping every
 * named function expression in a helper call; that makes closure-heavy code such as a
 * Chevrotain parser about three times slower than the code Next.js ships. The benchmarks print
 * both numbers and hold the shipped code to the goals.
 */
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const ROOT = resolve(import.meta.dirname, "..");

export type Library = typeof import("./attributes-entry");

/**
 * The bundled library (production-like: no keepNames, no source maps, NODE_ENV "production" as
 * Next's build and the command line set it, so that development-only guards are off as they are
 * in the shipped app).
 */
export async function loadBundled(): Promise<Library> {
  const outfile = join(tmpdir(), `greenhouse-attributes-bench-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, "bench", "attributes-entry.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
    tsconfig: join(ROOT, "tsconfig.json"),
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as Library;
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The library as tsx transforms it (what the tests run; NODE_ENV as the caller set it, unset by `npm run bench`). */
export async function loadDev(): Promise<Library> {
  return (await import("./attributes-entry")) as Library;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

/** Collects garbage between measured rounds when node runs with --expose-gc (bench/run-all.ts does). */
export function settle(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
