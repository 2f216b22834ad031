/**
 * Child process of the SIGKILL test: imports the pack file argv[3] into the database argv[2]
 * through the same steps as `importPack` (prepare, then one write transaction) and reports on
 * stdout: "writing" once the transaction holds the write lock, "done <ms>" after the commit.
 */
import { readFileSync } from "node:fs";
import { preparePackJson } from "@/lib/packs/import";
import { createDb } from "@/lib/server/db";
import { writeTransaction } from "@/lib/server/tx";
import { writePreparedPack } from "@/lib/server/write-pack";

const [, , dbFile, packFile] = process.argv;
if (dbFile === undefined || packFile === undefined) throw new Error("usage: import-child <db> <pack.json>");
const db = createDb(dbFile);
const prepared = preparePackJson(readFileSync(packFile, "utf8"));
if (!prepared.ok) throw new Error(JSON.stringify(prepared.issues));
let started = 0;
await writeTransaction(db, async (tx) => {
  started = Date.now();
  process.stdout.write("writing\n");
  return writePreparedPack(tx, prepared.pack);
});
process.stdout.write(`done ${Date.now() - started}\n`);
await db.$disconnect();
