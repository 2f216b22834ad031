/**
 * The front of a data-system card as the card editor's preview shows it: the print's own scene
 * (lib/print faceFrontScene) of the face the card's type prints on, with what print passes it:
 * the type's border colour, the system's symbols (`:key:` in text drawn as their pictures) and
 * the keys of its rich-text fields (their `**bold**` and `*italic*` in the bold and italic
 * faces, without the stars), so the form's preview reads as the PDF does. Pure: the server
 * action (app/packs/[packId]/actions.ts) gives it the definition, the card and its picture.
 */
import { faceFrontScene, faceOfCard, richFieldKeys } from "@/lib/print/face-scene";
import type { CardScene } from "@/lib/print/card-scene";
import type { SymbolDef, SystemCard, SystemDefinition } from "@/lib/systems/types";

/** The card's front, or null when its type has no face to draw (an unknown type). */
export function cardPreviewScene(definition: SystemDefinition, card: Pick<SystemCard, "identifier" | "type" | "fields">, picture: string | null, symbolSrc: (symbol: SymbolDef) => string): CardScene | null {
  const face = faceOfCard(definition, card.type, card.fields);
  if (face === null) return null;
  const border = definition.cardTypes.find((t) => t.key === card.type)?.border;
  const symbols = (definition.symbols ?? []).map((s) => ({ key: s.key, src: symbolSrc(s) }));
  const options = { ...(border === undefined ? {} : { border }), symbols, rich: richFieldKeys(definition.fields) };
  return faceFrontScene(face, { identifier: card.identifier, fields: card.fields, picture }, options).scene;
}
