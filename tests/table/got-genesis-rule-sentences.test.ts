import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRulesIndex, ruleSentencesSource } from "@/lib/table/rules-index";

const root = join(__dirname, "..", "..");
const index = readFileSync(join(root, "docs/rules/got-genesis-rules-index.md"), "utf8");
const target = join(root, "lib/systems/got-genesis/table/rule-sentences.ts");
const names = { index: "got-genesis-rules-index.md", test: "got-genesis-rule-sentences.test.ts", name: "GENESIS_RULE_SENTENCES" };

describe("Genesis rule sentences for the table", () => {
  it("parses every GEN rule row of the index (GEN-302 included)", () => {
    const rules = parseRulesIndex(index);
    expect(rules.length).toBeGreaterThan(100);
    expect(rules.every((r) => r.id.startsWith("GEN-"))).toBe(true);
    expect(rules.find((r) => r.id === "GEN-302")?.text).toMatch(/^After the player finishes engaging/);
  });

  it("lib/systems/got-genesis/table/rule-sentences.ts is generated from the current index", () => {
    const source = ruleSentencesSource(parseRulesIndex(index), names);
    if (process.env.UPDATE_RULE_SENTENCES === "1") writeFileSync(target, source);
    expect(readFileSync(target, "utf8")).toBe(source);
  });
});
