/**
 * Assembling a `greenhouse.pack/1` document from stored rows (pure: lib/server/export-pack.ts
 * loads the rows). The result goes through `serializePack` for its canonical text; import
 * followed by export of a canonical document gives the same bytes.
 *
 * One normalisation: a document's empty `"pictures": {}` / `"backs": {}` are not stored, so
 * they come back absent (the pack has no pictures either way).
 */
import { encodeDataUrl, type PictureMimeType } from "./pictures";
import {
  PACK_FORMAT,
  type CardFormat,
  type GameSystem,
  type Instructions,
  type Orientation,
  type PackCard,
  type PackDocument,
  type PackPictures,
  type PackType,
} from "./schema";

export interface ExportPicture {
  readonly mime: PictureMimeType;
  readonly bytes: Uint8Array;
}

export interface ExportCard {
  readonly identifier: string;
  readonly format: CardFormat;
  readonly copies: number;
  readonly orientation: Orientation | null;
  readonly picture: ExportPicture | null;
  readonly imagePath: string | null;
  readonly directive: string;
  readonly attributes: string;
  readonly lore: string;
}

export interface ExportSource {
  readonly system: GameSystem;
  readonly game: string;
  readonly name: string;
  readonly type: PackType;
  /** In order. */
  readonly aliases: readonly { readonly alias: string; readonly target: string }[];
  readonly instructions: Instructions;
  readonly front: ExportPicture | null;
  /** In order. */
  readonly backs: readonly { readonly affiliation: string; readonly picture: ExportPicture }[];
  /** In deck order, cards in deck order. */
  readonly eras: readonly { readonly name: string; readonly cards: readonly ExportCard[] }[];
}

function card(source: ExportCard): PackCard {
  const out: PackCard = {
    identifier: source.identifier,
    format: source.format,
    copies: source.copies,
    directive: source.directive,
    attributes: source.attributes,
    lore: source.lore,
  };
  if (source.orientation !== null) out.orientation = source.orientation;
  // A stored picture wins over a kept path: it is what the designer sees on the card.
  if (source.picture !== null) out.image = encodeDataUrl(source.picture.mime, source.picture.bytes);
  else if (source.imagePath !== null) out.image = source.imagePath;
  return out;
}

/** The pack as a document (not yet serialised). */
export function assemblePack(source: ExportSource): PackDocument {
  let pictures: PackPictures | undefined;
  if (source.front !== null || source.backs.length > 0) {
    pictures = {};
    if (source.front !== null) pictures.front = encodeDataUrl(source.front.mime, source.front.bytes);
    if (source.backs.length > 0) {
      pictures.backs = Object.fromEntries(source.backs.map((b) => [b.affiliation, encodeDataUrl(b.picture.mime, b.picture.bytes)]));
    }
  }
  return {
    format: PACK_FORMAT,
    system: source.system,
    pack: {
      game: source.game,
      name: source.name,
      type: source.type,
      aliases: Object.fromEntries(source.aliases.map((a) => [a.alias, a.target])),
      instructions: source.instructions,
      ...(pictures === undefined ? {} : { pictures }),
    },
    eras: source.eras.map((era) => ({ name: era.name, cards: era.cards.map(card) })),
  };
}
