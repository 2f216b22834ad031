/**
 * The PostgreSQL client (internal to lib/server/db.ts): the client generated from
 * prisma/postgresql/schema.prisma on @prisma/adapter-pg, presented with the SQLite client's types.
 *
 * The two generated clients differ in one way the app can see: the JSON columns
 * (scripts/pg-schema.mjs JSON_FIELDS) are `jsonb` on PostgreSQL, so its client takes and returns
 * JSON values where the SQLite client takes and returns JSON text. A query extension maps them at
 * the edge: written text is parsed into the JSON value (text that is not JSON is refused like a
 * bad jsonb literal), read values are turned back into text. Everything else (models, columns,
 * enums of strings, DateTime, Bytes) has the same shape in both clients, so the mapped client is
 * used as the `Db` type everywhere.
 *
 * Migrations: the first connection of a client applies pending PostgreSQL migrations
 * (lib/server/migrate-pg.ts) before any query, so the app, the CLI and tests never meet an old
 * schema, and several instances starting together take turns (advisory lock).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma as PgPrisma, PrismaClient as PgClient } from "@/generated/prisma-pg/client";
import type { PrismaClient } from "@/generated/prisma/client";
import { migratePostgres } from "./migrate-pg";
import { parsePgUrl, pgConfig } from "./pg-url";

/** Field names of the JSON columns, per model (keep in step with scripts/pg-schema.mjs). */
const JSON_FIELDS: Record<string, readonly string[]> = {
  Pack: ["instructions"],
  Card: ["fields"],
  CardRevision: ["fields"],
  Game: ["document", "options"],
  GameEntry: ["action"],
  SimulationRun: ["report"],
};
const JSON_NAMES = new Set(Object.values(JSON_FIELDS).flat());

/** Keys of query arguments under which data is written (never where/select/orderBy). */
const DATA_KEYS = new Set(["data", "create", "update", "createMany", "upsert", "connectOrCreate", "set"]);

/** A plain object literal (not a Date, bytes, or Prisma's `Sql` of a raw query). */
const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Written JSON text -> JSON value, for every JSON field under a data key, nested writes included. */
function mapWrite(value: unknown, inData: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => mapWrite(v, inData));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (inData && JSON_NAMES.has(key) && (typeof v === "string" || v === null)) {
      out[key] = v === null ? PgPrisma.DbNull : (JSON.parse(v) as unknown);
    } else {
      out[key] = mapWrite(v, inData || DATA_KEYS.has(key));
    }
  }
  return out;
}

/** Read JSON values -> JSON text, in every returned row (included relations too). */
function mapRead(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mapRead);
  if (!isPlain(value)) return value;
  for (const [key, v] of Object.entries(value)) {
    if (JSON_NAMES.has(key) && v !== null && typeof v !== "string" && typeof v !== "boolean") value[key] = JSON.stringify(v);
    else if (typeof v === "object" && v !== null) mapRead(v);
  }
  return value;
}

/** Adapter factory that migrates the database before the first connection is handed out. */
class MigratingPgFactory {
  readonly provider = "postgres" as const;
  readonly adapterName: string;
  private migrated: Promise<unknown> | null;

  constructor(
    private readonly inner: PrismaPg,
    private readonly url: string,
    migrate: boolean,
  ) {
    this.adapterName = inner.adapterName;
    this.migrated = migrate ? null : Promise.resolve();
  }

  async connect(): ReturnType<PrismaPg["connect"]> {
    this.migrated ??= migratePostgres(this.url);
    await this.migrated;
    return this.inner.connect();
  }

  connectToShadowDb(): ReturnType<PrismaPg["connectToShadowDb"]> {
    return this.inner.connectToShadowDb();
  }
}

/** A new client for the PostgreSQL database at `url` (migrated on first use when `migrate`). */
export function createPgDb(url: string, migrate: boolean): PrismaClient {
  const { schema } = parsePgUrl(url);
  const adapter = new MigratingPgFactory(new PrismaPg({ ...pgConfig(url), max: 10 }, { schema }), url, migrate);
  const client = new PgClient({ adapter, transactionOptions: { maxWait: 15_000, timeout: 120_000 } });
  const mapped = client.$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        const written = operation.startsWith("find") || operation === "count" || operation === "aggregate" || operation === "groupBy" ? args : mapWrite(args, false);
        return mapRead(await query(written as typeof args));
      },
    },
  });
  return mapped as unknown as PrismaClient;
}
