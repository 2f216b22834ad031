/**
 * Issue 2 "Proof": 50 concurrent updates of one card from several processes and connections:
 * exactly one wins per version, the rest get 409, and no write is lost.
 *
 * Five processes, each with its own connection, hold ten writers each (one connection per
 * process, as in the app: better-sqlite3 waits for SQLite's lock synchronously, so a second
 * connection in the same process would block the event loop its own lock holder needs). Race: all 50 save at once,
 * based on version 1 -> one 200, forty-nine 409s. Settle: every loser retries from the version
 * its 409 reported until it lands -> versions 2..51 each produced by exactly one save, and the
 * card's history holds every writer's text exactly once, at the version its save reported.
 *
 * With TEST_DATABASE_URL (`npm run test:pg`) the same race runs on PostgreSQL: five processes,
 * each its own pool of connections, as five app instances on one database would.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/server/db";
import { getCard } from "@/lib/server/get-card";
import { dropPgSchema, freshPgUrl, makePack, testPgUrl } from "../server/helpers";
import { bundleChild } from "./child-bundle";
import type { Attempt } from "./update-child";

const PROCESSES = Number(process.env.RACE_PROCESSES ?? 5);
const WRITERS_PER_PROCESS = 10;
const root = join(import.meta.dirname, "..", "..");

let dir: string;
let file: string;
let db: Db;
let cardId: string;
let children: ChildProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-concurrency-"));
  file = testPgUrl === undefined ? join(dir, "race.db") : freshPgUrl();
  db = createDb(file);
  const { cards } = await makePack(db, [{ identifier: "RACE-1", lore: "original" }]);
  cardId = cards[0]?.id ?? "";
  // update-child.ts bundled once (child-bundle.ts): the five children start without compiling it.
  const child = await bundleChild(join(import.meta.dirname, "update-child.ts"), dir);
  children = Array.from({ length: PROCESSES }, () => fork(child, [], { cwd: root, execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] }));
  await Promise.all(
    children.map((child, p) => {
      const writers = Array.from({ length: WRITERS_PER_PROCESS }, (_, w) => `writer-${p}-${w}`);
      return ask(child, { type: "start", start: { dbFile: file, cardId, writers, clients: 1 } }, "ready");
    }),
  );
}, 120_000);

afterAll(async () => {
  for (const child of children) child.send({ type: "stop" });
  await db.$disconnect();
  if (testPgUrl !== undefined) await dropPgSchema(file);
  rmSync(dir, { recursive: true, force: true });
});

function ask<T>(child: ChildProcess, message: unknown, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: { type: string }) => {
      if (reply.type !== answer) return;
      child.off("message", onMessage);
      resolve(reply as T);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
    child.send(message as object);
  });
}

describe("50 concurrent saves of one card", () => {
  it("race: all based on version 1 -> exactly one 200, the other 49 get 409 with the current card", async () => {
    const replies = await Promise.all(children.map((c) => ask<{ results: Attempt[] }>(c, { type: "race" }, "raced")));
    const results = replies.flatMap((r) => r.results);
    expect(results).toHaveLength(PROCESSES * WRITERS_PER_PROCESS);
    const wins = results.filter((r) => r.status === 200);
    const conflicts = results.filter((r) => r.status === 409);
    expect(wins).toHaveLength(1);
    expect(wins[0]?.version).toBe(2);
    expect(conflicts).toHaveLength(49);
    expect(conflicts.every((c) => (c.version ?? 0) >= 2)).toBe(true);
    expect((await getCard({ db, id: cardId })).lore).toBe(wins[0]?.writer);
  }, 120_000);

  it("settle: every loser retries until it lands -> each version won exactly once, no write lost", async () => {
    const replies = await Promise.all(children.map((c) => ask<{ results: Attempt[] }>(c, { type: "settle" }, "settled")));
    const results = replies.flatMap((r) => r.results);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const wins = results.filter((r) => r.status === 200);
    expect(wins).toHaveLength(49);

    const card = await getCard({ db, id: cardId });
    expect(card.version).toBe(51);
    const rows = await db.cardRevision.findMany({ where: { cardId }, orderBy: { version: "asc" } });
    const revisions = rows.map((r) => ({ version: r.version, lore: (JSON.parse(r.fields) as { lore: string }).lore }));
    expect(revisions.map((r) => r.version)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(revisions[0]?.lore).toBe("original");
    const writers = revisions.slice(1).map((r) => r.lore);
    expect(new Set(writers).size).toBe(50);
    expect(writers.every((w) => /^writer-\d-\d$/.test(w))).toBe(true);
    // Each save's reported version holds that writer's text: nothing overwritten silently.
    for (const win of wins) {
      expect(win.version).toBe(win.based + 1);
      expect(revisions[(win.version ?? 0) - 1]?.lore).toBe(win.writer);
    }
    expect(card.lore).toBe(revisions[50]?.lore);
    console.log(`concurrency: ${results.length} attempts to settle 49 writers (${results.length - 49} conflicts)`);
  }, 300_000);
});
