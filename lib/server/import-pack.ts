/**
 * importPack: a `greenhouse.pack/1` document becomes a new pack, in ONE transaction: a format
 * error anywhere (or a crash, or a kill) writes nothing. Lint errors in attribute text are not
 * format errors: half-finished cards import fine.
 */
import { preparePack, preparePackJson } from "@/lib/packs/import";
import { validationError } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, ImportResult } from "./types";
import { uniquePackName } from "./unique-pack-name";
import { writePreparedPack } from "./write-pack";

export interface ImportPackOptions extends DbOptions {
  /** The document: parsed JSON (any value) or its text. */
  readonly document: unknown;
  /** When `document` is a string, treat it as JSON text (default true). */
  readonly text?: boolean;
}

/**
 * Imports the document as a new pack (never merges into an existing one). When another pack has
 * its name, the new one is numbered ("Coast (2)") and `renamedFrom` says so. A document that
 * breaks the format -> AppError validation (422) listing every bad path; nothing is written.
 */
export async function importPack(options: ImportPackOptions): Promise<ImportResult> {
  const prepared =
    typeof options.document === "string" && options.text !== false ? preparePackJson(options.document) : preparePack(options.document);
  if (!prepared.ok) throw validationError(prepared.issues, "This is not a valid greenhouse.pack/1 document; nothing was imported");
  const { pack } = prepared;
  return writeTransaction(dbOf(options), async (tx) => writePreparedPack(tx, pack, await uniquePackName(tx, pack.doc.pack.name)));
}
