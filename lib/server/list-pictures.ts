/**
 * listPictures: a pack's pictures (without bytes): front, backs in order, card pictures.
 */
import { requireRoleOn } from "./accounts/require";
import { readPackDetail } from "./get-pack";
import { dbOf } from "./tx";
import type { DbOptions, PictureInfo } from "./types";
import { idSchema, parseField } from "./validation";

export interface ListPicturesOptions extends DbOptions {
  readonly packId: string;
}

/** The pack's pictures; 404 for an unknown pack. */
export async function listPictures(options: ListPicturesOptions): Promise<PictureInfo[]> {
  const packId = parseField("packId", idSchema, options.packId);
  await requireRoleOn(dbOf(options), "pack", packId, "viewer");
  const pack = await readPackDetail(dbOf(options), packId);
  return [...pack.pictures];
}
