/** A small user-defined system for tests: tiles with a colour and a number, one face, one rule. */
import type { SystemDefinition } from "@/lib/systems/types";

export function tileSystem(key = "tiles", name = "Tiles"): SystemDefinition {
  return {
    key,
    name,
    description: "Coloured tiles numbered 1 to 20.",
    deckNoun: "deck",
    fields: [
      { key: "colour", label: "Colour", type: { kind: "enum", values: ["red", "blue", "yellow"] }, required: true },
      { key: "number", label: "Number", type: { kind: "int", min: 1, max: 20 }, required: true },
      { key: "text", label: "Text", type: { kind: "richText" } },
    ],
    cardTypes: [{ key: "tile", label: "Tile", fields: ["colour", "number", "text"], face: "card" }],
    faces: [{ key: "card", widthMm: 63.5, heightMm: 88.9, orientation: "portrait", borderMm: 3, regions: [{ name: "number", field: "number", rect: { x: 5, y: 5, width: 20, height: 10 }, fontPt: 14, minFontPt: 8 }] }],
    backs: { by: "one" },
    cardRules: [],
    deckRules: [
      {
        kind: "distinct",
        code: "TILE-once",
        severity: "error",
        message: "{value} is there twice in one colour.",
        field: "number",
        groupBy: "colour",
        examples: {
          bad: { cards: [{ identifier: "a", copies: 1, type: "tile", fields: { colour: "red", number: 1 } }, { identifier: "b", copies: 1, type: "tile", fields: { colour: "red", number: 1 } }] },
          good: { cards: [{ identifier: "a", copies: 1, type: "tile", fields: { colour: "red", number: 1 } }, { identifier: "b", copies: 1, type: "tile", fields: { colour: "blue", number: 1 } }] },
        },
      },
    ],
  };
}

/** The `greenhouse.system/1` document of a definition. */
export function systemDoc(definition: unknown): { format: "greenhouse.system/1"; definition: unknown } {
  return { format: "greenhouse.system/1", definition };
}
