import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Browser tests: Debian's Chromium driven by playwright-core against a production build served
// on a free loopback port with its own temporary database (tests/e2e/global-setup.ts).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: "forks",
  },
});
