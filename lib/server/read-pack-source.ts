/**
 * Loads everything a pack document needs, in order (internal: buildPackDocument, exportPack and
 * duplicatePack). Cards go through the one row mapping (dto.ts `cardFields`).
 */
import type { ExportPicture, ExportSource } from "@/lib/packs/export";
import { encodeDataUrl, type PictureMimeType } from "@/lib/packs/pictures";
import type { PackType } from "@/lib/packs/schema";
import type { Db, Tx } from "./db";
import { cardFields, parseInstructions, toAliases } from "./dto";
import { notFound } from "./errors";

const picture = (p: { mime: string; bytes: Uint8Array }): ExportPicture => ({ mime: p.mime as PictureMimeType, bytes: p.bytes });

/**
 * How pictures come out: `"data"` reads their bytes (pack pictures and card images as data
 * URLs, what an export writes); `"omit"` reads no bytes: the pack's front and backs are left
 * out and a card's stored picture is named `picture:<id>` (lint still sees that it has one).
 */
export type PicturesMode = "data" | "omit";

/** The pack's export source; 404 for an unknown pack. */
export async function readPackSource(db: Db | Tx, packId: string, pictures: PicturesMode = "data"): Promise<ExportSource> {
  const withData = pictures === "data";
  const pack = await db.pack.findUnique({
    where: { id: packId },
    include: {
      aliases: true,
      pictures: withData ? { where: { role: { in: ["front", "back"] } }, orderBy: [{ position: "asc" }, { id: "asc" }] } : false,
      decks: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        include: { cards: { orderBy: [{ position: "asc" }, { id: "asc" }], include: { picture: withData ? { select: { mime: true, bytes: true } } : false } } },
      },
    },
  });
  if (pack === null) throw notFound("pack", packId);
  const stored = pack.pictures ?? [];
  const front = stored.find((p) => p.role === "front");
  return {
    system: pack.system,
    game: pack.game,
    name: pack.name,
    type: pack.type as PackType,
    aliases: toAliases(pack.aliases),
    instructions: parseInstructions(pack.instructions),
    front: front === undefined ? null : picture(front),
    backs: stored.filter((p) => p.role === "back").map((p) => ({ affiliation: p.backKey ?? "", picture: picture(p) })),
    eras: pack.decks.map((era) => ({
      name: era.name,
      cards: era.cards.map((c) => {
        const { identifier, copies, type, fields, format, orientation, directive, attributes, lore, pictureId, imagePath } = cardFields(c);
        // A stored picture wins over a kept path: it is what the designer sees on the card.
        let image = imagePath;
        if (c.picture) image = encodeDataUrl(c.picture.mime as PictureMimeType, c.picture.bytes);
        else if (!withData && pictureId !== null) image = `picture:${pictureId}`;
        return { identifier, copies, type, fields, format, orientation, directive, attributes, lore, image };
      }),
    })),
  };
}
