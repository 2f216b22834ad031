/**
 * The hand-written scanner (scan.ts) against the specification it replaces: Chevrotain's lexer
 * over lexer.ts's token definitions, keywords assigned by the same table. Same tokens (type,
 * image, start positions), same invalid runs, on the rulebook's cards and on generated texts
 * built from the characters where the rules are subtle (quotes, signs, operators, line breaks).
 */
import fc from "fast-check";
import { Lexer, type IToken } from "chevrotain";
import { describe, expect, it } from "vitest";
import { ALL_TOKENS, Identifier, KEYWORD_TOKENS, tokenize } from "@/lib/systems/got-cgs/attributes/lexer";
import { RULEBOOK_CARDS } from "./fixtures/rulebook-examples";

const reference = new Lexer([...ALL_TOKENS], { positionTracking: "onlyStart" });

function chevrotain(text: string) {
  const result = reference.tokenize(text);
  const tokens = result.tokens.map((t) => {
    const type = t.tokenType === Identifier ? (KEYWORD_TOKENS.get(t.image) ?? t.tokenType) : t.tokenType;
    return { type: type.name, image: t.image, offset: t.startOffset, line: t.startLine, column: t.startColumn };
  });
  const invalid = result.errors.map((e) => ({ offset: e.offset, length: e.length, line: e.line, column: e.column }));
  return { tokens, invalid };
}

function ours(text: string) {
  const result = tokenize(text);
  const tokens = result.tokens.map((t: IToken) => {
    expect(t.tokenTypeIdx).toBe(t.tokenType.tokenTypeIdx);
    return { type: t.tokenType.name, image: t.image, offset: t.startOffset, line: t.startLine, column: t.startColumn };
  });
  return { tokens, invalid: result.invalid };
}

const PIECES = [
  "\r\n", "\r", "\n", " ", "\t", "\u00a0", "\u200b", "\ufeff", "\u2028",
  "Type", "EraCosts", "AR", "x", "Z9", "9", "-", "-1", "1,5", "1.5", "1.", ",", ".", "/", ";", "$",
  '"', '"a b"', '"open', "\u201c", "\u201d", "\u00ab", "\u00bb", "\u201e", "\u201f", "\u201csmart\u201d",
  "=", "<", ">", ">=", "<=", "==", "=>", "=<", "\u2265", "\u2264", "é", "\ud83d\ude00",
];

describe("scan.ts lexes as Chevrotain over lexer.ts's definitions", () => {
  it("on the rulebook's cards", () => {
    for (const card of RULEBOOK_CARDS) expect(ours(card.attributes), card.id).toEqual(chevrotain(card.attributes));
  });

  it("on texts made of the tricky pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        expect(ours(text)).toEqual(chevrotain(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        expect(ours(text)).toEqual(chevrotain(text));
      }),
      { numRuns: 1000 },
    );
  });
});
