import { describe, expect, it } from "vitest";
import { printFitDiagnostics, positionOf } from "@/lib/systems/got-cgs/print/fit";
import { card, pack } from "./helpers";

const longLore = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} of a lore that goes on and on.`).join(" ");

describe("printFitDiagnostics", () => {
  it("stays silent for cards whose text fits", () => {
    expect(printFitDiagnostics(pack([card("GEN-001"), card("GEN-002", { format: "gold", orientation: "landscape" })]))).toEqual([]);
  });

  it("reports lore that needs less than the readable floor, from where it stops fitting", () => {
    const doc = pack([card("GEN-007", { lore: longLore, copies: 3 })]);
    const found = printFitDiagnostics(doc);
    expect(found).toHaveLength(1);
    const d = found[0]!;
    expect(d).toMatchObject({ code: "print-text-overflow", severity: "warning", field: "lore", era: "Era One", identifier: "GEN-007", line: 1, endLine: 1, endColumn: longLore.length + 1 });
    expect(d.column).toBeGreaterThan(1);
    expect(longLore.slice(d.column - 1)).toMatch(/^\S/);
    expect(d.message).toMatch(/4\.5 pt, the smallest readable size/);
    expect(d.message).toMatch(/Shorten it by about \d+ characters/);
  });

  it("says the end is cut off when even the hard minimum is not enough", () => {
    const doc = pack([card("GEN-008", { directive: "Go north. ".repeat(400) })]);
    const [d] = printFitDiagnostics(doc);
    expect(d).toMatchObject({ code: "print-text-overflow", field: "directive" });
    expect(d!.message).toMatch(/cut off/);
  });

  it("marks the whole attribute text when it prints in canonical form different from what was typed", () => {
    const flat = 'Type "Support" ' + Array.from({ length: 40 }, (_, i) => `AdventureResources Res${i} ${i}`).join(" ").replace(/ AdventureResources/g, "");
    const [d] = printFitDiagnostics(pack([card("GEN-009", { attributes: flat })]));
    expect(d).toMatchObject({ code: "print-text-overflow", field: "attributes", line: 1, column: 1 });
  });

  it("reports a character no embedded font has, where it is", () => {
    const [d] = printFitDiagnostics(pack([card("GEN-010", { directive: "Take the 🚀 north." })]));
    expect(d).toMatchObject({ code: "print-missing-glyph", field: "directive", line: 1, column: 10, endColumn: 12 });
    expect(d!.message).toMatch(/U\+1F680/);
  });

  it("accepts accented Latin, Greek and Cyrillic without a finding", () => {
    expect(printFitDiagnostics(pack([card("GEN-011", { lore: "Ærøskøbing, Łódź, Ἀθῆναι, Москва, Hà Nội." })]))).toEqual([]);
  });
});

describe("positionOf", () => {
  it("counts lines and columns from 1", () => {
    expect(positionOf("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(positionOf("ab\ncd", 5)).toEqual({ line: 2, column: 3 });
  });
});
