/**
 * PostgreSQL beside SQLite (issue 14), the part that needs no server (`npm test`):
 * prisma/postgresql/schema.prisma is exactly what scripts/pg-schema.mjs makes of
 * prisma/schema.prisma (one source of truth for the models), with PostgreSQL's types. On a
 * server, migrations-pg.pg.test.ts checks the migrations and their runner (`npm run test:pg`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postgresMigrationsDir } from "@/lib/server/migrate-pg";
import { JSON_FIELDS, postgresSchema } from "@/scripts/pg-schema.mjs";

const root = join(import.meta.dirname, "..", "..");
const sqliteSchema = readFileSync(join(root, "prisma", "schema.prisma"), "utf8");
const pgSchemaFile = join(root, "prisma", "postgresql", "schema.prisma");
const pgSchema = readFileSync(pgSchemaFile, "utf8");
const migrations = postgresMigrationsDir();

describe("one source of truth: prisma/postgresql/schema.prisma is derived from prisma/schema.prisma", () => {
  it("the committed PostgreSQL schema is what `npm run db:generate` makes (regenerate after editing schema.prisma)", () => {
    expect(pgSchema).toBe(postgresSchema(sqliteSchema));
  });

  it("has the postgresql provider, timestamptz for every DateTime and a JSON type for every JSON-text column", () => {
    expect(pgSchema).toMatch(/provider = "postgresql"/);
    const dateTimes = sqliteSchema.split("\n").filter((l) => /^\s+\w+\s+DateTime\??\b/.test(l)).length;
    expect(dateTimes).toBeGreaterThan(10);
    expect(pgSchema.split("\n").filter((l) => /\bDateTime\??\b.*@db\.Timestamptz\(3\)/.test(l))).toHaveLength(dateTimes);
    expect(pgSchema.match(/ Json\??\s.*@db\.JsonB?$/gm)).toHaveLength(Object.keys(JSON_FIELDS).length);
    expect(pgSchema).toMatch(/fields\s+Json\s+@default\("\{\}"\) @db\.Json$/m);
  });

  it("fails loudly when a listed JSON column is renamed in schema.prisma", () => {
    expect(() => postgresSchema(sqliteSchema.replace("  report        String?", "  result        String?"))).toThrow(/SimulationRun\.report/);
  });

  it("has a migrations folder in Prisma's layout with the postgresql lock", () => {
    expect(readFileSync(join(migrations, "migration_lock.toml"), "utf8")).toMatch(/provider = "postgresql"/);
    expect(readdirSync(migrations).filter((f) => /^\d{14}_\w+$/.test(f)).length).toBeGreaterThan(0);
  });
});
