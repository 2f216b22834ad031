/**
 * duplicatePack: a full copy of a pack (aliases, instructions, pictures, eras, cards) under a
 * new name. Copies start at version 1 with a fresh history.
 */
import { assemblePack, assembleSystemPack } from "@/lib/packs/export";
import { prepareAnyPack } from "@/lib/packs/import";
import { requireRoles, requireStudioOwner } from "./accounts/require";
import { AppError } from "./errors";
import { readPackDetail } from "./get-pack";
import { readPackSource } from "./read-pack-source";
import { storedDefinitions } from "./systems/pack-system";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, PackDetail } from "./types";
import { idSchema, packNameSchema, parseField } from "./validation";
import { hasEraPackFile } from "@/lib/packs/schema";
import { writePreparedPack } from "./write-pack";

export interface DuplicatePackOptions extends DbOptions {
  readonly id: string;
  /** Default: "<name> (copy)". */
  readonly name?: string;
}

/** Duplicates (studio owners only: 403); 404 for an unknown pack. Returns the new pack. */
export async function duplicatePack(options: DuplicatePackOptions): Promise<PackDetail> {
  const id = parseField("id", idSchema, options.id);
  const name = options.name === undefined ? undefined : parseField("name", packNameSchema, options.name);
  requireStudioOwner();
  return writeTransaction(dbOf(options), async (tx) => {
    await requireRoles(tx, [[id, "viewer"]]);
    const source = await readPackSource(tx, id);
    const doc = hasEraPackFile(source.system) ? assemblePack(source) : assembleSystemPack(source);
    const prepared = prepareAnyPack(doc, { stored: await storedDefinitions(tx) });
    if (!prepared.ok) {
      // Only a database edited by hand can hold a pack that does not export cleanly.
      throw new AppError("validation", `This pack cannot be copied: ${prepared.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, { issues: prepared.issues });
    }
    const copyName = name ?? `${doc.pack.name} (copy)`.slice(0, 200);
    const result = await writePreparedPack(tx, prepared.pack, copyName);
    return readPackDetail(tx, result.id);
  });
}
