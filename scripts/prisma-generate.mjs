// Generates the Prisma Clients: generated/prisma (SQLite, from prisma/schema.prisma) and
// generated/prisma-pg (PostgreSQL, from prisma/postgresql/schema.prisma, which this script first
// derives from prisma/schema.prisma: scripts/pg-schema.mjs). The models have one source.
//
// Why this wrapper exists: Prisma 7's CLI wants to download its native schema engine before
// `prisma generate`, and this project's machines reach no host but the npm registry, so the
// download fails. `generate` never *runs* the schema engine, it only checks that the binary
// exists, so we point PRISMA_SCHEMA_ENGINE_BINARY at any executable file (node itself) unless
// the caller set a real one. Migrations are applied by scripts/migrate.ts (our own runner,
// compatible with `prisma migrate deploy`), so the engine is never needed at run time either.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { postgresSchema } from "./pg-schema.mjs";

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
const pgSchema = join(root, "prisma", "postgresql", "schema.prisma");
const derived = postgresSchema(readFileSync(join(root, "prisma", "schema.prisma"), "utf8"));
if (!existsSync(pgSchema) || readFileSync(pgSchema, "utf8") !== derived) {
  mkdirSync(dirname(pgSchema), { recursive: true });
  writeFileSync(pgSchema, derived);
  console.log("prisma-generate: wrote prisma/postgresql/schema.prisma");
}
for (const schema of ["prisma/schema.prisma", "prisma/postgresql/schema.prisma"]) {
  const result = spawnSync(process.execPath, [prismaBin, "generate", "--schema", schema], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
