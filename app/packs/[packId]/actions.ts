"use server";
/**
 * Server actions of a pack's pages: its settings and aliases, and its era decks (add, rename,
 * reorder, delete). Each validates through its lib/server verb and returns errors as data.
 */
import { revalidatePath } from "next/cache";
import { attempt, type ActionResult } from "@/app/_lib/action-result";
import { createEra } from "@/lib/server/create-era";
import { deleteEra } from "@/lib/server/delete-era";
import { deletePicture } from "@/lib/server/delete-picture";
import { renameEra } from "@/lib/server/rename-era";
import { reorderEras } from "@/lib/server/reorder-eras";
import { updatePack } from "@/lib/server/update-pack";
import type { EraSummary, PackDetail } from "@/lib/server/types";
import type { PackChanges } from "@/lib/server/validation";

function refresh(packId: string) {
  revalidatePath(`/packs/${packId}`, "layout");
}

export async function createEraAction(packId: string, name: string): Promise<ActionResult<EraSummary>> {
  return attempt(async () => {
    const era = await createEra({ packId, name });
    refresh(packId);
    return era;
  });
}

export async function renameEraAction(packId: string, id: string, name: string): Promise<ActionResult<EraSummary>> {
  return attempt(async () => {
    const era = await renameEra({ id, name });
    refresh(packId);
    return era;
  });
}

export async function reorderErasAction(packId: string, ids: string[]): Promise<ActionResult<EraSummary[]>> {
  return attempt(async () => {
    const eras = await reorderEras({ packId, ids });
    refresh(packId);
    return eras;
  });
}

export async function deleteEraAction(packId: string, id: string): Promise<ActionResult<null>> {
  return attempt(async () => {
    await deleteEra({ id });
    refresh(packId);
    return null;
  });
}

/** Saves pack fields; `version` is the one the form was loaded with (stale -> conflict). */
export async function updatePackAction(id: string, version: number, changes: PackChanges): Promise<ActionResult<PackDetail>> {
  return attempt(async () => {
    const pack = await updatePack({ id, version, changes });
    refresh(id);
    revalidatePath("/");
    return pack;
  });
}

/** Deletes a picture; without `force`, a picture cards still use is a conflict naming them. */
export async function deletePictureAction(packId: string, id: string, force = false): Promise<ActionResult<null>> {
  return attempt(async () => {
    await deletePicture({ id, force });
    refresh(packId);
    return null;
  });
}
