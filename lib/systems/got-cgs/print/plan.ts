/**
 * The GOT CGS print plan (lib/print/plan.ts has its shape): which card goes on which sheet.
 *
 * - Silver and gold cards go on their own sheets; silver first.
 * - Within a format: era by era (pack order), adventure cards, then support cards, then cards
 *   without a valid Type, each group in pack order, every copy next to the others. Grouping by
 *   play mode puts red borders next to red and blue next to blue, so a slightly missed cut
 *   between butted cards shows the card's own colour.
 */
import { cardModel } from "../attributes/analyze";
import type { CardType } from "../attributes/catalogue";
import type { CardFormat, PackCard, PackDocument } from "../../../packs/schema";
import { backPlacement, type CardPlacement } from "../../../print/duplex";
import type { Rotation } from "../../../print/geometry";
import { cropMarks, layoutSheet, partialLayout } from "../../../print/imposition";
import type { PrintOptions } from "../../../print/options";
import { PrintError, printPages, type PlacedCard, type PrintPlan, type PrintSheet, type SheetCardView } from "../../../print/plan";
import { BORDER_COLOURS, formatSize } from "./card-layout";

export interface PrintCard {
  readonly era: string;
  readonly eraIndex: number;
  readonly cardIndex: number;
  readonly card: PackCard;
  readonly type: CardType | null;
  readonly affiliation: string | null;
  /** 1-based copy number among `card.copies`. */
  readonly copy: number;
}

/** A GOT CGS plan: its cards are {@link PrintCard}s, its sheets silver or gold. */
export type GotCgsPrintPlan = PrintPlan<PrintCard, CardFormat>;

const TYPE_ORDER: Record<CardType | "none", number> = { Adventure: 0, Support: 1, none: 2 };

/** The era decks to print: all, or the one named; PrintError at `era` for an unknown name. */
function erasToPrint(doc: PackDocument, era: string | undefined): PackDocument["eras"] {
  const eras = era === undefined ? doc.eras : doc.eras.filter((e) => e.name === era);
  if (era !== undefined && eras.length === 0) {
    const names = doc.eras.map((e) => `"${e.name}"`).join(", ") || "none";
    throw new PrintError(`the pack has no era deck named "${era}" (it has: ${names})`, "era");
  }
  return eras;
}

/**
 * Throws what {@link planPrint} throws for a request that cannot be met (PrintError: an unknown
 * era, nothing to print; LayoutError: no room for a card), without planning: no card text is
 * analysed, so a route can check a request in its own thread before it streams an answer.
 */
export function checkPrintable(doc: PackDocument, options: Pick<PrintOptions, "era" | "paper" | "bleed">): void {
  const eras = erasToPrint(doc, options.era);
  const formats = new Set(eras.flatMap((e) => e.cards.map((c) => c.format)));
  if (formats.size === 0) {
    throw new PrintError(options.era === undefined ? "the pack has no cards to print" : `the era deck "${options.era}" has no cards to print`, options.era === undefined ? "(document)" : "era");
  }
  for (const format of formats) layoutSheet(formatSize(format), { paper: options.paper, bleed: options.bleed });
}

/** Every card to print, copies expanded, in print order (see the file comment). */
export function printCards(doc: PackDocument, era?: string): PrintCard[] {
  const eras = erasToPrint(doc, era);
  const out: PrintCard[] = [];
  for (const e of eras) {
    const eraIndex = doc.eras.indexOf(e);
    const cards = e.cards.map((card, cardIndex) => {
      const model = cardModel(card.attributes, doc.pack.aliases);
      return { card, cardIndex, type: model.type, affiliation: model.affiliation };
    });
    const sorted = [...cards].sort((a, b) => TYPE_ORDER[a.type ?? "none"] - TYPE_ORDER[b.type ?? "none"] || a.cardIndex - b.cardIndex);
    for (const c of sorted) {
      for (let copy = 1; copy <= c.card.copies; copy++) out.push({ era: e.name, eraIndex, ...c, copy });
    }
  }
  return out;
}

/** The scene of a card's front is shared by its copies. */
export function frontKey(card: PrintCard): string {
  return `${card.eraIndex}:${card.cardIndex}`;
}

/** Backs differ by affiliation, play mode (border) and format (always drawn portrait). */
export function backKey(card: PrintCard): string {
  return JSON.stringify([card.card.format, card.type ?? "", card.affiliation]);
}

/** GOT CGS cards on the pages: scene keys as above, border colour by play mode. */
export const GOT_CGS_VIEW: SheetCardView<PrintCard> = {
  frontKey,
  backKey,
  colour: (c) => BORDER_COLOURS[c.type ?? "none"],
  identifier: (c) => c.card.identifier,
};

/** How a card sits in a slot: a landscape gold card takes a portrait slot turned a quarter less. */
function cardPlacement(card: PackCard, slot: { trim: CardPlacement["trim"]; rotation: Rotation }, formatCard: { width: number; height: number }): CardPlacement {
  if (card.format === "gold" && card.orientation === "landscape") {
    return { trim: slot.trim, rotation: ((slot.rotation + 270) % 360) as Rotation, size: { width: formatCard.height, height: formatCard.width } };
  }
  return { trim: slot.trim, rotation: slot.rotation, size: formatCard };
}

/**
 * Backs are drawn in the format's portrait shape: one back picture per affiliation serves every
 * card of it, so a landscape gold card gets the portrait back turned a quarter rather than a
 * picture cropped to half its height. The rectangle stays the exact mirror of the front.
 */
function uprightBack(card: PackCard, back: CardPlacement, formatCard: { width: number; height: number }): CardPlacement {
  if (card.format === "gold" && card.orientation === "landscape") {
    return { trim: back.trim, rotation: ((back.rotation + 90) % 360) as Rotation, size: formatCard };
  }
  return back;
}

/**
 * Plans the whole print. Throws {@link PrintError} for an unknown era or when there is nothing
 * to print, and LayoutError (imposition.ts) when the options leave no room for a card.
 */
export function planPrint(doc: PackDocument, options: PrintOptions): GotCgsPrintPlan {
  checkPrintable(doc, options);
  const cards = printCards(doc, options.era);
  const sheets: PrintSheet<PrintCard, CardFormat>[] = [];
  for (const format of ["silver", "gold"] as const) {
    const ofFormat = cards.filter((c) => c.card.format === format);
    if (ofFormat.length === 0) continue;
    const full = layoutSheet(formatSize(format), { paper: options.paper, bleed: options.bleed });
    const perSheet = full.slots.length;
    const fullMarks = options.cropMarks ? cropMarks(full) : [];
    for (let start = 0; start < ofFormat.length; start += perSheet) {
      const onSheet = ofFormat.slice(start, start + perSheet);
      const layout = partialLayout(full, onSheet.length);
      const marks = !options.cropMarks ? [] : layout === full ? fullMarks : cropMarks(layout);
      const placed = onSheet.map((card, i): PlacedCard<PrintCard> => {
        const front = cardPlacement(card.card, layout.slots[i] as (typeof layout.slots)[number], layout.card);
        const back = options.backs === "none" ? null : uprightBack(card.card, backPlacement(front, layout.page, options.backs, options.backOffset), layout.card);
        return { card, front, back };
      });
      sheets.push({ format, layout, perSheet, cards: placed, marks });
    }
  }
  return { options, packName: doc.pack.name, sheets, pages: printPages(options, sheets.length), cardCount: cards.length };
}

