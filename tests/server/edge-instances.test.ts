/**
 * Several app instances on one database (issue 14 "Several app instances"): nothing one instance
 * needs lives only in another's memory. Each "instance" here has its own database client on the
 * same file (and, for simulations, its own process): password tries and sessions counted once
 * for all, a game moved on one read right on the other (each with its own replay cache), and a
 * simulation started in one process followed and cancelled from another.
 */
import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, closeAllDbs, type Db } from "@/lib/server/db";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { createGuard } from "@/lib/server/edge/guard";
import { databaseSessions } from "@/lib/server/edge/sessions";
import { importPack } from "@/lib/server/import-pack";
import { stateDigest } from "@/lib/systems/got-cgs/table/sync";
import { bundleChild } from "../reliability/child-bundle";
import { listenLocal } from "./listen";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const root = join(import.meta.dirname, "..", "..");
const demo = readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8");
const PASSWORD = "greenhouse-team";
let dir = "";
let file = "";
const dbs: Db[] = [];
const servers: Server[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-instances-"));
  file = join(dir, "shared.db");
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await Promise.all(dbs.map((db) => db.$disconnect()));
  await closeAllDbs();
  rmSync(dir, { recursive: true, force: true });
});

/** An app instance's edge: its own database client on the shared file, its own guard. */
async function instance(limits = { perAddress: 5, windowMs: 60_000, perAccount: 100, accountWindowMs: 60_000, pairFree: 5, guardedFree: 5 }): Promise<string> {
  const db = createDb(file);
  dbs.push(db);
  const guard = createGuard({ password: PASSWORD, sessions: databaseSessions(() => db), limiter: databaseAttempts(() => db, limits) }, (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"passed":true}');
  });
  const server = createServer((req, res) => void guard(req, res));
  servers.push(server);
  return await listenLocal(server);
}

const basic = (password: string) => `Basic ${Buffer.from(`designer:${password}`).toString("base64")}`;

describe("two instances share the edge's state", () => {
  it("counts wrong passwords once for all instances: guesses spread over both hit one budget, and the right password waits too", async () => {
    const [a, b] = [await instance(), await instance()];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetch(`${i % 2 === 0 ? a : b}/api/packs`, { headers: { authorization: basic(`guess ${i}`) } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await fetch(`${b}/api/packs`, { headers: { authorization: basic(PASSWORD) } });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("parallel guesses at both instances: never more through than the budget", async () => {
    await dbs[0]?.signInAttempt.deleteMany();
    const [a, b] = [await instance(), await instance()];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => fetch(`${i % 2 === 0 ? a : b}/api/packs`, { headers: { authorization: basic(`guess ${i}`) } })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(30);
  });

  it("a right password costs nothing: sign in on one instance, the cookie works on the other, signing out there ends it on both", async () => {
    await dbs[0]?.signInAttempt.deleteMany();
    const [a, b] = [await instance(), await instance()];
    for (let i = 0; i < 8; i++) expect((await fetch(`${a}/api/packs`, { headers: { authorization: basic(PASSWORD) } })).status).toBe(200);
    const signIn = await fetch(`${a}/__greenhouse/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: PASSWORD, next: "/" }).toString(),
    });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^greenhouse_session=v2\./);
    expect((await fetch(`${b}/api/packs`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b}/__greenhouse/logout`, { method: "POST", redirect: "manual", headers: { cookie } })).status).toBe(303);
    expect((await fetch(`${a}/api/packs`, { headers: { cookie } })).status).toBe(401);
  });
});

describe("two instances share games", () => {
  it("a game moved on one instance is read right on the other, whose replay cache was filled before", async () => {
    const dbA = createDb(file);
    const dbB = createDb(file);
    dbs.push(dbA, dbB);
    const packId = (await importPack({ db: dbA, document: demo })).id;
    // Two module instances: each has its own replay cache (lib/server/games/cache.ts), as two processes would.
    const A = { create: await import("@/lib/server/games/create-game"), act: await import("@/lib/server/games/act"), get: await import("@/lib/server/games/get-game") };
    vi.resetModules();
    const B = { act: await import("@/lib/server/games/act"), get: await import("@/lib/server/games/get-game"), cache: await import("@/lib/server/games/cache") };
    expect(B.act.act).not.toBe(A.act.act);

    const { id } = await A.create.createGame({ db: dbA, packId, game: { eras: ["The Fog Years"], seats: ["human", "greedy"], seed: 7 } });
    const dealt = await B.get.getGame({ db: dbB, id }); // B's cache now holds the deal
    let game = await A.get.getGame({ db: dbA, id });
    for (let i = 0; i < 3 && game.toAct !== null; i++) game = await A.act.act({ db: dbA, id, action: game.legal[0] });
    expect(game.actions).toBeGreaterThan(dealt.actions);

    const seen = await B.get.getGame({ db: dbB, id });
    expect(seen.actions).toBe(game.actions);
    expect(stateDigest(seen.state as GameState)).toBe(stateDigest(game.state as GameState));
    expect(stateDigest(seen.state as GameState)).not.toBe(stateDigest(dealt.state as GameState));
    // B then moves it on, and A (whose cache holds its own last state) reads B's move.
    expect(seen.toAct).not.toBeNull();
    const moved = await B.act.act({ db: dbB, id, action: seen.legal[0] });
    const back = await A.get.getGame({ db: dbA, id });
    expect(back.actions).toBe(moved.actions);
    expect(stateDigest(back.state as GameState)).toBe(stateDigest(moved.state as GameState));
    expect(stateDigest(back.state as GameState)).not.toBe(stateDigest(seen.state as GameState));
    B.cache.clearGameCache();
  });
});

describe("two instances share simulations", () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterAll(() => {
    if (child !== undefined && child.exitCode === null) child.kill();
  });

  it("a simulation started in another process is listed here with its progress, cancelled from here, and that process stops it", async () => {
    execFileSync(process.execPath, [join(root, "scripts", "build-simulate-worker.mjs")]);
    const db = createDb(file);
    dbs.push(db);
    const packId = (await importPack({ db, document: demo })).id;
    const env = { ...process.env, DATABASE_URL: `file:${file}`, GREENHOUSE_SIMULATE_WORKER: "bundle" };
    // The other instance runs as one bundle of edge-instance-child.ts (no tsx loader in the child).
    const instance = await bundleChild(join(root, "tests", "server", "edge-instance-child.ts"), dir);
    const proc = spawn(process.execPath, [instance, packId, "The Fog Years"], { cwd: root, env });
    child = proc;
    let stderr = "";
    proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: proc.stdout });
    const next = (): Promise<Record<string, string>> =>
      new Promise((resolve, reject) => {
        lines.once("line", (line) => resolve(JSON.parse(line) as Record<string, string>));
        proc.once("exit", (code) => reject(new Error(`the other instance exited (${code}): ${stderr}`)));
      });
    const { id = "" } = await next();
    const ended = next();

    const { getSimulation } = await import("@/lib/server/simulations/get-simulation");
    const { listSimulations } = await import("@/lib/server/simulations/list-simulations");
    const { cancelSimulation } = await import("@/lib/server/simulations/cancel-simulation");
    const { findJob } = await import("@/lib/server/simulations/jobs");
    expect(findJob(id)).toBeUndefined(); // not in this process's memory: everything below comes from the database

    const first = await getSimulation({ db, id });
    expect(first.status).toBe("running");
    expect((await listSimulations({ db, packId })).map((r) => [r.id, r.status])).toContainEqual([id, "running"]);
    // Progress written by the other process: wait for it to grow (a state, polled; no fixed sleep).
    await vi.waitFor(async () => expect((await getSimulation({ db, id })).done).toBeGreaterThan(0), { timeout: 60_000, interval: 100 });

    const cancelled = await cancelSimulation({ db, id });
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.done).toBeLessThan(100_000);
    expect(await ended).toEqual({ status: "cancelled" });
    expect((await getSimulation({ db, id })).status).toBe("cancelled");
  });
});
