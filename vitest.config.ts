import { defineConfig } from "vitest/config";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import { longestFirst } from "./tests/longest-first";

// Unit and integration tests (`npm test`). Browser tests run with vitest.e2e.config.ts and the
// slow tier (10,000-game invariants, long property runs) with vitest.slow.config.ts.
//
// Two projects, one run. "shared": the pure library tests (parsers, engines, the table's view
// code, pack formats, print layout and PDF/PNG export, the free table, the architecture and doc
// path checks) run without isolation (`isolate: false`): a worker imports
// lib/ once for all of them instead of once per file, which was most of the suite's import time.
// They keep no state between files: no vi.mock/stub/spy, no environment or globals set, no
// database, no child process or worker thread. A file of those folders that does any of that
// (SHARES_STATE below, checked on its text and on the test helpers it imports) runs in "isolated" with everything else, each
// file in a fresh module graph as before.
const root = fileURLToPath(new URL("./", import.meta.url));
const INCLUDE = ["tests/**/*.test.ts", "tests/**/*.test.tsx"];
// *.pg.test.ts need a PostgreSQL server (TEST_DATABASE_URL): `npm run test:pg` runs them, `npm test` never.
const EXCLUDE = ["tests/**/*.slow.test.ts", "tests/**/*.pg.test.ts", "tests/e2e/**", "node_modules/**"];
const SHARED_FOLDERS =
  /^tests\/(systems|table|packs|seeds)\/.*\.test\.ts$|^tests\/components\/[^/]+\.test\.ts$|^tests\/edge\/(json-type|pure)\.test\.ts$|^tests\/rules-copy\.test\.ts$|^tests\/print\/(boundary|duplex|export|face-css|face-scene|fit|genesis-pdf|imposition|pdf|pdf-read|preflight|preview|raster|remembered-options|rich-text-print|rule-trace|safe-area|symbols-fills|system-pdf|text-layout)\.test\.ts$|^tests\/free-table\/[^/]+\.test\.ts$|^tests\/(architecture\/system-boundary|docs\/doc-paths|server\/request-input|server\/simulation-charts)\.test\.ts$/;
const SHARES_STATE =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|spyOn|useFakeTimers)\b|@vitest-environment|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|\bglobalThis\b|\bcreateDb\b|\bmakeTestDb\b|server\/helpers|child_process|worker_threads/;
// Files whose engine work runs in worker threads started by lib/ (not visible in the test's text).
const USES_THREADS = new Set(["tests/systems/got-cgs/engine/simulate.test.ts"]);

/** Whether `file` or a test helper it imports (relative imports, followed) matches SHARES_STATE. */
function sharesState(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  if (SHARES_STATE.test(text)) return true;
  for (const [, spec] of text.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
    const base = join(dirname(file), spec ?? "");
    const found = ["", ".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
    if (found !== undefined && sharesState(found, seen)) return true;
  }
  return false;
}

const shared = readdirSync(join(root, "tests"), { recursive: true, encoding: "utf8" })
  .map((file) => `tests/${file.split("\\").join("/")}`)
  .filter((file) => SHARED_FOLDERS.test(file) && !file.endsWith(".slow.test.ts") && !USES_THREADS.has(file) && !sharesState(join(root, file)));

// The order (tests/longest-first.ts): files of at least 10 s first, longest first, then the other
// isolated files, then the shared ones together. Seconds of a CI run (2026-12-04, two cores) in
// tests/ci-seconds.json ("unit"); a file missing there counts as 1 s.
const SECONDS = (JSON.parse(readFileSync(join(root, "tests", "ci-seconds.json"), "utf8")) as { unit: Record<string, number> }).unit;

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where
    // many files wait on child processes, worker threads and SQLite. Two workers there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: longestFirst(root, { seconds: SECONDS, unknown: 1, headSeconds: 10 }) },
    projects: [
      { extends: true, test: { name: "isolated", include: INCLUDE, exclude: [...EXCLUDE, ...shared] } },
      { extends: true, test: { name: "shared", include: shared, exclude: EXCLUDE, isolate: false } },
    ],
  },
});
