/**
 * Loads everything an export needs, in order (internal: exportPack and duplicatePack).
 */
import type { ExportPicture, ExportSource } from "@/lib/packs/export";
import type { PictureMimeType } from "@/lib/packs/pictures";
import type { CardFormat, GameSystem, Orientation, PackType } from "@/lib/packs/schema";
import type { Db, Tx } from "./db";
import { parseInstructions, toAliases } from "./dto";
import { notFound } from "./errors";

const picture = (p: { mime: string; bytes: Uint8Array }): ExportPicture => ({ mime: p.mime as PictureMimeType, bytes: p.bytes });

/** The pack's export source; 404 for an unknown pack. `eraName` keeps one era only. */
export async function readPackSource(db: Db | Tx, packId: string): Promise<ExportSource> {
  const pack = await db.pack.findUnique({
    where: { id: packId },
    include: {
      aliases: true,
      pictures: { where: { role: { in: ["front", "back"] } }, orderBy: [{ position: "asc" }, { id: "asc" }] },
      eras: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        include: { cards: { orderBy: [{ position: "asc" }, { id: "asc" }], include: { picture: { select: { mime: true, bytes: true } } } } },
      },
    },
  });
  if (pack === null) throw notFound("pack", packId);
  const front = pack.pictures.find((p) => p.role === "front");
  return {
    system: pack.system as GameSystem,
    game: pack.game,
    name: pack.name,
    type: pack.type as PackType,
    aliases: toAliases(pack.aliases),
    instructions: parseInstructions(pack.instructions),
    front: front === undefined ? null : picture(front),
    backs: pack.pictures.filter((p) => p.role === "back").map((p) => ({ affiliation: p.affiliation ?? "", picture: picture(p) })),
    eras: pack.eras.map((era) => ({
      name: era.name,
      cards: era.cards.map((c) => ({
        identifier: c.identifier,
        format: c.format as CardFormat,
        copies: c.copies,
        orientation: c.orientation as Orientation | null,
        picture: c.picture === null ? null : picture(c.picture),
        imagePath: c.imagePath,
        directive: c.directive,
        attributes: c.attributes,
        lore: c.lore,
      })),
    })),
  };
}
