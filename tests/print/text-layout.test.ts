import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { breakLines, emWidth, fitParagraphs, textWidth, type Paragraph } from "@/lib/print/text-layout";
import { attributeParagraphs, plainParagraphs } from "@/lib/systems/got-cgs/print/card-text";
import { printable, type FaceName } from "@/lib/print/fonts";
import { shapedWhole } from "./shaped-whole";
import { parsePackJson } from "@/lib/packs/schema";

const para = (text: string): Paragraph[] => plainParagraphs(text, "sans");

describe("breakLines", () => {
  it("breaks at spaces and keeps every word", () => {
    const lines = breakLines(para("the quick brown fox jumps over the lazy dog"), 20, 8, "left");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.runs.map((r) => r.text).join("")).join(" ")).toBe("the quick brown fox jumps over the lazy dog");
  });

  it("never makes a line wider than the box, measured as one shaped run", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zéüñ.,"-]{1,14}$/), { minLength: 1, maxLength: 40 }), fc.double({ min: 10, max: 60, noNaN: true }), fc.double({ min: 4, max: 10, noNaN: true }), (words, width, size) => {
        for (const line of breakLines(para(words.join(" ")), width, size, "left")) {
          const shaped = line.runs.reduce((w, r) => w + textWidth(r.text, r.face, size), 0);
          // A single character wider than the box is the only allowed excess.
          if (line.runs.map((r) => r.text).join("").length > 1) expect(line.x + shaped).toBeLessThanOrEqual(width + 1e-9);
          expect(Math.abs(shaped - line.width)).toBeLessThan(1e-9);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("splits a word longer than a line instead of letting it stick out", () => {
    const lines = breakLines(para("Supercalifragilisticexpialidocious"), 10, 8, "left");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.runs[0]!.text).join("")).toBe("Supercalifragilisticexpialidocious");
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(10);
  });

  it("right-aligns by moving the line, not the text", () => {
    const [line] = breakLines(para("GEN-001"), 40, 8, "right");
    expect(line!.x + line!.width).toBeCloseTo(40, 9);
  });

  it("indents category entries and hangs their continuation lines deeper", () => {
    const text = "AdventureCommonCosts\n  StarshipFlyRange 2 StarshipCapacity 3 StarshipFirePower 4 FluonResearch 5";
    const lines = breakLines(attributeParagraphs(text, "mono", "monoBold"), 30, 6.5, "left");
    expect(lines[0]!.x).toBe(0);
    expect(lines[1]!.x).toBeGreaterThan(0);
    expect(lines[2]!.x).toBeGreaterThan(lines[1]!.x);
    expect(lines[1]!.runs[0]).toEqual({ text: "StarshipFlyRange", face: "monoBold" });
  });
});

describe("fitParagraphs", () => {
  const spec = { width: 50, height: 10, sizePt: 8, floorPt: 5, hardMinPt: 3, lineHeight: 1.22, align: "left" as const };

  it("keeps the printed size when the text fits", () => {
    const r = fitParagraphs(para("Short."), spec);
    expect(r).toMatchObject({ fits: true, truncated: false, overflowOffset: null });
    expect(r.block.sizePt).toBe(8);
  });

  it("shrinks in 0.25 pt steps to the largest size that fits", () => {
    const text = "word ".repeat(40).trim();
    const r = fitParagraphs(para(text), spec);
    expect(r.block.sizePt).toBeLessThan(8);
    expect(r.block.sizePt * 4).toBe(Math.round(r.block.sizePt * 4));
    expect(r.block.lines.length * r.block.lineHeightMm).toBeLessThanOrEqual(spec.height + 1e-6);
    // One step larger does not fit.
    const bigger = fitParagraphs(para(text), { ...spec, sizePt: r.block.sizePt + 0.25, floorPt: r.block.sizePt + 0.25, hardMinPt: r.block.sizePt + 0.25 });
    expect(bigger.fits).toBe(false);
  });

  it("below the floor: does not fit, says where the text overflows at the floor", () => {
    const text = "word ".repeat(90).trim();
    const r = fitParagraphs(para(text), spec);
    expect(r.fits).toBe(false);
    expect(r.truncated).toBe(false);
    expect(r.block.sizePt).toBeLessThan(spec.floorPt);
    expect(r.overflowOffset).toBeGreaterThan(0);
    expect(text.slice(r.overflowOffset!)).toMatch(/^word/);
  });

  it("below the hard minimum: cuts the text and ends it with an ellipsis, never overflowing the box", () => {
    const r = fitParagraphs(para("word ".repeat(2000).trim()), spec);
    expect(r).toMatchObject({ fits: false, truncated: true });
    expect(r.block.sizePt).toBe(3);
    expect(r.block.lines.length * r.block.lineHeightMm).toBeLessThanOrEqual(spec.height + 1e-6);
    const last = r.block.lines[r.block.lines.length - 1]!;
    expect(last.runs[last.runs.length - 1]!.text.endsWith("…")).toBe(true);
  });
});

describe("printable", () => {
  it("keeps accented Latin, replaces what no font has, and maps offsets back", () => {
    const p = printable("Łódź 😀 ok", "sans");
    expect(p.text).toBe("Łódź ? ok");
    expect(p.replaced).toEqual([5]);
    expect(p.sourceOffsets[7]).toBe(8);
  });

  it("composes a letter and its combining accent", () => {
    const p = printable("Cafe\u0301!", "sans");
    expect(p.text).toBe("Café!");
    expect(p.sourceOffsets[3]).toBe(3);
    expect(p.sourceOffsets[4]).toBe(5);
  });

  it("drops soft hyphens and turns tabs and \\r\\n into spaces and line breaks", () => {
    expect(printable("a\u00ADb\tc\r\nd", "sans").text).toBe("ab c\nd");
  });
});

describe("emWidth", () => {
  it("measures a text of words exactly as shaping it whole (kerning where words meet; digits and punctuation, which Inter kerns by another script's table)", () => {
    const doc = parsePackJson(readFileSync(join(process.cwd(), "seeds", "tidebound.pack.json"), "utf8"));
    if (!doc.ok) throw new Error("seeds/tidebound.pack.json does not parse");
    const texts = doc.value.eras.flatMap((e) => e.cards.flatMap((c) => [c.directive, c.lore, ...c.attributes.split("\n").map((l) => l.trim())]));
    texts.push("Take 0.0 Vo", "AV 07", "707 To", "“Yes,” 12 said T. — W.", "L’Été à Paris, 3 fois", "(a) [b] 1–2", "V, A; W: T.");
    const faces: FaceName[] = ["sans", "sansItalic", "sansMedium", "sansBold", "mono", "monoBold"];
    let compared = 0;
    for (const face of faces) {
      for (const text of texts) {
        if (text === "") continue;
        expect(emWidth(text, face), `${face}: ${text}`).toBe(shapedWhole(text, face));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
