/**
 * Font metrics tables (lib/print/font-metrics.ts): text widths from advances and pair kerning
 * extracted at build time must be exactly what fontkit's shaping gives (react-pdf draws with it),
 * on every text of the demo packs and on tricky strings; a table is used only for the very font
 * file it was read from; text a table cannot measure goes to fontkit.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Font } from "fontkit";
import { extractFontMetrics } from "@/lib/print/font-metrics-extract";
import { installFontMetrics, metricsForFile, MetricsTable, type FontMetrics } from "@/lib/print/font-metrics";
import { FACE_NAMES, faceFiles, faceFonts, fontFeatures, printable, type FaceName } from "@/lib/print/fonts";
import { emWidth } from "@/lib/print/text-layout";
import { shapedWhole } from "./shaped-whole";

// Counts the fonts fontkit parses (fonts.ts takes `create` from font-engine.ts).
const parsed = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/print/font-engine", async (original) => {
  const engine = await original<typeof import("@/lib/print/font-engine")>();
  return { create: (...args: Parameters<typeof engine.create>) => (parsed.count++, engine.create(...args)) };
});

let demo: string[] | undefined;

/** Every string of every demo pack (seeds/*.pack.json), line by line, but pictures (data: URLs). */
function demoTexts(): string[] {
  if (demo !== undefined) return demo;
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string" && !v.startsWith("data:")) for (const line of v.split(/\r?\n/)) out.add(line.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk);
  };
  const seeds = join(process.cwd(), "seeds");
  for (const file of readdirSync(seeds).filter((f) => f.endsWith(".pack.json"))) walk(JSON.parse(readFileSync(join(seeds, file), "utf8")));
  out.delete("");
  demo = [...out];
  return demo;
}

/** Kerning pairs, ligature candidates, script changes, digits and punctuation (the default script's kerning), Latin Extended. */
const TRICKY = [
  "AV", "To", "Ty", "Wa", "LT", "fi", "fl", "ffi", "ffl", "->", "=>", "!=", "<=", "...", "…", "—", "–", "1–2", "12", "707", "0.0", "1/2", "¼", "‰",
  "“Yes,” 12 said T. — W.", "L’Été à Paris, 3 fois", "(a) [b] {c}", "V, A; W: T.", "7 A", "A 7", "« Ça »", "„Straße“", "ǅungla", "Łódź", "Œuvre", "ĳ",
  "×÷±", "µ", "ª1", "º.", "\u00A0V", "V\u00A0A", "''", "\"\"", "‹›", "#1", "$7", "%", "&&", "@@", "¿¡", "Ħ", "ǂ", "ɐ",
];

/** fontkit's width of `text` shaped whole in one font, in font units. */
function shaped(font: Font, face: FaceName, text: string): number {
  return font.layout(text, fontFeatures(face)).advanceWidth;
}

const kerns = (face: FaceName) => Object.values(fontFeatures(face)).some(Boolean);
const tables = new Map<string, FontMetrics>();

beforeAll(() => {
  const installed: Record<string, string> = {};
  for (const face of FACE_NAMES) {
    for (const file of faceFiles(face)) {
      const metrics = extractFontMetrics(new Uint8Array(readFileSync(file)));
      tables.set(file, metrics);
      installed[metrics.sha256] = JSON.stringify(metrics);
    }
  }
  installFontMetrics(installed);
});

afterAll(() => installFontMetrics({}));

describe("font metrics tables", () => {
  it("measure the demo packs' texts as print prints them without parsing any font (fontkit is not needed for them)", () => {
    let measured = 0;
    for (const face of FACE_NAMES) {
      for (const text of demoTexts()) {
        for (const line of printable(text, face).text.split("\n")) {
          if (line === "") continue;
          expect(emWidth(line, face)).toBeGreaterThan(0);
          measured++;
        }
      }
    }
    expect(measured).toBeGreaterThan(2000);
    expect(parsed.count).toBe(0);
  });

  it("give exactly fontkit's shaped width for every demo pack text and tricky string, in every font of every face", () => {
    let compared = 0;
    for (const face of FACE_NAMES) {
      const fonts = faceFonts(face);
      // The Latin and Latin Extended fonts: the others hold a few punctuation marks of these texts.
      for (const i of [0, 1]) {
        const table = new MetricsTable(tables.get(faceFiles(face)[i] as string) as FontMetrics);
        const font = fonts.font(i);
        for (const text of [...demoTexts(), ...TRICKY]) {
          const units = table.units(text, kerns(face));
          if (units === undefined) continue;
          expect(units, `${face} font ${i}: ${JSON.stringify(text)}`).toBe(shaped(font, face, text));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });

  it("give exactly fontkit's shaped width for random texts of the characters they hold (Latin and Latin Extended, with and without letters)", () => {
    for (const face of ["sans", "sansBold", "sansItalic", "mono"] as const) {
      for (const index of [0, 1]) {
        const metrics = tables.get(faceFiles(face)[index] as string) as FontMetrics;
        const table = new MetricsTable(metrics);
        const font = faceFonts(face).font(index);
        const chars = [...metrics.chars];
        const noLetters = chars.filter((c) => !/\p{L}/u.test(c));
        const text = (pool: string[]) => fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 12 }).map((a) => a.join(""));
        fc.assert(
          fc.property(fc.oneof(text(chars), text(noLetters)), (t) => {
            expect(table.units(t, kerns(face)), `${face} ${index}: ${JSON.stringify(t)}`).toBe(shaped(font, face, t));
          }),
          { numRuns: 1500 },
        );
      }
    }
  });

  it("end to end: emWidth with the tables equals fontkit shaping each font's run, for the demo texts and tricky strings", () => {
    for (const face of FACE_NAMES) {
      // Every demo text in one Inter and one JetBrains Mono face (the fonts' own tables are all
      // compared above); the tricky strings in every face.
      for (const text of face === "sans" || face === "mono" ? [...demoTexts(), ...TRICKY] : TRICKY) {
        const line = printable(text, face).text.replace(/\n/g, " ");
        if (line === "") continue;
        expect(emWidth(line, face), `${face}: ${JSON.stringify(line)}`).toBe(shapedWhole(line, face));
      }
    }
  });

  it("leave to fontkit what they cannot measure exactly: other scripts, combining marks, soft hyphens, characters the font lacks", () => {
    const table = new MetricsTable(tables.get(faceFiles("sans")[0] as string) as FontMetrics);
    for (const text of ["αβγ", "Привет", "e\u0301", "a\u00ADb", "A\u200BB", "\u202Eab", "日本"]) expect(table.units(text, true), text).toBeUndefined();
    // Through emWidth they are still measured, by fontkit, as print shapes them.
    for (const text of ["αβγ", "Привет Tom", "Été αβ", "ǅ"]) expect(emWidth(text, "sans"), text).toBe(shapedWhole(text, "sans"));
  });

  it("are found by the font file's hash: a changed font file gets no table (and is measured by fontkit)", () => {
    const dir = mkdtempSync(join(tmpdir(), "gh-metrics-"));
    try {
      const original = faceFiles("sans")[0] as string;
      const bytes = readFileSync(original);
      expect(metricsForFile(original)?.metrics.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      const changed = join(dir, "changed.woff");
      writeFileSync(changed, Buffer.concat([bytes, Buffer.from([0])]));
      expect(metricsForFile(changed)).toBeNull();
      expect(metricsForFile(join(dir, "missing.woff"))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
