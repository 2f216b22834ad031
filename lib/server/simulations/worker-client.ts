/**
 * Starting a simulation job's worker thread (worker-entry.ts) and relaying its messages.
 *
 * Which file the thread runs: `generated/simulate-job.mjs` when it exists and the server runs in
 * production (`next start` cannot load lib/**.ts; `node scripts/build-simulate-worker.mjs`, part
 * of `npm run build`, writes it with the engine's game worker beside it), otherwise the
 * TypeScript source through tsx. GREENHOUSE_SIMULATE_WORKER=bundle|source forces one.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SimulationReport } from "../../systems/got-cgs/engine/simulate-report";
import type { JobCommand, JobMessage, JobRequest } from "./worker-protocol";

/** The project folder (works from sources and from Next's bundles alike). */
function projectRoot(): string {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(join(dir, "lib", "server", "simulations", "worker-entry.ts")) || existsSync(join(dir, "generated", "simulate-job.mjs"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** The thread's entry: the bundle, or a bootstrap that registers tsx and imports the source. Exported for tests. */
export function jobWorkerEntry(env: NodeJS.ProcessEnv = process.env): { file: string; eval: boolean; mode: "bundle" | "source" } {
  const root = projectRoot();
  const bundle = join(root, "generated", "simulate-job.mjs");
  const source = join(root, "lib", "server", "simulations", "worker-entry.ts");
  const preferBundle = env.GREENHOUSE_SIMULATE_WORKER === "bundle" || (env.NODE_ENV === "production" && env.GREENHOUSE_SIMULATE_WORKER !== "source");
  if ((preferBundle && existsSync(bundle)) || !existsSync(source)) {
    if (!existsSync(bundle)) throw new Error("simulate: generated/simulate-job.mjs is missing; run `node scripts/build-simulate-worker.mjs` (part of `npm run build`)");
    return { file: bundle, eval: false, mode: "bundle" };
  }
  const tsx = pathToFileURL(join(root, "node_modules", "tsx", "dist", "esm", "api", "index.mjs")).href;
  const script = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(source).href)}); });`;
  return { file: script, eval: true, mode: "source" };
}

export type JobOutcome =
  | { readonly status: "done"; readonly report: SimulationReport }
  | { readonly status: "cancelled" }
  | { readonly status: "failed"; readonly message: string; readonly expected: boolean };

export interface RunningJob {
  /** Asks the engine to stop (its signal ends the game workers); the outcome follows as "cancelled". */
  cancel(): void;
  readonly outcome: Promise<JobOutcome>;
}

/**
 * Runs `request` in a new worker thread. Never rejects: a crash of the thread is a "failed"
 * outcome. If the thread does not stop within `graceMs` of `cancel()`, it is terminated.
 */
export function runJob(request: JobRequest, onProgress: (done: number, total: number) => void, graceMs = 500): RunningJob {
  const entry = jobWorkerEntry();
  const worker = new Worker(entry.file, { eval: entry.eval, workerData: request, env: process.env });
  let settled: JobOutcome | null = null;
  let cancelled = false;
  let settle: (o: JobOutcome) => void = () => {};
  const outcome = new Promise<JobOutcome>((resolve) => {
    settle = (o) => {
      if (settled !== null) return;
      settled = o;
      resolve(o);
      void worker.terminate();
    };
  });
  worker.on("message", (m: JobMessage) => {
    if (m.type === "progress") onProgress(m.done, m.total);
    else if (m.type === "done") settle({ status: "done", report: m.report as SimulationReport });
    else if (m.type === "cancelled") settle({ status: "cancelled" });
    else settle({ status: "failed", message: m.message, expected: m.expected });
  });
  worker.on("error", (error) => settle(cancelled ? { status: "cancelled" } : { status: "failed", message: error.stack ?? error.message, expected: false }));
  worker.on("exit", (code) => settle(cancelled ? { status: "cancelled" } : { status: "failed", message: `the simulation thread stopped (exit code ${code})`, expected: false }));
  return {
    outcome,
    cancel() {
      if (cancelled || settled !== null) return;
      cancelled = true;
      worker.postMessage({ type: "cancel" } satisfies JobCommand);
      const timer = setTimeout(() => void worker.terminate(), graceMs);
      timer.unref();
    },
  };
}
