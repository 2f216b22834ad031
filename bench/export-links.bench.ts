/**
 * Tabletop Simulator export links (lib/server/export-links.ts): what publishing the demo pack's
 * export costs once it is drawn (storing its 5 MB of sheets in SQLite), and what serving a sheet
 * to TTS costs (one indexed read of the stored bytes), cold (the first read of each file) and
 * warm (the median of 20 reads), per file and for the whole saved object and its sheets.
 * Drawing is bench/export.bench.ts's; here the export is drawn once before the clock starts.
 *
 * `npx tsx bench/export-links.bench.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { parsePack } from "../lib/packs/schema";
import { exportTts } from "../lib/print/export/tts";
import { createDb } from "../lib/server/db";
import { createPack } from "../lib/server/create-pack";
import { exportLinkBase, newExportLinkToken, publishExportLink, readExportLinkFile } from "../lib/server/export-links";
import { gotCgsExportCards } from "../lib/systems/got-cgs/print/export-cards";

const root = join(import.meta.dirname, "..");
const ms = (v: number) => `${v.toFixed(1)} ms`;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;

const parsed = parsePack(JSON.parse(readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8")));
if (!parsed.ok) throw new Error("the demo pack does not parse");
const doc = parsed.value;
const dir = mkdtempSync(join(tmpdir(), "greenhouse-bench-links-"));
const db = createDb(join(dir, "bench.db"));
try {
  const pack = await createPack({ db, name: doc.pack.name, game: doc.pack.game, type: doc.pack.type });
  const token = newExportLinkToken();
  const result = await exportTts(await gotCgsExportCards(doc), { packName: doc.pack.name, baseUrl: exportLinkBase("http://127.0.0.1:3000", token) });
  const files = Object.entries(unzipSync(result.zip)).map(([name, data]) => ({ name, data }));
  const bytes = files.reduce((n, f) => n + f.data.byteLength, 0);
  const savedObject = files.find((f) => f.name.endsWith(".json"))?.name ?? "";

  let t = performance.now();
  await publishExportLink({ db, packId: pack.id, token, savedObject, files });
  const publish = performance.now() - t;

  const cold: number[] = [];
  for (const f of files) {
    t = performance.now();
    await readExportLinkFile({ db, token, name: f.name });
    cold.push(performance.now() - t);
  }
  const warm: number[] = [];
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    for (const f of files) await readExportLinkFile({ db, token, name: f.name });
    warm.push(performance.now() - t);
  }
  const sheet = files.filter((f) => f.name.endsWith(".png")).sort((a, b) => b.data.byteLength - a.data.byteLength)[0];
  const largest: number[] = [];
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    await readExportLinkFile({ db, token, name: sheet?.name ?? "" });
    largest.push(performance.now() - t);
  }
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`);
  console.log(`demo pack TTS export: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${result.copies} copies`);
  console.log(`publish (store every file, one transaction): ${ms(publish)}`);
  console.log(`serve, cold (first read of each file): total ${ms(cold.reduce((a, b) => a + b, 0))}, slowest ${ms(Math.max(...cold))}`);
  console.log(`serve, warm (every file once, median of 20): ${ms(median(warm))}`);
  console.log(`serve the largest sheet (${((sheet?.data.byteLength ?? 0) / 1024 / 1024).toFixed(1)} MB), warm median of 20: ${ms(median(largest))}`);
} finally {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
}
