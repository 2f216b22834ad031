import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCalibrationPdf, type RenderResult } from "@/lib/print/render";
import { renderPrintPdf } from "@/lib/systems/got-cgs/print/render";
import { mmToPt } from "@/lib/print/units";
import { fixturePack } from "./helpers";
import { pageSizes, pdfFonts, pdfImageObjects, pdfText, renderPage, type Raster } from "./pdf-read";
import { decodePng, encodePng } from "./png";

const FIXTURES = join(import.meta.dirname, "fixtures");
const A4 = { width: mmToPt(210), height: mmToPt(297) };

/**
 * Compares a rendered page with the expected picture: the same size, and at most 1 % of the
 * pixels differing by more than 48 in a channel (anti-aliasing and glyph edges differ a little
 * between renderers and their versions; a misplaced card or a missing back changes far more).
 * UPDATE_PRINT_FIXTURES=1 writes the expected pictures instead.
 */
function expectLooksLike(page: Raster, name: string) {
  const file = join(FIXTURES, name);
  if (process.env.UPDATE_PRINT_FIXTURES === "1" || !existsSync(file)) {
    if (process.env.CI) throw new Error(`missing expected picture ${name}`);
    writeFileSync(file, encodePng(page.width, page.height, (x, y) => [...page.rgba.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 3)]));
  }
  const expected = decodePng(readFileSync(file));
  expect([page.width, page.height]).toEqual([expected.width, expected.height]);
  let differing = 0;
  for (let p = 0; p < page.width * page.height; p++) {
    const d = Math.max(...[0, 1, 2].map((k) => Math.abs((page.rgba[p * 4 + k] as number) - (expected.rgb[p * 3 + k] as number))));
    if (d > 48) differing++;
  }
  expect(differing / (page.width * page.height), `share of pixels unlike ${name}`).toBeLessThan(0.01);
}

describe("the printable PDF", () => {
  let full: RenderResult;
  let plain: RenderResult;

  beforeAll(async () => {
    full = await renderPrintPdf(fixturePack(), { instructions: true, cropMarks: true });
    plain = await renderPrintPdf(fixturePack(), { paper: "Letter", backs: "none" });
  }, 120_000);

  it("has instructions, a blank page, then fronts and backs for silver, then for gold", async () => {
    expect(full).toMatchObject({ pages: 6, sheets: 2, cards: 6 });
    const sizes = await pageSizes(full.pdf);
    expect(sizes).toHaveLength(6);
    for (const s of sizes) {
      expect(s.width).toBeCloseTo(A4.width, 1);
      expect(s.height).toBeCloseTo(A4.height, 1);
    }
  });

  it("without backs has only fronts, on Letter pages of 612 x 792 pt", async () => {
    expect(await pageSizes(plain.pdf)).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ]);
  });

  it("embeds every font it uses, and never falls back to Helvetica", async () => {
    for (const result of [full, plain]) {
      const fonts = await pdfFonts(result.pdf);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((f) => !f.embedded)).toEqual([]);
      expect(fonts.some((f) => /Helvetica|Times|Courier/.test(f.name))).toBe(false);
      expect(fonts.some((f) => f.name.includes("Inter"))).toBe(true);
      expect(fonts.some((f) => f.name.includes("JetBrainsMono"))).toBe(true);
    }
  });

  it("prints every identifier, once per copy, and accented text as typed", async () => {
    const text = await pdfText(full.pdf);
    for (const id of ["GEN-001", "GEN-002", "GEN-003", "GEN-004", "GEN-005"]) expect(text).toContain(id);
    expect(text.match(/GEN-001/g)).toHaveLength(2);
    expect(text).toContain("Łódź, Ærøskøbing and São Paulo café.");
    expect(text).toContain("How to print and cut these cards");
  });

  it("prints attribute text in canonical form by default, as typed on request", async () => {
    expect(await pdfText(full.pdf)).toMatch(/Affiliation "USSA"\s*\n\s*AdventureResources\s*\n\s*StarshipFlyRange 3/);
    const typed = await renderPrintPdf(fixturePack(), { backs: "none", attributes: "as-typed", era: "Era One" });
    expect(await pdfText(typed.pdf)).toMatch(/Type "Support" Affiliation "USSA"/);
    expect(await pdfText(full.pdf)).not.toMatch(/Type "Support" Affiliation "USSA"/);
  });

  it("looks like the expected pages (silver fronts and backs, gold portrait and landscape fronts and backs)", async () => {
    expectLooksLike(await renderPage(full.pdf, 3, 20), "silver-fronts.png");
    expectLooksLike(await renderPage(full.pdf, 4, 20), "silver-backs.png");
    expectLooksLike(await renderPage(full.pdf, 5, 20), "gold-fronts.png");
    expectLooksLike(await renderPage(full.pdf, 6, 20), "gold-backs.png");
  });

  it("is the same file every time it is rendered: pictures and fonts embedded once", async () => {
    // The pages are drawn straight from the scenes (lib/print/pdf-draw.ts): a second render of
    // the same pack must give the same pages, text, fonts and pictures (only the date differs).
    const again = await renderPrintPdf(fixturePack(), { instructions: true, cropMarks: true });
    expect(full.pages).toBeGreaterThan(1);
    expect(again.pages).toBe(full.pages);
    expect(await pageSizes(again.pdf)).toEqual(await pageSizes(full.pdf));
    expect(await pdfText(again.pdf)).toBe(await pdfText(full.pdf));
    const fonts = await pdfFonts(full.pdf);
    expect(await pdfFonts(again.pdf)).toEqual(fonts);
    // One PDF font per font file of a face's stack, however many cards and pages use it.
    expect(new Set(fonts.map((f) => f.name)).size).toBe(fonts.length);
    const images = await pdfImageObjects(full.pdf);
    expect(images.length).toBeGreaterThan(new Set(images).size);
    expect(new Set(await pdfImageObjects(again.pdf)).size).toBe(new Set(images).size);
    expect(Math.abs(again.pdf.byteLength - full.pdf.byteLength)).toBeLessThan(64);
    for (const page of [3, 4, 5, 6]) expect(await renderPage(again.pdf, page, 20)).toEqual(await renderPage(full.pdf, page, 20));
  });

  it("the look check fires when a page differs", async () => {
    const backs = await renderPage(full.pdf, 4, 20);
    expect(() => expectLooksLike(backs, "silver-fronts.png")).toThrow();
  });
});

describe("the calibration sheet", () => {
  it("is one sheet of two pages with embedded fonts and both scales", async () => {
    const pdf = await renderCalibrationPdf("A4", "long-edge");
    expect(await pageSizes(pdf)).toHaveLength(2);
    expect((await pdfFonts(pdf)).every((f) => f.embedded)).toBe(true);
    const text = await pdfText(pdf);
    expect(text).toContain("Back offset calibration: front");
    expect(text).toContain("+4");
  });
});
