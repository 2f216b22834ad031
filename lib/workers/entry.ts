/**
 * Which file a worker thread runs, for the app's long-lived workers (print, import): the
 * esbuild bundle under `generated/` when the server runs in production (`next start` compiles
 * the client module into its own chunks, so the TypeScript source cannot be loaded there), or
 * the TypeScript source through tsx (development, tests, the CLI). Node-only; no app imports.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

export interface WorkerFiles {
  /** The TypeScript entry, relative to the project folder (e.g. "lib/print-worker/worker-entry.ts"). */
  readonly source: string;
  /** The bundle, relative to the project folder (e.g. "generated/print-worker.mjs"). */
  readonly bundle: string;
  /** The environment variable that forces "bundle" or "source" (e.g. GREENHOUSE_PRINT_WORKER). */
  readonly envVar: string;
  /** The error to throw when the bundle is needed and missing (it says how to build it). */
  readonly missing: () => Error;
}

export interface WorkerEntry {
  /** A path (bundle) or the code of a small module (source: `eval: true`). */
  readonly file: string;
  readonly eval: boolean;
  readonly mode: "bundle" | "source";
}

/** The project folder: the nearest folder up from the working directory that has either file. */
function projectRoot(files: WorkerFiles): string {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(join(dir, files.source)) || existsSync(join(dir, files.bundle))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * The worker's entry: the bundle's path, or a small script that registers tsx's loader and then
 * imports the TypeScript source (`--import tsx` in a worker's execArgv does not reach the
 * worker's own entry on Node 20).
 */
export function workerEntry(files: WorkerFiles, env: NodeJS.ProcessEnv = process.env): WorkerEntry {
  const root = projectRoot(files);
  const bundle = join(root, files.bundle);
  const source = join(root, files.source);
  const forced = env[files.envVar];
  const preferBundle = forced === "bundle" || (env.NODE_ENV === "production" && forced !== "source");
  if ((preferBundle && existsSync(bundle)) || !existsSync(source)) {
    if (!existsSync(bundle)) throw files.missing();
    return { file: bundle, eval: false, mode: "bundle" };
  }
  const tsx = pathToFileURL(join(root, "node_modules", "tsx", "dist", "esm", "api", "index.mjs")).href;
  const script = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(source).href)}); });`;
  return { file: script, eval: true, mode: "source" };
}
