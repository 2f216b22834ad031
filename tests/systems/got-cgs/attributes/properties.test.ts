/**
 * Property tests (fast-check): analysis never throws; formatting is idempotent and keeps the
 * meaning; the one-line and indented layouts mean the same; positions stay inside the text.
 * Kept small enough for `npm test`; scripts/fuzz-attributes.ts runs the long version.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/systems/got-cgs/attributes";
import { endOfText, endOfTokens } from "@/lib/systems/got-cgs/attributes/positions";
import { formatAttributes } from "@/lib/systems/got-cgs/attributes/format";
import { tokenize } from "@/lib/systems/got-cgs/attributes/lexer";
import { RULEBOOK_CARDS } from "./fixtures/rulebook-examples";
import { applyEdits } from "./helpers";
import { cardArbitrary, editedCardArbitrary, render } from "./arbitraries";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 250);

function withinText(text: string, d: { line: number; column: number; endLine: number; endColumn: number }): boolean {
  const lines = text.split(/\r\n|\r|\n/);
  const fits = (line: number, column: number) => line >= 1 && line <= lines.length && column >= 1 && column <= (lines[line - 1]?.length ?? 0) + 1;
  const ordered = d.line < d.endLine || (d.line === d.endLine && d.column <= d.endColumn);
  return fits(d.line, d.column) && fits(d.endLine, d.endColumn) && ordered;
}

describe("properties", () => {
  it("the end of a text from its tokens equals the end from scanning the text (line breaks are Newline tokens)", () => {
    const breaky = fc.array(fc.constantFrom("\r\n", "\r", "\n", "\n\r", '"a\r', "$\n", "x", " ", '"', "\u201c", "1"), { maxLength: 30 }).map((p) => p.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), breaky), (text) => {
        expect(endOfTokens(text, tokenize(text).tokens)).toEqual(endOfText(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("analysis never throws on any string, and every position is inside the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        const { diagnostics, ast } = analyze(text);
        expect(ast.kind).toBe("attributes");
        for (const d of diagnostics) expect(withinText(text, d), JSON.stringify(d)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("analysis never throws on valid cards with random edits, and applying any offered fix never throws", () => {
    fc.assert(
      fc.property(editedCardArbitrary(RULEBOOK_CARDS.map((c) => c.attributes)), (text) => {
        const { diagnostics } = analyze(text);
        for (const d of diagnostics) {
          expect(withinText(text, d), JSON.stringify(d)).toBe(true);
          for (const fix of d.fixes ?? []) {
            for (const e of fix.edits) expect(withinText(text, e), JSON.stringify(e)).toBe(true);
            analyze(applyEdits(text, fix.edits));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("formatting is idempotent, and analyze(format(x)) means what analyze(x) means", () => {
    fc.assert(
      fc.property(cardArbitrary(), fc.constantFrom("keep", "expand", "contract") as fc.Arbitrary<"keep" | "expand" | "contract">, (card, aliases) => {
        const text = render(card);
        const once = formatAttributes(text, { aliases, packAliases: { SFR: "StarshipFlyRange" } });
        const twice = formatAttributes(once.text, { aliases, packAliases: { SFR: "StarshipFlyRange" } });
        expect(twice.text).toBe(once.text);
        const context = { aliases: { SFR: "StarshipFlyRange" } };
        expect(analyze(once.text, context).model).toEqual(analyze(text, context).model);
      }),
      { numRuns: RUNS },
    );
  });

  it("formatting edited (often broken) cards never loses text: it formats or keeps the input", () => {
    fc.assert(
      fc.property(editedCardArbitrary(RULEBOOK_CARDS.map((c) => c.attributes)), (text) => {
        const result = formatAttributes(text);
        if (result.kept !== undefined) expect(result.text).toBe(text);
        else expect(analyze(result.text).model).toEqual(analyze(text).model);
      }),
      { numRuns: RUNS },
    );
  });

  it("CGS-224 the one-line and indented layouts of a card mean the same", () => {
    fc.assert(
      fc.property(cardArbitrary({ unknownCategories: false }), fc.integer({ min: 1, max: 6 }), (card, indent) => {
        const flat = analyze(render(card, { layout: "one-line" }));
        const tall = analyze(render(card, { layout: "indented", indent }));
        expect(tall.model).toEqual(flat.model);
        expect(tall.diagnostics.map((d) => d.code)).toEqual(flat.diagnostics.map((d) => d.code));
      }),
      { numRuns: RUNS },
    );
  });
});
