/**
 * Browser tests' global setup: a production build (built here when missing) served by
 * scripts/serve.mjs on a free loopback port, with its own temporary database migrated and
 * seeded with the demo packs. Tests read the address with `inject("baseUrl")`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import type {} from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

const root = resolve(import.meta.dirname, "..", "..");

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? ok(address.port) : fail(new Error("no port"))));
    });
  });
}

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
  const databaseUrl = `file:${join(dir, "e2e.db")}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, HOST: "127.0.0.1", PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" };
  delete env.GREENHOUSE_PASSWORD;

  const buildId = join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) run("npm", ["run", "build"], env);
  else warnIfStale(statSync(buildId).mtimeMs);
  run("npm", ["run", "--silent", "db:migrate"], env);
  run("npm", ["run", "--silent", "db:seed"], env);

  const server = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(baseUrl, server, 120_000);
  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", databaseUrl);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
}
