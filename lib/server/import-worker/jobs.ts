/**
 * The work of an import, run inside the import worker (entry.ts) on its own connection, or in
 * the calling thread when there is no file to hand to a worker. Each job parses and checks its
 * input first, then writes everything in ONE transaction: a problem, a crash or a kill writes
 * nothing.
 */
import { prepareAnyPack, prepareAnyPackJson } from "@/lib/packs/import";
import type { CsvMapping, CsvRow } from "@/lib/packs/csv";
import type { PackCard, SystemPackCard } from "@/lib/packs/schema";
import type { SystemCsvRow } from "@/lib/packs/system-csv";
import { insertNewCards } from "../bulk-insert";
import { fromGotCgsView, storeFields } from "../card-fields";
import { eraPackId } from "../card-helpers";
import type { Db } from "../db";
import { validationError } from "../errors";
import { buildFieldPreview, buildPreview, fieldCsvSystem } from "../preview-csv";
import { ensurePackSystem, renameDocumentSystem, storedDefinitions } from "../systems/pack-system";
import { writeTransaction } from "../tx";
import type { ImportResult } from "../types";
import { uniquePackName } from "../unique-pack-name";
import { writePreparedPack } from "../write-pack";
import type { CsvImportResult, CsvJob, ImportJob, ImportPhase, JobResult, PackJob } from "./protocol";

/** Called at each phase of the write transaction; the transaction waits for it. */
export type OnPhase = (phase: ImportPhase) => Promise<void> | void;

async function runPackJob(db: Db, job: PackJob, onPhase: OnPhase): Promise<ImportResult> {
  const systems = { stored: await storedDefinitions(db) };
  const prepared = typeof job.document === "string" && job.text ? prepareAnyPackJson(job.document, systems) : prepareAnyPack(job.document, systems);
  if (!prepared.ok) throw validationError(prepared.issues, "This is not a valid greenhouse.pack/1 document; nothing was imported");
  const pack = job.systemAs === undefined || prepared.pack.kind !== "system" ? prepared.pack : { ...prepared.pack, doc: renameDocumentSystem(prepared.pack.doc, job.systemAs) };
  if (job.systemAs !== undefined && pack.kind !== "system") throw validationError([{ path: "systemAs", message: "a GOT CGS pack has no system of its own to copy; import it without systemAs" }]);
  return writeTransaction(db, async (tx) => {
    await onPhase("locked");
    if (pack.kind === "system") await ensurePackSystem(tx, pack.doc);
    const result = await writePreparedPack(tx, pack, await uniquePackName(tx, pack.doc.pack.name));
    await onPhase("written");
    return result;
  });
}

async function runCsvJob(db: Db, job: CsvJob, onPhase: OnPhase): Promise<CsvImportResult> {
  // An unknown era reads as the attribute CSV here; the transaction's eraPackId answers 404.
  const era = await db.deck.findUnique({ where: { id: job.eraId }, select: { pack: { select: { system: true } } } });
  const definition = era === null ? null : await fieldCsvSystem(db, era.pack.system);
  const preview = definition === null ? buildPreview(job.text, job.mapping as CsvMapping) : buildFieldPreview(definition, job.text, job.mapping);
  if (preview.issues.length > 0) throw validationError([...preview.issues], "Fix the file or the column mapping first; nothing was imported");
  const rows: readonly (CsvRow | SystemCsvRow)[] = preview.rows;
  const bad = rows.filter((r) => r.card === null);
  if (bad.length > 0 && !job.skipInvalid) {
    const issues = bad.flatMap((r) => r.issues.map((i) => ({ path: `line ${r.line}: ${i.path}`, message: i.message })));
    throw validationError(issues, `${bad.length} row(s) have problems; fix them or import only the good rows. Nothing was imported`);
  }
  const stored = rows.flatMap((r) => (r.card === null ? [] : [{ identifier: r.card.identifier, copies: r.card.copies, ...storedCard(r.card) }]));
  return writeTransaction(db, async (tx) => {
    await onPhase("locked");
    const packId = await eraPackId(tx, job.eraId);
    const pack = await tx.pack.findUniqueOrThrow({ where: { id: packId }, select: { system: true } });
    if ((await fieldCsvSystem(tx, pack.system))?.key !== definition?.key) {
      // The pack's system changed between the preview above and this transaction: its rows were mapped for another system.
      throw validationError([{ path: "eraId", message: `this deck now belongs to a ${pack.system} pack; preview the file again` }], "Nothing was imported");
    }
    const start = await tx.card.count({ where: { deckId: job.eraId } });
    const ids = await insertNewCards(
      tx,
      stored.map((card, i) => ({ deckId: job.eraId, position: start + i, ...card, pictureId: null, imagePath: null })),
    );
    await onPhase("written");
    return { created: ids.length, skipped: bad.length, ids };
  });
}

/** A row's card as stored: a data system's card as it is, GOT CGS's through its view. */
function storedCard(card: PackCard | SystemPackCard): { type: string; fields: string } {
  if ("fields" in card) return { type: card.type, fields: storeFields(card.fields) };
  const { type, fields } = fromGotCgsView({ ...card, orientation: card.orientation ?? null });
  return { type, fields: storeFields(fields) };
}

/** Runs `job` against `db`: its result, or the AppError (422/404...) a caller would get. */
export function runImportJob<J extends ImportJob>(db: Db, job: J, onPhase: OnPhase = () => {}): Promise<JobResult<J>> {
  return (job.kind === "pack" ? runPackJob(db, job, onPhase) : runCsvJob(db, job, onPhase)) as Promise<JobResult<J>>;
}
