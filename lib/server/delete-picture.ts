/**
 * deletePicture: removes a picture. A card picture still used by gold cards is only removed
 * with `force` (the cards then have no picture; their revisions keep naming it).
 */
import { requireRoles } from "./accounts/require";
import { AppError, notFound } from "./errors";
import { renumberBacks } from "./pictures-order";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface DeletePictureOptions extends DbOptions {
  readonly id: string;
  /** Delete even when cards use it. */
  readonly force?: boolean;
}

/** Deletes; 404 unknown picture, 409 when cards use it and `force` is not set (lists them). */
export async function deletePicture(options: DeletePictureOptions): Promise<void> {
  const id = parseField("id", idSchema, options.id);
  await writeTransaction(dbOf(options), async (tx) => {
    const picture = await tx.picture.findUnique({ where: { id }, select: { packId: true, role: true, cards: { select: { identifier: true } } } });
    if (picture === null) throw notFound("picture", id);
    await requireRoles(tx, [[picture.packId, "editor"]]);
    if (picture.cards.length > 0 && options.force !== true) {
      const names = picture.cards.map((c) => c.identifier);
      throw new AppError(
        "conflict",
        `This picture is used by ${names.length} card(s) (${names.slice(0, 5).join(", ")}${names.length > 5 ? ", ..." : ""}). Pick another picture for them first, or delete it anyway.`,
        { details: { cards: names } },
      );
    }
    await tx.picture.delete({ where: { id } });
    if (picture.role === "back") await renumberBacks(tx, picture.packId);
    await tx.pack.update({ where: { id: picture.packId }, data: { updatedAt: new Date() } });
  });
}
