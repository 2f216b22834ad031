/**
 * Line breaking and shrink-to-fit for card text, measured with the embedded fonts' own metrics
 * (fontkit, as the PDF writer shapes them, pdf-canvas.ts). The document draws exactly the lines computed here, one
 * positioned line at a time, so what fit.ts reports is what the PDF shows.
 *
 * Lengths are millimetres, font sizes points. Text is expected to have gone through
 * `printable()` first (fonts.ts).
 */
import { faceFonts, fontFeatures, type FaceName } from "./fonts";
import { MM_PER_PT } from "./units";
import { SYMBOL_CHAR } from "../systems/symbols";

export interface Span {
  readonly text: string;
  readonly face: FaceName;
}

export interface Paragraph {
  readonly spans: readonly Span[];
  /** Left indent of the first line, in ems (of the font size). */
  readonly indentEm: number;
  /** Extra indent of continuation lines, in ems. */
  readonly hangingEm: number;
  /** 0-based offset of the paragraph's first character in the field's text (for diagnostics). */
  readonly offset: number;
}

export interface LineRun {
  readonly text: string;
  readonly face: FaceName;
}

export interface LaidLine {
  readonly runs: readonly LineRun[];
  /** Left edge of the line's text, from the box's left edge (mm). */
  readonly x: number;
  readonly width: number;
  /** 0-based offset in the field's text of the line's first character. */
  readonly offset: number;
}

export interface TextBlock {
  readonly sizePt: number;
  readonly lineHeightMm: number;
  readonly lines: readonly LaidLine[];
}

const emCache = new Map<FaceName, Map<string, number>>();

/** Width of `text` in ems of `face`, shaped run by run the way the PDF writer shapes it. */
export function emWidth(text: string, face: FaceName): number {
  let cache = emCache.get(face);
  if (cache === undefined) {
    cache = new Map();
    emCache.set(face, cache);
  }
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  // A symbol's layout character (symbols.ts) is its icon, one em square: the text around it is
  // measured on its own (no kerning reaches across an icon).
  if (SYMBOL_CHAR.test(text)) {
    let total = 0;
    for (const part of text.split(/([\uE000-\uE0C7])/)) total += part === "" ? 0 : SYMBOL_CHAR.test(part) ? 1 : emWidth(part, face);
    return remember(cache, text, total);
  }
  const fonts = faceFonts(face);
  // Most text is drawn from the first font of the stack alone: when its table holds every
  // character, that is the whole width (no need to look for each character's font).
  const { kernOnly, kerns } = shaping(face);
  const first = kernOnly ? fonts.table(0) : null;
  const whole = first?.units(text, kerns);
  if (first !== null && whole !== undefined) return remember(cache, text, whole / first.unitsPerEm);
  let total = 0;
  fonts.eachRun(text, (start, end, runFont) => {
    const run = start === 0 && end === text.length ? text : text.slice(start, end);
    // The font's metrics table when it has one and can measure this run (font-metrics.ts says
    // when it cannot); fontkit otherwise.
    const table = kernOnly ? fonts.table(runFont) : null;
    const tabled = table?.units(run, kerns);
    if (table !== null && tabled !== undefined) {
      total += tabled / table.unitsPerEm;
      return;
    }
    const font = fonts.font(runFont);
    total += (joinedUnits(run, face, font.unitsPerEm) ?? font.layout(run, fontFeatures(face)).advanceWidth) / font.unitsPerEm;
  });
  return remember(cache, text, total);
}

/** Stores `width` as the width of `text` and returns it; a cache past 50,000 texts starts over. */
function remember(cache: Map<string, number>, text: string, width: number): number {
  if (cache.size > 50_000) cache.clear();
  cache.set(text, width);
  return width;
}

/**
 * Text of words whose width is the sum of its words' widths plus the kerning of each pair of
 * characters where they meet: Latin and general punctuation (one script, or none, for fontkit;
 * no combining marks, no bidirectional controls). The fonts print shapes with apply no
 * substitutions and kern only pairs of glyphs (GPOS pair adjustment, kerning feature only:
 * fontFeatures), so that sum is exactly what shaping the whole text gives, in font units;
 * tests/print/text-layout.test.ts compares the two on every text of the demo pack (and 129,000
 * random texts of its characters agreed when this was written).
 */
const JOINABLE = /^[\u0020-\u007E\u00A0-\u024F\u2010-\u2027\u2030-\u205E]*$/;
/** A word and the spaces after it (or spaces alone at the start). */
const PIECE = /\s*\S+\s*|\s+/gy;
/**
 * A Latin letter (within JOINABLE everything else is of no script). fontkit picks a text's
 * script from its first letter, and Inter kerns a text of no script (DFLT) differently from a
 * Latin one: a piece or pair is measured on its own only when it is of the whole text's script.
 */
const LATIN = /[A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/;

/** How print shapes a face, as far as measuring goes: both facts derive from fontFeatures(face). */
interface Shaping {
  /** No feature but kerning: what a metrics table can measure. */
  readonly kernOnly: boolean;
  /** Any feature at all (Inter: kerning). */
  readonly kerns: boolean;
}

const shapings = new Map<FaceName, Shaping>();

function shaping(face: FaceName): Shaping {
  let known = shapings.get(face);
  if (known === undefined) {
    const features = Object.entries(fontFeatures(face));
    known = {
      kernOnly: features.every(([feature, on]) => !on || feature === "kern"),
      kerns: features.some(([, on]) => on),
    };
    shapings.set(face, known);
  }
  return known;
}

/**
 * Width in font units of a one-font `text` from parts measured (and cached) on their own: a text
 * of several words from its pieces (a word and its spaces) and the kerning where they meet, a
 * piece from its characters and the kerning of each pair. Undefined when the text is shorter
 * than three characters or not {@link JOINABLE}, or a part is not of the text's script: then it
 * is shaped whole. Lines repeat the same words and words the same pairs of letters, so a line
 * costs a few cache look-ups instead of a shaping (fontkit's cost is mostly per call).
 */
function joinedUnits(text: string, face: FaceName, unitsPerEm: number): number | undefined {
  if (text.length < 3 || !JOINABLE.test(text)) return undefined;
  // Without any feature (JetBrains Mono) nothing depends on the script.
  const latin = shaping(face).kerns ? LATIN.test(text) : undefined;
  const sameScript = (t: string) => latin === undefined || LATIN.test(t) === latin;
  const units = (t: string) => Math.round(emWidth(t, face) * unitsPerEm);
  const pieces = text.indexOf(" ") > 0 ? text.match(PIECE) : null;
  if (pieces === null || pieces.length < 2) {
    // units(pair) - units(first) is the second character's width plus the pair's kerning.
    let total = units(text[0] as string);
    for (let i = 1; i < text.length; i++) {
      const pair = text.slice(i - 1, i + 1);
      if (!sameScript(pair)) return undefined;
      total += units(pair) - units(pair[0] as string);
    }
    return total;
  }
  let total = 0;
  let previous = "";
  for (const piece of pieces) {
    if (!sameScript(piece)) return undefined;
    if (previous !== "") {
      const pair = (previous[previous.length - 1] as string) + (piece[0] as string);
      if (!sameScript(pair)) return undefined;
      total += units(pair) - units(pair[0] as string) - units(pair[1] as string);
    }
    total += units(piece);
    previous = piece;
  }
  return total;
}

/** Every width measured (or primed) so far: face -> text -> ems. For lib/print/width-cache.ts. */
export function measuredWidths(): Record<string, Record<string, number>> {
  return Object.fromEntries([...emCache].map(([face, widths]) => [face, Object.fromEntries(widths)]));
}

/**
 * Adds widths measured by another process with the same fonts and features (width-cache.ts
 * checks that); later `emWidth` calls for those texts then shape nothing. Non-numbers are skipped.
 */
export function primeWidths(widths: Readonly<Record<string, Readonly<Record<string, unknown>>>>): number {
  let added = 0;
  for (const [face, texts] of Object.entries(widths)) {
    let cache = emCache.get(face as FaceName);
    if (cache === undefined) {
      cache = new Map();
      emCache.set(face as FaceName, cache);
    }
    for (const [text, width] of Object.entries(texts)) {
      if (typeof width !== "number" || !Number.isFinite(width)) continue;
      cache.set(text, width);
      added++;
    }
  }
  return added;
}

/** Width in millimetres of `text` at `sizePt`. */
export function textWidth(text: string, face: FaceName, sizePt: number): number {
  return emWidth(text, face) * sizePt * MM_PER_PT;
}

interface Token {
  readonly text: string;
  readonly face: FaceName;
  readonly space: boolean;
  readonly offset: number;
}

function tokens(p: Paragraph): Token[] {
  const out: Token[] = [];
  let offset = p.offset;
  for (const span of p.spans) {
    for (const m of span.text.matchAll(/\s+|\S+/g)) {
      out.push({ text: m[0], face: span.face, space: /^\s/.test(m[0]), offset: offset + (m.index ?? 0) });
    }
    offset += span.text.length;
  }
  return out;
}

function mergeRuns(parts: readonly Token[]): LineRun[] {
  const runs: { text: string; face: FaceName }[] = [];
  for (const t of parts) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.face === t.face) last.text += t.text;
    else runs.push({ text: t.text, face: t.face });
  }
  return runs;
}

function runsWidth(runs: readonly LineRun[], sizePt: number): number {
  return runs.reduce((sum, r) => sum + textWidth(r.text, r.face, sizePt), 0);
}

/** Splits a word too long for any line into pieces that fit `avail`, at least one character each. */
function splitWord(word: Token, avail: number, sizePt: number): Token[] {
  const pieces: Token[] = [];
  const chars = Array.from(word.text);
  let piece = "";
  let offset = word.offset;
  let pieceOffset = offset;
  for (const ch of chars) {
    if (piece !== "" && textWidth(piece + ch, word.face, sizePt) > avail) {
      pieces.push({ ...word, text: piece, offset: pieceOffset });
      piece = "";
      pieceOffset = offset;
    }
    piece += ch;
    offset += ch.length;
  }
  if (piece !== "") pieces.push({ ...word, text: piece, offset: pieceOffset });
  return pieces;
}

/**
 * Breaks paragraphs into lines no wider than `width` mm at `sizePt`: at spaces, and inside a
 * word only when the word alone is wider than a line. Never returns a line wider than `width`
 * unless a single character is.
 */
export function breakLines(paragraphs: readonly Paragraph[], width: number, sizePt: number, align: "left" | "right"): LaidLine[] {
  return breakTokenized(tokenized(paragraphs), width, sizePt, align);
}

/** The paragraphs with their words and spaces (breakLines at several sizes splits them once). */
function tokenized(paragraphs: readonly Paragraph[]): { readonly p: Paragraph; readonly tokens: readonly Token[] }[] {
  return paragraphs.map((p) => ({ p, tokens: tokens(p) }));
}

function breakTokenized(paragraphs: readonly { readonly p: Paragraph; readonly tokens: readonly Token[] }[], width: number, sizePt: number, align: "left" | "right"): LaidLine[] {
  const lines: LaidLine[] = [];
  for (const { p, tokens: split } of paragraphs) {
    const em = sizePt * MM_PER_PT;
    const firstIndent = Math.min(p.indentEm * em, width / 2);
    const nextIndent = Math.min((p.indentEm + p.hangingEm) * em, width / 2);
    const queue = [...split];
    let current: Token[] = [];
    let currentWidth = 0;
    let pendingSpace: Token[] = [];
    let indent = firstIndent;
    let lineOffset = p.offset;

    const emit = () => {
      const runs = mergeRuns(current);
      // Exact check with whole-run shaping (kerning across word boundaries): move words on if needed.
      let w = runsWidth(runs, sizePt);
      const avail = width - indent;
      while (w > avail + 1e-9 && current.length > 1) {
        const last = current.pop() as Token;
        queue.unshift(last);
        while (current.length > 0 && (current[current.length - 1] as Token).space) current.pop();
        w = runsWidth(mergeRuns(current), sizePt);
      }
      const finalRuns = mergeRuns(current);
      const x = align === "right" ? Math.max(indent, width - w) : indent;
      lines.push({ runs: finalRuns, x, width: w, offset: current[0]?.offset ?? lineOffset });
      current = [];
      currentWidth = 0;
      pendingSpace = [];
      indent = nextIndent;
    };

    if (queue.length === 0) {
      lines.push({ runs: [], x: firstIndent, width: 0, offset: p.offset });
      continue;
    }
    while (queue.length > 0) {
      const t = queue.shift() as Token;
      if (t.space) {
        if (current.length > 0) pendingSpace.push(t);
        continue;
      }
      const avail = width - indent;
      const spaceW = pendingSpace.reduce((s, sp) => s + textWidth(sp.text, sp.face, sizePt), 0);
      const wordW = textWidth(t.text, t.face, sizePt);
      if (current.length === 0) {
        if (wordW > avail) {
          const pieces = splitWord(t, avail, sizePt);
          queue.unshift(...pieces.slice(1));
          current.push(pieces[0] as Token);
          currentWidth = textWidth((pieces[0] as Token).text, t.face, sizePt);
          lineOffset = t.offset;
          if (pieces.length > 1) emit();
          continue;
        }
        current.push(t);
        currentWidth = wordW;
        lineOffset = t.offset;
      } else if (currentWidth + spaceW + wordW <= avail + 1e-9) {
        current.push(...pendingSpace, t);
        currentWidth += spaceW + wordW;
        pendingSpace = [];
      } else {
        emit();
        queue.unshift(t);
      }
    }
    if (current.length > 0) emit();
  }
  return lines;
}

export interface FitSpec {
  readonly width: number;
  readonly height: number;
  readonly sizePt: number;
  readonly floorPt: number;
  readonly hardMinPt: number;
  readonly lineHeight: number;
  readonly align: "left" | "right";
}

export interface FitResult {
  readonly block: TextBlock;
  /** The text fits at or above the readable floor. */
  readonly fits: boolean;
  /** Even at the hard minimum some lines did not fit and were cut (ending in "…"). */
  readonly truncated: boolean;
  /** When it does not fit at the floor: 0-based offset of the first character that would not. */
  readonly overflowOffset: number | null;
}

const STEP_PT = 0.25;

function lineHeightMm(sizePt: number, factor: number): number {
  return sizePt * factor * MM_PER_PT;
}

function maxLines(height: number, sizePt: number, factor: number): number {
  return Math.floor((height + 1e-6) / lineHeightMm(sizePt, factor));
}

/**
 * The largest size (in 0.25 pt steps from `sizePt` down) at which the paragraphs fit the box.
 * Below `floorPt` the result says it does not fit (and where the text overflows at the floor);
 * below `hardMinPt` the lines that do not fit are cut and the last one ends in an ellipsis.
 */
export function fitParagraphs(paragraphs: readonly Paragraph[], spec: FitSpec): FitResult {
  const sizes: number[] = [];
  for (let s = spec.sizePt; s >= spec.hardMinPt - 1e-9; s -= STEP_PT) sizes.push(Math.round(s * 100) / 100);
  const split = tokenized(paragraphs);
  const attempt = (size: number) => {
    const lines = breakTokenized(split, spec.width, size, spec.align);
    return { lines, ok: lines.length <= maxLines(spec.height, size, spec.lineHeight) };
  };
  const first = attempt(spec.sizePt);
  const block = (size: number, lines: readonly LaidLine[]): TextBlock => ({ sizePt: size, lineHeightMm: lineHeightMm(size, spec.lineHeight), lines });
  if (first.ok) return { block: block(spec.sizePt, first.lines), fits: true, truncated: false, overflowOffset: null };

  // Binary search for the largest size that fits (fewer lines at smaller sizes, more room per line).
  let lo = 0;
  let hi = sizes.length - 1;
  let found = -1;
  let foundLines: readonly LaidLine[] = [];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = attempt(sizes[mid] as number);
    if (r.ok) {
      found = mid;
      foundLines = r.lines;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  const overflowAtFloor = (): number | null => {
    const floorLines = breakTokenized(split, spec.width, spec.floorPt, spec.align);
    const n = maxLines(spec.height, spec.floorPt, spec.lineHeight);
    return floorLines.length > n ? (floorLines[n]?.offset ?? null) : null;
  };
  if (found >= 0) {
    const size = sizes[found] as number;
    const fits = size >= spec.floorPt - 1e-9;
    return { block: block(size, foundLines), fits, truncated: false, overflowOffset: fits ? null : overflowAtFloor() };
  }
  const size = spec.hardMinPt;
  const all = breakTokenized(split, spec.width, size, spec.align);
  const n = Math.max(0, maxLines(spec.height, size, spec.lineHeight));
  const kept = all.slice(0, n);
  const last = kept[kept.length - 1];
  if (last !== undefined) kept[kept.length - 1] = ellipsize(last, spec.width, size, spec.align);
  return { block: block(size, kept), fits: false, truncated: true, overflowOffset: overflowAtFloor() };
}

function ellipsize(line: LaidLine, width: number, sizePt: number, align: "left" | "right"): LaidLine {
  const runs = line.runs.map((r) => ({ ...r }));
  const face = runs[runs.length - 1]?.face ?? "sans";
  const fitsWith = () => runsWidth(runs, sizePt) + textWidth("…", face, sizePt) <= width - line.x + 1e-9;
  while (runs.length > 0 && !fitsWith()) {
    const last = runs[runs.length - 1] as { text: string; face: FaceName };
    const chars = Array.from(last.text);
    chars.pop();
    last.text = chars.join("");
    if (last.text === "") runs.pop();
  }
  runs.push({ text: "…", face });
  const merged = mergeRuns(runs.map((r) => ({ ...r, space: false, offset: 0 })));
  const w = runsWidth(merged, sizePt);
  return { runs: merged, x: align === "right" ? Math.max(0, width - w) : line.x, width: w, offset: line.offset };
}
