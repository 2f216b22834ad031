/**
 * Writes a prepared pack document as a new pack inside an open transaction (internal: used by
 * importPack, duplicatePack and the seed). Cards and their first revisions are bulk-inserted
 * (bulk-insert.ts); revisions record version 1 of every card.
 */
import { createHash } from "node:crypto";
import type { DecodedPicture, PreparedPack } from "@/lib/packs/import";
import { insertNewCards, type NewCardRow } from "./bulk-insert";
import type { Tx } from "./db";
import { canonicalInstructions } from "./instructions";
import type { ImportResult } from "./types";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function pictureData(picture: DecodedPicture) {
  return { mime: picture.mime, width: picture.width, height: picture.height, size: picture.bytes.length, sha256: sha(picture.bytes), bytes: new Uint8Array(picture.bytes) };
}

/**
 * Creates the pack and everything in it (named `nameOverride` when given); returns the new pack's
 * id, name and counts, and the document's own name as `renamedFrom` when the pack got another.
 */
export async function writePreparedPack(tx: Tx, prepared: PreparedPack, nameOverride?: string): Promise<ImportResult> {
  const { doc } = prepared;
  const pack = await tx.pack.create({
    data: {
      system: doc.system,
      name: nameOverride ?? doc.pack.name,
      game: doc.pack.game,
      type: doc.pack.type,
      instructions: canonicalInstructions(doc.pack.instructions),
    },
  });
  const packId = pack.id;
  await tx.packAlias.createMany({
    data: Object.entries(doc.pack.aliases).map(([alias, target], position) => ({ packId, alias, target, position })),
  });

  let pictures = 0;
  if (prepared.front !== null) {
    await tx.picture.create({ data: { packId, role: "front", affiliation: "", name: "front", ...pictureData(prepared.front) } });
    pictures++;
  }
  for (const [position, back] of prepared.backs.entries()) {
    const name = back.affiliation === "" ? "back (no affiliation)" : `back ${back.affiliation}`;
    await tx.picture.create({ data: { packId, role: "back", affiliation: back.affiliation, position, name, ...pictureData(back.picture) } });
    pictures++;
  }
  // Gold card pictures, one row per distinct content.
  const cardPictureIds = new Map<string, string>();
  for (const [e, era] of doc.eras.entries()) {
    for (const [c, card] of era.cards.entries()) {
      const image = prepared.images[e]?.[c];
      if (image?.kind !== "data") continue;
      const data = pictureData(image.picture);
      if (cardPictureIds.has(data.sha256)) continue;
      const row = await tx.picture.create({ data: { packId, role: "card", affiliation: null, name: card.identifier, ...data }, select: { id: true } });
      cardPictureIds.set(data.sha256, row.id);
      pictures++;
    }
  }

  await tx.era.createMany({ data: doc.eras.map((era, position) => ({ packId, name: era.name, position })) });
  const eras = await tx.era.findMany({ where: { packId }, select: { id: true, position: true } });
  const eraIds = new Map(eras.map((e) => [e.position, e.id]));

  const cardRows: NewCardRow[] = doc.eras.flatMap((era, e) =>
    era.cards.map((card, position) => {
      const image = prepared.images[e]?.[position] ?? null;
      return {
        eraId: eraIds.get(e) ?? "",
        position,
        identifier: card.identifier,
        format: card.format,
        copies: card.copies,
        orientation: card.orientation ?? null,
        pictureId: image?.kind === "data" ? (cardPictureIds.get(sha(image.picture.bytes)) ?? null) : null,
        imagePath: image?.kind === "path" ? image.path : null,
        directive: card.directive,
        attributes: card.attributes,
        lore: card.lore,
      };
    }),
  );
  await insertNewCards(tx, cardRows);
  return { id: packId, name: pack.name, eras: doc.eras.length, cards: cardRows.length, pictures, renamedFrom: pack.name === doc.pack.name ? null : doc.pack.name };
}
