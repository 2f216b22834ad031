import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRulesIndex, ruleSentencesSource } from "@/lib/table/rules-index";

const root = join(__dirname, "..", "..");
const index = readFileSync(join(root, "docs/rules/got-cgs-rules-index.md"), "utf8");
const target = join(root, "lib/table/rule-sentences.ts");

describe("rule sentences for the table", () => {
  it("parses every rule row of the index (CGS-180 included)", () => {
    const rules = parseRulesIndex(index);
    expect(rules.length).toBeGreaterThan(290);
    expect(rules.find((r) => r.id === "CGS-180")?.text).toMatch(/^Edition packs may specify the number of players/);
  });

  it("lib/table/rule-sentences.ts is generated from the current index", () => {
    const source = ruleSentencesSource(parseRulesIndex(index));
    if (process.env.UPDATE_RULE_SENTENCES === "1") writeFileSync(target, source);
    expect(readFileSync(target, "utf8")).toBe(source);
  });
});
