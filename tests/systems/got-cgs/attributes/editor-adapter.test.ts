/** The editor adapter's pure parts: diagnostics merged from the card and the page's deck check. */
import { describe, expect, it } from "vitest";
import { currentDiagnostics, diagnosticsFor } from "@/components/got-cgs/attribute-editor/language";
import { LANGUAGE_ID, MONARCH_LANGUAGE } from "@/components/got-cgs/attribute-editor/monarch";

describe("attribute editor adapter", () => {
  it("merges the card's own diagnostics with the page's deck findings, in text order", () => {
    const deck = () => [{ code: "custom-name-spelling", severity: "warning" as const, message: "x", line: 1, column: 1, endLine: 1, endColumn: 5 }];
    const found = diagnosticsFor('Type "Adventure"', { deckFindings: deck });
    expect(found.map((d) => [d.code, d.line, d.column])).toEqual([
      ["missing-roleplay", 1, 1],
      ["custom-name-spelling", 1, 1],
    ]);
  });

  it("a failing deck check does not take the card's own problems with it", () => {
    const found = diagnosticsFor('Type "Adventure"', {
      deckFindings: () => {
        throw new Error("boom");
      },
    });
    expect(found.map((d) => d.code)).toEqual(["missing-roleplay"]);
  });

  it("the gold format and the pack's aliases reach the analysis", () => {
    expect(diagnosticsFor('Type "Support"', { format: "gold", affiliations: ["USSA"] }).map((d) => [d.code, d.fixes?.[0]?.title])).toEqual([
      ["gold-without-affiliation", 'Add Affiliation "USSA"'],
    ]);
    expect(diagnosticsFor('Type "Support" Res X 1', { aliases: { Res: "AdventureResources" } })).toEqual([]);
  });

  it("quick fixes answer from the deck check that arrived after the last keystroke, not from the validation before it", () => {
    const text = 'Type "Adventure"';
    const model = { getVersionId: () => 7, getValue: () => text };
    const before = { version: 7, diagnostics: diagnosticsFor(text, {}), context: {} };
    expect(currentDiagnostics(model, before.context, before)).toBe(before.diagnostics);
    const deck = () => [{ code: "custom-name-spelling", severity: "warning" as const, message: "x", line: 1, column: 1, endLine: 1, endColumn: 5 }];
    expect(currentDiagnostics(model, { deckFindings: deck }, before).map((d) => d.code)).toEqual(["missing-roleplay", "custom-name-spelling"]);
    // A newer text is never answered from an older validation either.
    expect(currentDiagnostics({ getVersionId: () => 8, getValue: () => 'Type "Support"' }, {}, before).map((d) => d.code)).not.toContain("missing-roleplay");
  });

  it("the language has an id and a tokenizer", () => {
    expect(LANGUAGE_ID).toBe("got-cgs-attributes");
    expect(MONARCH_LANGUAGE.tokenizer.root.length).toBeGreaterThan(5);
  });
});
