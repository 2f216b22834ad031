/**
 * The migration 20261125180000_game_entries on a game made by the app before it: the log moves
 * from the `Game.log` JSON column into one `GameEntry` row per entry, and the game answers the
 * same GET as before.
 *
 * The fixture (tests/server/fixtures/game-before-entries.json) was written by main at commit
 * 6990395 (the last one with `Game.log`), through its own verbs: the demo pack cut to its first
 * era (no pictures, no lore, to stay small) imported, a human-vs-greedy game dealt with seed 5,
 * six human actions, an undo, two more; then its Pack and Game rows as stored, and the SHA-256
 * of `JSON.stringify` of its `GET` and `GET ?at=3` answers (with the log and legal actions in
 * clear, to read a failure).
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/server/db";
import { clearGameCache } from "@/lib/server/games/cache";
import { getGame } from "@/lib/server/games/get-game";
import { migrate } from "@/lib/server/migrate";

const MIGRATION = "20261125180000_game_entries";
const root = join(import.meta.dirname, "..", "..");
const migrations = join(root, "prisma", "migrations");

interface Fixture {
  migrations: string[];
  pack: Record<string, string>;
  game: Record<string, string | number>;
  get: { sha256: string; bytes: number; actions: number; over: boolean; toAct: number | null; legal: unknown[]; log: { action: unknown; by: string }[] };
  at3: { sha256: string; bytes: number };
}
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "game-before-entries.json"), "utf8")) as Fixture;
const sha256 = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

let dir: string;
let file: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-game-entries-"));
  file = join(dir, "old.db");
  // The database as main left it: every migration before this one, and the fixture's rows.
  const before = join(dir, "migrations");
  cpSync(migrations, before, { recursive: true });
  // This migration and every later one (they come after it on the old database too).
  const pending = readdirSync(before).filter((f) => /^\d{14}_/.test(f) && f >= MIGRATION).sort();
  for (const name of pending) rmSync(join(before, name), { recursive: true });
  expect(readdirSync(before).filter((f) => /^\d{14}_/.test(f)).sort()).toEqual(fixture.migrations);
  migrate(file, { migrationsDir: before });
  const raw = new Database(file);
  try {
    const insert = (table: string, row: Record<string, unknown>) => {
      const names = Object.keys(row);
      raw.prepare(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`).run(...Object.values(row));
    };
    insert("Pack", fixture.pack);
    insert("Game", fixture.game);
  } finally {
    raw.close();
  }
  expect(migrate(file).applied).toEqual(pending);
  db = createDb(file);
});
afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}: the log becomes one GameEntry row per entry`, () => {
  it("splits the log into rows in order (the undo entry included) and drops Game.log", () => {
    const raw = new Database(file, { readonly: true });
    try {
      const rows = raw.prepare('SELECT "index", "action", "by" FROM "GameEntry" WHERE "gameId" = ? ORDER BY "index"').all(fixture.game.id) as { index: number; action: string; by: string }[];
      expect(rows.map((r) => r.index)).toEqual(fixture.get.log.map((_, i) => i));
      expect(rows.map((r) => ({ action: JSON.parse(r.action) as unknown, by: r.by }))).toEqual(fixture.get.log);
      expect(rows.map((r) => r.by)).toContain("undo");
      const columns = (raw.prepare('PRAGMA table_info("Game")').all() as { name: string }[]).map((c) => c.name);
      expect(columns).not.toContain("log");
      expect(raw.prepare('SELECT "actions" FROM "Game" WHERE "id" = ?').get(fixture.game.id)).toEqual({ actions: fixture.get.actions });
    } finally {
      raw.close();
    }
  });

  it("the game answers the same GET as before the migration, and the same GET ?at=3", async () => {
    clearGameCache();
    const id = String(fixture.game.id);
    const game = await getGame({ db, id });
    expect(game.log.map((e) => ({ action: e.action, by: e.by }))).toEqual(fixture.get.log);
    expect({ actions: game.actions, over: game.over, toAct: game.toAct, legal: game.legal }).toEqual({
      actions: fixture.get.actions,
      over: fixture.get.over,
      toAct: fixture.get.toAct,
      legal: fixture.get.legal,
    });
    // The pinned GET is main 6990395's, with one engine change since: CGS-301 marks the card the
    // fixture's game seizes (`"origin":"seized"`, 18 bytes); removing it gives the original hash.
    expect(JSON.stringify(game).length).toBe(fixture.get.bytes);
    expect(sha256(game)).toBe(fixture.get.sha256);
    const at3 = await getGame({ db, id, at: 3 });
    expect(sha256(at3)).toBe(fixture.at3.sha256);
  });
});
