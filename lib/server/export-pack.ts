/**
 * exportPack: a stored pack as a `greenhouse.pack/1` document (`GET /api/packs/{id}/export`,
 * the PDF route, the CLI). Serialise it with `serializePack` for the canonical text.
 *
 * Signature note: unlike the other verbs it takes the pack id first (`exportPack(packId)`),
 * because print and the CLI depend on exactly this name and shape.
 */
import { assemblePack } from "@/lib/packs/export";
import type { PackDocument } from "@/lib/packs/schema";
import { readPackSource } from "./read-pack-source";
import { dbOf } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export type ExportPackOptions = DbOptions;

/** The pack as a document; AppError not_found (404) for an unknown pack. */
export async function exportPack(packId: string, options: ExportPackOptions = {}): Promise<PackDocument> {
  const db = dbOf(options);
  // One read transaction: an export never mixes data from before and after a concurrent save.
  const source = await db.$transaction((tx) => readPackSource(tx, parseField("id", idSchema, packId)));
  return assemblePack(source);
}
