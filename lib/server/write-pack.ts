/**
 * Writes a prepared pack document (any system) as a new pack inside an open transaction
 * (internal: used by importPack, duplicatePack and the seed). Cards and their first revisions
 * are bulk-inserted (bulk-insert.ts); revisions record version 1 of every card. GOT CGS cards
 * are stored as `type` + `fields` like every other system's (card-fields.ts).
 */
import { createHash } from "node:crypto";
import type { DecodedPicture, PreparedAnyPack, PreparedImage, PreparedPack } from "@/lib/packs/import";
import type { PackType } from "@/lib/packs/schema";
import type { CardFields as SystemFields } from "@/lib/systems/types";
import { insertNewCards } from "./bulk-insert";
import { fromGotCgsView, storeFields } from "./card-fields";
import type { Tx } from "./db";
import { canonicalInstructions } from "./instructions";
import type { ImportResult } from "./types";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function pictureData(picture: DecodedPicture) {
  return { mime: picture.mime, width: picture.width, height: picture.height, size: picture.bytes.length, sha256: sha(picture.bytes), bytes: new Uint8Array(picture.bytes) };
}

/** A card to write, whatever its system. */
interface CardToWrite {
  readonly identifier: string;
  readonly copies: number;
  readonly type: string;
  readonly fields: SystemFields;
  readonly image: PreparedImage | null;
}

/** The pack's decks (GOT CGS: eras) with their cards as `type` + `fields`. */
function decksOf(prepared: PreparedAnyPack): { name: string; cards: CardToWrite[] }[] {
  if (prepared.kind === "system") {
    return prepared.doc.decks.map((deck, d) => ({
      name: deck.name,
      cards: deck.cards.map((card, c) => ({ ...card, image: prepared.images[d]?.[c] ?? null })),
    }));
  }
  return prepared.doc.eras.map((era, e) => ({
    name: era.name,
    cards: era.cards.map((card, c) => ({
      identifier: card.identifier,
      copies: card.copies,
      ...fromGotCgsView({ format: card.format, orientation: card.orientation ?? null, directive: card.directive, attributes: card.attributes, lore: card.lore }),
      image: prepared.images[e]?.[c] ?? null,
    })),
  }));
}

/**
 * Creates the pack and everything in it (named `nameOverride` when given); returns the new pack's
 * id, name and counts, and the document's own name as `renamedFrom` when the pack got another.
 * Takes a GOT CGS `PreparedPack` (as before) or a `PreparedAnyPack` of any system.
 */
export async function writePreparedPack(tx: Tx, input: PreparedPack | PreparedAnyPack, nameOverride?: string): Promise<ImportResult> {
  const prepared: PreparedAnyPack = "kind" in input ? input : { kind: "eras", ...input };
  const { doc } = prepared;
  const got = prepared.kind === "eras" ? prepared : null;
  const customAbilities = prepared.kind === "system" ? prepared.doc.pack.customAbilities : undefined;
  const pack = await tx.pack.create({
    data: {
      system: doc.system,
      name: nameOverride ?? doc.pack.name,
      game: doc.pack.game,
      type: doc.pack.type satisfies PackType,
      // Other systems keep only their pack lists (Genesis `pack.customAbilities`) in the instructions column.
      instructions:
        got !== null
          ? canonicalInstructions(got.doc.pack.instructions)
          : customAbilities === undefined
            ? "{}"
            : canonicalInstructions({ customAbilities: [...customAbilities] }),
    },
  });
  const packId = pack.id;
  if (got !== null) {
    await tx.packAlias.createMany({
      data: Object.entries(got.doc.pack.aliases).map(([alias, target], position) => ({ packId, alias, target, position })),
    });
  }

  let pictures = 0;
  if (got !== null && got.front !== null) {
    await tx.picture.create({ data: { packId, role: "front", backKey: "", name: "front", ...pictureData(got.front) } });
    pictures++;
  }
  const backs = got !== null ? got.backs : prepared.kind === "system" && prepared.back !== null ? [{ affiliation: "", picture: prepared.back }] : [];
  for (const [position, back] of backs.entries()) {
    const name = got === null ? "back" : back.affiliation === "" ? "back (no affiliation)" : `back ${back.affiliation}`;
    await tx.picture.create({ data: { packId, role: "back", backKey: back.affiliation, position, name, ...pictureData(back.picture) } });
    pictures++;
  }
  const decks = decksOf(prepared);
  // Card pictures, one row per distinct content.
  const cardPictureIds = new Map<string, string>();
  for (const card of decks.flatMap((d) => d.cards)) {
    if (card.image?.kind !== "data") continue;
    const data = pictureData(card.image.picture);
    if (cardPictureIds.has(data.sha256)) continue;
    const row = await tx.picture.create({ data: { packId, role: "card", backKey: null, name: card.identifier, ...data }, select: { id: true } });
    cardPictureIds.set(data.sha256, row.id);
    pictures++;
  }

  await tx.deck.createMany({ data: decks.map((deck, position) => ({ packId, name: deck.name, position })) });
  const eras = await tx.deck.findMany({ where: { packId }, select: { id: true, position: true } });
  const eraIds = new Map(eras.map((e) => [e.position, e.id]));

  const cardRows: Parameters<typeof insertNewCards>[1] = decks.flatMap((deck, e) =>
    deck.cards.map((card, position) => ({
      deckId: eraIds.get(e) ?? "",
      position,
      identifier: card.identifier,
      type: card.type,
      copies: card.copies,
      pictureId: card.image?.kind === "data" ? (cardPictureIds.get(sha(card.image.picture.bytes)) ?? null) : null,
      imagePath: card.image?.kind === "path" ? card.image.path : null,
      fields: storeFields(card.fields),
    })),
  );
  await insertNewCards(tx, cardRows);
  return { id: packId, name: pack.name, eras: decks.length, cards: cardRows.length, pictures, renamedFrom: pack.name === doc.pack.name ? null : doc.pack.name };
}
