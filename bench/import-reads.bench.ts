/**
 * Reads during a large import: a 10,000-row CSV import (POST /api/eras/{id}/csv/import) runs
 * while another loop asks GET /api/packs every 5 ms. Both are the app's route handlers, called
 * in-process the way Next calls them, on a temporary database (never the dev one). Prints the
 * read latency (p50/p95/p99/max) with no import running and during the import, and how long
 * the import itself took. Run: `npm run bench -- import-reads`.
 *
 * Latency is measured from when each read was DUE (every 5 ms on a fixed schedule), not from
 * when a stalled event loop finally got round to sending it: otherwise a 5 s stall would show
 * as one slow read instead of the thousand requests that waited behind it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "greenhouse-bench-reads-"));
process.env.DATABASE_URL = `file:${join(dir, "bench.db")}`;

// Imported after DATABASE_URL is set: the route handlers use the default client.
const { closeAllDbs, getDb } = await import("../lib/server/db");
const { importPack } = await import("../lib/server/import-pack");
const { getPack } = await import("../lib/server/get-pack");
const packsRoute = await import("../app/api/packs/route");
const csvImportRoute = await import("../app/api/eras/[id]/csv/import/route");

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
// Two imports by default: the second lands in an era that already holds the first one's rows.
const RUNS = Number(process.env.IMPORT_RUNS ?? 2);
const EVERY_MS = 5;

function csvText(rows: number, run: number): string {
  const lines = ["Identifier,Type,Affiliation,AdventureResources.Crew,Copies,Directive,Lore"];
  for (let i = 0; i < rows; i++) {
    lines.push(`R${run}-${String(i).padStart(5, "0")},${i % 4 === 0 ? "Adventure" : "Support"},${i % 2 === 0 ? "A" : "B"},${i % 5},${1 + (i % 3)},"Explore the sector, return with salvage (${i}).","The lamps were lit one by one, row ${i}."`);
  }
  return lines.join("\n");
}

const readPacks = async (): Promise<void> => {
  const response = await packsRoute.GET(new Request("http://127.0.0.1:3000/api/packs"), { params: Promise.resolve({}) });
  if (response.status !== 200) throw new Error(`GET /api/packs answered ${response.status}`);
  await response.arrayBuffer();
};

/**
 * One reader (a browser polling the list), asking every EVERY_MS ms from now until `until`
 * settles. Each read is timed from when it was due. A read that took longer than EVERY_MS also
 * stands for the reads that would have been due while it waited, each timed from its own due
 * time (HdrHistogram's correction for coordinated omission): a 5 s stall counts as the
 * thousand requests a real server would have kept waiting, not as one slow read.
 */
async function readWhile(until: Promise<unknown>): Promise<number[]> {
  let endedAt = Number.POSITIVE_INFINITY;
  void until.then(
    () => (endedAt = performance.now()),
    () => (endedAt = performance.now()),
  );
  const latencies: number[] = [];
  let due = performance.now();
  while (due <= endedAt) {
    const wait = due - performance.now();
    // Behind schedule, still give the event loop a turn (as a server does between requests, each
    // of which is its own I/O event): back-to-back awaited reads are all microtasks and would
    // starve the loop, and with it the worker's messages (the "second import stalls" of old).
    await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
    await readPacks();
    const now = performance.now();
    const latency = now - due;
    latencies.push(latency);
    for (let missed = latency - EVERY_MS; missed >= EVERY_MS; missed -= EVERY_MS) latencies.push(missed);
    due = Math.max(due + EVERY_MS, now);
  }
  return latencies;
}

function stats(label: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1).padStart(7);
  console.log(`${label.padEnd(34)} p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)} ms   (${sorted.length} reads, corrected)`);
}

try {
  const db = getDb();
  for (const seed of ["tidebound.pack.json", "rulebook-examples.pack.json"]) await importPack({ db, document: readFileSync(join(root, "seeds", seed), "utf8") });
  const target = await importPack({ db, document: { format: "greenhouse.pack/1", pack: { game: "", name: "CSV target", type: "edition", instructions: { affiliations: ["A", "B"] } }, eras: [{ name: "Rows", cards: [] }] } });
  const eraId = (await getPack({ db, id: target.id })).eras[0]?.id ?? "";
  const mapping = { Identifier: "identifier", Type: "attribute:Type", Affiliation: "attribute:Affiliation", "AdventureResources.Crew": "entry:AdventureResources.Crew", Copies: "copies", Directive: "directive", Lore: "lore" };

  await readWhile(new Promise((resolve) => setTimeout(resolve, 300))); // warm-up
  stats("GET /api/packs, no import", await readWhile(new Promise((resolve) => setTimeout(resolve, 2000))));

  const during: number[] = [];
  const imports: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const body = JSON.stringify({ text: csvText(ROWS, run), mapping });
    const started = performance.now();
    const importing = csvImportRoute.POST(new Request(`http://127.0.0.1:3000/api/eras/${eraId}/csv/import`, { method: "POST", body, headers: { "content-type": "application/json" } }), { params: Promise.resolve({ id: eraId }) }).then(async (response) => {
      const answer = (await response.json()) as { created?: number };
      if (response.status !== 201 || answer.created !== ROWS) throw new Error(`the import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      imports.push(performance.now() - started);
      console.log(`  run ${run + 1}: import ${((performance.now() - started) / 1000).toFixed(2)} s`);
    });
    during.push(...(await readWhile(importing)));
    await importing;
  }
  stats(`GET /api/packs, ${ROWS}-row CSV import`, during);
  const sorted = [...imports].sort((a, b) => a - b);
  console.log(`${`POST csv/import, ${ROWS} rows`.padEnd(34)} ${sorted.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(", ")} (${RUNS} runs; median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(2)} s)`);
} finally {
  await closeAllDbs();
  rmSync(dir, { recursive: true, force: true });
}
