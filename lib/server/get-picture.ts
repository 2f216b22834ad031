/**
 * getPicture: a picture's bytes with its type (what `GET /api/pictures/{id}` serves).
 */
import { PICTURE_INFO_SELECT, toPictureInfo } from "./dto";
import { requireRoles } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf } from "./tx";
import type { DbOptions, PictureInfo } from "./types";
import { idSchema, parseField } from "./validation";

export interface GetPictureOptions extends DbOptions {
  readonly id: string;
}

export interface PictureBytes {
  readonly info: PictureInfo;
  readonly bytes: Uint8Array;
}

/** The picture and its bytes; 404 when it does not exist. */
export async function getPicture(options: GetPictureOptions): Promise<PictureBytes> {
  const id = parseField("id", idSchema, options.id);
  const row = await dbOf(options).picture.findUnique({ where: { id }, select: { ...PICTURE_INFO_SELECT, bytes: true } });
  if (row === null) throw notFound("picture", id);
  await requireRoles(dbOf(options), [[row.packId, "viewer"]]);
  const { bytes, ...info } = row;
  return { info: toPictureInfo(info), bytes };
}
