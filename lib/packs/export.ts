/**
 * Assembling a `greenhouse.pack/1` document from stored rows (pure: lib/server/export-pack.ts
 * loads the rows). The result goes through `serializePack` for its canonical text; import
 * followed by export of a canonical document gives the same bytes.
 *
 * One normalisation: a document's empty `"pictures": {}` / `"backs": {}` are not stored, so
 * they come back absent (the pack has no pictures either way).
 */
import type { SystemCard, SystemDefinition } from "../systems/types";
import { encodeDataUrl, type PictureMimeType } from "./pictures";
import {
  PACK_FORMAT,
  type GameSystem,
  type GotCgsView,
  type Instructions,
  type PackCard,
  type PackDocument,
  type PackPictures,
  type PackType,
  type SystemPackCard,
  type SystemPackDocument,
} from "./schema";

export interface ExportPicture {
  readonly mime: PictureMimeType;
  readonly bytes: Uint8Array;
}

/**
 * A card of an {@link ExportSource} (lib/server's readPackSource): the stored system card
 * (`type` + `fields`, every system) and GOT CGS's view of them (lib/server's one mapping derives
 * it), with its image already decided: a data URL of its stored picture, a reference
 * `picture:<id>` when pictures are omitted, the kept path, or null. Not print's ExportCard
 * (lib/print/export/export-card.ts: a card drawn as scenes), hence its own name.
 */
export interface PackSourceCard extends SystemCard, GotCgsView {
  readonly image: string | null;
}

export interface ExportSource {
  /** A registry key; `assemblePack` needs "got-cgs", `assembleSystemPack` any other. */
  readonly system: string;
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
  readonly eras: readonly { readonly name: string; readonly cards: readonly PackSourceCard[] }[];
}

function card(source: PackSourceCard): PackCard {
  const out: PackCard = {
    identifier: source.identifier,
    format: source.format,
    copies: source.copies,
    directive: source.directive,
    attributes: source.attributes,
    lore: source.lore,
  };
  if (source.orientation !== null) out.orientation = source.orientation;
  if (source.image !== null) out.image = source.image;
  return out;
}

/** A data-system pack as a document: decks of `{ identifier, copies, type, fields, image? }`. */
export function assembleSystemPack(source: ExportSource, systemDefinition?: SystemDefinition): SystemPackDocument {
  // Data systems have one back: the back picture without an affiliation.
  const back = source.backs.find((b) => b.affiliation === "") ?? source.backs[0];
  return {
    format: PACK_FORMAT,
    system: source.system,
    pack: {
      game: source.game,
      name: source.name,
      type: source.type,
      ...(source.instructions.customAbilities === undefined || source.instructions.customAbilities.length === 0
        ? {}
        : { customAbilities: source.instructions.customAbilities }),
      ...(back === undefined ? {} : { pictures: { back: encodeDataUrl(back.picture.mime, back.picture.bytes) } }),
    },
    // A system a designer defined travels with its packs (docs/systems.md): the file is whole on its own.
    ...(systemDefinition === undefined ? {} : { systemDefinition }),
    decks: source.eras.map((deck) => ({
      name: deck.name,
      cards: deck.cards.map(
        (c): SystemPackCard => ({ identifier: c.identifier, copies: c.copies, type: c.type, fields: withoutNulls(c.fields), ...(c.image === null ? {} : { image: c.image }) }),
      ),
    })),
  };
}

/**
 * A card's fields without null values: an empty field is an absent key in the pack format (null
 * is a format error there), so a card stored with a null before that rule still exports as a
 * document that imports.
 */
function withoutNulls(fields: SystemPackCard["fields"]): SystemPackCard["fields"] {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
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
    system: source.system as GameSystem,
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
