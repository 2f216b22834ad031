/**
 * Text widths from a font's metrics table instead of fontkit (like pdfkit's AFM data for its
 * standard fonts): per-character advance widths and the kerning of each pair of characters, in
 * font units, extracted from the font file at build time (font-metrics-extract.ts, run by
 * scripts/build-cli.mjs) and shipped in the command line's bundle. A cold `cli lint` then measures
 * every card's text without parsing a font or loading fontkit (about half its run).
 *
 * A table belongs to one font file: it is found by the SHA-256 of the file's bytes, so a changed
 * or updated font never uses another file's metrics (it is measured with fontkit instead).
 *
 * Exact, not approximate: print shapes with kerning only (fontFeatures: no ligatures, no
 * substitution, one glyph per character), and Inter's kerning is GPOS pair adjustment, so a
 * run's width is the sum of its characters' advances plus each adjacent pair's kerning, under the
 * script fontkit picks for the run (Latin when it holds a Latin letter, else the default script,
 * whose kerning differs). tests/print/font-metrics.test.ts compares this with fontkit's shaping.
 *
 * What a table cannot measure (then fontkit does, see {@link tableUnits}): characters outside
 * {@link MEASURABLE} (combining marks, bidirectional and invisible characters, Greek, Cyrillic
 * and other scripts, which fontkit would kern under their own script), characters the font lacks,
 * glyphs the font classes as marks, fonts whose kerning uses anything but pair adjustment (the
 * extractor then writes no table), and faces shaped with any feature other than kerning.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { FONT_METRICS_COUNT, fontMetricsText } from "./font-metrics-data";

/** Bump when the format or what the extractor puts in it changes. */
export const METRICS_VERSION = 2;

/**
 * Characters a table may measure: Latin, the Latin-1 and Latin Extended-A/B letters and signs,
 * and general punctuation (of one script, or none, for fontkit), minus the soft hyphen (which
 * fontkit draws as nothing).
 */
export const MEASURABLE = /^[\u0020-\u007E\u00A0-\u00AC\u00AE-\u024F\u2010-\u2027\u2030-\u205E]$/;
/** A letter of the Latin script: fontkit shapes a text holding one under the `latn` script. */
export const LATIN_LETTER = /[A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/;

/** Whether a code point is one a table may hold (see {@link MEASURABLE}). */
export function measurableCode(code: number): boolean {
  return code < 0x10000 && MEASURABLE.test(String.fromCharCode(code));
}

/** One font file's metrics, as JSON. Lengths are font units. */
export interface FontMetrics {
  readonly version: number;
  /** SHA-256 (hex) of the font file's bytes as stored (the WOFF file). */
  readonly sha256: string;
  readonly unitsPerEm: number;
  /** Every code point the font's cmap maps, as ranges `first-last` or single code points (hex, comma-separated). */
  readonly cmap: string;
  /** The measurable characters the font has (a subset of cmap), one UTF-16 unit each. */
  readonly chars: string;
  /** Advance width of each character of `chars`, in the same order. */
  readonly advances: readonly number[];
  /**
   * Kerning (sum of every kerning lookup's adjustment) of each pair of `chars` that has any, by
   * the script fontkit shapes a run under: `latn` (the run holds a Latin letter) and `default`
   * (it holds none; only pairs without Latin letters are listed). `pairs` is the pairs' two
   * characters each, one after another; `values` their kerning in the same order.
   */
  readonly kern: { readonly latn: KernPairs; readonly default: KernPairs };
}

export interface KernPairs {
  readonly pairs: string;
  readonly values: readonly number[];
}

/** One past the highest code point a table may hold (MEASURABLE ends at U+205E). */
const CODES = 0x2060;
/** 1 for a Latin letter ({@link LATIN_LETTER}), by code point below {@link CODES}. */
const LATIN = new Uint8Array(CODES);
for (let c = 0; c < CODES; c++) if (LATIN_LETTER.test(String.fromCharCode(c))) LATIN[c] = 1;

function pairMap({ pairs, values }: KernPairs): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0; i < values.length; i++) map.set(pairs.charCodeAt(2 * i) * CODES + pairs.charCodeAt(2 * i + 1), values[i] as number);
  return map;
}

/** A table ready to measure with. */
export class MetricsTable {
  /** Advance by code point; NaN for a character the table does not hold. */
  private readonly advance = new Float64Array(CODES).fill(NaN);
  private readonly latn: Map<number, number>;
  private readonly dflt: Map<number, number>;
  private cmapSet: Set<number> | undefined;
  constructor(readonly metrics: FontMetrics) {
    const { chars, advances } = metrics;
    for (let i = 0; i < chars.length; i++) {
      const code = chars.charCodeAt(i);
      if (code < CODES) this.advance[code] = advances[i] as number;
    }
    this.latn = pairMap(metrics.kern.latn);
    this.dflt = pairMap(metrics.kern.default);
  }

  get unitsPerEm(): number {
    return this.metrics.unitsPerEm;
  }

  /** Whether the font has a glyph for the code point (its cmap maps it). */
  has(codePoint: number): boolean {
    if (this.cmapSet === undefined) {
      const set = new Set<number>();
      for (const part of this.metrics.cmap.split(",")) {
        if (part === "") continue;
        const [first, last] = part.split("-");
        const a = parseInt(first as string, 16);
        const b = last === undefined ? a : parseInt(last, 16);
        for (let c = a; c <= b; c++) set.add(c);
      }
      this.cmapSet = set;
    }
    return this.cmapSet.has(codePoint);
  }

  /**
   * Width in font units of `text` shaped whole in this font with kerning on (`kern`) or off, or
   * undefined when a character is not in the table (fontkit must shape it).
   */
  units(text: string, kern: boolean): number | undefined {
    let total = 0;
    let latin = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= CODES) return undefined;
      const a = this.advance[code] as number;
      if (Number.isNaN(a)) return undefined;
      total += a;
      latin |= LATIN[code] as number;
    }
    if (!kern || text.length < 2) return total;
    const pairs = latin === 1 ? this.latn : this.dflt;
    let previous = text.charCodeAt(0) * CODES;
    for (let i = 1; i < text.length; i++) {
      const code = text.charCodeAt(i);
      total += pairs.get(previous + code) ?? 0;
      previous = code * CODES;
    }
    return total;
  }
}

let installed: ReadonlyMap<string, string> | undefined;
const byFile = new Map<string, MetricsTable | null>();

/**
 * Makes these tables (FontMetrics JSON texts by their file's hash) the only ones, instead of the
 * ones shipped with the program (font-metrics-data.ts): for tests, which extract them fresh.
 * Forgets which files were matched before.
 */
export function installFontMetrics(tables: Readonly<Record<string, string>>): void {
  installed = new Map(Object.entries(tables));
  byFile.clear();
}

/**
 * The table for a font file, or null when there is none for its exact bytes (or the file is
 * unreadable: fontkit will say why). Hashes the file once per process.
 */
export function metricsForFile(file: string): MetricsTable | null {
  if (installed === undefined ? FONT_METRICS_COUNT === 0 : installed.size === 0) return null;
  let table = byFile.get(file);
  if (table !== undefined) return table;
  table = null;
  try {
    const sha256 = createHash("sha256").update(readFileSync(file)).digest("hex");
    const json = installed === undefined ? fontMetricsText(sha256) : installed.get(sha256);
    if (json !== undefined) {
      const metrics = JSON.parse(json) as FontMetrics;
      if (metrics.version === METRICS_VERSION && metrics.sha256 === sha256) table = new MetricsTable(metrics);
    }
  } catch {
    table = null;
  }
  byFile.set(file, table);
  return table;
}
