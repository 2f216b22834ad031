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
export const JSON_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Pack: ["instructions"],
  Card: ["fields"],
  CardRevision: ["fields"],
  Game: ["document", "options"],
  GameEntry: ["action"],
  SimulationRun: ["report"],
};

/**
 * Relation fields of every model -> the model they hold (prisma/postgresql/schema.prisma; the
 * test in tests/server/db-pg.test.ts fails when a relation is added there and not here).
 */
export const RELATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Pack: { aliases: "PackAlias", decks: "Deck", pictures: "Picture", games: "Game", simulations: "SimulationRun", members: "Membership", invitations: "Invitation", exportLinks: "ExportLink" },
  PackAlias: { pack: "Pack" },
  Deck: { pack: "Pack", cards: "Card" },
  Card: { deck: "Deck", picture: "Picture", revisions: "CardRevision" },
  CardRevision: { card: "Card", author: "User" },
  Picture: { pack: "Pack", cards: "Card" },
  Game: { pack: "Pack", entries: "GameEntry" },
  GameEntry: { game: "Game" },
  Session: { user: "User" },
  SimulationRun: { pack: "Pack", parts: "SimulationChunk" },
  SimulationChunk: { run: "SimulationRun" },
  SignInAttempt: {},
  User: { memberships: "Membership", sessions: "Session", revisions: "CardRevision", invited: "Invitation" },
  Membership: { user: "User", pack: "Pack" },
  Invitation: { pack: "Pack", invitedBy: "User" },
  ExportLink: { pack: "Pack", stored: "ExportLinkFile" },
  ExportLinkFile: { link: "ExportLink" },
  System: { revisions: "SystemRevision" },
  SystemRevision: { system: "System" },
};

/**
 * Per model, what a result row of it may carry that needs mapping: its own JSON fields, and the
 * relation fields whose model (directly or further down) has JSON fields. Computed once; a row
 * of a model with neither (a session, a sign-in attempt) is not looked at, and a row that has
 * them is looked at only under those keys.
 */
interface Plan {
  readonly json: readonly string[];
  readonly relations: readonly (readonly [field: string, model: string])[];
}
const PLANS: ReadonlyMap<string, Plan> = (() => {
  const reaches = new Set(Object.keys(JSON_FIELDS));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [model, relations] of Object.entries(RELATIONS)) {
      if (!reaches.has(model) && Object.values(relations).some((target) => reaches.has(target))) {
        reaches.add(model);
        grew = true;
      }
    }
  }
  return new Map(
    Object.entries(RELATIONS).map(([model, relations]) => [
      model,
      { json: JSON_FIELDS[model] ?? [], relations: Object.entries(relations).filter(([, target]) => reaches.has(target)) },
    ]),
  );
})();
const JSON_NAMES = new Set(Object.values(JSON_FIELDS).flat());

/** Operations whose result is a count or a batch payload, never rows. */
const NO_ROWS = new Set(["count", "aggregate", "groupBy", "createMany", "updateMany", "deleteMany"]);
/** Operations that write no data (their arguments hold no JSON to map). */
const READS = new Set(["findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy", "deleteMany"]);

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

const toText = (v: unknown) => (v !== null && v !== undefined && typeof v !== "string" && typeof v !== "boolean" ? JSON.stringify(v) : v);

/** Read JSON values -> JSON text in a row of `model` and the related rows it includes, by the model's plan. */
function mapRow(model: string, row: unknown): void {
  const plan = PLANS.get(model);
  if (plan === undefined || !isPlain(row)) return;
  for (const field of plan.json) if (field in row) row[field] = toText(row[field]);
  for (const [field, target] of plan.relations) {
    const related = row[field];
    if (Array.isArray(related)) for (const r of related) mapRow(target, r);
    else if (related !== undefined && related !== null) mapRow(target, related);
  }
}

/** The result of `operation` on `model` with JSON text where the client gave JSON values. */
function mapResult(model: string | undefined, operation: string, result: unknown): unknown {
  if (model === undefined || NO_ROWS.has(operation)) return result; // raw queries: columns as PostgreSQL returns them
  if (Array.isArray(result)) for (const row of result) mapRow(model, row);
  else mapRow(model, result);
  return result;
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
      async $allOperations({ model, operation, args, query }) {
        const written = READS.has(operation) || (model !== undefined && !PLANS.has(model)) ? args : mapWrite(args, false);
        return mapResult(model, operation, await query(written as typeof args));
      },
    },
  });
  return mapped as unknown as PrismaClient;
}
