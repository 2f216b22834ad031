/**
 * The pack document, built from the database in ONE place:
 *
 * - `buildPackDocument(packId, { pictures })`: a pack of any system as its `greenhouse.pack/1`
 *   document (`"eras"` for GOT CGS, `"decks"` for the others). `pictures: "data"` (default)
 *   for an export; `"omit"` for lint and pages (no picture bytes read; see PicturesMode).
 * - `exportPack(packId)`: the same for a GOT CGS pack, typed as its `PackDocument` (the PDF
 *   route, the table, the CLI and games depend on exactly this name and shape).
 *
 * Serialise with `serializeAnyPack` (lib/packs/system-pack.ts) for the canonical text.
 */
import { assemblePack, assembleSystemPack } from "@/lib/packs/export";
import { hasEraPackFile, type AnyPackDocument, type PackDocument } from "@/lib/packs/schema";
import { validationError } from "./errors";
import { requireRoleOn } from "./accounts/require";
import { readPackSource, type PicturesMode } from "./read-pack-source";
import { resolveSystem } from "./systems/resolve";
import { dbOf } from "./tx";
import { findSystem } from "@/lib/systems/registry";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export type { PicturesMode } from "./read-pack-source";

export interface BuildPackDocumentOptions extends DbOptions {
  /** `"data"` (default): pictures as data URLs; `"omit"`: none read (cards name theirs `picture:<id>`). */
  readonly pictures?: PicturesMode;
}

/** The pack as a document of its system; AppError not_found (404) for an unknown pack. */
export async function buildPackDocument(packId: string, options: BuildPackDocumentOptions = {}): Promise<AnyPackDocument> {
  const db = dbOf(options);
  const id = parseField("id", idSchema, packId);
  await requireRoleOn(db, "pack", id, "viewer");
  // One read transaction: a document never mixes data from before and after a concurrent save.
  const source = await db.$transaction((tx) => readPackSource(tx, id, options.pictures ?? "data"));
  if (hasEraPackFile(source.system)) return assemblePack(source);
  return assembleSystemPack(source, findSystem(source.system) === null ? (await resolveSystem(db, source.system))?.definition : undefined);
}

export type ExportPackOptions = BuildPackDocumentOptions;

/**
 * A GOT CGS pack as its document; 404 for an unknown pack, 422 for a pack of another system
 * (it has decks, not eras: use buildPackDocument).
 */
export async function exportPack(packId: string, options: ExportPackOptions = {}): Promise<PackDocument> {
  const doc = await buildPackDocument(packId, options);
  if ("decks" in doc) {
    throw validationError([{ path: "id", message: `this is a ${doc.system} pack: it has decks, not GOT CGS eras` }], "Not a GOT CGS pack");
  }
  return doc;
}
