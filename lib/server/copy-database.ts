/**
 * Copies everything one Greenhouse database holds into another (`npm run cli -- db copy`):
 * SQLite -> PostgreSQL when a studio moves to a team server, or back, or between two files.
 *
 * Every model of the schema, parents before children (COPY_ORDER; a test fails when the schema
 * has a model this list lacks). Rows are matched by their id: a row whose id the target already
 * has is left alone, so running the copy again (after an interruption, or to bring over what was
 * added since) copies only what is missing and never duplicates. Both databases are migrated
 * first. Rows go in batches (pictures are bytes: a few hundred at a time, never the whole table
 * in memory).
 */
import { createDb, providerOfDb, type Db } from "./db";

/** Every model, each after the models it references. */
export const COPY_ORDER = [
  "User",
  "Pack",
  "PackAlias",
  "Deck",
  "Picture",
  "Card",
  "CardRevision",
  "Game",
  "GameEntry",
  "SimulationRun",
  "SimulationChunk",
  "Session",
  "Membership",
  "Invitation",
  "SignInAttempt",
  "ExportLink",
  "ExportLinkFile",
  "System",
  "SystemRevision",
] as const;
export type CopiedModel = (typeof COPY_ORDER)[number];

/** Models whose id is an autoincrement integer (PostgreSQL's sequence must follow copied ids). */
const SERIAL_IDS: readonly CopiedModel[] = ["GameEntry"];

export interface CopyCount {
  readonly model: CopiedModel;
  /** Rows in the source. */
  readonly source: number;
  /** Rows this run inserted into the target. */
  readonly copied: number;
  /** Source rows the target already had (same id), left as they are. */
  readonly skipped: number;
}

export interface CopyResult {
  readonly counts: CopyCount[];
  readonly copied: number;
}

type Row = Record<string, unknown> & { id: string | number };
interface Delegate {
  findMany(args: object): Promise<Row[]>;
  createMany(args: object): Promise<{ count: number }>;
  count(): Promise<number>;
}

const delegate = (db: Db, model: CopiedModel): Delegate => (db as unknown as Record<string, Delegate>)[model.charAt(0).toLowerCase() + model.slice(1)] as Delegate;

const BATCH = 200;

/** Copies every row of `from` that `to` lacks; `onProgress` hears each model as it finishes. */
export async function copyDatabase(from: Db, to: Db, onProgress?: (count: CopyCount) => void): Promise<CopyResult> {
  const counts: CopyCount[] = [];
  for (const model of COPY_ORDER) {
    const source = delegate(from, model);
    const target = delegate(to, model);
    const have = new Set((await target.findMany({ select: { id: true } })).map((r) => r.id));
    let copied = 0;
    let seen = 0;
    let cursor: string | number | undefined;
    for (;;) {
      const rows = await source.findMany({ orderBy: { id: "asc" }, take: BATCH, ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }) });
      if (rows.length === 0) break;
      seen += rows.length;
      cursor = rows[rows.length - 1]?.id;
      const missing = rows.filter((r) => !have.has(r.id));
      if (missing.length > 0) copied += (await target.createMany({ data: missing })).count;
      if (rows.length < BATCH) break;
    }
    if (copied > 0 && SERIAL_IDS.includes(model) && providerOfDb(to) === "postgresql") {
      await to.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${model}"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${model}"))`);
    }
    const count = { model, source: seen, copied, skipped: seen - copied };
    counts.push(count);
    onProgress?.(count);
  }
  return { counts, copied: counts.reduce((sum, c) => sum + c.copied, 0) };
}

/** Opens (and migrates) both databases by URL / file, copies, disconnects. */
export async function copyDatabaseUrls(fromUrl: string, toUrl: string, onProgress?: (count: CopyCount) => void): Promise<CopyResult> {
  const from = createDb(fromUrl);
  const to = createDb(toUrl);
  try {
    return await copyDatabase(from, to, onProgress);
  } finally {
    await Promise.all([from.$disconnect(), to.$disconnect()]);
  }
}
