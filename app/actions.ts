"use server";
/**
 * Server actions of the packs list (home page): create, rename, duplicate and delete a pack.
 * Each validates through its lib/server verb and returns errors as data (see `attempt`).
 * Importing a pack file goes through `POST /api/packs/import` instead: a pack with its pictures
 * can be far larger than a server action accepts.
 */
import { revalidatePath } from "next/cache";
import { attempt, type ActionResult } from "@/app/_lib/action-result";
import { createPack } from "@/lib/server/create-pack";
import { deletePack } from "@/lib/server/delete-pack";
import { duplicatePack } from "@/lib/server/duplicate-pack";
import { updatePack } from "@/lib/server/update-pack";
import type { PackType } from "@/lib/packs/schema";
import type { PackFieldsInput } from "@/lib/server/validation";

export interface NewPackInput {
  name: string;
  game: string;
  type: PackType;
  /** A registry key (lib/systems/registry.ts); absent: GOT CGS. An unknown key is a 422 on `system`. */
  system?: string;
}

export async function createPackAction(input: NewPackInput): Promise<ActionResult<{ id: string }>> {
  return attempt(async () => {
    const pack = await createPack({ name: input.name, game: input.game, type: input.type, system: input.system as PackFieldsInput["system"] });
    revalidatePath("/");
    return { id: pack.id };
  });
}

export async function renamePackAction(id: string, name: string): Promise<ActionResult<{ id: string }>> {
  return attempt(async () => {
    const pack = await updatePack({ id, changes: { name } });
    revalidatePath("/", "layout");
    return { id: pack.id };
  });
}

export async function duplicatePackAction(id: string): Promise<ActionResult<{ id: string; name: string }>> {
  return attempt(async () => {
    const pack = await duplicatePack({ id });
    revalidatePath("/");
    return { id: pack.id, name: pack.name };
  });
}

export async function deletePackAction(id: string): Promise<ActionResult<null>> {
  return attempt(async () => {
    await deletePack({ id });
    revalidatePath("/");
    return null;
  });
}
