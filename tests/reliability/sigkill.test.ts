/**
 * Issue 2 "Proof": an import killed with SIGKILL halfway leaves the database exactly as before.
 *
 * A child process imports a large pack (one transaction) into a copy of a database that already
 * holds a pack; the parent kills it with SIGKILL at a random moment while the import's
 * transaction is writing (the child says when it starts), then opens
 * the file (SQLite's recovery, as a restarted server would) and compares every row of every
 * table with the state before. Repeated KILLS times, each kill landing before the commit; a
 * run that committed before the kill landed (finished, or killed between its commit and its
 * "done" reaching us) is checked to hold exactly one complete extra pack, and does not count.
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/server/db";
import { importPack } from "@/lib/server/import-pack";
import { fullPackText } from "../server/pack-fixture";
import { bigPackText } from "./big-pack";
import { bundleChild } from "./child-bundle";
import { checkpoint, snapshot, type Snapshot } from "./db-snapshot";

const KILLS = Number(process.env.SIGKILL_REPEATS ?? 10);
const root = join(import.meta.dirname, "..", "..");

let dir: string;
/** import-child.ts bundled once (child-bundle.ts): each child then starts without compiling. */
let child: string;
let baseline: string;
let packFile: string;
let before: Snapshot;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-sigkill-"));
  child = await bundleChild(join(import.meta.dirname, "import-child.ts"), dir);
  baseline = join(dir, "baseline.db");
  const db = createDb(baseline);
  await importPack({ db, document: fullPackText() });
  await db.$disconnect();
  checkpoint(baseline);
  before = snapshot(baseline);
  packFile = join(dir, "big.pack.json");
  writeFileSync(packFile, bigPackText(200, 3));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  readonly killedAt: number | null;
  readonly done: boolean;
  readonly importMs: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Runs the child on `file`; kills it `killAfterMs` after its transaction began (null: let it finish). */
function runChild(file: string, killAfterMs: number | null): Promise<Run> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, file, packFile], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let done = false;
    let importMs: number | null = null;
    let killedAt: number | null = null;
    let readyAt = 0;
    proc.stderr.on("data", (d: Buffer) => (err += d.toString()));
    proc.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (readyAt === 0 && out.includes("writing\n")) {
        readyAt = Date.now();
        if (killAfterMs !== null) {
          setTimeout(() => {
            if (!done) {
              killedAt = Date.now() - readyAt;
              proc.kill("SIGKILL");
            }
          }, killAfterMs);
        }
      }
      const match = /done (\d+)/.exec(out);
      if (match?.[1] !== undefined) {
        done = true;
        importMs = Number(match[1]);
      }
    });
    proc.on("error", reject);
    proc.on("exit", (code, signal) => {
      if (signal === null && code !== 0) reject(new Error(`import child failed (${code}): ${err}`));
      else resolve({ killedAt, done, importMs, signal });
    });
  });
}

/** Rows per table: an import that committed has exactly the rows of the undisturbed one (ids differ). */
function rowCounts(s: Snapshot): Record<string, number> {
  return Object.fromEntries(Object.entries(s.tables).map(([name, rows]) => [name, rows.length]));
}

function isEqual(a: Snapshot, b: Snapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

describe("SIGKILL during an import", () => {
  it(`leaves the database exactly as before (${KILLS} kills at random moments)`, async () => {
    // One undisturbed run measures how long the import's writing takes on this machine right now.
    const measureFile = join(dir, "measure.db");
    copyFileSync(baseline, measureFile);
    const full = await runChild(measureFile, null);
    expect(full.done).toBe(true);
    // The window shrinks to the fastest transaction seen, so kills keep landing inside one.
    let duration = full.importMs ?? 1000;
    const after = snapshot(measureFile);
    expect(after.tables.Card?.length).toBe((before.tables.Card?.length ?? 0) + 600);

    const kills: number[] = [];
    let late = 0;
    let attempts = 0;
    while (kills.length < KILLS && attempts < KILLS * 3) {
      attempts++;
      const file = join(dir, `run-${attempts}.db`);
      copyFileSync(baseline, file);
      const run = await runChild(file, Math.floor(Math.random() * duration * 0.9));
      const now = snapshot(file);
      expect(now.integrity).toBe("ok");
      expect(now.foreignKeyViolations).toBe(0);
      // A kill can also land just after the commit, before the child's "done" reaches us: then
      // the import must be all there. Either nothing or everything; never a part.
      const committed = !isEqual(now, before);
      if (run.done || committed) {
        if (run.done) duration = Math.min(duration, run.importMs ?? duration);
        else late++;
        expect(rowCounts(now)).toEqual(rowCounts(after));
      } else {
        expect(run.signal).toBe("SIGKILL");
        expect(now).toEqual(before);
        kills.push(run.killedAt ?? -1);
      }
      rmSync(file, { force: true });
      rmSync(`${file}-wal`, { force: true });
      rmSync(`${file}-shm`, { force: true });
    }
    console.log(`sigkill: the import's transaction takes ~${duration} ms; killed ${kills.length} imports at ${kills.sort((a, b) => a - b).join(", ")} ms into it (${attempts} runs; ${late} killed just after the commit, import complete)`);
    expect(kills.length).toBe(KILLS);
  }, 600_000);
});
