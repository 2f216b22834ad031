/**
 * A card of ANY game system as drawing instructions, from the system's `FaceDef` (lib/systems/types.ts)
 * and the card's own data: the same `CardScene` the GOT CGS faces give (card-scene.ts), so the PDF,
 * the print dialog's preview and the card preview all draw it alike.
 *
 * Exports: `faceFrontScene(face, card, { border })` -> `{ scene, findings }` for a front,
 * `faceBackScene(face, { picture, packName, border })` for the back, `faceFitFindings(...)` for
 * the findings alone (lint), `regionText(region, card)` for what one region prints, and
 * `faceOfCard(definition, type, fields)` to pick a card type's face (FaceChoice).
 *
 * System-neutral on purpose: it gets a FaceDef, never a system key. Text shrinks from a region's
 * `fontPt` in 0.25 pt steps; below `minFontPt` it still prints smaller (never clipped until 3 pt)
 * and becomes a `print-text-overflow` finding naming the card, region and field. Server-side
 * only: measuring reads the embedded font files (fonts.ts).
 */
import type { CardFields, FaceDef, FieldValue, FillDef, RegionDef, SystemCard, SystemFinding, TextStyle } from "../systems/types";
import { printValueText } from "../systems/field-kinds";
import { designedBack, INK, NEUTRAL_BORDER, type CardScene, type SceneLine, type SceneNode } from "./card-scene";
import { PRINT_FIT_CODES } from "./fit-codes";
import { printable, REPLACEMENT, type FaceName, type PrintableText } from "./fonts";
import type { Rect } from "./geometry";
import { plainParagraphs, richParagraphs } from "./paragraphs";
import { fitParagraphs, textWidth, type FitResult } from "./text-layout";
import { HARD_MIN_PT, MM_PER_PT } from "./units";
import { faceOfCard } from "./face-of-card";
import { fillTemplate, symbolIndex, SYMBOL_CHAR, withSymbolChars } from "../systems/symbols";
import { parseColour } from "./pdf-colour";

export { faceOfCard };


/** A print-fit finding of one region: a SystemFinding plus the region's name. */
export interface FaceFinding extends SystemFinding {
  readonly identifier: string;
  readonly field: string;
  readonly region: string;
  /** The size the text prints at (pt). */
  readonly printedPt: number;
}

export interface FaceFront {
  readonly scene: CardScene;
  /** Text under its region's `minFontPt` and characters no embedded font has: warnings, in region order. */
  readonly findings: readonly FaceFinding[];
}

/** Border colour when the card type names none (card-scene.ts). */
export { NEUTRAL_BORDER };
/** The face inside the border, around the picture. */
const CARD_STOCK = "#f6f4ee";
/** The picture area when the card has no picture: a quiet tint, so the layout still reads. */
const NO_PICTURE = "#dde2d8";
const PANEL_OPACITY = 0.82;
const LINE_HEIGHT = 1.22;
/** Panel padding on the 63 mm card (as the silver face); scaled with the face's width. */
const PAD_X = 0.76;
const PAD_Y = 0.5;

const STYLE_FACES: Readonly<Record<TextStyle, FaceName>> = {
  regular: "sans",
  medium: "sansMedium",
  italic: "sansItalic",
  bold: "sansBold",
  mono: "mono",
  monoBold: "monoBold",
};

/** The embedded face a region's style prints in (absent: regular). */
export function regionFace(region: RegionDef): FaceName {
  return STYLE_FACES[region.style ?? "regular"];
}

/** A field's value as printed: the print binding of the kind its value stores (lib/systems/field-kinds.ts). */
function valueText(value: FieldValue | undefined): string {
  return printValueText(value);
}

/**
 * What a region prints: its prefix and the field's value (or its `text` template filled in) (`"$identifier"`: the identifier),
 * numbers as digits, booleans as Yes/No. An empty, null or absent value gives "" (prefix too):
 * the region then draws nothing.
 */
export function regionText(region: RegionDef, card: Pick<SystemCard, "identifier" | "fields">): string {
  if (region.text !== undefined) {
    const filled = fillTemplate(region.text, (k) => (k === "$identifier" ? card.identifier : card.fields[k]));
    return filled === "" ? "" : `${region.prefix ?? ""}${filled}`;
  }
  const value = region.field === "$identifier" ? card.identifier : valueText(card.fields[region.field]);
  if (value.trim() === "") return "";
  return `${region.prefix ?? ""}${value}`;
}

function fmtPt(pt: number): string {
  return Number.isInteger(pt) ? String(pt) : pt.toFixed(2).replace(/0$/, "");
}

interface LaidRegion {
  readonly source: PrintableText;
  readonly fit: FitResult;
  readonly boxWidth: number;
  readonly boxHeight: number;
  readonly padX: number;
  readonly padY: number;
}

const laidCache = new Map<string, LaidRegion>();
const LAID_LIMIT = 20_000;

function pads(face: FaceDef): { padX: number; padY: number } {
  const scale = face.widthMm / 63;
  return { padX: PAD_X * scale, padY: PAD_Y * scale };
}

/**
 * A symbol as print draws it: its key (`:key:` in text) and the picture to draw (a PNG data URL
 * for the PDF; the browser may also take an SVG one). Order as in the system's `symbols`.
 */
export interface PrintSymbol {
  readonly key: string;
  readonly src: string;
}

/**
 * Whether a region prints rich text: it shows a `richText` field (`rich` lists their keys), or its
 * template names one. Then `**bold**` and `*italic*` print in those faces, without the stars.
 */
export function regionIsRich(region: RegionDef, rich: readonly string[]): boolean {
  if (rich.length === 0) return false;
  if (region.text !== undefined) return rich.some((k) => region.text?.includes(`{${k}}`) === true);
  return rich.includes(region.field);
}

/** One region's text laid out in its box (inside the panel padding); cached by region and text. */
function layoutRegion(face: FaceDef, region: RegionDef, text: string, symbols: readonly PrintSymbol[], rich = false): LaidRegion {
  const fontFace = regionFace(region);
  const printed = printable(text, fontFace);
  // Known `:key:` become one layout character each (symbols.ts), measured as one em.
  const source = symbols.length === 0 ? printed : { ...printed, text: withSymbolChars(printed.text, symbols, REPLACEMENT) };
  const key = JSON.stringify([face.widthMm, region.rect, region.fontPt, region.minFontPt, region.style ?? "", region.align ?? "", rich, source.text]);
  const hit = laidCache.get(key);
  if (hit !== undefined) return hit;
  const { padX, padY } = pads(face);
  const boxWidth = region.rect.width - 2 * padX;
  const boxHeight = region.rect.height - 2 * padY;
  // Centred text is broken as left-aligned text and each line moved to the middle when drawn.
  const fit = fitParagraphs((rich ? richParagraphs : plainParagraphs)(source.text, fontFace), {
    width: boxWidth,
    height: boxHeight,
    sizePt: region.fontPt,
    floorPt: region.minFontPt,
    hardMinPt: Math.min(HARD_MIN_PT, region.minFontPt),
    lineHeight: LINE_HEIGHT,
    align: region.align === "right" ? "right" : "left",
  });
  const laid = { source, fit, boxWidth, boxHeight, padX, padY };
  if (laidCache.size >= LAID_LIMIT) laidCache.clear();
  laidCache.set(key, laid);
  return laid;
}

function regionFindings(region: RegionDef, identifier: string, text: string, laid: LaidRegion): FaceFinding[] {
  const out: FaceFinding[] = [];
  const where = { identifier, field: region.field, region: region.name, printedPt: laid.fit.block.sizePt };
  if (!laid.fit.fits) {
    const excess = laid.fit.overflowOffset === null ? 0 : Math.max(1, laid.source.text.length - laid.fit.overflowOffset);
    const printsAt = laid.fit.truncated
      ? `it cannot fit even at ${fmtPt(laid.fit.block.sizePt)} pt, so its end is cut off`
      : `it prints at ${fmtPt(laid.fit.block.sizePt)} pt`;
    const shorten = excess > 0 ? ` Shorten it by about ${excess} character${excess === 1 ? "" : "s"}.` : " Shorten it.";
    out.push({
      ...where,
      code: PRINT_FIT_CODES.overflow,
      severity: "warning",
      message: `The ${region.name} of ${identifier} does not fit its area on the printed card at ${fmtPt(region.minFontPt)} pt, the smallest readable size: ${printsAt}.${shorten}`,
    });
  }
  for (const offset of laid.source.replaced.slice(0, 5)) {
    const cp = text.codePointAt(offset) ?? 0;
    out.push({
      ...where,
      code: PRINT_FIT_CODES.missingGlyph,
      severity: "warning",
      message: `"${String.fromCodePoint(cp)}" (U+${cp.toString(16).toUpperCase().padStart(4, "0")}) in the ${region.name} of ${identifier} cannot be printed: no embedded font has it, so it prints as "${REPLACEMENT}". Use another character.`,
    });
  }
  return out;
}

/** The colour a fill gives a card (its value's, else the default), or undefined for none. */
export function fillColour(fill: FillDef | undefined, fields: CardFields): string | undefined {
  if (fill === undefined) return undefined;
  const value = fields[fill.byField];
  return (typeof value === "string" ? fill.values[value] : undefined) ?? fill.default;
}

/** `css` (a #rrggbb colour) mixed with white: `amount` 0 is the colour, 1 white. */
function tint(css: string, amount: number): string {
  const { rgb } = parseColour(css);
  if (rgb === null) return css;
  const mix = (c: number) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, "0");
  return `#${mix(rgb.r)}${mix(rgb.g)}${mix(rgb.b)}`;
}

/** Ink that reads on `css`: white on a dark colour, the usual ink on a light one. */
function inkOn(css: string): string {
  const { rgb } = parseColour(css);
  if (rgb === null) return INK;
  const lum = (0.2126 * rgb.r + 0.7152 * rgb.g + 0.0722 * rgb.b) / 255;
  return lum < 0.55 ? "#ffffff" : INK;
}

/** Where an icon sits in its line box: from 0.12 em below the line's top, one em square (on the text's baseline and a little below). */
const SYMBOL_TOP_EM = 0.12;

/**
 * The nodes of one line holding symbols: the text between icons as one-line text nodes at the
 * positions the layout measured (symbols.ts: an icon is one em), the icons as image nodes.
 */
function symbolLineNodes(line: SceneLine, x: number, top: number, sizePt: number, lineHeightMm: number, color: string, symbols: readonly PrintSymbol[]): SceneNode[] {
  const nodes: SceneNode[] = [];
  const em = sizePt * MM_PER_PT;
  let at = x;
  for (const run of line.runs) {
    for (const part of run.text.split(/([\uE000-\uE0C7])/)) {
      if (part === "") continue;
      const index = symbolIndex(part);
      const symbol = index < 0 ? undefined : symbols[index];
      if (symbol !== undefined) {
        if (symbol.src !== "") nodes.push({ kind: "image", rect: { x: at, y: top + SYMBOL_TOP_EM * em, width: em, height: em }, src: symbol.src, fit: "contain" });
        at += em;
        continue;
      }
      const width = textWidth(part, run.face, sizePt);
      if (part.trim() !== "") nodes.push({ kind: "text", x: at, top, sizePt, lineHeightMm, lines: [{ runs: [{ text: part, face: run.face }], width }], color });
      at += width;
    }
  }
  return nodes;
}

function regionNodes(face: FaceDef, region: RegionDef, laid: LaidRegion, fields: CardFields, symbols: readonly PrintSymbol[]): SceneNode[] {
  const lines = laid.fit.block.lines;
  if (!lines.some((l) => l.runs.length > 0)) return [];
  const nodes: SceneNode[] = [];
  const scale = face.widthMm / 63;
  const panelColour = fillColour(region.fill, fields);
  const color = panelColour === undefined ? INK : inkOn(panelColour);
  if (panelColour !== undefined) nodes.push({ kind: "rect", rect: region.rect, fill: panelColour, radius: 0.5 * scale });
  else if (region.panel !== false) nodes.push({ kind: "rect", rect: region.rect, fill: "#ffffff", opacity: PANEL_OPACITY, radius: 0.5 * scale });
  const { lineHeightMm, sizePt } = laid.fit.block;
  const used = lines.length * lineHeightMm;
  // A region with room for one line only (costs, names, codes) holds it in its middle; larger ones read from the top.
  const oneLine = Math.floor((laid.boxHeight + 1e-6) / (region.fontPt * LINE_HEIGHT * MM_PER_PT)) <= 1;
  const top = region.rect.y + laid.padY + (oneLine ? Math.max(0, (laid.boxHeight - used) / 2) : 0);
  const left = region.rect.x + laid.padX;
  const centre = region.align === "center";
  // Consecutive lines starting at the same x become one text node (react-pdf draws those faster).
  let group: { x: number; first: number; lines: SceneLine[] } | null = null;
  const flush = () => {
    if (group === null) return;
    nodes.push({ kind: "text", x: left + group.x, top: top + group.first * lineHeightMm, sizePt, lineHeightMm, lines: group.lines, color });
    group = null;
  };
  lines.forEach((line, i) => {
    if (line.runs.length === 0) {
      flush();
      return;
    }
    const x = centre ? Math.max(0, (laid.boxWidth - line.width) / 2) : line.x;
    if (line.runs.some((r) => SYMBOL_CHAR.test(r.text))) {
      flush();
      nodes.push(...symbolLineNodes({ runs: line.runs, width: line.width }, left + x, top + i * lineHeightMm, sizePt, lineHeightMm, color, symbols));
      return;
    }
    if (group === null || Math.abs(group.x - x) > 1e-9) {
      flush();
      group = { x, first: i, lines: [] };
    }
    group.lines.push({ runs: line.runs, width: line.width });
  });
  flush();
  return nodes;
}

function insideBorder(face: FaceDef): Rect {
  const b = face.borderMm ?? 0;
  return { x: b, y: b, width: face.widthMm - 2 * b, height: face.heightMm - 2 * b };
}

function innerRadius(face: FaceDef): number {
  return (face.borderMm ?? 0) > 0 ? face.widthMm / 63 : 0;
}

/**
 * The front of a card on `face`: the border in `border` (the card type's colour; default
 * {@link NEUTRAL_BORDER}), the card stock inside it, the picture at `face.picture` (or the whole
 * face inside the border; a plain tint without a picture), then each region with a non-empty
 * value on a light panel (unless `panel: false`). Never throws for a valid FaceDef; text that
 * does not fit is drawn smaller and listed in `findings`. `card` is the system card's identifier
 * and fields with its picture as a PNG or JPEG data URL, or null for the designed plain picture area.
 */
export function faceFrontScene(face: FaceDef, card: Pick<SystemCard, "identifier" | "fields"> & { readonly picture: string | null }, options: FaceFrontOptions = {}): FaceFront {
  const size = { width: face.widthMm, height: face.heightMm };
  const symbols = options.symbols ?? [];
  // A face fill colours the frame by the card's value and tints the card stock with it.
  const filled = fillColour(face.fill, card.fields);
  const nodes: SceneNode[] = [{ kind: "rect", rect: { x: 0, y: 0, ...size }, fill: filled ?? options.border ?? NEUTRAL_BORDER }];
  const inner = insideBorder(face);
  const radius = innerRadius(face);
  const pictureRect = face.picture ?? inner;
  if (face.picture !== undefined) nodes.push({ kind: "rect", rect: inner, fill: filled === undefined ? CARD_STOCK : tint(filled, 0.82), radius });
  const pictureRadius = face.picture === undefined ? radius : 0;
  if (card.picture) nodes.push({ kind: "image", rect: pictureRect, src: card.picture, radius: pictureRadius });
  else nodes.push({ kind: "rect", rect: pictureRect, fill: filled === undefined ? NO_PICTURE : tint(filled, 0.6), radius: pictureRadius });
  const findings: FaceFinding[] = [];
  for (const region of face.regions) {
    const text = regionText(region, card);
    if (text === "") continue;
    const laid = layoutRegion(face, region, text, symbols, regionIsRich(region, options.rich ?? []));
    nodes.push(...regionNodes(face, region, laid, card.fields, symbols));
    findings.push(...regionFindings(region, card.identifier, text, laid));
  }
  return { scene: { size, nodes }, findings };
}

export interface FaceFrontOptions {
  /** The frame's colour when the face has no fill for the card (the card type's; default {@link NEUTRAL_BORDER}). */
  readonly border?: string;
  /** The system's symbols, in the definition's order, drawn where text says `:key:`. */
  readonly symbols?: readonly PrintSymbol[];
  /** The keys of the system's `richText` fields: their `**bold**` and `*italic*` print so (see {@link regionIsRich}). */
  readonly rich?: readonly string[];
}

/** The keys of the `richText` fields of a definition's `fields` (none given: none). */
export function richFieldKeys(fields: readonly { readonly key: string; readonly type: { readonly kind: string } }[] | undefined): string[] {
  return (fields ?? []).filter((f) => f.type.kind === "richText").map((f) => f.key);
}

/** The print-fit findings of one card on its face (what lint shows), without building the scene's nodes. */
export function faceFitFindings(face: FaceDef, card: Pick<SystemCard, "identifier" | "fields">, symbols: readonly { readonly key: string }[] = [], rich: readonly string[] = []): FaceFinding[] {
  const out: FaceFinding[] = [];
  const keyed = symbols.map((s) => ({ key: s.key, src: "" }));
  for (const region of face.regions) {
    const text = regionText(region, card);
    if (text === "") continue;
    out.push(...regionFindings(region, card.identifier, text, layoutRegion(face, region, text, keyed, regionIsRich(region, rich))));
  }
  return out;
}

export interface FaceBackInput {
  /** The pack's back picture (PNG or JPEG data URL), or null for the designed back. */
  readonly picture: string | null;
  readonly packName: string;
  /** A second line under the pack's name (a back chosen by a field: its value), or null. */
  readonly subtitle?: string | null;
  /** Border colour (default {@link NEUTRAL_BORDER}). */
  readonly border?: string;
}

/**
 * The back on `face` (portrait as the face is defined): the border, then the back picture inside
 * it, or the designed back of GOT CGS cards (a tint, a frame, the pack's name).
 */
export function faceBackScene(face: FaceDef, input: FaceBackInput): CardScene {
  return designedBack({
    size: { width: face.widthMm, height: face.heightMm },
    inner: insideBorder(face),
    innerRadius: innerRadius(face),
    border: input.border ?? NEUTRAL_BORDER,
    picture: input.picture,
    packName: input.packName,
    subtitle: input.subtitle ?? null,
  });
}

