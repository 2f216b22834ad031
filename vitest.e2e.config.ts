import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Seconds each browser test file took alone in a quiet fresh-clone CI run (sequential, before
 * the files ran on two workers). Only the order uses them: the longest files start first, so the
 * two workers end at about the same time (a long file picked up last would run alone). A file
 * missing here counts as 30 s; update the numbers when a file grows or shrinks a lot.
 */
const SECONDS: Record<string, number> = {
  "editor-safety": 116,
  "app-packs": 53,
  "app-card-editor": 52,
  "app-era-table": 47,
  "app-pack-pages": 45,
  "attributes-editor": 44,
  genesis: 27,
  simulate: 26,
  "print-dialog": 24,
  play: 21,
  sandbox: 20,
  "account-team": 19,
  security: 18,
  altered: 12,
  "pg-instances": 12,
  "play-sync": 11,
  "app-screenshots": 10,
  "play-phone": 8,
  "app-import": 8,
  errors: 7,
  "play-trade": 7,
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification) => SECONDS[basename(spec.moduleId).replace(/\.e2e\.ts$/, "")] ?? 30;
    return [...files].sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId));
  }
}

// Browser tests: Debian's Chromium driven by playwright-core against a production build. Two
// files run at once (they mostly wait on the browser and the server), each worker with its own
// server and database (tests/e2e/global-setup.ts, found with e2eServer() in tests/e2e/browser.ts).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: "forks",
    sequence: { sequencer: LongestFirst },
  },
});
