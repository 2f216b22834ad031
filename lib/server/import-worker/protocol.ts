/**
 * Messages between the server thread and the import worker (client.ts, entry.ts). Plain data
 * only: they cross threads by structured clone. Errors travel as the HTTP error body they
 * become anyway (errors.ts `toErrorPayload`), so a 422 keeps every issue path.
 */
import type { ErrorBody } from "../errors";
import type { ImportResult } from "../types";

/** Importing a `greenhouse.pack/1` document as a new pack (import-pack.ts). */
export interface PackJob {
  readonly kind: "pack";
  /** JSON text, or an already parsed value. */
  readonly document: unknown;
  /** Whether a string `document` is JSON text (else it is the value itself). */
  readonly text: boolean;
  /** Import the file's own system as a copy under this key (lib/server/systems/pack-system.ts). */
  readonly systemAs?: string;
}

/** Importing CSV rows at the end of an era (import-csv.ts); inputs already checked by zod. */
export interface CsvJob {
  readonly kind: "csv";
  readonly eraId: string;
  readonly text: string;
  readonly mapping: Readonly<Record<string, string>>;
  readonly skipInvalid: boolean;
}

export type ImportJob = PackJob | CsvJob;

export interface CsvImportResult {
  readonly created: number;
  readonly skipped: number;
  /** Ids of the new cards, in file order. */
  readonly ids: readonly string[];
}

export type JobResult<J extends ImportJob> = J extends PackJob ? ImportResult : CsvImportResult;

/**
 * Where a job's write transaction is: `locked` once it holds SQLite's write lock (before the
 * first row), `written` when every row is written and the commit comes next.
 */
export type ImportPhase = "locked" | "written";

export type ToWorker =
  | { readonly type: "run"; readonly id: number; readonly file: string; readonly job: ImportJob; readonly hold: boolean }
  /** Lets a job held at a phase (tests only: `hold`) go on. */
  | { readonly type: "release"; readonly id: number };

export type FromWorker =
  | { readonly type: "phase"; readonly id: number; readonly phase: ImportPhase }
  | { readonly type: "done"; readonly id: number; readonly result: ImportResult | CsvImportResult }
  | { readonly type: "error"; readonly id: number; readonly status: number; readonly body: ErrorBody };
