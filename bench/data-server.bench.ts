/**
 * lib/server speed on a real pack (seeds/tidebound.pack.json) and a 250-card era: what each
 * page's data and each save costs. Prints median and 95th percentile per operation; a
 * temporary database, never the dev one. Run: `npm run bench -- data`.
 *
 * On PostgreSQL: `BENCH_DATABASE_URL=postgresql://user@host:port/db npm run bench -- data` runs
 * the same operations in a fresh schema of that database (dropped afterwards); the first line
 * says which database was measured.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serializePack } from "../lib/packs/serialize";
import { createDb } from "../lib/server/db";
import { duplicatePack } from "../lib/server/duplicate-pack";
import { exportPack } from "../lib/server/export-pack";
import { getCard } from "../lib/server/get-card";
import { getPack } from "../lib/server/get-pack";
import { importPack } from "../lib/server/import-pack";
import { listCards } from "../lib/server/list-cards";
import { listPacks } from "../lib/server/list-packs";
import { previewCsv } from "../lib/server/preview-csv";
import { updateCard } from "../lib/server/update-card";
import { parsePgUrl } from "../lib/server/pg-url";

const root = join(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "greenhouse-bench-"));
const pgBase = process.env.BENCH_DATABASE_URL?.trim() || undefined;
const pgUrl = pgBase === undefined ? undefined : (() => {
  const url = new URL(parsePgUrl(pgBase).connectionString);
  url.searchParams.set("schema", `bench_${randomBytes(4).toString("hex")}`);
  return url.toString();
})();
const db = createDb(pgUrl ?? join(dir, "bench.db"));
console.log(`database: ${pgUrl === undefined ? "SQLite (temporary file)" : `PostgreSQL (${new URL(pgUrl).host}, a temporary schema)`}`);

async function measure(label: string, runs: number, fn: (i: number) => Promise<unknown>): Promise<void> {
  await fn(-1); // warm-up: query plans, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(`${label.padEnd(44)} median ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms   (${runs} runs)`);
}

try {
  const seed = readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8");
  const cards = seed.match(/"identifier"/g)?.length ?? 0;
  console.log(`tidebound.pack.json: ${(seed.length / 1024).toFixed(0)} KB, ${cards} cards`);
  let packId = "";
  await measure("importPack (demo pack)", 10, async () => {
    packId = (await importPack({ db, document: seed })).id;
  });
  await measure("exportPack + serializePack (demo pack)", 20, async () => serializePack(await exportPack(packId, { db })));
  await measure("listPacks (11 packs)", 30, () => listPacks({ db }));
  await measure("getPack (demo pack)", 30, () => getPack({ db, id: packId }));
  await measure("duplicatePack (demo pack)", 5, () => duplicatePack({ db, id: packId }));

  // A 250-card era: the issue's "no page takes more than a blink for a 250-card pack".
  const doc = JSON.parse(seed) as { eras: { cards: unknown[] }[] };
  const pool = doc.eras.flatMap((e) => e.cards);
  const big = { ...doc, pack: { ...(doc as unknown as { pack: object }).pack, name: "250 cards" }, eras: [{ name: "Big era", cards: Array.from({ length: 250 }, (_, i) => ({ ...(pool[i % pool.length] as object), identifier: `BIG-${String(i + 1).padStart(3, "0")}` })) }] };
  const bigId = (await importPack({ db, document: big })).id;
  const eraId = (await getPack({ db, id: bigId })).eras[0]?.id ?? "";
  const table = await listCards({ db, eraId });
  await measure("listCards (250-card era)", 30, () => listCards({ db, eraId }));
  const ids = table.cards.map((c) => c.id);
  await measure("getCard (card editor)", 50, (i) => getCard({ db, id: ids[Math.max(0, i) % ids.length] ?? "" }));
  const versions = new Map(table.cards.map((c) => [c.id, c.version]));
  await measure("updateCard (one autosave, with revision)", 200, async (i) => {
    const id = ids[Math.max(0, i) % ids.length] ?? "";
    const saved = await updateCard({ db, id, version: versions.get(id) ?? 1, changes: { lore: `edit ${i}` } });
    versions.set(id, saved.version);
  });
  const csv = ["identifier,Type,copies,lore", ...Array.from({ length: 250 }, (_, i) => `CSV-${i},Support,1,Row ${i}`)].join("\n");
  await measure("previewCsv (250 rows, with lint)", 10, () => previewCsv({ db, eraId, text: csv }));
} finally {
  await db.$disconnect();
  if (pgUrl !== undefined) {
    const { connectionString, schema } = parsePgUrl(pgUrl);
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dir, { recursive: true, force: true });
}
