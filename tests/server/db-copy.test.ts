/**
 * Issue 14 "Moving a studio": `npm run cli -- db copy --from file:... --to ...` copies every
 * pack, revision, picture, game (with its log), simulation, account, role, invitation and session,
 * says what it copied,
 * and a second run copies nothing and duplicates nothing.
 *
 * The target is a second SQLite file in `npm test`, and a fresh PostgreSQL schema with
 * TEST_DATABASE_URL (`npm run test:pg`): SQLite -> PostgreSQL, the move the issue describes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { runCli } from "@/lib/cli/main";
import { COPY_ORDER } from "@/lib/server/copy-database";
import { closeAllDbs, createDb, type Db } from "@/lib/server/db";
import { buildPackDocument } from "@/lib/server/export-pack";
import { updateCard } from "@/lib/server/update-card";
import { seed } from "@/seeds/seed";
import { createSystem } from "@/lib/server/systems/create-system";
import { dropPgSchema, freshPgUrl, testPgUrl } from "./helpers";
import { tileSystem } from "./system-fixture";

let dir: string;
let sourceFile: string;
let target: string;
let source: Db;

function capture() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) } };
}

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const model of COPY_ORDER) {
    out[model] = await (db as unknown as Record<string, { count(): Promise<number> }>)[model.charAt(0).toLowerCase() + model.slice(1)]!.count();
  }
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-copy-"));
  sourceFile = join(dir, "studio.db");
  target = testPgUrl === undefined ? `file:${join(dir, "team.db")}` : freshPgUrl();
  expect((await seed(sourceFile)).status).toBe("seeded");
  await closeAllDbs();
  source = createDb(sourceFile);
  // Beyond the seeds: a second revision, a game with its log, a simulation run and a session.
  const card = await source.card.findFirstOrThrow({ where: { deck: { pack: { system: "got-cgs" } } }, orderBy: { identifier: "asc" } });
  await updateCard({ db: source, id: card.id, version: card.version, changes: { lore: "edited before the move" } });
  const pack = await source.pack.findFirstOrThrow({ orderBy: { name: "asc" } });
  const game = await source.game.create({
    data: { packId: pack.id, title: "Trial", document: '{"format":"greenhouse.pack/1","name":"x"}', options: '{"eras":["A"],"seats":["human","greedy"],"seed":7}', actions: 2 },
  });
  await source.gameEntry.createMany({
    data: [
      { gameId: game.id, index: 0, action: '{"type":"pass"}', by: "human" },
      { gameId: game.id, index: 1, action: '{"type":"undo","undone":[0]}', by: "undo" },
    ],
  });
  const run = await source.simulationRun.create({
    data: { packId: pack.id, era: "A", games: 3, seed: "1", players: 2, bot: "greedy", fingerprint: "f".repeat(64), packUpdatedAt: new Date("2026-11-25T10:00:00Z"), status: "done", done: 3, report: '{"games":3}', elapsedMs: 12, startedAt: new Date("2026-11-25T10:00:01Z") },
  });
  await source.simulationChunk.create({ data: { runId: run.id, index: 0, start: 0, end: 3, done: 3, worker: "host/0", finished: true } });
  const user = await source.user.create({ data: { name: "Ada", email: "ada@studio.test", passwordHash: "scrypt$test", admin: true } });
  await source.session.create({ data: { id: "a".repeat(64), expiresAt: new Date("2030-01-01T00:00:00Z"), userId: user.id } });
  await source.membership.create({ data: { userId: user.id, packId: pack.id, role: "owner" } });
  await source.invitation.create({ data: { id: "c".repeat(64), email: "bo@studio.test", packId: pack.id, role: "editor", invitedById: user.id, expiresAt: new Date("2030-01-01T00:00:00Z") } });
  await source.signInAttempt.create({ data: { address: "127.0.0.1", at: new Date("2026-11-25T11:00:00Z") } });
  await createSystem({ db: source, definition: tileSystem() });
  const link = await source.exportLink.create({
    data: { token: "t".repeat(43), packId: pack.id, savedObject: "x.json", files: 1, size: 2 },
  });
  await source.exportLinkFile.create({ data: { linkId: link.id, name: "x.json", mime: "application/json", bytes: Buffer.from("{}") } });
}, 120_000);

afterAll(async () => {
  await source.$disconnect();
  await closeAllDbs();
  if (testPgUrl !== undefined) await dropPgSchema(target);
  rmSync(dir, { recursive: true, force: true });
});

describe(`db copy (SQLite -> ${testPgUrl === undefined ? "SQLite" : "PostgreSQL"})`, () => {
  it("copies every model the schema has (COPY_ORDER names each, parents first)", () => {
    expect([...COPY_ORDER].sort()).toEqual(Object.values(Prisma.ModelName).sort());
  });

  it("copies every row and says how many per table; the packs export the same bytes from the target", async () => {
    const { out, io } = capture();
    expect(await runCli(["db", "copy", "--from", `file:${sourceFile}`, "--to", target], io)).toBe(0);
    const expected = await counts(source);
    expect(Object.values(expected).every((n) => n > 0)).toBe(true);
    for (const [model, n] of Object.entries(expected)) expect(out.stderr).toMatch(new RegExp(`^${model}\\s+${n} copied\\s+0 already there$`, "m"));
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(out.stdout).toContain(`db copy: ${total} row(s) copied.`);

    const copy = createDb(target);
    try {
      expect(await counts(copy)).toEqual(expected);
      for (const pack of await source.pack.findMany({ select: { id: true } })) {
        const a = JSON.stringify(await buildPackDocument(pack.id, { db: source }));
        const b = JSON.stringify(await buildPackDocument(pack.id, { db: copy }));
        expect(b).toBe(a);
      }
      const revisions = await copy.cardRevision.findMany({ where: { version: 2 } });
      expect(revisions.map((r) => JSON.parse(r.fields) as { lore?: string }).map((f) => f.lore)).toEqual(["edited before the move"]);
      const entries = await copy.gameEntry.findMany({ orderBy: { index: "asc" } });
      expect(entries.map((e) => [e.index, e.action, e.by])).toEqual([
        [0, '{"type":"pass"}', "human"],
        [1, '{"type":"undo","undone":[0]}', "undo"],
      ]);
      // The copied ids do not stop new rows: PostgreSQL's sequence follows them.
      const game = await copy.game.findFirstOrThrow();
      await copy.gameEntry.create({ data: { gameId: game.id, index: 2, action: '{"type":"pass"}', by: "human" } });
      const run = await copy.simulationRun.findFirstOrThrow();
      expect([run.report, run.packUpdatedAt.toISOString()]).toEqual(['{"games":3}', "2026-11-25T10:00:00.000Z"]);
    } finally {
      await copy.$disconnect();
    }
  }, 120_000);

  it("a second run copies nothing and duplicates nothing; rows added since are brought over", async () => {
    const before = await counts(source);
    await source.session.create({ data: { id: "b".repeat(64), expiresAt: new Date("2030-01-01T00:00:00Z") } });
    const { out, io } = capture();
    expect(await runCli(["db", "copy", "--from", `file:${sourceFile}`, "--to", target, "--json"], io)).toBe(0);
    const result = JSON.parse(out.stdout) as { copied: number; counts: { model: string; copied: number; skipped: number }[] };
    expect(result.copied).toBe(1);
    expect(result.counts.find((c) => c.model === "Session")).toMatchObject({ copied: 1, skipped: before.Session });
    const copy = createDb(target);
    try {
      const after = await counts(copy);
      expect(after).toEqual({ ...before, Session: (before.Session ?? 0) + 1, GameEntry: (before.GameEntry ?? 0) + 1 });
    } finally {
      await copy.$disconnect();
    }
  }, 120_000);

  it("refuses to copy a database onto itself and a missing --to (exit 2)", async () => {
    const { io } = capture();
    expect(await runCli(["db", "copy", "--from", `file:${sourceFile}`, "--to", `file:${sourceFile}`], io)).toBe(2);
    expect(await runCli(["db", "copy", "--from", `file:${sourceFile}`], io)).toBe(2);
  });
});
