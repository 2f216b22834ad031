/**
 * Test helpers for lib/server: a fresh, migrated SQLite file per test file (never the dev
 * database), and small builders.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@/lib/server/db";
import { createPack } from "@/lib/server/create-pack";
import { createEra } from "@/lib/server/create-era";
import { createCard } from "@/lib/server/create-card";
import type { CardChanges } from "@/lib/server/validation";

export interface TestDb {
  readonly db: Db;
  readonly file: string;
  readonly dir: string;
  close(): Promise<void>;
}

/** A migrated database in a new temporary folder; `close()` disconnects and deletes it. */
export function makeTestDb(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), "greenhouse-test-"));
  const file = join(dir, "test.db");
  const db = createDb(file);
  return {
    db,
    file,
    dir,
    async close() {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A pack with one era ("Era 1") and the given cards. */
export async function makePack(db: Db, cards: CardChanges[] = [], name = "Test Pack") {
  const pack = await createPack({ db, name, game: "Gardener of Thoughts", type: "edition" });
  const era = await createEra({ db, packId: pack.id, name: "Era 1" });
  const created = [];
  for (const fields of cards) created.push(await createCard({ db, eraId: era.id, fields }));
  return { pack, era, cards: created };
}

/** Awaits `promise` and returns what it threw (fails the test when it resolves). */
export async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw, it resolved");
}
