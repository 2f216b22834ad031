import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/**/*.slow.test.ts"],
    environment: "node",
    testTimeout: 30 * 60_000,
    pool: "forks",
  },
});
