import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { lintPrintTestsByRule, NOT_ENGINE, rules, table, testsByRule } from "@/scripts/engine-rule-table";

describe("rule coverage", () => {
  it("every rule of the index has an engine, lint or print test named after it, or a stated reason why not", () => {
    const tests = testsByRule();
    const lintPrint = lintPrintTestsByRule();
    const missing = rules().filter((r) => !tests.has(r.id) && !lintPrint.has(r.id) && NOT_ENGINE[r.id] === undefined).map((r) => r.id);
    expect(missing).toEqual([]);
  });
  it("no rule is both tested and declared untestable", () => {
    const tests = testsByRule();
    const lintPrint = lintPrintTestsByRule();
    const both = Object.keys(NOT_ENGINE).filter((id) => tests.has(id) || lintPrint.has(id));
    expect(both).toEqual([]);
  });
  it("no reason says that lint or print checks a rule: such a rule is named by the lint or print test that checks it", () => {
    const claims = Object.entries(NOT_ENGINE).filter(([, why]) => /\blint\b|\bprint|\bPDF\b/i.test(why)).map(([id]) => id);
    expect(claims).toEqual([]);
  });
  it("lib/systems/got-cgs/engine/README.md lists every rule with its test or its reason, as the script writes it (run `npx tsx scripts/engine-rule-table.ts --write`)", () => {
    const readme = readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "lib", "systems", "got-cgs", "engine", "README.md"), "utf8");
    const inside = readme.slice(readme.indexOf("<!-- rule-table:start -->") + "<!-- rule-table:start -->".length, readme.indexOf("<!-- rule-table:end -->")).trim();
    expect(inside).toBe(table());
  });
  it("names no rule ID the index does not list", () => {
    const known = new Set(rules().map((r) => r.id));
    expect([...testsByRule().keys(), ...lintPrintTestsByRule().keys(), ...Object.keys(NOT_ENGINE)].filter((id) => !known.has(id))).toEqual([]);
  });
});
