/**
 * The canonical JSON text of a pack document: fixed key order, two-space indentation, a final
 * newline, every defaulted card field written out. Export and `cli format` print this, and the
 * demo pack is stored in it, so import followed by export is byte-identical.
 */
import type { Instructions, PackCard, PackDocument, PackPictures } from "./schema";

const INSTRUCTION_KEYS: readonly (keyof Instructions)[] = [
  "players",
  "affiliations",
  "playerAffiliations",
  "extends",
  "gameComponents",
  "sessionPlayDurationMinutes",
  "eraSetupDurationMinutes",
  "eraWrapUpDurationMinutes",
  "opsAnalysisTimeLimitMinutes",
  "turnTimeLimitMinutes",
  "playerLevel",
  "allowedCustomizations",
  "goals",
  "extraInstructions",
  "customAbilities",
];

function ordered<T extends object>(value: T, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out;
}

function canonicalCard(card: PackCard): PackCard {
  return ordered(card, ["identifier", "format", "copies", "directive", "attributes", "lore", "orientation", "image"]) as PackCard;
}

function canonicalPictures(pictures: PackPictures): PackPictures {
  return ordered(pictures, ["front", "backs"]);
}

/** Plain object in canonical key order (what {@link serializePack} prints). */
export function canonicalPack(doc: PackDocument): PackDocument {
  const pack = {
    game: doc.pack.game,
    name: doc.pack.name,
    type: doc.pack.type,
    aliases: doc.pack.aliases,
    instructions: ordered(doc.pack.instructions, INSTRUCTION_KEYS),
    ...(doc.pack.pictures === undefined ? {} : { pictures: canonicalPictures(doc.pack.pictures) }),
  };
  return {
    format: doc.format,
    system: doc.system,
    pack,
    eras: doc.eras.map((era) => ({ name: era.name, cards: era.cards.map(canonicalCard) })),
  };
}

/** The canonical JSON text of a pack, ending with a newline. */
export function serializePack(doc: PackDocument): string {
  return `${JSON.stringify(canonicalPack(doc), null, 2)}\n`;
}
