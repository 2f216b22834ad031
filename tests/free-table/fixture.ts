/** A small system with a table, and a pack of two decks, for the free-table tests. */
import type { TableDef } from "@/lib/free-table/definition";
import type { FreeTableDocument } from "@/lib/free-table/setup";
import type { Condition, SystemCard, SystemDefinition } from "@/lib/systems/types";

export const TABLE: TableDef<Condition> = {
  players: { min: 1, max: 4 },
  zones: [
    { key: "deck", label: "Deck", owner: "seat", visibility: "hidden", layout: "stack" },
    { key: "hand", label: "Hand", owner: "seat", visibility: "owner", layout: "row" },
    { key: "hero", label: "Hero", owner: "seat", visibility: "all", layout: "row" },
    { key: "board", label: "Board", owner: "seat", visibility: "all", layout: "grid" },
    { key: "mana", label: "Mana", owner: "seat", visibility: "all", layout: "row", faceDown: true },
    { key: "discard", label: "Discard", owner: "seat", visibility: "all", layout: "stack" },
    { key: "common", label: "Common", owner: "shared", visibility: "all", layout: "row" },
  ],
  setup: [
    { do: "place", where: { field: "$type", equals: "hero" }, to: "hero" },
    { do: "shuffle", zone: "deck" },
    { do: "deal", from: "deck", to: "hand", count: 6 },
  ],
  counters: [
    { key: "life", label: "Life", on: "seat", start: 20 },
    { key: "boost", label: "Boost", on: "card" },
  ],
  dice: [6, 20],
  phases: ["Morning", "Noon", "Dusk", "Night"],
};

export const DEFINITION: SystemDefinition = {
  key: "mini",
  name: "Mini",
  description: "A tiny system for tests.",
  deckNoun: "deck",
  fields: [{ key: "name", label: "Name", type: { kind: "text" } }],
  cardTypes: [
    { key: "hero", label: "Hero", fields: ["name"], face: "card" },
    { key: "unit", label: "Unit", fields: ["name"], face: "card" },
  ],
  faces: [{ key: "card", widthMm: 63, heightMm: 88, orientation: "portrait", regions: [] }],
  backs: { by: "one" },
  cardRules: [],
  deckRules: [],
  table: TABLE,
};

function unit(n: number, copies = 1): SystemCard {
  return { identifier: `U-${String(n).padStart(3, "0")}`, copies, type: "unit", fields: { name: `Unit ${n}` } };
}

/** Deck "A": a hero and 20 units (one card of 3 copies); deck "B": another hero and 15 units. */
export const DOCUMENT: FreeTableDocument = {
  definition: DEFINITION,
  decks: [
    { name: "A", cards: [{ identifier: "H-001", copies: 1, type: "hero", fields: { name: "Hero A" } }, ...Array.from({ length: 17 }, (_, i) => unit(i + 1)), unit(99, 3)] },
    { name: "B", cards: [{ identifier: "H-002", copies: 1, type: "hero", fields: { name: "Hero B" } }, ...Array.from({ length: 15 }, (_, i) => unit(i + 101))] },
  ],
};
