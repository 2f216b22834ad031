/**
 * importCsv: the CSV import's commit step — the previewed rows become cards at the end of an
 * era deck, in ONE transaction. Rows with problems stop the import unless `skipInvalid` says
 * to leave them out; problems with the file or the mapping always stop it.
 */
import { z } from "zod";
import type { CsvMapping } from "@/lib/packs/csv";
import { eraPackId } from "./card-helpers";
import { revisionData } from "./dto";
import { validationError } from "./errors";
import { buildPreview, csvMappingSchema, csvTextSchema } from "./preview-csv";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface ImportCsvOptions extends DbOptions {
  readonly eraId: string;
  readonly text: string;
  /** Column -> target (`identifier`, `attribute:Type`, `entry:AdventureCosts.X`, `ignore`...). */
  readonly mapping: Readonly<Record<string, string>>;
  /** Import the good rows and leave out the rest (default: refuse while any row has problems). */
  readonly skipInvalid?: boolean;
}

export interface CsvImportResult {
  readonly created: number;
  readonly skipped: number;
  /** Ids of the new cards, in file order. */
  readonly ids: readonly string[];
}

/**
 * Imports; 404 unknown era; 422 with every problem (`path` = `line N: column`) when the file,
 * the mapping or (without `skipInvalid`) any row is bad — nothing is written then.
 */
export async function importCsv(options: ImportCsvOptions): Promise<CsvImportResult> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const text = parseField("text", csvTextSchema, options.text);
  const mapping = parseField("mapping", csvMappingSchema, options.mapping) as CsvMapping;
  const skipInvalid = parseField("skipInvalid", z.boolean().optional(), options.skipInvalid) ?? false;
  const preview = buildPreview(text, mapping);
  if (preview.issues.length > 0) throw validationError([...preview.issues], "Fix the file or the column mapping first; nothing was imported");
  const bad = preview.rows.filter((r) => r.card === null);
  if (bad.length > 0 && !skipInvalid) {
    const issues = bad.flatMap((r) => r.issues.map((i) => ({ path: `line ${r.line}: ${i.path}`, message: i.message })));
    throw validationError(issues, `${bad.length} row(s) have problems; fix them or import only the good rows. Nothing was imported`);
  }
  const cards = preview.rows.flatMap((r) => (r.card === null ? [] : [r.card]));
  return writeTransaction(dbOf(options), async (tx) => {
    await eraPackId(tx, eraId);
    const start = await tx.card.count({ where: { eraId } });
    const ids: string[] = [];
    for (const [i, card] of cards.entries()) {
      const row = await tx.card.create({
        data: {
          eraId,
          position: start + i,
          identifier: card.identifier,
          format: card.format,
          copies: card.copies,
          orientation: card.orientation ?? null,
          directive: card.directive,
          attributes: card.attributes,
          lore: card.lore,
        },
      });
      await tx.cardRevision.create({ data: revisionData(row) });
      ids.push(row.id);
    }
    return { created: ids.length, skipped: bad.length, ids };
  });
}
