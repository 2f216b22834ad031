/**
 * The drift test, asked of Prisma's own schema engine: applying prisma/migrations to an empty
 * (shadow) database gives exactly what schema.prisma describes (`prisma migrate diff
 * --from-migrations ... --to-schema ...` is empty), and the check fires on drift. tests/server/migrations.test.ts checks the same with SQLite's
 * own PRAGMAs.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsToSchema, prismaSchemaEngine } from "./prisma-engine";

const root = join(import.meta.dirname, "..", "..");
const schema = readFileSync(join(root, "prisma", "schema.prisma"), "utf8");
const migrations = join(root, "prisma", "migrations");
let engine: Awaited<ReturnType<typeof prismaSchemaEngine>>;
let dir: string;

beforeAll(async () => {
  engine = await prismaSchemaEngine(schema);
  dir = mkdtempSync(join(tmpdir(), "greenhouse-prisma-diff-"));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Prisma's schema engine agrees with the migrations", () => {
  it("migrations -> schema.prisma is an empty diff", async () => {
    const { exitCode, script } = await migrationsToSchema(engine, schema, migrations);
    expect(script).toContain("empty migration");
    expect(exitCode).toBe(0);
  });

  it("fires when the schema and the migrations disagree", async () => {
    const drifted = schema.replace('  fields      String         @default("{}")', '  fields      String         @default("{}")\n  flavour     String?');
    expect(drifted).not.toBe(schema);
    const { exitCode, script } = await migrationsToSchema(engine, drifted, migrations);
    expect(exitCode).toBe(2);
    expect(script).toContain('"flavour" TEXT');

    const copy = join(dir, "migrations");
    cpSync(migrations, copy, { recursive: true });
    // The newest migration: an index added earlier would be dropped by a later table rebuild.
    const last = readdirSync(copy).filter((f) => /^\d{14}_/.test(f)).sort().at(-1) ?? "";
    const sqlFile = join(copy, last, "migration.sql");
    writeFileSync(sqlFile, `${readFileSync(sqlFile, "utf8")}\nCREATE INDEX "Card_identifier_idx" ON "Card"("identifier");\n`);
    const extra = await migrationsToSchema(engine, schema, copy);
    expect(extra.exitCode).toBe(2);
    expect(extra.script).toContain("Card_identifier_idx");
  });
});
