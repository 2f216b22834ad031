import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";

// Unit and integration tests (`npm test`). Browser tests run with vitest.e2e.config.ts and the
// slow tier (10,000-game invariants, long property runs) with vitest.slow.config.ts.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/**/*.slow.test.ts", "tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where
    // many files wait on child processes, worker threads and SQLite. Two workers there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
