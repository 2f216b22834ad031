// Generates the Prisma Client into generated/prisma.
//
// Why this wrapper exists: Prisma 7's CLI wants to download its native schema engine before
// `prisma generate`, and this project's machines reach no host but the npm registry, so the
// download fails. `generate` never *runs* the schema engine, it only checks that the binary
// exists, so we point PRISMA_SCHEMA_ENGINE_BINARY at any executable file (node itself) unless
// the caller set a real one. Migrations are applied by scripts/migrate.ts (our own runner,
// compatible with `prisma migrate deploy`), so the engine is never needed at run time either.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const prismaBin = join(root, "node_modules", "prisma", "build", "index.js");
if (!existsSync(prismaBin)) {
  console.error("prisma-generate: node_modules/prisma is missing; run `npm ci` first.");
  process.exit(1);
}
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const result = spawnSync(process.execPath, [prismaBin, "generate"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
