/**
 * PostgreSQL specifics of lib/server/db.ts and tx.ts, on a server (`npm run test:pg` only): writers
 * of two clients (two app instances) take turns through the advisory lock that writeTransaction
 * takes first, readers never wait for it, and the JSON columns read back as the exact text the
 * SQLite client returns.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, providerOfDb, type Db } from "@/lib/server/db";
import { parsePgUrl } from "@/lib/server/pg-url";
import { writeTransaction } from "@/lib/server/tx";
import { dropPgSchema, freshPgUrl, makePack } from "./helpers";

describe("PostgreSQL: two clients on one database", () => {
  let url: string;
  let a: Db;
  let b: Db;
  let probe: pg.Client;

  beforeAll(async () => {
    url = freshPgUrl();
    a = createDb(url);
    b = createDb(url, { migrate: false });
    await a.pack.count();
    await b.pack.count();
    probe = new pg.Client({ connectionString: parsePgUrl(url).connectionString });
    await probe.connect();
  }, 60_000);
  afterAll(async () => {
    await probe.end();
    await Promise.all([a.$disconnect(), b.$disconnect()]);
    await dropPgSchema(url);
  });

  const waitingWriters = async () => Number((await probe.query<{ n: string }>(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)).rows[0]?.n);

  it("is a PostgreSQL client", () => {
    expect(providerOfDb(a)).toBe("postgresql");
  });

  it("a write on one instance waits for the other's transaction; reads do not; both land in order", async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inside = new Promise<void>((resolve) => (started = resolve));
    const first = writeTransaction(a, async (tx) => {
      order.push("a: in");
      started();
      await held;
      await tx.pack.create({ data: { name: "from a" } });
      order.push("a: commit");
    });
    await inside;
    const second = writeTransaction(b, async (tx) => {
      order.push("b: in");
      await tx.pack.create({ data: { name: "from b" } });
    });
    // b is queued on the writers' lock (a state, not a time) ...
    while ((await waitingWriters()) === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["a: in"]);
    // ... while a reader on b is served at once, without a's uncommitted pack.
    expect(await b.pack.count({ where: { name: "from a" } })).toBe(0);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["a: in", "a: commit", "b: in"]);
    expect((await a.pack.findMany({ where: { name: { startsWith: "from " } }, orderBy: { name: "asc" } })).map((p) => p.name)).toEqual(["from a", "from b"]);
  });

  it("a write on one instance is read on the other; JSON columns come back as the text the app wrote", async () => {
    const { cards } = await makePack(a, [{ identifier: "X-1", lore: "written on a", attributes: "" }], "Shared");
    const id = cards[0]?.id ?? "";
    const row = await b.card.findUniqueOrThrow({ where: { id } });
    expect(typeof row.fields).toBe("string");
    expect(JSON.parse(row.fields)).toMatchObject({ lore: "written on a" });
    const raw = await probe.query<{ fields: string }>(`SELECT "fields"::text AS fields FROM "${parsePgUrl(url).schema}"."Card" WHERE id = $1`, [id]);
    expect(raw.rows[0]?.fields).toBe(row.fields); // json keeps the text as written: key order too
    const pack = await b.pack.findFirstOrThrow({ where: { name: "Shared" } });
    expect(typeof pack.instructions).toBe("string");
    expect(JSON.parse(pack.instructions)).toEqual(expect.any(Object));
  });
});
