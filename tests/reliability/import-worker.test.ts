/**
 * Issue 10 "A long write never stalls the app": large imports run in the import worker on its
 * own connection. Proven without a clock: the worker is held at a known point of its write
 * transaction (importWorkerHooks) and this thread must read, and queue a write, meanwhile. If
 * the import ran on this thread's connection the read could not finish until the import did,
 * and the held import would never be released (the test would time out).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPack } from "@/lib/server/create-pack";
import { AppError } from "@/lib/server/errors";
import { exportPack } from "@/lib/server/export-pack";
import { importCsv } from "@/lib/server/import-csv";
import { importPack } from "@/lib/server/import-pack";
import { importWorkerHooks, ImportWorkerError, MAX_QUEUED, terminateImportWorker, WORKER_FROM_CHARS } from "@/lib/server/import-worker/client";
import { markImportWriting } from "@/lib/server/import-worker/gate";
import type { ImportPhase } from "@/lib/server/import-worker/protocol";
import { listCards } from "@/lib/server/list-cards";
import { listPacks } from "@/lib/server/list-packs";
import { listRevisions } from "@/lib/server/list-revisions";
import { serializePack } from "@/lib/packs/serialize";
import { makePack, makeTestDb, thrown, type TestDb } from "../server/helpers";
import { bigPackText } from "./big-pack";
import { snapshot } from "./db-snapshot";

// Starting the worker compiles lib/server through tsx: seconds on a loaded machine.
const SLOW = 180_000;

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());
afterEach(() => {
  importWorkerHooks.onPhase = null;
});

const MAPPING = { Identifier: "identifier", Type: "attribute:Type", Copies: "copies", Lore: "lore" };

function csv(rows: number, prefix: string, bad: (i: number) => boolean = () => false): string {
  const lines = ["Identifier,Type,Copies,Lore"];
  for (let i = 0; i < rows; i++) lines.push(`${prefix}-${String(i).padStart(5, "0")},Support,${bad(i) ? "lots" : 1 + (i % 3)},"The lamps were lit one by one, row ${i}."`);
  return lines.join("\n");
}

/** Phases seen, and what the test did at each while the worker waited. */
function holdAt(phase: ImportPhase, action: () => Promise<void>): ImportPhase[] {
  const seen: ImportPhase[] = [];
  importWorkerHooks.onPhase = async (p) => {
    seen.push(p);
    if (p === phase) await action();
  };
  return seen;
}

describe("a 10,000-row CSV import in the worker", () => {
  it("lets this thread read while the import holds the write lock, shows readers nothing until the commit, and queues this thread's writes behind it", async () => {
    const { era } = await makePack(t.db, [{ identifier: "OLD-1" }], "Reads go on");
    const text = csv(10_000, "ROW");
    expect(text.length).toBeGreaterThan(WORKER_FROM_CHARS);
    let midImport: { cards: number; packs: number } | null = null;
    let write: Promise<unknown> | null = null;
    let writeSettled = false;
    const seen = holdAt("written", async () => {
      // Every row is written but not committed: readers see the era as it was.
      midImport = { cards: (await listCards({ db: t.db, eraId: era.id })).cards.length, packs: (await listPacks({ db: t.db })).length };
      write = createPack({ db: t.db, name: "Saved during the import", game: "", type: "booster" }).finally(() => (writeSettled = true));
      await listPacks({ db: t.db });
      expect(writeSettled).toBe(false); // it waits for the import (gate.ts), not for SQLite's lock
    });
    const result = await importCsv({ db: t.db, eraId: era.id, text, mapping: MAPPING });
    expect(seen).toEqual(["locked", "written"]);
    expect(midImport).toEqual({ cards: 1, packs: 1 });
    await write;
    expect(result).toMatchObject({ created: 10_000, skipped: 0 });
    const cards = (await listCards({ db: t.db, eraId: era.id })).cards;
    expect(cards).toHaveLength(10_001);
    expect(cards.map((c) => c.position)).toEqual(cards.map((_, i) => i));
    expect(cards.slice(1).map((c) => c.id)).toEqual(result.ids);
    expect(cards[10_000]).toMatchObject({ identifier: "ROW-09999", copies: 1 + (9999 % 3), attributes: 'Type "Support"', lore: "The lamps were lit one by one, row 9999.", version: 1 });
    expect(await listRevisions({ db: t.db, cardId: result.ids[42] ?? "" })).toEqual([expect.objectContaining({ version: 1 })]);
    expect((await listPacks({ db: t.db })).map((p) => p.name)).toContain("Saved during the import");
  }, SLOW);

  it("answers 422 naming every bad line, and 404 for an unknown era, writing nothing", async () => {
    const { era } = await makePack(t.db, [], "Bad rows");
    const error = (await thrown(importCsv({ db: t.db, eraId: era.id, text: csv(5_000, "BAD", (i) => i === 1 || i === 4_321), mapping: MAPPING }))) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(422);
    expect(error.issues.map((i) => i.path)).toEqual(["line 3: Copies", "line 4323: Copies"]);
    const missing = (await thrown(importCsv({ db: t.db, eraId: "no-such-era", text: csv(5_000, "X"), mapping: MAPPING }))) as AppError;
    expect(missing.code).toBe("not_found");
    expect((await listCards({ db: t.db, eraId: era.id })).cards).toHaveLength(0);
  }, SLOW);
});

it("starts no write transaction on a file while an import holds it, and starts it once the import is done", async () => {
  const transactions = vi.spyOn(t.db, "$transaction");
  try {
    const done = markImportWriting(t.file);
    const write = createPack({ db: t.db, name: "Gated", game: "", type: "booster" });
    await listPacks({ db: t.db });
    expect(transactions).not.toHaveBeenCalled();
    done();
    await expect(write).resolves.toMatchObject({ name: "Gated" });
    expect(transactions).toHaveBeenCalledTimes(1);
  } finally {
    transactions.mockRestore();
  }
});

describe("a large pack import in the worker", () => {
  it("gives back the same bytes, and numbers the name when the pack is imported again", async () => {
    const text = bigPackText(60, 2);
    expect(text.length).toBeGreaterThan(WORKER_FROM_CHARS);
    const seen = holdAt("written", async () => {});
    const first = await importPack({ db: t.db, document: text });
    expect(seen).toEqual(["locked", "written"]);
    expect(first).toMatchObject({ name: "Big pack", cards: 120, renamedFrom: null });
    expect(serializePack(await exportPack(first.id, { db: t.db }))).toBe(text);
    expect(await importPack({ db: t.db, document: text })).toMatchObject({ name: "Big pack (2)", renamedFrom: "Big pack" });
  }, SLOW);

  it("writes nothing when the worker dies mid-import, and the next writes and imports go on", async () => {
    const text = bigPackText(100, 2);
    const before = snapshot(t.file);
    holdAt("written", () => terminateImportWorker());
    const error = await thrown(importPack({ db: t.db, document: text }));
    expect(error).toBeInstanceOf(ImportWorkerError);
    importWorkerHooks.onPhase = null;
    expect(snapshot(t.file)).toEqual(before);
    await createPack({ db: t.db, name: "After the crash", game: "", type: "booster" });
    expect(await importPack({ db: t.db, document: text })).toMatchObject({ cards: 200 });
  }, SLOW);

  it(`refuses with 503 busy past ${MAX_QUEUED} imports waiting, importing none of the refused`, async () => {
    const text = bigPackText(5, 1).replace('"name": "Big pack"', '"name": "Queued"');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const running = new Promise<void>((resolve) => (locked = resolve));
    importWorkerHooks.onPhase = async (phase) => {
      if (phase !== "locked") return;
      locked();
      await held;
    };
    const first = importPack({ db: t.db, document: text });
    await running;
    const waiting = Array.from({ length: MAX_QUEUED }, () => importPack({ db: t.db, document: text }));
    const refused = (await thrown(importPack({ db: t.db, document: text }))) as AppError;
    expect([refused.code, refused.status]).toEqual(["busy", 503]);
    release();
    const done = await Promise.all([first, ...waiting]);
    expect(done.map((r) => r.name)).toEqual(["Queued", ...Array.from({ length: MAX_QUEUED }, (_, i) => `Queued (${i + 2})`)]);
  }, SLOW);
});
