/**
 * The Genesis card game (docs/rules/got-genesis-card-game.txt) as a game system: one card type,
 * its fields, its 125 x 88 mm landscape face and its lint, all as data (docs/systems.md "`got-genesis`").
 * Rule IDs are GEN-<line of the rules text>. The rules engine is ./engine (another module);
 * this file only describes cards.
 *
 * What is data and what is code: everything here is data a data-only system could hold too. The
 * pack's own abilities (`pack.customAbilities`) reach the `ability` and `recruitable` fields
 * through their `packList` (lib/systems/pack-lists.ts `definitionForPack`).
 */
import type { GameSystem, SystemDefinition } from "../types";
import { CORE_ABILITIES, CUSTOM_ABILITIES, FACTIONS, PACK_ABILITIES_LIST } from "./abilities";
import { GENESIS_CARD_RULES, GENESIS_DECK_RULES } from "./rules";
import { genesisRulesEngine } from "./rules-engine";
import { GENESIS_TABLE } from "./table/adapter";

const ABILITIES = [...CORE_ABILITIES, ...CUSTOM_ABILITIES];

/** The card's frame: deep space blue, the rules' science-fiction theme. */
const BORDER = "#1f2f4f";

export const GOT_GENESIS_DEFINITION: SystemDefinition = {
  key: "got-genesis",
  name: "The Genesis card game",
  description: "Gardener of Thoughts: Genesis: Earthlings and Spacelings, one shuffled deck, 125 x 88 mm cards with an ability and a sway of 1 to 6.",
  // GEN-65: "There is a single deck of cards".
  deckNoun: "deck",
  fields: [
    { key: "name", label: "Name", type: { kind: "text" }, required: true },
    {
      key: "faction",
      label: "Faction",
      type: { kind: "enum", values: ["", ...FACTIONS], aliases: { UPA: "Earthlings" } },
      help: "Empty for a card with no faction (GEN-163: the faction may miss). UPA is saved as Earthlings.",
    },
    {
      key: "ability",
      label: "Ability",
      // "" is the new card's empty choice; `required` reports it (GEN-163).
      type: { kind: "enum", values: ["", ...ABILITIES], packList: PACK_ABILITIES_LIST },
      required: true,
      help: "The 15 core abilities; Dread to Strike and the pack's own abilities are for custom cards only.",
    },
    { key: "sway", label: "Sway", type: { kind: "int", min: 1, max: 6 }, required: true, help: "A whole number from 1 to 6 (GEN-182)." },
    { key: "lore", label: "Lore", type: { kind: "text", multiline: true }, help: "The card's story; no effect on the rules (GEN-174).", column: false },
    { key: "custom", label: "Custom", type: { kind: "bool" }, default: false, help: "A card designed by a player (GEN-210): recruited, never shuffled into the destiny." },
    {
      key: "recruitable",
      label: "Recruitable",
      type: { kind: "enum", values: ["", ...ABILITIES], packList: PACK_ABILITIES_LIST },
      help: "Custom cards only: the ability of a card recruited when this card is engaged (GEN-446).",
    },
    { key: "picture", label: "Picture", type: { kind: "image" } },
  ],
  cardTypes: [
    {
      key: "card",
      label: "Card",
      fields: ["name", "faction", "ability", "sway", "lore", "custom", "recruitable", "picture"],
      face: "card",
      border: BORDER,
    },
  ],
  faces: [
    {
      // GEN-161: 125 x 88 mm (B7); GEN-163: "Name [Faction] Ability Sway" on top, "[Lore]" below.
      key: "card",
      widthMm: 125,
      heightMm: 88,
      orientation: "landscape",
      borderMm: 3,
      picture: { x: 3, y: 3, width: 119, height: 82 },
      regions: [
        { name: "name", field: "name", rect: { x: 5.5, y: 5.5, width: 50, height: 9 }, fontPt: 13, minFontPt: 8, style: "bold" },
        { name: "faction", field: "faction", rect: { x: 56.5, y: 5.5, width: 22, height: 9 }, fontPt: 9, minFontPt: 6, style: "medium", align: "center" },
        { name: "ability", field: "ability", rect: { x: 79.5, y: 5.5, width: 27, height: 9 }, fontPt: 11, minFontPt: 7, style: "bold", align: "center" },
        { name: "sway", field: "sway", rect: { x: 107.5, y: 5.5, width: 12, height: 9 }, fontPt: 20, minFontPt: 12, style: "bold", align: "center" },
        // GEN-446: the recruitable is "written below the card's ability".
        {
          name: "recruitable",
          field: "recruitable",
          rect: { x: 79.5, y: 15.5, width: 27, height: 5.5 },
          fontPt: 7.5,
          minFontPt: 5.5,
          style: "italic",
          align: "center",
          prefix: "Recruits ",
        },
        { name: "lore", field: "lore", rect: { x: 5.5, y: 64, width: 114, height: 14.5 }, fontPt: 9, minFontPt: 6, style: "italic" },
        { name: "identifier", field: "$identifier", rect: { x: 101.5, y: 79.5, width: 18, height: 4.5 }, fontPt: 6, minFontPt: 5, style: "mono", align: "right" },
      ],
    },
  ],
  // GEN-161: "All the cards have the same image on their backs."
  backs: { by: "one" },
  cardRules: GENESIS_CARD_RULES,
  deckRules: GENESIS_DECK_RULES,
  // The free table (lib/free-table): the play zones of GEN-192 to GEN-202. The setup follows
  // GEN-274 to GEN-280 loosely (the free table knows no factions): custom cards to the void, ruin
  // and triumph cards to the reserve, the rest shuffled into the destiny, then 7 cards to each ops.
  table: {
    players: { min: 1, max: 2 },
    zones: [
      { key: "destiny", label: "Destiny", owner: "shared", visibility: "hidden", layout: "stack" },
      { key: "void", label: "Void", owner: "shared", visibility: "all", layout: "grid" },
      { key: "ops", label: "Ops", owner: "seat", visibility: "owner", layout: "row" },
      { key: "experience", label: "Experience", owner: "seat", visibility: "owner", layout: "row" },
      { key: "reserve", label: "Reserve", owner: "seat", visibility: "all", layout: "row" },
      { key: "timeline", label: "Timeline", owner: "seat", visibility: "all", layout: "row" },
    ],
    start: "ops",
    setup: [
      { do: "place", where: { field: "custom", equals: true }, to: "void" },
      { do: "place", where: { field: "ability", in: ["Ruin", "Triumph"] }, to: "reserve" },
      { do: "place", where: { all: [] }, to: "destiny" },
      { do: "shuffle", zone: "destiny" },
      { do: "deal", from: "destiny", to: "ops", count: 7 },
    ],
    dice: [6],
  },
};

export const GOT_GENESIS: GameSystem = { definition: GOT_GENESIS_DEFINITION, playable: true, engine: genesisRulesEngine, table: GENESIS_TABLE as unknown as GameSystem["table"] };
