/**
 * The print plan: which card goes on which sheet, where, and where its back goes; then the
 * order of the PDF's pages. Pure (no fonts, no pictures, no PDF).
 *
 * - Silver and gold cards go on their own sheets; silver first.
 * - Within a format: era by era (pack order), adventure cards, then support cards, then cards
 *   without a valid Type, each group in pack order, every copy next to the others. Grouping by
 *   play mode puts red borders next to red and blue next to blue, so a slightly missed cut
 *   between butted cards shows the card's own colour.
 * - Pages: the optional instructions page (and, with backs, a blank page behind it, so every
 *   fronts page stays on the front of a sheet), then each fronts page followed by its backs page.
 */
import { cardModel } from "../systems/got-cgs/attributes/analyze";
import type { CardType } from "../systems/got-cgs/attributes/catalogue";
import type { CardFormat, PackCard, PackDocument } from "../packs/schema";
import { BORDER_COLOURS, formatSize } from "./card-layout";
import { backPlacement, type CardPlacement } from "./duplex";
import type { Rotation, Segment } from "./geometry";
import { cropMarks, layoutSheet, partialLayout, type SheetLayout } from "./imposition";
import type { PrintOptions } from "./options";

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

/**
 * A card on a sheet: a GOT CGS `PrintCard` by default; any system's card (system-print.ts) too.
 * The pages read a card through a {@link SheetCardView}.
 */
export interface PlacedCard<C = PrintCard> {
  readonly card: C;
  readonly front: CardPlacement;
  /** Where its back goes on the backs page; null without backs. */
  readonly back: CardPlacement | null;
}

export interface PrintSheet<C = PrintCard, F extends string = CardFormat> {
  /** GOT CGS: silver or gold; another system: the face's key. */
  readonly format: F;
  /**
   * The slots holding this sheet's cards, with their bleed: on a partly filled sheet only the
   * placed cards' (imposition.ts `partialLayout`), so no bleed is cut short and no mark drawn
   * for an empty slot.
   */
  readonly layout: SheetLayout;
  /** How many cards a full sheet of this format holds (the slots of the whole layout). */
  readonly perSheet: number;
  readonly cards: readonly PlacedCard<C>[];
  /** Crop marks for the fronts page (empty unless asked for). */
  readonly marks: readonly Segment[];
}

export type PrintPage =
  | { readonly kind: "instructions" }
  | { readonly kind: "blank" }
  | { readonly kind: "fronts"; readonly sheet: number }
  | { readonly kind: "backs"; readonly sheet: number };

export interface PrintPlan<C = PrintCard, F extends string = CardFormat> {
  readonly options: PrintOptions;
  readonly packName: string;
  readonly sheets: readonly PrintSheet<C, F>[];
  readonly pages: readonly PrintPage[];
  /** Cards printed, copies counted. */
  readonly cardCount: number;
}

/** A print request that cannot be met (an unknown era, nothing to print): the message says why. */
export class PrintError extends Error {
  override readonly name = "PrintError";
  constructor(
    message: string,
    /** The option at fault (`era`), for 422 issue paths. */
    readonly path: string = "(document)",
  ) {
    super(message);
  }
}

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

/** What the pages need to know of a card on a sheet, whatever its system. */
export interface SheetCardView<C> {
  /** Key of its front scene (copies share one). */
  readonly frontKey: (card: C) => string;
  readonly backKey: (card: C) => string;
  /** Border colour: the bleed and the seam under the card are painted in it. */
  readonly colour: (card: C) => string;
  readonly identifier: (card: C) => string;
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
export function planPrint(doc: PackDocument, options: PrintOptions): PrintPlan {
  checkPrintable(doc, options);
  const cards = printCards(doc, options.era);
  const sheets: PrintSheet[] = [];
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
      const placed = onSheet.map((card, i): PlacedCard => {
        const front = cardPlacement(card.card, layout.slots[i] as (typeof layout.slots)[number], layout.card);
        const back = options.backs === "none" ? null : uprightBack(card.card, backPlacement(front, layout.page, options.backs, options.backOffset), layout.card);
        return { card, front, back };
      });
      sheets.push({ format, layout, perSheet, cards: placed, marks });
    }
  }
  return { options, packName: doc.pack.name, sheets, pages: printPages(options, sheets.length), cardCount: cards.length };
}

/**
 * The pages in print order: the instructions (and a blank back for them when printing duplex), then
 * each sheet's fronts followed by its backs. Shared by both planners (this one and system-print.ts).
 */
export function printPages(options: Pick<PrintOptions, "instructions" | "backs">, sheetCount: number): PrintPage[] {
  const pages: PrintPage[] = [];
  if (options.instructions) {
    pages.push({ kind: "instructions" });
    if (options.backs !== "none") pages.push({ kind: "blank" });
  }
  for (let sheet = 0; sheet < sheetCount; sheet++) {
    pages.push({ kind: "fronts", sheet });
    if (options.backs !== "none") pages.push({ kind: "backs", sheet });
  }
  return pages;
}
