/**
 * uploadPicture: stores a picture of a pack. The content decides the type (magic bytes), never
 * the file name or the declared MIME type; only PNG, JPEG and WebP up to 20 MB and 50 megapixels
 * are accepted.
 *
 * Roles: "front" (the silver cards' shared background; replaces the previous one), "back" (one
 * per affiliation, "" for cards without one; replaces that affiliation's back) and "card" (a
 * gold card's picture; identical bytes already in the pack are reused, not stored twice).
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { MAX_PICTURE_BYTES, sniffPicture } from "@/lib/packs/pictures";
import { PICTURE_INFO_SELECT, toPictureInfo } from "./dto";
import { requireRoles } from "./accounts/require";
import { AppError, notFound } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions, PictureInfo, PictureRole } from "./types";
import { idSchema } from "./validation";

export interface UploadPictureOptions extends DbOptions {
  readonly packId: string;
  readonly role: PictureRole;
  /** Backs only: the affiliation ("" = cards without one). */
  readonly affiliation?: string;
  /** The file's name, shown to the designer. */
  readonly name?: string;
  readonly bytes: Uint8Array;
}

const inputSchema = z
  .object({
    packId: idSchema,
    role: z.enum(["front", "back", "card"]),
    affiliation: z.string().max(200).optional(),
    name: z.string().max(500).default(""),
  })
  .superRefine((input, ctx) => {
    if (input.role === "back" && input.affiliation === undefined) {
      ctx.addIssue({ code: "custom", path: ["affiliation"], message: 'a back needs its affiliation ("" for cards without one)' });
    }
    if (input.role !== "back" && input.affiliation !== undefined) {
      ctx.addIssue({ code: "custom", path: ["affiliation"], message: "only backs have an affiliation" });
    }
  });

/**
 * Stores the picture and returns its description. 413 over 20 MB or 50 megapixels
 * (MAX_PICTURE_PIXELS), 415 when the bytes are not a PNG, JPEG or WebP picture, 404 unknown
 * pack, 422 bad role/affiliation.
 */
export async function uploadPicture(options: UploadPictureOptions): Promise<PictureInfo> {
  const input = inputSchema.parse({ packId: options.packId, role: options.role, affiliation: options.affiliation, name: options.name });
  const bytes = Buffer.from(options.bytes.buffer, options.bytes.byteOffset, options.bytes.byteLength);
  if (bytes.length > MAX_PICTURE_BYTES) {
    const message = `The picture is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${MAX_PICTURE_BYTES / 1048576} MB. Export it smaller.`;
    throw new AppError("too_large", message, { issues: [{ path: "file", message }] });
  }
  const sniffed = sniffPicture(bytes);
  if (!sniffed.ok) {
    throw new AppError(sniffed.tooLarge ? "too_large" : "unsupported_media_type", `Cannot use this file: ${sniffed.message}.`, { issues: [{ path: "file", message: sniffed.message }] });
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const affiliation = input.role === "card" ? null : (input.affiliation ?? "");
  return writeTransaction(dbOf(options), async (tx) => {
    const pack = await tx.pack.findUnique({ where: { id: input.packId }, select: { id: true } });
    if (pack === null) throw notFound("pack", input.packId);
    await requireRoles(tx, [[input.packId, "editor"]]);
    if (input.role === "card") {
      const same = await tx.picture.findFirst({ where: { packId: input.packId, role: "card", sha256 }, select: PICTURE_INFO_SELECT });
      if (same !== null) return toPictureInfo(same);
    }
    const data = { name: input.name, mime: sniffed.picture.mime, width: sniffed.picture.width, height: sniffed.picture.height, size: bytes.length, sha256, bytes: new Uint8Array(bytes) };
    let position = 0;
    if (affiliation !== null) {
      const previous = await tx.picture.findFirst({ where: { packId: input.packId, role: input.role, backKey: affiliation }, select: { id: true, position: true } });
      if (previous !== null) {
        const updated = await tx.picture.update({ where: { id: previous.id }, data, select: PICTURE_INFO_SELECT });
        return toPictureInfo(updated);
      }
      if (input.role === "back") position = await tx.picture.count({ where: { packId: input.packId, role: "back" } });
    }
    const created = await tx.picture.create({
      data: { ...data, packId: input.packId, role: input.role, backKey: affiliation, position },
      select: PICTURE_INFO_SELECT,
    });
    await tx.pack.update({ where: { id: input.packId }, data: { updatedAt: new Date() } });
    return toPictureInfo(created);
  });
}
