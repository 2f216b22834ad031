import { defineConfig } from "vitest/config";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { longestFirst } from "./tests/longest-first";

/**
 * Seconds each browser test file took in a CI run on two workers (the log of 2026-12-02, 569 s
 * wall, 1,021 s of test time). Only the order uses them: the longest files start first, so the two
 * workers end at about the same time (a long file picked up last would run alone). Six files'
 * lines were not in the part of that log kept (editor-safety, app-card-editor, app-era-table,
 * app-packs, app-pack-pages, account-team): they keep their seconds of the quiet run of c7de784
 * (2026-11-26); system-ginkgopolis has its seconds of a run on a loaded machine. A file missing here counts as 30 s; update the numbers when a file grows or
 * shrinks a lot.
 */
const SECONDS: Record<string, number> = {
  "editor-safety": 135,
  "app-card-editor": 98,
  "app-era-table": 82,
  "attributes-editor": 80,
  "system-ginkgopolis": 90,
  "app-packs": 66,
  "app-pack-pages": 65,
  genesis: 54,
  simulate: 46,
  "account-team": 44,
  play: 33,
  security: 33,
  "play-sync": 32,
  "play-defects": 31,
  "print-dialog": 27,
  sandbox: 25,
  "pg-instances": 24,
  altered: 22,
  "system-card-autosave": 19,
  "system-change": 18,
  "edge-probes": 15,
  "pack-pages-systems": 14,
  "app-screenshots": 14,
  "export-links": 13,
  "play-trade": 12,
  "play-phone": 11,
  "system-layout": 11,
  "app-import": 11,
  "free-table": 10,
  "free-table-genesis": 10,
  "free-table-hotseat": 10,
  "free-table-replay": 9,
  errors: 5,
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
