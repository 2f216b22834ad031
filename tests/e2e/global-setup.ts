/**
 * Browser tests' global setup: a production build (built here when missing) served by
 * scripts/serve.mjs, once per test worker (vitest.e2e.config.ts's maxWorkers), each server on
 * its own free loopback port with its own temporary database (migrated and seeded with the demo
 * packs once, then copied), so no test file sees another worker's writes. A test file finds its
 * worker's server with `e2eServer()` (tests/e2e/browser.ts), never with inject() directly.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { freePorts } from "./ports";
import type {} from "vitest";

/** One worker's app: its address and its database (a `file:` URL). */
export interface E2eServerInfo {
  baseUrl: string;
  databaseUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per test worker; worker n (VITEST_POOL_ID, 1-based) uses servers[n - 1]. */
    e2eServers: E2eServerInfo[];
  }
}

const root = resolve(import.meta.dirname, "..", "..");

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** The newest modification time of the app's sources (app/, components/, lib/), in ms. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(tsx?|css)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The tests run the existing production build (building takes minutes, and rebuilding under
 * another helper's running server would pull its files away). Say loudly when the sources are
 * newer than that build, so a failure is not blamed on code the build does not contain.
 */
function warnIfStale(builtAt: number): void {
  const newest = Math.max(...["app", "components", "lib"].map((d) => (existsSync(join(root, d)) ? newestSource(join(root, d)) : 0)));
  if (newest > builtAt) {
    console.warn(`e2e: the production build in .next is older than the sources (built ${new Date(builtAt).toISOString()}, last change ${new Date(newest).toISOString()}); run \`npx next build\` to test the current code.`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "greenhouse-e2e-"));
  // One server per worker that can run at once (at least one).
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const ports = await freePorts(count);
  const databaseUrls = ports.map((_, i) => `file:${join(dir, `e2e-${i + 1}.db`)}`);
  const envFor = (i: number): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrls[i], HOST: "127.0.0.1", PORT: String(ports[i]), NEXT_TELEMETRY_DISABLED: "1" };
    delete env.GREENHOUSE_PASSWORD;
    delete env.GREENHOUSE_TEAM;
    return env;
  };

  const buildId = join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) run("npm", ["run", "build"], envFor(0));
  else warnIfStale(statSync(buildId).mtimeMs);
  // Migrated and seeded once, then copied: every worker starts from the same seeded database.
  run("npm", ["run", "--silent", "db:migrate"], envFor(0));
  run("npm", ["run", "--silent", "db:seed"], envFor(0));
  const first = join(dir, "e2e-1.db");
  for (let i = 1; i < count; i++) {
    for (const suffix of ["", "-wal"]) {
      if (existsSync(first + suffix)) copyFileSync(first + suffix, join(dir, `e2e-${i + 1}.db${suffix}`));
    }
  }

  const servers: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((done) => {
            if (server.exitCode !== null || server.signalCode !== null) return done();
            const timer = setTimeout(() => (server.kill("SIGKILL"), done()), 2_000);
            server.once("exit", () => (clearTimeout(timer), done()));
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  const infos: E2eServerInfo[] = ports.map((port, i) => ({ baseUrl: `http://127.0.0.1:${port}`, databaseUrl: databaseUrls[i] ?? "" }));
  try {
    for (let i = 0; i < count; i++) {
      servers.push(spawn(process.execPath, [join(root, "scripts", "serve.mjs")], { cwd: root, env: envFor(i), stdio: ["ignore", "inherit", "inherit"] }));
    }
    await Promise.all(infos.map((info, i) => waitFor(info.baseUrl, servers[i] as ChildProcess, 120_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("e2eServers", infos);
  return stop;
}
