import { defineConfig } from "vitest/config";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { longestFirst } from "./tests/longest-first";

/**
 * Seconds each browser test file took in a CI run on three workers beside the PostgreSQL tests
 * (2026-12-03, 385 s wall, 922 s of test time). Only the order uses them: the longest files start
 * first, so the workers end at about the same time (a long file picked up last would run alone).
 * A file missing here counts as 30 s; update the numbers when a file grows or shrinks a lot.
 */
const SECONDS: Record<string, number> = {
  "system-ginkgopolis": 94,
  "editor-safety": 81,
  "app-era-table": 80,
  "app-packs": 72,
  "app-pack-pages": 64,
  "app-card-editor": 63,
  genesis: 57,
  "attributes-editor": 57,
  simulate: 41,
  "pg-instances": 26,
  "account-team": 25,
  security: 23,
  play: 22,
  "play-sync": 22,
  "play-defects": 20,
  "simulate-genesis": 18,
  "print-dialog": 17,
  sandbox: 15,
  altered: 15,
  "system-card-autosave": 11,
  "system-deck-table": 4,
  "export-links": 11,
  "system-card-commands": 10,
  "edge-probes": 10,
  "system-change": 9,
  "pack-pages-systems": 9,
  "app-import": 8,
  "play-phone": 8,
  "app-screenshots": 8,
  "free-table": 7,
  "play-trade": 7,
  "system-layout": 6,
  "free-table-hotseat": 5,
  "free-table-replay": 4,
  "free-table-genesis": 3,
  errors: 2,
};

const root = fileURLToPath(new URL("./", import.meta.url));
const LongestFirst = longestFirst(root, { seconds: SECONDS, unknown: 30, key: (path) => basename(path).replace(/\.e2e\.ts$/, "") });

// Browser tests: Debian's Chromium driven by playwright-core against a production build. Three
// files run at once (they mostly wait on the browser and the server), each worker with its own
// server and database (tests/e2e/global-setup.ts, found with e2eServer() in tests/e2e/browser.ts).
// Two workers left most of a core idle on CI's two cores: the whole step (these tests beside the
// PostgreSQL tests and typecheck) used 814 CPU s in 714 s of wall (2026-12-03).
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 120_000,
    // expect.poll's default of 1 s was the limit of 39 of the 51 polls (a focus or a row count
    // waited for): at load 32 with three workers, "opens the new card with its identifier
    // focused" gave up after 1 s. Each poll still waits for its state; only how long it may take
    // under load grows.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 300_000,
    fileParallelism: true,
    maxWorkers: 3,
    pool: "forks",
    sequence: { sequencer: LongestFirst },
  },
});
