/**
 * Two app instances on one PostgreSQL database, over HTTP (issue 14 "Several app instances" and
 * its proof): a fresh database in the cluster of TEST_DATABASE_URL (a new name per run) is
 * migrated and seeded by the ordinary scripts, two production servers of the e2e build start on
 * two ports with DATABASE_URL pointing at it; a write on one is read on the other, and 50
 * concurrent updates of one card split across both give exactly one 200 and 49 409, with the
 * card's final state and revision count saying nothing was lost or doubled. It also proves that
 * the production build starts and serves on PostgreSQL.
 *
 * Skipped without TEST_DATABASE_URL (a PostgreSQL server the test may create databases in;
 * .ci/run passes its throwaway cluster's).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "./ports";

const root = resolve(import.meta.dirname, "..", "..");
const base = process.env.TEST_DATABASE_URL?.trim() || undefined;
const servers: ChildProcess[] = [];
const urls: string[] = [];
let databaseUrl = "";
const database = `greenhouse_instances_${randomBytes(5).toString("hex")}`;

/** The cluster's maintenance connection (the URL's own database), for CREATE/DROP DATABASE. */
async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function run(script: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), script], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${script} failed with exit code ${result.status}`);
}

function start(port: number, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
  servers.push(child);
  return new Promise<void>((ready, fail) => {
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Greenhouse: listening")) ready();
    });
    child.once("exit", (code) => fail(new Error(`the server on port ${port} exited with ${code}`)));
  });
}

beforeAll(async () => {
  if (base === undefined) return;
  await admin((c) => c.query(`CREATE DATABASE "${database}"`));
  const url = new URL(base);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.GREENHOUSE_PASSWORD;
  delete env.GREENHOUSE_TEAM;
  run("scripts/migrate.ts", env);
  run("seeds/seed.ts", env);
  const ports = await freePorts(2);
  for (const port of ports) urls.push(`http://127.0.0.1:${port}`);
  await Promise.all(ports.map((port) => start(port, env)));
}, 240_000);

afterAll(async () => {
  await Promise.all(
    servers.map((s) => new Promise<void>((done) => (s.exitCode !== null ? done() : (s.once("exit", () => done()), s.kill("SIGTERM"))))),
  );
  if (base !== undefined) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
});

interface Card {
  id: string;
  version: number;
  identifier: string;
}
const getJson = async <T>(url: string): Promise<T> => {
  const r = await fetch(url);
  expect(r.status).toBe(200);
  return (await r.json()) as T;
};

describe.skipIf(base === undefined)("two app instances on one PostgreSQL database (skipped: TEST_DATABASE_URL is not set)", () => {
  let card: Card;

  it("both serve the seeded packs; a card saved on one is read on the other", async () => {
    const [a = "", b = ""] = urls;
    const packsA = await getJson<{ packs: { id: string; name: string }[] }>(`${a}/api/packs`);
    const packsB = await getJson<{ packs: { id: string; name: string }[] }>(`${b}/api/packs`);
    expect(packsA.packs.length).toBeGreaterThan(0);
    expect(packsB.packs.map((p) => p.id).sort()).toEqual(packsA.packs.map((p) => p.id).sort());
    const pack = await getJson<{ eras: { id: string }[] }>(`${a}/api/packs/${packsA.packs[0]?.id ?? ""}`);
    const cards = await getJson<{ cards: Card[] }>(`${b}/api/eras/${pack.eras[0]?.id ?? ""}/cards`);
    const first = cards.cards[0];
    if (first === undefined) throw new Error("the seeded pack's first era has no cards");
    const saved = await fetch(`${a}/api/cards/${first.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ version: first.version, changes: { identifier: `${first.identifier} (saved on A)` } }),
    });
    expect(saved.status).toBe(200);
    card = await getJson<Card>(`${b}/api/cards/${first.id}`);
    expect(card).toMatchObject({ version: first.version + 1, identifier: `${first.identifier} (saved on A)` });
  });

  it("50 concurrent updates of one card split across both: exactly one 200 and 49 409; the winner's change is the card's, one revision more", async () => {
    const revisionsBefore = (await getJson<{ revisions: unknown[] }>(`${urls[0] ?? ""}/api/cards/${card.id}/revisions`)).revisions.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const r = await fetch(`${urls[i % 2] ?? ""}/api/cards/${card.id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ version: card.version, changes: { identifier: `writer ${i}` } }),
        });
        return { i, status: r.status, body: (await r.json()) as Card & { error?: { code: string } } };
      }),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error?.code === "conflict")).toBe(true);
    const winner = won[0];
    // Both instances read the winner's change at the next version, and exactly one more revision.
    for (const url of urls) {
      expect(await getJson<Card>(`${url}/api/cards/${card.id}`)).toMatchObject({ version: card.version + 1, identifier: `writer ${winner?.i}` });
      expect((await getJson<{ revisions: unknown[] }>(`${url}/api/cards/${card.id}/revisions`)).revisions).toHaveLength(revisionsBefore + 1);
    }
  });
});
