/**
 * An export as plain data, for the print worker thread (lib/print-worker/worker-entry.ts): the
 * pack (a GOT CGS `PackDocument`, or a data system's decks with the parts of its definition the
 * faces and descriptions need), what to export and its options. The answer is the zip and a
 * summary; both cross threads by structured clone, the zip by transfer.
 */
import type { PackDocument } from "../../packs/schema";
import type { FieldDef } from "../../systems/types";
import type { SystemPrintDocument, SystemPrintFaces } from "../system-print";

export type ExportSource =
  | { readonly kind: "eras"; readonly doc: PackDocument }
  | { readonly kind: "decks"; readonly doc: SystemPrintDocument; readonly faces: SystemPrintFaces & { readonly fields: readonly Pick<FieldDef, "key" | "label" | "type">[] } };

export interface ExportJob {
  readonly kind: "tts" | "png";
  readonly source: ExportSource;
  readonly packName: string;
  readonly deck?: string;
  /** png: the profile (`tgc-poker`, `mpc-poker`, `dpi-<n>`). */
  readonly profile?: string;
  /** tts: where the sheets will be served from. */
  readonly baseUrl?: string;
}

export interface ExportSummary {
  readonly kind: "tts" | "png";
  /** Images written (png: faces and backs; tts: sheets). */
  readonly images: number;
  /** Distinct cards exported. */
  readonly cards: number;
  /** tts: copies (one TTS card each); png: cards. */
  readonly copies: number;
  readonly warnings: readonly string[];
}
