"use server";
/**
 * Server actions of the packs list (home page): create, rename, duplicate and delete a pack.
 * Each declares the role it needs (app/_lib/action.ts), validates through its lib/server verb and
 * returns errors as data. Importing a pack file goes through `POST /api/packs/import` instead: a
 * pack with its pictures can be far larger than a server action accepts.
 */
import { revalidatePath } from "next/cache";
import { action, onPack, studioOwner } from "@/app/_lib/action";
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

/** A new pack: studio owners only. */
export const createPackAction = action(
  (_input: NewPackInput) => [studioOwner()],
  async (input) => {
    const pack = await createPack({ name: input.name, game: input.game, type: input.type, system: input.system as PackFieldsInput["system"] });
    revalidatePath("/");
    return { id: pack.id };
  },
);

/** Renames a pack: an editor of it (as `PATCH /api/packs/{id}`). */
export const renamePackAction = action(
  (id: string, _name: string) => [onPack(id, "editor", "id")],
  async (id, name) => {
    const pack = await updatePack({ id, changes: { name } });
    revalidatePath("/", "layout");
    return { id: pack.id };
  },
);

/** A copy of a pack: a studio owner (who sees every pack). */
export const duplicatePackAction = action(
  (id: string) => [studioOwner(), onPack(id, "viewer", "id")],
  async (id) => {
    const pack = await duplicatePack({ id });
    revalidatePath("/");
    return { id: pack.id, name: pack.name };
  },
);

/** Deletes a pack with everything in it: an owner of it. */
export const deletePackAction = action(
  (id: string) => [onPack(id, "owner", "id")],
  async (id) => {
    await deletePack({ id });
    revalidatePath("/");
    return null;
  },
);
