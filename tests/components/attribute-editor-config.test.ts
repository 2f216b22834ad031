/**
 * The attribute editor's configuration as data: which lines are category headers (Enter after
 * one indents the next line).
 */
import { describe, expect, it } from "vitest";
import { CATEGORY_HEADER, LANGUAGE_CONFIGURATION } from "@/components/got-cgs/attribute-editor/monarch";
import { CATEGORIES } from "@/lib/systems/got-cgs/attributes/catalogue";

describe("category headers", () => {
  it("are every category of the catalogue and its aliases, alone on their line", () => {
    for (const c of CATEGORIES) {
      expect(CATEGORY_HEADER.test(c.name), c.name).toBe(true);
      for (const alias of c.aliases) expect(CATEGORY_HEADER.test(`  ${alias} `), alias).toBe(true);
    }
  });

  it("are not a global attribute, an entry or a header with more on the line", () => {
    for (const line of ['Type "Adventure"', "  Sway 2", "AdventureCosts Sway 2", "AdventureCostsX", "Type", ""]) {
      expect(CATEGORY_HEADER.test(line), line).toBe(false);
    }
  });

  it("is the rule Enter follows", () => {
    expect(LANGUAGE_CONFIGURATION.onEnterRules[0]?.beforeText).toBe(CATEGORY_HEADER);
  });
});
