/**
 * Reads a font file's metrics table (font-metrics.ts) out of the font with fontkit: the cmap, the
 * advance widths of the measurable characters, and the kerning of every pair of them, computed
 * from the GPOS `kern` feature the way fontkit applies it (its GPOSProcessor and OTProcessor):
 * the script's lookups sorted by index (a lookup listed twice applies twice), in each lookup the
 * first subtable that covers the pair, value1's and value2's x advances. Run at build time by
 * scripts/build-cli.mjs and in tests; never at run time.
 *
 * Throws UnsupportedFont when the font kerns with anything but pair adjustment (contextual
 * kerning, a legacy `kern` table, lookup flags that skip base glyphs): such a font gets no table.
 */
import { createHash } from "node:crypto";
import { create } from "fontkit";
import { measurableCode, LATIN_LETTER, METRICS_VERSION, type FontMetrics, type KernPairs } from "./font-metrics";
import { isWoff, woffToSfnt } from "./woff";

export class UnsupportedFont extends Error {}

// The parts of fontkit's parsed tables read here (fontkit ships no types for them).
interface Coverage {
  readonly version: number;
  readonly glyphs?: readonly number[];
  readonly rangeRecords?: readonly { start: number; end: number; startCoverageIndex: number }[];
}
interface ClassDef {
  readonly version: number;
  readonly startGlyph?: number;
  readonly classValueArray?: readonly number[];
  readonly classRangeRecord?: readonly { start: number; end: number; class: number }[];
}
interface ValueRecord {
  readonly xAdvance?: number;
}
/** restructure's lazy array, or a plain one (fontkit's tables hold both). */
type Lazy<T> = { get(i: number): T; toArray(): T[] } | readonly T[];

function at<T>(list: Lazy<T>, i: number): T {
  return Array.isArray(list) ? (list[i] as T) : (list as { get(i: number): T }).get(i);
}

function all<T>(list: Lazy<T>): readonly T[] {
  return Array.isArray(list) ? list : (list as { toArray(): T[] }).toArray();
}
interface PairSubtable {
  readonly version: number;
  readonly coverage: Coverage;
  readonly pairSets?: Lazy<Lazy<{ secondGlyph: number; value1?: ValueRecord; value2?: ValueRecord }>>;
  readonly classDef1?: ClassDef;
  readonly classDef2?: ClassDef;
  readonly classRecords?: Lazy<Lazy<{ value1?: ValueRecord; value2?: ValueRecord }>>;
}
interface Subtable extends PairSubtable {
  readonly lookupType?: number;
  readonly extension?: Subtable;
}
interface Lookup {
  readonly lookupType: number;
  readonly flags: { readonly flags: Record<string, boolean> };
  readonly subTables: readonly Subtable[];
}
interface LangSys {
  readonly featureIndexes: readonly number[];
}
interface Gpos {
  readonly scriptList: readonly { tag: string; script: { defaultLangSys?: LangSys } }[];
  readonly featureList: readonly { tag: string; feature: { lookupListIndexes: readonly number[] } }[];
  readonly lookupList: Lazy<Lookup>;
}
interface FullFont {
  readonly unitsPerEm: number;
  readonly characterSet: readonly number[];
  readonly GPOS?: Gpos;
  readonly GDEF?: { glyphClassDef?: ClassDef };
  readonly kern?: unknown;
  readonly morx?: unknown;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
}

function coverageIndex(coverage: Coverage, glyph: number): number {
  if (coverage.version === 1) return (coverage.glyphs ?? []).indexOf(glyph);
  for (const r of coverage.rangeRecords ?? []) if (r.start <= glyph && glyph <= r.end) return r.startCoverageIndex + glyph - r.start;
  return -1;
}

function classOf(classDef: ClassDef | undefined, glyph: number): number {
  if (classDef === undefined) return 0;
  if (classDef.version === 1) {
    const i = glyph - (classDef.startGlyph ?? 0);
    const values = classDef.classValueArray ?? [];
    return i >= 0 && i < values.length ? (values[i] as number) : 0;
  }
  for (const r of classDef.classRangeRecord ?? []) if (r.start <= glyph && glyph <= r.end) return r.class;
  return 0;
}

const advance = (v: ValueRecord | undefined) => v?.xAdvance ?? 0;

/** One pair-adjustment subtable as a function: the pair's x advance change, or undefined when it does not apply. */
function pairFunction(table: PairSubtable): (a: number, b: number) => number | undefined {
  const covered = new Map<number, number>();
  const index = (g: number) => {
    let i = covered.get(g);
    if (i === undefined) {
      i = coverageIndex(table.coverage, g);
      covered.set(g, i);
    }
    return i;
  };
  if (table.version === 1) {
    const sets = new Map<number, Map<number, number>>();
    return (a, b) => {
      const i = index(a);
      if (i === -1) return undefined;
      let set = sets.get(i);
      if (set === undefined) {
        set = new Map();
        for (const pair of all(at(table.pairSets as NonNullable<PairSubtable["pairSets"]>, i))) {
          // fontkit takes the first record for a second glyph.
          if (!set.has(pair.secondGlyph)) set.set(pair.secondGlyph, advance(pair.value1) + advance(pair.value2));
        }
        sets.set(i, set);
      }
      return set.get(b);
    };
  }
  if (table.version === 2) {
    const rows = new Map<number, number[]>();
    return (a, b) => {
      if (index(a) === -1) return undefined;
      const c1 = classOf(table.classDef1, a);
      let row = rows.get(c1);
      if (row === undefined) {
        row = all(at(table.classRecords as NonNullable<PairSubtable["classRecords"]>, c1)).map((r) => advance(r.value1) + advance(r.value2));
        rows.set(c1, row);
      }
      return row[classOf(table.classDef2, b)] ?? 0;
    };
  }
  throw new UnsupportedFont(`pair adjustment format ${table.version}`);
}

/** The kern lookups fontkit applies under a script tag (its selectScript and lookupsForFeatures). */
function kernLookups(gpos: Gpos, scriptTags: readonly string[]): ((a: number, b: number) => number | undefined)[][] {
  const entry = scriptTags.map((tag) => gpos.scriptList.find((s) => s.tag === tag)).find((s) => s !== undefined) ??
    ["DFLT", "dflt", "latn"].map((tag) => gpos.scriptList.find((s) => s.tag === tag)).find((s) => s !== undefined);
  const langSys = entry?.script.defaultLangSys;
  if (langSys === undefined) return [];
  // fontkit keeps the last feature of each tag.
  let kern: readonly number[] = [];
  for (const i of langSys.featureIndexes) {
    const record = gpos.featureList[i];
    if (record?.tag === "kern") kern = record.feature.lookupListIndexes;
  }
  return [...kern].sort((a, b) => a - b).map((i) => {
    const lookup = at(gpos.lookupList, i);
    const f = lookup.flags.flags;
    if (f.ignoreBaseGlyphs || f.ignoreLigatures) throw new UnsupportedFont(`kern lookup ${i} skips base glyphs or ligatures`);
    return lookup.subTables.map((sub) => {
      let type = lookup.lookupType;
      let table = sub;
      if (type === 9) {
        type = sub.lookupType ?? 0;
        table = sub.extension as Subtable;
      }
      if (type !== 2) throw new UnsupportedFont(`kern lookup ${i} is of type ${type}, not pair adjustment`);
      return pairFunction(table);
    });
  });
}

function pairKerning(lookups: ((a: number, b: number) => number | undefined)[][], a: number, b: number): number {
  let total = 0;
  for (const subtables of lookups) {
    for (const sub of subtables) {
      const v = sub(a, b);
      if (v !== undefined) {
        total += v;
        break;
      }
    }
  }
  return total;
}

/** `first-last` hex ranges of sorted code points. */
function ranges(codes: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < codes.length; ) {
    let j = i;
    while (j + 1 < codes.length && (codes[j + 1] as number) === (codes[j] as number) + 1) j++;
    const a = (codes[i] as number).toString(16);
    out.push(i === j ? a : `${a}-${(codes[j] as number).toString(16)}`);
    i = j + 1;
  }
  return out.join(",");
}

/** The metrics table of a font file's bytes (WOFF or TrueType). Throws UnsupportedFont (see above). */
export function extractFontMetrics(file: Uint8Array): FontMetrics {
  const sha256 = createHash("sha256").update(file).digest("hex");
  const font = create(isWoff(file) ? woffToSfnt(file) : file) as unknown as FullFont;
  if (font.morx !== undefined) throw new UnsupportedFont("AAT layout (morx)");
  const codes = [...new Set(font.characterSet)].filter((c) => font.hasGlyphForCodePoint(c)).sort((a, b) => a - b);
  const gdef = font.GDEF?.glyphClassDef;
  const chars: string[] = [];
  const glyphs: number[] = [];
  const advances: number[] = [];
  for (const code of codes) {
    if (!measurableCode(code)) continue;
    const glyph = font.glyphForCodePoint(code);
    // A glyph classed as a mark gets no advance in fontkit's shaping: leave it to fontkit.
    if (gdef !== undefined && classOf(gdef, glyph.id) === 3) continue;
    chars.push(String.fromCharCode(code));
    glyphs.push(glyph.id);
    advances.push(glyph.advanceWidth);
  }
  const latn = { pairs: "", values: [] as number[] };
  const dflt = { pairs: "", values: [] as number[] };
  if (font.GPOS !== undefined) {
    const byScript = [
      { lookups: kernLookups(font.GPOS, ["latn"]), into: latn, latinOnly: false },
      // fontkit's tag for a text without letters ("zzzz") is in no font: it falls back to DFLT.
      { lookups: kernLookups(font.GPOS, ["zzzz"]), into: dflt, latinOnly: true },
    ];
    for (const { lookups, into, latinOnly } of byScript) {
      if (lookups.length === 0) continue;
      for (let i = 0; i < chars.length; i++) {
        if (latinOnly && LATIN_LETTER.test(chars[i] as string)) continue;
        for (let j = 0; j < chars.length; j++) {
          if (latinOnly && LATIN_LETTER.test(chars[j] as string)) continue;
          const k = pairKerning(lookups, glyphs[i] as number, glyphs[j] as number);
          if (k === 0) continue;
          into.pairs += (chars[i] as string) + (chars[j] as string);
          into.values.push(k);
        }
      }
    }
  } else if (font.kern !== undefined) {
    throw new UnsupportedFont("legacy kern table");
  }
  return { version: METRICS_VERSION, sha256, unitsPerEm: font.unitsPerEm, cmap: ranges(codes), chars: chars.join(""), advances, kern: { latn: latn satisfies KernPairs, default: dflt } };
}
