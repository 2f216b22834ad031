import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Seconds each browser test file took in a quiet fresh-clone CI run on two workers (c7de784,
 * 2026-11-26: 905 s in all, 490 s wall). Only the order uses them: the longest files start first, so the
 * two workers end at about the same time (a long file picked up last would run alone). A file
 * missing here counts as 30 s; update the numbers when a file grows or shrinks a lot.
 */
const SECONDS: Record<string, number> = {
  "editor-safety": 135,
  "app-card-editor": 98,
  "app-era-table": 82,
  "app-packs": 66,
  "app-pack-pages": 65,
  "attributes-editor": 65,
  "account-team": 44,
  "print-dialog": 38,
  simulate: 36,
  security: 36,
  genesis: 34,
  play: 34,
  "pg-instances": 30,
  sandbox: 28,
  altered: 22,
  "play-sync": 21,
  "app-screenshots": 18,
  "app-import": 14,
  "play-phone": 13,
  "play-trade": 13,
  errors: 12,
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
