/**
 * GOT CGS as a game system: its card fields, card types (silver and gold) and faces as data. The
 * attribute language (./attributes) and the engine (./engine) are its code. The regions repeat
 * the print layout's rectangles (./print/card-layout.ts, GOT CGS's own print code), which draws
 * GOT CGS cards; a test keeps the two equal.
 */
import { GOT_CGS_SETTINGS, gotCgsPackPictures } from "./pack-pages";
import type { GameSystem, SystemDefinition } from "../types";
import { GOT_CGS_PACK_FINDINGS } from "./pack-findings";
import { GOT_CGS_ENGINE } from "./rules-engine";
import { GOT_CGS_TABLE } from "./table/adapter";

const text = { kind: "text", multiline: true } as const;

export const GOT_CGS_DEFINITION: SystemDefinition = {
  key: "got-cgs",
  name: "Gardener of Thoughts Card Game System",
  description: "GOT CGS: silver (63 x 88 mm) and gold (125 x 176 mm) cards with attribute text, in era decks, played by the rules engine.",
  deckNoun: "era deck",
  fields: [
    { key: "directive", label: "Directive", type: text },
    { key: "attributes", label: "Attributes", type: { kind: "attributeText", grammar: "got-cgs" } },
    { key: "lore", label: "Lore", type: text },
    { key: "orientation", label: "Orientation", type: { kind: "enum", values: ["portrait", "landscape"] }, default: "portrait", column: false },
    { key: "picture", label: "Picture", type: { kind: "image" } },
  ],
  cardTypes: [
    { key: "silver", label: "Silver", fields: ["directive", "attributes", "lore"], face: "silver" },
    {
      key: "gold",
      label: "Gold",
      fields: ["directive", "attributes", "lore", "orientation", "picture"],
      face: { byField: "orientation", faces: { portrait: "gold-portrait", landscape: "gold-landscape" }, default: "gold-portrait" },
    },
  ],
  faces: [
    {
      key: "silver",
      widthMm: 63,
      heightMm: 88,
      orientation: "portrait",
      borderMm: 2.5,
      regions: [
        { name: "directive", field: "directive", rect: { x: 4.5, y: 4.5, width: 54, height: 12.5 }, fontPt: 7.5, minFontPt: 5, style: "medium" },
        { name: "attributes", field: "attributes", rect: { x: 4.5, y: 18.5, width: 54, height: 38.5 }, fontPt: 6.5, minFontPt: 4.5, style: "mono" },
        { name: "lore", field: "lore", rect: { x: 4.5, y: 58.5, width: 54, height: 17 }, fontPt: 6.5, minFontPt: 4.5, style: "italic" },
        { name: "identifier", field: "$identifier", rect: { x: 4.5, y: 77, width: 54, height: 6.5 }, fontPt: 6.5, minFontPt: 5, style: "monoBold", align: "right" },
      ],
    },
    {
      key: "gold-portrait",
      widthMm: 125,
      heightMm: 176,
      orientation: "portrait",
      borderMm: 3,
      regions: [
        { name: "attributes", field: "attributes", rect: { x: 7, y: 7, width: 54, height: 64 }, fontPt: 8, minFontPt: 5.5, style: "mono" },
        { name: "lore", field: "lore", rect: { x: 64, y: 7, width: 54, height: 42 }, fontPt: 8, minFontPt: 5.5, style: "italic" },
        { name: "directive", field: "directive", rect: { x: 7, y: 136, width: 66, height: 33 }, fontPt: 9, minFontPt: 6, style: "medium" },
        { name: "identifier", field: "$identifier", rect: { x: 78, y: 160, width: 40, height: 9 }, fontPt: 8, minFontPt: 6, style: "monoBold", align: "right" },
      ],
    },
    {
      key: "gold-landscape",
      widthMm: 176,
      heightMm: 125,
      orientation: "landscape",
      borderMm: 3,
      regions: [
        { name: "attributes", field: "attributes", rect: { x: 7, y: 7, width: 72, height: 52 }, fontPt: 8, minFontPt: 5.5, style: "mono" },
        { name: "lore", field: "lore", rect: { x: 97, y: 7, width: 72, height: 34 }, fontPt: 8, minFontPt: 5.5, style: "italic" },
        { name: "directive", field: "directive", rect: { x: 7, y: 90, width: 84, height: 28 }, fontPt: 9, minFontPt: 6, style: "medium" },
        { name: "identifier", field: "$identifier", rect: { x: 129, y: 109, width: 40, height: 9 }, fontPt: 8, minFontPt: 6, style: "monoBold", align: "right" },
      ],
    },
  ],
  // One back per affiliation, an attribute of the attribute text: GOT CGS's code picks it (lib/print).
  backs: { by: "field", field: "attributes" },
  cardRules: [],
  deckRules: [],
  // The free table (lib/free-table): the rulebook's play zones (CGS-144 to CGS-150), every card
  // visible to every player (CGS-272) but the deck a seat has not dealt yet.
  table: {
    players: { min: 1, max: 6 },
    zones: [
      { key: "deck", label: "Deck", owner: "seat", visibility: "hidden", layout: "stack" },
      { key: "ops", label: "Ops", owner: "seat", visibility: "all", layout: "row" },
      { key: "playground", label: "Playground", owner: "seat", visibility: "all", layout: "row" },
      { key: "buildsite", label: "Buildsite", owner: "seat", visibility: "all", layout: "grid" },
      { key: "wreckage", label: "Wreckage", owner: "seat", visibility: "all", layout: "stack" },
      { key: "commonBuildsite", label: "Common buildsite", owner: "shared", visibility: "all", layout: "grid" },
      { key: "void", label: "Void", owner: "shared", visibility: "all", layout: "grid" },
    ],
    setup: [{ do: "shuffle", zone: "deck" }],
    counters: [{ key: "victoryPoints", label: "Victory points", on: "seat", start: 0 }],
    dice: [6],
  },
};

export const GOT_CGS: GameSystem = {
  definition: GOT_CGS_DEFINITION,
  playable: true,
  engine: GOT_CGS_ENGINE as GameSystem["engine"],
  packSettings: GOT_CGS_SETTINGS,
  packPictures: gotCgsPackPictures,
  table: GOT_CGS_TABLE as unknown as GameSystem["table"],
  packFindings: GOT_CGS_PACK_FINDINGS,
};
