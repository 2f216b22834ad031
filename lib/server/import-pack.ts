/**
 * importPack: a `greenhouse.pack/1` document becomes a new pack, in ONE transaction: a format
 * error anywhere (or a crash, or a kill) writes nothing. Lint errors in attribute text are not
 * format errors: half-finished cards import fine.
 *
 * The parsing, the picture checks and the writing run in the import worker on its own
 * connection (import-worker/), so a big pack does not hold up the server's other requests.
 */
import { runImport } from "./import-worker/client";
import { requireStudioOwner } from "./accounts/require";
import { dbOf } from "./tx";
import type { DbOptions, ImportResult } from "./types";

export interface ImportPackOptions extends DbOptions {
  /** The document: parsed JSON (any value) or its text. */
  readonly document: unknown;
  /** When `document` is a string, treat it as JSON text (default true). */
  readonly text?: boolean;
  /** Import the file's own system (its `systemDefinition`) as a copy under this new key. */
  readonly systemAs?: string;
}

/**
 * Imports the document as a new pack (never merges into an existing one). When another pack has
 * its name, the new one is numbered ("Coast (2)") and `renamedFrom` says so. A document that
 * breaks the format -> AppError validation (422) listing every bad path; nothing is written.
 * A full import queue -> AppError busy (503).
 */
export async function importPack(options: ImportPackOptions): Promise<ImportResult> {
  requireStudioOwner();
  return runImport(dbOf(options), { kind: "pack", document: options.document, text: options.text !== false, ...(options.systemAs === undefined ? {} : { systemAs: options.systemAs }) });
}
