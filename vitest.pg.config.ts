import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// `npm run test:pg`: the database, API and concurrency tests again, on PostgreSQL.
// TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:55432/postgres) names a server the
// tests may create and drop schemas in; every test file gets its own schema (tests/server/helpers.ts).
// .ci/run starts a throwaway cluster for it. Kept to the files that exercise the database.
const url = process.env.TEST_DATABASE_URL?.trim();
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  throw new Error("npm run test:pg needs TEST_DATABASE_URL=postgresql://user@host:port/database (see docs/data.md)");
}

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
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
    env: { TEST_DATABASE_URL: url },
  },
});
