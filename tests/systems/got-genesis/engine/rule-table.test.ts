/**
 * Every rule of docs/rules/got-genesis-rules-index.md is named by a test or has a reason in
 * scripts/genesis-rule-table.ts, and lib/systems/got-genesis/engine/README.md shows the table the
 * script writes (`npx tsx scripts/genesis-rule-table.ts --write`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CITED_OUTSIDE, NOT_TESTED, reasonFor, rules, table, testsByRule } from "@/scripts/genesis-rule-table";

describe("the Genesis rule table", () => {
  it("every rule is named by a test or has a reason", () => {
    const tests = testsByRule();
    expect(rules().filter((r) => !tests.has(r.id) && reasonFor(r.id) === undefined).map((r) => r.id)).toEqual([]);
  });

  it("no reason is kept for a rule a test now names, nor for a rule that is not in the index", () => {
    const tests = testsByRule();
    const known = new Set(rules().map((r) => r.id));
    expect(Object.keys(NOT_TESTED).filter((id) => tests.has(id) || !known.has(id))).toEqual([]);
    expect([...tests.keys()].filter((id) => !known.has(id) && !(id in CITED_OUTSIDE))).toEqual([]);
  });

  it("lib/systems/got-genesis/engine/README.md lists every rule with its test or its reason, as the script writes it (run `npx tsx scripts/genesis-rule-table.ts --write`)", () => {
    const readme = readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "lib", "systems", "got-genesis", "engine", "README.md"), "utf8");
    const start = "<!-- rule-table:start -->";
    const inside = readme.slice(readme.indexOf(start) + start.length, readme.indexOf("<!-- rule-table:end -->")).trim();
    expect(inside).toBe(table());
  });
});
