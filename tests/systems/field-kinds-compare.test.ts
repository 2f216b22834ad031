/**
 * Each field kind's sort order (lib/systems/field-kinds.ts `compare`), which a data system's deck
 * table sorts a field column by: numbers by value, texts case-insensitively with numbers inside
 * read as numbers, bools false before true, enums in the definition's order; blanks last.
 */
import { describe, expect, it } from "vitest";
import { compareKindValues, fieldKind, isBlankValue } from "@/lib/systems/field-kinds";
import type { FieldType, FieldValue } from "@/lib/systems/types";

/**
 * `values` sorted by the kind of `type`, boxed: Array.prototype.sort puts undefined last without
 * asking the comparator, which would hide where the kind puts an absent value.
 */
function sortBy(type: FieldType, values: readonly (FieldValue | undefined)[], dir: "asc" | "desc"): (FieldValue | undefined)[] {
  return values
    .map((v) => ({ v }))
    .sort((a, b) => compareKindValues(type, a.v, b.v, dir))
    .map((box) => box.v);
}
const sorted = (type: FieldType, values: readonly (FieldValue | undefined)[]) => sortBy(type, values, "asc");

describe("a field kind's sort order", () => {
  it("sorts whole numbers by value, not as text, blanks last", () => {
    expect(sorted({ kind: "int" }, [10, undefined, 2, -1, null, 0])).toEqual([-1, 0, 2, 10, undefined, null]);
  });

  it("puts a stored int that is not a number (a format finding) after the numbers and before blanks", () => {
    expect(sorted({ kind: "int" }, ["two", undefined, 3])).toEqual([3, "two", undefined]);
  });

  it("sorts texts without regard to case, numbers inside by value, blanks last", () => {
    for (const kind of ["text", "richText", "attributeText"] as const) {
      expect(sorted({ kind } as FieldType, ["beta", "", "Alpha", "unit 10", "Unit 2", undefined])).toEqual(["Alpha", "beta", "Unit 2", "unit 10", "", undefined]);
    }
    expect(compareKindValues({ kind: "text" }, "ABC", "abc")).toBe(0);
  });

  it("sorts an enum in the order of its values in the definition, unknown values after them", () => {
    const type: FieldType = { kind: "enum", values: ["Common", "Rare", "Unique"] };
    expect(sorted(type, ["Unique", "", "Common", "Zzz", "Rare", "Aaa"])).toEqual(["Common", "Rare", "Unique", "Aaa", "Zzz", ""]);
  });

  it("sorts bools false before true, an absent bool with false", () => {
    expect(sorted({ kind: "bool" }, [true, undefined, false, true])).toEqual([undefined, false, true, true]);
    expect(compareKindValues({ kind: "bool" }, undefined, false)).toBe(0);
    expect(compareKindValues({ kind: "bool" }, undefined, true)).toBeLessThan(0);
  });

  it("ties every picture (not a column)", () => {
    expect(fieldKind("image").compare({ kind: "image" }, "a", "b")).toBe(0);
  });

  it("calls absent, null and the empty text blank, and false a value", () => {
    expect([undefined, null, "", false, 0, " "].map(isBlankValue)).toEqual([true, true, true, false, false, false]);
  });
});

describe("a field kind's reversed order", () => {
  const desc = (type: FieldType, values: readonly (FieldValue | undefined)[]) => sortBy(type, values, "desc");

  it("reverses the values and keeps blanks last", () => {
    expect(desc({ kind: "int" }, [1, undefined, 3, null, 2])).toEqual([3, 2, 1, undefined, null]);
    expect(desc({ kind: "enum", values: ["Common", "Rare"] }, ["Common", "", "Rare"])).toEqual(["Rare", "Common", ""]);
  });

  it("reverses a bool wholly: true first, then false and absent together", () => {
    expect(desc({ kind: "bool" }, [false, undefined, true])).toEqual([true, false, undefined]);
  });
});
