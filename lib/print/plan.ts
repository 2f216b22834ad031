/**
 * The print plan's shape, for every system: which card goes on which sheet, where, and where its
 * back goes; then the order of the PDF's pages. A system plans its cards into it (GOT CGS:
 * lib/systems/got-cgs/print/plan.ts; data systems: system-print.ts) and says through a
 * {@link SheetCardView} how the pages read a card. Pure (no fonts, no pictures, no PDF).
 *
 * Pages: the optional instructions page (and, with backs, a blank page behind it, so every
 * fronts page stays on the front of a sheet), then each fronts page followed by its backs page.
 */
import type { CardPlacement } from "./duplex";
import type { Segment } from "./geometry";
import type { SheetLayout } from "./imposition";
import type { PrintOptions } from "./options";

/**
 * A card on a sheet: whatever card type its system plans with (`C`).
 * The pages read a card through a {@link SheetCardView}.
 */
export interface PlacedCard<C> {
  readonly card: C;
  readonly front: CardPlacement;
  /** Where its back goes on the backs page; null without backs. */
  readonly back: CardPlacement | null;
}

export interface PrintSheet<C, F extends string = string> {
  /** The system's name for the card shape on this sheet (GOT CGS: silver or gold; data systems: the face's key). */
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

export interface PrintPlan<C, F extends string = string> {
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

/** What the pages need to know of a card on a sheet, whatever its system. */
export interface SheetCardView<C> {
  /** Key of its front scene (copies share one). */
  readonly frontKey: (card: C) => string;
  readonly backKey: (card: C) => string;
  /** Border colour: the bleed and the seam under the card are painted in it. */
  readonly colour: (card: C) => string;
  readonly identifier: (card: C) => string;
}

/**
 * The pages in print order: the instructions (and a blank back for them when printing duplex), then
 * each sheet's fronts followed by its backs. Shared by every planner.
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
