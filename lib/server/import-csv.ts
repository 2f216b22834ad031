/**
 * importCsv: the CSV import's commit step — the previewed rows become cards at the end of an
 * era deck, in ONE transaction. Rows with problems stop the import unless `skipInvalid` says
 * to leave them out; problems with the file or the mapping always stop it.
 *
 * Reading the file, mapping its rows and writing them run in the import worker on its own
 * connection (import-worker/), so 10,000 rows do not hold up the server's other requests.
 */
import { z } from "zod";
import { runImport } from "./import-worker/client";
import { csvMappingSchema, csvTextSchema } from "./preview-csv";
import { requireRoleOn } from "./accounts/require";
import { dbOf } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

import type { CsvImportResult } from "./import-worker/protocol";

export type { CsvImportResult };

export interface ImportCsvOptions extends DbOptions {
  readonly eraId: string;
  readonly text: string;
  /** Column -> target: GOT CGS `identifier`, `attribute:Type`, `entry:AdventureCosts.X`...; a data system `identifier`, `type`, `field:handCost`...; `ignore`. */
  readonly mapping: Readonly<Record<string, string>>;
  /** Import the good rows and leave out the rest (default: refuse while any row has problems). */
  readonly skipInvalid?: boolean;
}

/**
 * Imports; 404 unknown era; 422 with every problem (`path` = `line N: column`) when the file,
 * the mapping or (without `skipInvalid`) any row is bad — nothing is written then. A full
 * import queue -> AppError busy (503).
 */
export async function importCsv(options: ImportCsvOptions): Promise<CsvImportResult> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const text = parseField("text", csvTextSchema, options.text);
  const mapping = parseField("mapping", csvMappingSchema, options.mapping);
  const skipInvalid = parseField("skipInvalid", z.boolean().optional(), options.skipInvalid) ?? false;
  await requireRoleOn(dbOf(options), "era", eraId, "editor");
  return runImport(dbOf(options), { kind: "csv", eraId, text, mapping, skipInvalid });
}
