// `npm run db:seed`: loads the demo packs (`seeds/*.pack.json`) into a database that has no
// packs yet, through the same import as the app (lib/server/write-pack.ts); the demo packs of
// systems a designer defined (Ginkgopolis, Planetary CCG) bring their systems, stored with them.
//
// - Idempotent: a database holding any pack is left alone (the designer's data wins).
// - All or nothing: every seed file is validated before anything is written, and all of them
//   are imported in ONE transaction, so a crash never leaves half the demo behind (which the
//   "any pack" check would then mistake for a seeded database).
// - Loud: a bad seed file prints every bad path and exits 1.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { prepareAnyPackJson, type PreparedAnyPack } from "../lib/packs/import";
import { closeAllDbs, getDb } from "../lib/server/db";
import { databaseFile, repoRoot } from "../lib/server/db-path";
import { ensurePackSystem } from "../lib/server/systems/pack-system";
import { writeTransaction } from "../lib/server/tx";
import { writePreparedPack } from "../lib/server/write-pack";

/** What a seeding run did (for tests and the log line). */
export interface SeedResult {
  readonly status: "seeded" | "skipped-not-empty" | "no-seed-files";
  readonly packs: readonly string[];
}

/** Seeds the database at `file` from the `*.pack.json` files of `dir`. Throws on a bad seed file. */
export async function seed(file: string = databaseFile(), dir: string = join(repoRoot(), "seeds")): Promise<SeedResult> {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".pack.json"))
    .sort();
  const prepared: { name: string; pack: PreparedAnyPack }[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const result = prepareAnyPackJson(readFileSync(join(dir, name), "utf8"));
    if (result.ok) prepared.push({ name, pack: result.pack });
    else problems.push(`seeds/${name} is not a valid greenhouse.pack/1 document:\n${result.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  const db = getDb(file);
  if ((await db.pack.count()) > 0) return { status: "skipped-not-empty", packs: [] };
  if (prepared.length === 0) return { status: "no-seed-files", packs: [] };
  const packs = await writeTransaction(db, async (tx) => {
    // Re-checked under the write lock: two starts racing must not seed twice.
    if ((await tx.pack.count()) > 0) return null;
    const out: string[] = [];
    for (const { pack } of prepared) {
      // A pack of a system a designer defined (Ginkgopolis, Planetary CCG) carries it: stored with it.
      if (pack.kind === "system") await ensurePackSystem(tx, pack.doc);
      out.push((await writePreparedPack(tx, pack)).name);
    }
    return out;
  });
  return packs === null ? { status: "skipped-not-empty", packs: [] } : { status: "seeded", packs };
}

const isMain = process.argv[1] !== undefined && /seeds[\\/]seed\.ts$/.test(process.argv[1]);
if (isMain) {
  try {
    const file = databaseFile();
    const result = await seed(file);
    if (result.status === "seeded") console.log(`db:seed: loaded ${result.packs.map((p) => `"${p}"`).join(", ")} into ${file}.`);
    else if (result.status === "skipped-not-empty") console.log(`db:seed: ${file} already holds packs; nothing to do.`);
    else console.log("db:seed: there are no seeds/*.pack.json files yet; nothing to load.");
    await closeAllDbs();
  } catch (error) {
    console.error(`db:seed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
