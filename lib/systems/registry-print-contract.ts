/**
 * The contract of a system's own print path (lib/systems/registry-print.ts hands it out): what a
 * system whose pack file has a shape of its own (GOT CGS's era decks) prints, checks, previews and
 * exports with its own code, instead of the definition's faces that print core reads for every
 * other system (lib/print/system-print.ts).
 *
 * lib/systems sits below lib/print, so the contract cannot name print core's types: they are its
 * type parameters, which the system's adapter fixes (`SystemPrint<PackDocument, PrintOptions, ...>`,
 * lib/systems/got-cgs/print/system-print.ts) and a caller sees as opaque values, as it sees an
 * engine's states (./engine.ts). Its methods are methods (bivariant), so a system's typed adapter
 * is a `SystemPrint`.
 */
import type { PreflightRow } from "./lint/finding-rows";

/** A rendered PDF (lib/print/render.ts `RenderResult`). */
export interface RenderedPdf {
  /** The PDF in an ArrayBuffer of its own (transferable to another thread, usable as a body). */
  readonly pdf: Uint8Array<ArrayBuffer>;
  readonly pages: number;
  readonly sheets: number;
  readonly cards: number;
  /** Pictures that could not be printed (the card got a plain background). */
  readonly pictureProblems: readonly string[];
}

/** A card whose text `formatPack` kept as written, and why. */
export interface KeptByFormat {
  readonly deck: string;
  readonly identifier: string;
  readonly reason: string;
}

/** How `formatPack` treats aliases of a system's language: as written, expanded to full names, contracted. */
export type FormatAliases = "keep" | "expand" | "contract";

/** What `formatPack` gives: the document with only its texts in canonical form, and what changed or was kept. */
export interface FormattedPack<Doc> {
  readonly doc: Doc;
  readonly changed: number;
  readonly kept: readonly KeptByFormat[];
}

/**
 * A system's own print path. `Doc` is the system's pack document, `Options` print core's
 * `PrintOptions`, `Hooks` its `RenderHooks`, `Item` a preflight item, `Preview` a `SheetPreview`,
 * `Card` an `ExportCard`.
 */
export interface SystemPrint<Doc = unknown, Options = unknown, Hooks = unknown, Item extends PreflightRow = PreflightRow, Preview = unknown, Card = unknown> {
  /** Throws print core's PrintError for what cannot print (an unknown deck, nothing to print), before any work is queued. */
  checkPrintable(doc: Doc, options: Options): void;
  /** What is worth knowing before printing (pictures, lint of the cards printed, print fit). */
  preflight(doc: Doc, options: Options): Item[];
  /** The first sheet as the print dialog's preview draws it. */
  preview(doc: Doc, options: Options, limits: { readonly maxPicturePixels?: number }): Promise<Preview>;
  /** The printable PDF, in this thread. */
  renderPdf(doc: Doc, options: Options, hooks?: Hooks): Promise<RenderedPdf>;
  /** The cards as exports read them (Tabletop Simulator, print-on-demand PNGs), of one deck or all. */
  exportCards(doc: Doc, deck?: string): Promise<Card[]>;
}

/**
 * A system's formatter of its own pack document (`cli format`): every card's text of the
 * system's language in canonical form. Loaded apart from the print path: formatting draws nothing.
 */
export type PackFormatter<Doc = unknown> = <D extends Doc>(doc: D, options: { readonly aliases: FormatAliases }) => FormattedPack<D>;
