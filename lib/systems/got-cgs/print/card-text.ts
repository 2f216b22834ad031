/**
 * The text of a card's four areas, broken into lines and shrunk to fit, as the PDF prints it.
 * fit.ts reads the same results to report text that needs less than the readable floor.
 */
import { formatAttributes } from "../attributes/format";
import type { PackCard, PackDocument } from "../../../packs/schema";
import { CARD_AREAS, HARD_MIN_PT, type AreaSpec, type CardArea, type CardFace } from "./card-layout";
import { printable, type FaceName, type PrintableText } from "../../../print/fonts";
import type { AttributeMode } from "../../../print/options";
import { paragraphLines, plainParagraphs } from "../../../print/paragraphs";
import { emWidth, fitParagraphs, type FitResult, type Paragraph } from "../../../print/text-layout";

export { plainParagraphs };

/** A leading name (`AdventureCosts`, `AR.StarshipFlyRange`), drawn in the strong face. */
const LEADING_NAME = /^[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)?/;
/** Continuation lines of a wrapped attribute line sit two spaces deeper than the line. */
const HANGING_SPACES = 2;

/**
 * Attribute text as paragraphs: one per line, leading spaces turned into an indent (react-pdf
 * would collapse them), the leading name in the strong face.
 */
export function attributeParagraphs(text: string, face: FaceName, strong: FaceName): Paragraph[] {
  const spaceEm = emWidth(" ", face);
  return paragraphLines(text).map(({ line, offset }) => {
    const lead = line.length - line.trimStart().length;
    const body = line.trim();
    const name = LEADING_NAME.exec(body)?.[0] ?? "";
    const spans = name === "" ? [{ text: body, face }] : [{ text: name, face: strong }, { text: body.slice(name.length), face }];
    return {
      spans: spans.filter((s) => s.text !== ""),
      indentEm: lead * spaceEm,
      hangingEm: HANGING_SPACES * spaceEm,
      offset: offset + lead,
    };
  });
}

export interface AreaText {
  readonly area: CardArea;
  readonly source: PrintableText;
  readonly fit: FitResult;
}

export type CardTexts = Readonly<Record<CardArea, AreaText>>;

/** The texts a card prints; `attributes` is already in the chosen form (canonical or as typed). */
export interface CardTextInput {
  readonly directive: string;
  readonly attributes: string;
  readonly lore: string;
  readonly identifier: string;
}

/** The attribute text a card prints: the canonical form (the formatter's) or exactly as typed. */
export function printedAttributes(card: PackCard, doc: PackDocument, mode: AttributeMode): string {
  if (mode === "as-typed") return card.attributes;
  // A text with syntax errors comes back unchanged: it prints as typed (and lint shows the errors).
  return formatAttributes(card.attributes, { packAliases: doc.pack.aliases }).text;
}

export function cardTextInput(card: PackCard, attributes: string): CardTextInput {
  return { directive: card.directive, attributes, lore: card.lore, identifier: card.identifier };
}

/**
 * Laid-out areas by face (the faces are constants of card-layout.ts) and area+text. Printing
 * lays every card out twice, once for preflight's print fit (fit.ts) and once to draw it
 * (build.ts), and copies of a card repeat it: the second time costs nothing. The results are
 * read-only, so sharing them is safe.
 */
const laidOut = new WeakMap<CardFace, Map<string, AreaText>>();
const LAID_OUT_LIMIT = 20_000;

/** Lays out one area's text in its box (inside the panel's padding). Cached: see {@link laidOut}. */
export function layoutArea(text: string, area: CardArea, spec: AreaSpec, face: CardFace): AreaText {
  let byText = laidOut.get(face);
  if (byText === undefined) {
    byText = new Map();
    laidOut.set(face, byText);
  }
  // The spec is the face's own for the area, unless a caller passes another one: then no cache.
  const cacheable = face.areas[area] === spec;
  const key = `${area}\u0000${text}`;
  const hit = cacheable ? byText.get(key) : undefined;
  if (hit !== undefined) return hit;
  const laid = layoutAreaUncached(text, area, spec, face);
  if (cacheable) {
    if (byText.size >= LAID_OUT_LIMIT) byText.clear();
    byText.set(key, laid);
  }
  return laid;
}

function layoutAreaUncached(text: string, area: CardArea, spec: AreaSpec, face: CardFace): AreaText {
  const source = printable(text, spec.face);
  const paragraphs =
    area === "attributes" ? attributeParagraphs(source.text, spec.face, spec.strongFace ?? spec.face) : plainParagraphs(source.text, spec.face);
  const fit = fitParagraphs(paragraphs, {
    width: spec.rect.width - 2 * face.padX,
    height: spec.rect.height - 2 * face.padY,
    sizePt: spec.sizePt,
    floorPt: spec.floorPt,
    hardMinPt: HARD_MIN_PT,
    lineHeight: face.lineHeight,
    align: spec.align,
  });
  return { area, source, fit };
}

/** Lays out all four areas of a card. */
export function layoutCardText(input: CardTextInput, face: CardFace): CardTexts {
  const out = {} as Record<CardArea, AreaText>;
  for (const area of CARD_AREAS) out[area] = layoutArea(input[area], area, face.areas[area], face);
  return out;
}
