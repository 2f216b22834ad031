import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toErrorPayload } from "@/lib/server/errors";
import { isBusy, writeTransaction } from "@/lib/server/tx";
import { makeTestDb, thrown, type TestDb } from "./helpers";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

describe("writeTransaction", () => {
  it("takes the write lock with its first statement (another writer cannot start meanwhile)", async () => {
    const other = new Database(t.file, { timeout: 0 });
    try {
      await writeTransaction(t.db, async (tx) => {
        await tx.pack.count();
        expect(() => other.exec("BEGIN IMMEDIATE")).toThrow(/locked|busy/i);
      });
      other.exec("BEGIN IMMEDIATE");
      other.exec("ROLLBACK");
    } finally {
      other.close();
    }
  });

  it("waits for another process's lock and retries until it is free", async () => {
    const other = new Database(t.file);
    other.exec("BEGIN IMMEDIATE");
    setTimeout(() => other.exec("ROLLBACK"), 200);
    const started = Date.now();
    const pack = await writeTransaction(t.db, (tx) => tx.pack.create({ data: { name: "after the lock" } }));
    expect(pack.name).toBe("after the lock");
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    other.close();
  });

  it("gives up after its deadline with a busy error that maps to 503, having written nothing", async () => {
    const other = new Database(t.file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const error = await thrown(writeTransaction(t.db, (tx) => tx.pack.create({ data: { name: "never" } }), { busyDeadlineMs: 1 }));
      expect(isBusy(error)).toBe(true);
      expect(toErrorPayload(error).status).toBe(503);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(await t.db.pack.count({ where: { name: "never" } })).toBe(0);
  });

  it("counts Prisma's 'could not start a transaction in time' as busy, not its other P2028s", () => {
    expect(isBusy(Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" }))).toBe(true);
    expect(isBusy(Object.assign(new Error("Transaction API error: Transaction already closed"), { code: "P2028" }))).toBe(false);
  });

  it("does not retry other errors", async () => {
    let calls = 0;
    const error = await thrown(
      writeTransaction(t.db, async () => {
        calls++;
        throw new Error("not a lock problem");
      }),
    );
    expect((error as Error).message).toBe("not a lock problem");
    expect(calls).toBe(1);
    expect(isBusy(error)).toBe(false);
  });
});
