/**
 * Print fit as lint (docs/attributes.md "What Greenhouse checks", layer 3): text that needs less than its area's readable
 * floor to fit, and characters no embedded font can draw. Both are warnings: the card is valid,
 * it just will not print well. The LANG helper merges these into `lintPack`, so the editor and
 * the era table show them.
 *
 * The measuring is the PDF's own (card-text.ts, with the embedded fonts' metrics), in the
 * default print mode (canonical attribute text). Server-side only: it reads font files.
 */
import type { PackDiagnostic } from "../attributes/diagnostics";
import type { PackCard, PackDocument } from "../../../packs/schema";
import { CARD_AREAS, cardFace, type CardArea } from "./card-layout";
import { layoutArea, printedAttributes, type AreaText } from "./card-text";
import { REPLACEMENT } from "../../../print/fonts";

import { PRINT_FIT_CODES } from "../../../print/fit-codes";

export { PRINT_FIT_CODES };

const AREA_NAMES: Record<CardArea, string> = {
  directive: "directive",
  attributes: "attribute text",
  lore: "lore",
  identifier: "identifier",
};

/** 1-based line and column (UTF-16 code units) of a 0-based offset in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.max(0, Math.min(offset, text.length));
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

function range(text: string, from: number, to: number) {
  const start = positionOf(text, from);
  const end = positionOf(text, to);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

function fmtPt(pt: number): string {
  return Number.isInteger(pt) ? String(pt) : pt.toFixed(2).replace(/0$/, "");
}

/** The diagnostics of one area of one card (no era/identifier yet). */
function areaDiagnostics(area: AreaText, typed: string, printedIsTyped: boolean, floorPt: number): Omit<PackDiagnostic, "era" | "identifier">[] {
  const out: Omit<PackDiagnostic, "era" | "identifier">[] = [];
  const field = area.area;
  const name = AREA_NAMES[area.area];
  const { fit, source } = area;
  if (!fit.fits) {
    // Where the overflow starts in the typed text, when the printed text is the typed text;
    // canonical attribute text is rearranged, so then the whole field is marked.
    const overflowSource = fit.overflowOffset === null ? null : (source.sourceOffsets[fit.overflowOffset] ?? null);
    const from = printedIsTyped && overflowSource !== null ? overflowSource : 0;
    const excess = fit.overflowOffset === null ? 0 : Math.max(1, source.text.length - fit.overflowOffset);
    const printsAt = fit.truncated
      ? `it cannot fit even at ${fmtPt(fit.block.sizePt)} pt, so its end is cut off`
      : `it prints at ${fmtPt(fit.block.sizePt)} pt`;
    out.push({
      code: PRINT_FIT_CODES.overflow,
      severity: "warning",
      message: `The ${name} does not fit its area on the printed card at ${fmtPt(floorPt)} pt, the smallest readable size: ${printsAt}. Shorten it by about ${excess} character${excess === 1 ? "" : "s"}.`,
      field,
      ...range(typed, from, typed.length),
    });
  }
  if (printedIsTyped) {
    for (const offset of source.replaced.slice(0, 5)) {
      const cp = typed.codePointAt(offset) ?? 0;
      const ch = String.fromCodePoint(cp);
      out.push({
        code: PRINT_FIT_CODES.missingGlyph,
        severity: "warning",
        message: `"${ch}" (U+${cp.toString(16).toUpperCase().padStart(4, "0")}) cannot be printed: no embedded font has it, so it prints as "${REPLACEMENT}". Use another character.`,
        field,
        ...range(typed, offset, offset + ch.length),
      });
    }
  }
  return out;
}

const cache = new Map<string, Omit<PackDiagnostic, "era" | "identifier">[]>();
const CACHE_LIMIT = 20_000;

/** The print-fit diagnostics of one card (cached by content: an unchanged card costs nothing). */
export function cardFitDiagnostics(card: PackCard, doc: PackDocument): Omit<PackDiagnostic, "era" | "identifier">[] {
  const attributes = printedAttributes(card, doc, "canonical");
  const key = JSON.stringify([card.format, card.orientation ?? "", card.directive, attributes, card.attributes === attributes, card.lore, card.identifier]);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const face = cardFace(card.format, card.orientation);
  const out: Omit<PackDiagnostic, "era" | "identifier">[] = [];
  for (const area of CARD_AREAS) {
    const typed = area === "attributes" ? card.attributes : card[area];
    const printed = area === "attributes" ? attributes : typed;
    const laid = layoutArea(printed, area, face.areas[area], face);
    out.push(...areaDiagnostics(laid, typed, printed === typed, face.areas[area].floorPt));
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, out);
  return out;
}

/**
 * Every print-fit finding of a pack: for each card (once, whatever its copies) and each text
 * area, text that does not fit at the area's readable floor (`print-text-overflow`) and
 * characters no embedded font has (`print-missing-glyph`). Warnings, positions 1-based within
 * the field's text; the whole field when the printed attribute text is the canonical form of
 * different typed text. Never throws for a valid document.
 */
export function printFitDiagnostics(doc: PackDocument): PackDiagnostic[] {
  const out: PackDiagnostic[] = [];
  for (const era of doc.eras) {
    for (const card of era.cards) {
      for (const d of cardFitDiagnostics(card, doc)) out.push({ ...d, era: era.name, identifier: card.identifier });
    }
  }
  return out;
}
