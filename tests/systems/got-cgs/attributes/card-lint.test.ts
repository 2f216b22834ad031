import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/systems/got-cgs/attributes";
import { applyEdits, covered, expectOne } from "./helpers";

const indentation = (text: string) => analyze(text).diagnostics.filter((d) => d.code === "unexpected-indentation");

describe("unexpected-indentation (CGS-224: global attributes and category names are not indented)", () => {
  it("CGS-224 reports a global attribute on line 1 indented by Tab presses, and its fix removes exactly the indentation", () => {
    const text = `${" ".repeat(20)}Type "Adventure"\nRoleplay "Solo"`;
    const d = expectOne(analyze(text).diagnostics, "unexpected-indentation");
    expect(d).toMatchObject({ severity: "warning", line: 1, column: 1, endLine: 1, endColumn: 25 });
    expect(covered(text, d)).toBe(`${" ".repeat(20)}Type`);
    expect(d.message).toContain("20 spaces");
    expect(d.fixes?.map((f) => f.title)).toEqual(["Remove the indentation"]);
    const fixed = applyEdits(text, d.fixes?.[0]?.edits ?? []);
    expect(fixed).toBe('Type "Adventure"\nRoleplay "Solo"');
    expect(analyze(fixed).diagnostics).toEqual([]);
  });

  it("CGS-224 reports indented global attributes and category names on later lines, with tabs counted as tabs", () => {
    const text = 'Type "Support"\n  Subtype "Starship drive"\n\tAdventureResources\n\t  StarshipFlyRange 2';
    const found = indentation(text);
    expect(found.map((d) => [d.line, d.column, covered(text, d)])).toEqual([
      [2, 1, "  Subtype"],
      [3, 1, "\tAdventureResources"],
    ]);
    expect(found[1]?.message).toContain("category name AdventureResources is indented by 1 tab");
    // Fixing both keeps the entry inside its category: the card means the same.
    const fixed = applyEdits(applyEdits(text, found[1]?.fixes?.[0]?.edits ?? []), found[0]?.fixes?.[0]?.edits ?? []);
    expect(fixed).toBe('Type "Support"\nSubtype "Starship drive"\nAdventureResources\n\t  StarshipFlyRange 2');
    expect(analyze(fixed).model).toEqual(analyze(text).model);
    expect(indentation(fixed)).toEqual([]);
  });

  it("CGS-224 stays silent on the canonical layout, the rulebook's one-line form, indented entries and blank lines", () => {
    expect(indentation('Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n  StarshipFlyRange 2\nAcceptSupportIf1\n    AR.StarshipFlyRange > 2')).toEqual([]);
    expect(indentation('Type "Adventure" Roleplay "Competition" AdventureCommonCosts StarshipFlyRange 2 EraResources Sway 7')).toEqual([]);
    expect(indentation('\n\nType "Support"\n   \nEraCosts Sway 1')).toEqual([]);
    expect(indentation("")).toEqual([]);
    expect(indentation("   ")).toEqual([]);
  });

  it("reads an item after others on an indented line as not starting the line", () => {
    // Only the first item of the line is indented; the second is not reported again.
    const text = '  Type "Support" Subtype "Starship"';
    expect(indentation(text).map((d) => covered(text, d))).toEqual(["  Type"]);
  });
});

describe("missing-roleplay (CGS-461: adventure cards may have Roleplay; CGS-366: without it the adventure is lost)", () => {
  const roleplay = (text: string) => analyze(text).diagnostics.filter((d) => d.code === "missing-roleplay");

  it("CGS-461 CGS-366 reports an adventure card without Roleplay as a warning, not an error, on its Type", () => {
    const text = 'Type "Adventure"\nAdventureCommonCosts\n  StarshipFlyRange 2';
    const d = expectOne(analyze(text).diagnostics, "missing-roleplay");
    expect(d).toMatchObject({ severity: "warning", line: 1, column: 1 });
    expect(covered(text, d)).toBe('Type "Adventure"');
    expect(d.message).toMatch(/CGS-461.*always lost \(CGS-366\)/);
    expect(analyze(text).diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    // Its fixes add a Roleplay; any of them silences it.
    const fixed = applyEdits(text, d.fixes?.[0]?.edits ?? []);
    expect(roleplay(fixed)).toEqual([]);
  });

  it("CGS-461 stays silent on an adventure card with Roleplay and on support cards", () => {
    expect(roleplay('Type "Adventure"\nRoleplay "Obstruction"\nAdventureCommonCosts\n  StarshipFlyRange 2')).toEqual([]);
    expect(roleplay('Type "Adventure" Roleplay "Solo"')).toEqual([]);
    expect(roleplay('Type "Support"\nAdventureResources\n  StarshipFlyRange 2')).toEqual([]);
    expect(roleplay("")).toEqual([]);
  });
});
