/**
 * Messages between the server and the print worker thread (worker-entry.ts, worker-client.ts).
 * Plain data only: they cross threads by structured clone, the PDF bytes by transfer.
 */
import type { PackDocument } from "../packs/schema";
import type { ExportJob, ExportSummary } from "./export/job";
import type { PrintOptions } from "./options";
import type { RenderProgress } from "./render";
import type { SystemPrintDocument, SystemPrintFaces } from "./system-print";

export type WorkerRequest =
  | { readonly type: "render"; readonly id: number; readonly doc: PackDocument; readonly options: PrintOptions }
  /** A pack of a data-defined system, with the parts of its definition print reads (plain JSON). */
  | { readonly type: "renderSystem"; readonly id: number; readonly doc: SystemPrintDocument; readonly faces: SystemPrintFaces; readonly options: PrintOptions }
  | { readonly type: "calibration"; readonly id: number; readonly paper: PrintOptions["paper"]; readonly flip: "long-edge" | "short-edge" }
  /** Load what every print needs (text widths measured before, the fonts) and answer nothing: the print dialog opened. */
  | { readonly type: "warm"; readonly id: number }
  /** A Tabletop Simulator or print-on-demand export (lib/print/export): a zip. */
  | { readonly type: "export"; readonly id: number; readonly job: ExportJob };

/** What went wrong, as data: classes do not survive the thread boundary. */
export interface WorkerFailure {
  /** print: PrintError (bad era, nothing to print) or invalid options; layout: LayoutError; export: ExportError; internal: a bug. */
  readonly kind: "print" | "layout" | "export" | "internal";
  readonly message: string;
  /** The option at fault, for 422 issue paths. */
  readonly path?: string;
}

export interface WorkerResult {
  readonly pdf: ArrayBuffer;
  readonly pages: number;
  readonly sheets: number;
  readonly cards: number;
  readonly pictureProblems: readonly string[];
}

export interface ExportWorkerResult {
  readonly zip: ArrayBuffer;
  readonly summary: ExportSummary;
}

export type WorkerResponse =
  | { readonly type: "progress"; readonly id: number; readonly progress: RenderProgress }
  | { readonly type: "done"; readonly id: number; readonly result: WorkerResult }
  | { readonly type: "exported"; readonly id: number; readonly result: ExportWorkerResult }
  | { readonly type: "error"; readonly id: number; readonly error: WorkerFailure };
