import { defineConfig } from "vitest/config";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { longestFirst } from "./tests/longest-first";

// `npm run test:pg`: the database, API and concurrency tests again, on PostgreSQL.
// TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:55432/postgres) names a server the
// tests may create and drop schemas in; every test file gets its own schema (tests/server/helpers.ts).
// .ci/run starts a throwaway cluster for it. Kept to the files that exercise the database.
const url = process.env.TEST_DATABASE_URL?.trim();
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  throw new Error("npm run test:pg needs TEST_DATABASE_URL=postgresql://user@host:port/database (see docs/data.md)");
}

const root = fileURLToPath(new URL("./", import.meta.url));
// Seconds of a CI run (2026-12-04) per file, for the order: longest first (tests/longest-first.ts).
const SECONDS = (JSON.parse(readFileSync(join(root, "tests", "ci-seconds.json"), "utf8")) as { pg: Record<string, number> }).pg;

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    include: [
      "tests/server/cards.test.ts",
      "tests/server/packs.test.ts",
      "tests/server/revisions.test.ts",
      "tests/server/pictures.test.ts",
      "tests/server/import-export.test.ts",
      "tests/server/games.test.ts",
      "tests/server/games-stale.test.ts",
      "tests/server/games-limits.test.ts",
      "tests/server/simulations.test.ts",
      "tests/server/simulation-*.test.ts",
      "tests/server/db-*.test.ts",
      "tests/server/migrations-pg.test.ts",
      "tests/**/*.pg.test.ts",
      "tests/api/routes.test.ts",
      "tests/reliability/concurrency.test.ts",
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Three files at once: they mostly wait on the PostgreSQL server and on the instances and
    // simulations they start (one worker, vitest's default on two cores, used 223 CPU s in 582 s
    // of wall); every file has its own schema. CI runs them beside the browser tests.
    maxWorkers: 3,
    sequence: { sequencer: longestFirst(root, { seconds: SECONDS, unknown: 5 }) },
    env: { TEST_DATABASE_URL: url },
  },
});
