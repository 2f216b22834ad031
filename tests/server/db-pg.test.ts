/**
 * The PostgreSQL client's map of JSON columns and relations (lib/server/db-pg.ts), checked against
 * prisma/postgresql/schema.prisma without a server; db-pg-clients.pg.test.ts runs the client on one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JSON_FIELDS, RELATIONS } from "@/lib/server/db-pg";

describe("the PostgreSQL client's map of JSON columns", () => {
  it("names every JSON column and every relation of prisma/postgresql/schema.prisma (so each result is mapped by its model)", () => {
    const schema = readFileSync(join(import.meta.dirname, "..", "..", "prisma", "postgresql", "schema.prisma"), "utf8");
    const blocks = [...schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)].map((m) => [m[1] ?? "", m[2] ?? ""] as const);
    const models = new Set(blocks.map(([name]) => name));
    const json: Record<string, string[]> = {};
    const relations: Record<string, Record<string, string>> = {};
    for (const [model, body] of blocks) {
      const rel: Record<string, string> = {};
      relations[model] = rel;
      for (const [, field, type] of body.matchAll(/^\s+(\w+)\s+(\w+)(?:\[\]|\?)?(?:\s|$)/gm)) {
        if (field === undefined || type === undefined) continue;
        if (type === "Json") (json[model] ??= []).push(field);
        if (models.has(type)) rel[field] = type;
      }
    }
    expect(JSON_FIELDS).toEqual(json);
    expect(RELATIONS).toEqual(relations);
  });
});
