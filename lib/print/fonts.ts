/**
 * The fonts print embeds: Inter and JetBrains Mono from @fontsource (WOFF files; fontkit, which
 * shapes them and which pdfkit embeds them through, is fastest on their unwrapped TrueType bytes, woff.ts). @fontsource splits each face into unicode subsets (latin holds
 * ASCII and the accented letters of Western Europe, latin-ext the rest of Latin, and so on), so a
 * face is a stack of fonts: a character is drawn from the first font of the stack that has it,
 * exactly as the PDF writer (pdf-canvas.ts) splits a run. A character that no font of the stack
 * has would draw as the font's missing glyph, so {@link printable} replaces it first (and fit.ts
 * reports it).
 *
 * The same files are measured here with fontkit (the library the PDF is shaped with), so the
 * lines text-layout.ts breaks are the lines the PDF draws.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Font } from "fontkit";
import { create } from "./font-engine";
import { metricsForFile, type MetricsTable } from "./font-metrics";
import { isWoff, woffToSfnt } from "./woff";

export type FaceName = "sans" | "sansMedium" | "sansItalic" | "sansBold" | "mono" | "monoBold";
export const FACE_NAMES: readonly FaceName[] = ["sans", "sansMedium", "sansItalic", "sansBold", "mono", "monoBold"];

type FontPackage = "inter" | "jetbrains-mono";

interface FaceSpec {
  readonly pkg: FontPackage;
  readonly weight: number;
  readonly style: "normal" | "italic";
}

const FACES: Readonly<Record<FaceName, FaceSpec>> = {
  sans: { pkg: "inter", weight: 400, style: "normal" },
  sansMedium: { pkg: "inter", weight: 500, style: "normal" },
  sansItalic: { pkg: "inter", weight: 400, style: "italic" },
  sansBold: { pkg: "inter", weight: 700, style: "normal" },
  mono: { pkg: "jetbrains-mono", weight: 400, style: "normal" },
  monoBold: { pkg: "jetbrains-mono", weight: 600, style: "normal" },
};

/** Fallback order: the common subsets first. */
const SUBSETS: Readonly<Record<FontPackage, readonly string[]>> = {
  inter: ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"],
  "jetbrains-mono": ["latin", "latin-ext", "vietnamese", "greek", "cyrillic", "cyrillic-ext"],
};

/** The OpenType features fontkit applies unless told otherwise. */
const DEFAULT_FEATURES = ["rvrn", "ltra", "ltrm", "frac", "numr", "dnom", "ccmp", "locl", "rlig", "mark", "mkmk", "calt", "clig", "liga", "rclt", "curs", "kern"];

/**
 * The OpenType features print shapes with, in measuring and in the PDF alike: kerning for
 * Inter, nothing at all for JetBrains Mono (a monospaced font has no kerning, and its contextual
 * alternates are code ligatures such as "->" drawn as an arrow, unwanted on a card). Everything
 * else is off because fontkit applies features in JavaScript, glyph by glyph: with all defaults
 * a line of Inter took about 0.7 ms to shape and a card pack thousands of lines. Text is
 * NFC-normalised first (see printable), so accents need no mark positioning.
 * A fresh object each time: fontkit writes into the object it is given.
 */
export function fontFeatures(face: FaceName): Record<string, boolean> {
  const keep = FACES[face].pkg === "inter" ? ["kern"] : [];
  return Object.fromEntries(DEFAULT_FEATURES.map((f) => [f, keep.includes(f)]));
}

/** What replaces a character no embedded font can draw. */
export const REPLACEMENT = "?";

let fontRoot: string | undefined;

/**
 * The folder holding `@fontsource/*`. Found by walking up from this file and from the working
 * directory, because under Next's bundler and in the worker bundle this file is not where its
 * source lives. Throws with a fix when the packages are missing.
 */
export function fontsourceRoot(): string {
  if (fontRoot !== undefined) return fontRoot;
  const starts: string[] = [process.cwd()];
  try {
    starts.unshift(dirname(fileURLToPath(import.meta.url)));
  } catch {
    // import.meta.url is not a file URL inside some bundles; the working directory remains.
  }
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = join(dir, "node_modules", "@fontsource");
      if (existsSync(join(candidate, "inter", "files"))) {
        fontRoot = candidate;
        return candidate;
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error("print: cannot find node_modules/@fontsource/inter; run `npm install` in the Greenhouse folder");
}

/** Absolute paths of a face's WOFF files, in fallback order. */
export function faceFiles(face: FaceName): string[] {
  const { pkg, weight, style } = FACES[face];
  return SUBSETS[pkg].map((subset) => join(fontsourceRoot(), pkg, "files", `${pkg}-${subset}-${weight}-${style}.woff`));
}

/** The family name of one font of a face's stack (the raster exports register the fonts by it). */
export function familyName(face: FaceName, index: number): string {
  return `gh-${face}-${index}`;
}

/** The react-pdf family names of a face's stack, in fallback order. */
export function familyStack(face: FaceName): string[] {
  return faceFiles(face).map((_, i) => familyName(face, i));
}

/** A face's fonts, parsed on first use (most text never needs more than the first). */
export class FaceFonts {
  private readonly fonts: (Font | undefined)[];
  constructor(readonly face: FaceName, private readonly files: readonly string[]) {
    this.fonts = files.map(() => undefined);
  }

  get size(): number {
    return this.files.length;
  }

  font(index: number): Font {
    let font = this.fonts[index];
    if (font === undefined) {
      const file = this.files[index];
      if (file === undefined) throw new RangeError(`print: font ${index} of ${this.face} does not exist`);
      font = create(fontBytes(file));
      this.fonts[index] = font;
    }
    return font;
  }

  /**
   * The metrics table of one font of the stack (font-metrics.ts), or null when none is installed
   * for that file: then only fontkit can measure with it.
   */
  table(index: number): MetricsTable | null {
    const file = this.files[index];
    return file === undefined ? null : metricsForFile(file);
  }

  /** Index of the first font that has the code point, or -1. A font with a table is not parsed. */
  fontIndexFor(codePoint: number): number {
    for (let i = 0; i < this.files.length; i++) {
      const has = this.table(i)?.has(codePoint) ?? this.font(i).hasGlyphForCodePoint(codePoint);
      if (has) return i;
    }
    return -1;
  }

  /**
   * Calls `run(start, end, font)` for each run of `text` drawn from one font of the stack, in
   * order: the first font that has each character, the first font when none has it (it draws the
   * missing glyph, as react-pdf does).
   */
  eachRun(text: string, run: (start: number, end: number, font: number) => void): void {
    let start = 0;
    let font = -1;
    let i = 0;
    for (const ch of text) {
      const index = Math.max(0, this.fontIndexFor(ch.codePointAt(0) as number));
      if (index !== font) {
        if (i > start) run(start, i, font);
        start = i;
        font = index;
      }
      i += ch.length;
    }
    if (text.length > start) run(start, text.length, font);
  }
}

const bytes = new Map<string, Uint8Array>();

/**
 * A font file as plain TrueType bytes (WOFF unwrapped once: see woff.ts for why), cached.
 * react-pdf gets the same bytes as a data URL, so both measure the very same font.
 */
export function fontBytes(file: string): Uint8Array {
  let data = bytes.get(file);
  if (data === undefined) {
    const raw = new Uint8Array(readFileSync(file));
    data = isWoff(raw) ? woffToSfnt(raw) : raw;
    bytes.set(file, data);
  }
  return data;
}

const loaded = new Map<FaceName, FaceFonts>();

export function faceFonts(face: FaceName): FaceFonts {
  let fonts = loaded.get(face);
  if (fonts === undefined) {
    fonts = new FaceFonts(face, faceFiles(face));
    loaded.set(face, fonts);
  }
  return fonts;
}

/** One cluster as printable() composes it: a character and the marks after it, or marks alone. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/suy;
/** Text that starts with a combining mark. */
const MARK_START = /^\p{M}/u;

/** Characters dropped before printing: they draw nothing and would only confuse measuring. */
const INVISIBLE = /^[\u00AD\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000B-\u001F\u007F]$/;

export interface PrintableText {
  readonly text: string;
  /** 0-based offsets (in the original text) of characters replaced by {@link REPLACEMENT}. */
  readonly replaced: readonly number[];
  /** For each UTF-16 index of `text` (and one past its end), the index in the original text. */
  readonly sourceOffsets: readonly number[];
}

const coverage = new Map<FaceName, Map<number, boolean>>();

function covered(face: FaceName, codePoint: number): boolean {
  let map = coverage.get(face);
  if (map === undefined) {
    map = new Map();
    coverage.set(face, map);
  }
  let ok = map.get(codePoint);
  if (ok === undefined) {
    ok = faceFonts(face).fontIndexFor(codePoint) !== -1;
    map.set(codePoint, ok);
  }
  return ok;
}

/**
 * Which characters each face's fonts have and lack, as strings of characters: for
 * lib/print/width-cache.ts, so that a command-line run that finds every width in the cache
 * needs neither the fonts nor fontkit to know what {@link printable} replaces.
 */
export function knownCoverage(): Record<string, { has: string; lacks: string }> {
  const out: Record<string, { has: string; lacks: string }> = {};
  for (const [face, map] of coverage) {
    let has = "";
    let lacks = "";
    for (const [codePoint, ok] of map) {
      if (ok) has += String.fromCodePoint(codePoint);
      else lacks += String.fromCodePoint(codePoint);
    }
    out[face] = { has, lacks };
  }
  return out;
}

/** Adds coverage known from another process with the same fonts (width-cache.ts checks that). */
export function primeCoverage(known: unknown): void {
  if (typeof known !== "object" || known === null) return;
  for (const face of FACE_NAMES) {
    const entry: unknown = (known as Record<string, unknown>)[face];
    if (typeof entry !== "object" || entry === null) continue;
    const { has, lacks } = entry as { has?: unknown; lacks?: unknown };
    let map = coverage.get(face);
    if (map === undefined) {
      map = new Map();
      coverage.set(face, map);
    }
    if (typeof has === "string") for (const ch of has) map.set(ch.codePointAt(0) as number, true);
    if (typeof lacks === "string") for (const ch of lacks) map.set(ch.codePointAt(0) as number, false);
  }
}

/**
 * The text as print draws it in `face`: tabs become spaces, \r\n and \r become \n, invisible
 * characters go, and characters no embedded font has become "?" (their offsets listed).
 */
export function printable(text: string, face: FaceName): PrintableText {
  const replaced: number[] = [];
  const sourceOffsets: number[] = [];
  let out = "";
  // A letter and its combining accents are composed first (NFC: "e" + U+0301 -> "é"), so no
  // mark positioning is needed; each cluster keeps the offset of its first character.
  // Below U+0300 no character is a mark or changes under NFC: one not followed by a mark is a
  // cluster of its own and stays as it is, and takes the short way (most card text is such).
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code < 0x300 && !(text.charCodeAt(i + 1) >= 0x300 && MARK_START.test(text.slice(i + 1, i + 3)))) {
      if (code === 9 || code === 32 || code === 10) {
        sourceOffsets.push(i);
        out += code === 10 ? "\n" : " ";
      } else if (code === 13) {
        if (text.charCodeAt(i + 1) !== 10) {
          sourceOffsets.push(i);
          out += "\n";
        }
      } else if (code <= 0x1f || code === 0x7f || code === 0xad) {
        // dropped: draws nothing (INVISIBLE below U+0300)
      } else if (covered(face, code)) {
        sourceOffsets.push(i);
        out += text[i];
      } else {
        replaced.push(i);
        sourceOffsets.push(i);
        out += REPLACEMENT;
      }
      i++;
      continue;
    }
    CLUSTER.lastIndex = i;
    const m = CLUSTER.exec(text) as RegExpExecArray;
    const offset = i;
    i += m[0].length;
    const emit = (s: string) => {
      for (let k = 0; k < s.length; k++) sourceOffsets.push(offset);
      out += s;
    };
    for (const ch of m[0].normalize("NFC")) {
      if (ch === "\t") emit(" ");
      else if (ch === "\r") {
        if (text[offset + 1] !== "\n") emit("\n");
      } else if (ch === "\n" || ch === " ") emit(ch);
      else if (INVISIBLE.test(ch)) {
        // dropped: draws nothing
      } else if (covered(face, ch.codePointAt(0) as number)) emit(ch);
      else {
        replaced.push(offset);
        emit(REPLACEMENT);
      }
    }
  }
  sourceOffsets.push(text.length);
  return { text: out, replaced, sourceOffsets };
}

/** Indices (into the face's stack) of the fonts a text actually draws from, in stack order. */
export function fontsUsed(face: FaceName, text: string, into: Set<number> = new Set()): Set<number> {
  const fonts = faceFonts(face);
  for (const ch of text) {
    if (ch === "\n" || ch === " ") continue;
    const i = fonts.fontIndexFor(ch.codePointAt(0) as number);
    if (i >= 0) into.add(i);
  }
  return into;
}
