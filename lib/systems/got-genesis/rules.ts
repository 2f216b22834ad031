/**
 * The Genesis card game's lint as data rules (lib/systems/types.ts): every rule the rules text
 * gives a card or a deck, each with its code, a message that says how to fix it, the rules'
 * sentence (GEN-<line> of docs/rules/got-genesis-card-game.txt) and a bad and a good example
 * (tests/systems/lint/rule-examples.test.ts checks them; tests/systems/got-genesis/lint.test.ts
 * checks reporting and silence per rule).
 *
 * Checked by the field types instead (lib/systems/lint/card-fields.ts): a name, an ability and a
 * sway on every card (GEN-163: only faction and lore "may miss"), sway 1 to 6 (GEN-182), an
 * ability or recruitable that is no ability (`field-enum`, with did-you-mean; GEN-186), a faction
 * other than Earthlings / UPA / Spacelings (GEN-81).
 */
import type { CardFields, CardRuleDef, DeckRuleDef, SystemCard } from "../types";
import { CUSTOM_ABILITIES, PACK_ABILITIES_LIST } from "./abilities";

function card(identifier: string, fields: CardFields, copies = 1): SystemCard {
  return { identifier, copies, type: "card", fields };
}

const custom = { field: "custom", equals: true } as const;

const earthRuin = card("E-01", { name: "Ashfall Treaty", faction: "Earthlings", ability: "Ruin", sway: 6 });
const spaceTriumph = card("S-01", { name: "Halo Over Ceres", faction: "Spacelings", ability: "Triumph", sway: 6 });

export const GENESIS_CARD_RULES: readonly CardRuleDef[] = [
  {
    kind: "card",
    code: "GEN-custom-ability",
    severity: "error",
    source: "GEN-424, GEN-210",
    message: '"{value}" is a custom ability: only custom cards may have it. Tick Custom, or choose one of the 15 core abilities.',
    when: { any: [{ field: "ability", in: [...CUSTOM_ABILITIES] }, { field: "ability", inPackList: PACK_ABILITIES_LIST }] },
    check: custom,
    field: "ability",
    examples: {
      bad: card("G-1", { name: "Long Night", faction: "Spacelings", ability: "Dread", sway: 3 }),
      good: card("G-1", { name: "Long Night", faction: "Spacelings", ability: "Dread", sway: 3, custom: true }),
    },
  },
  {
    kind: "card",
    code: "GEN-custom-faction",
    severity: "error",
    source: "GEN-210",
    message: "A custom card must have the faction of the player who created it: choose Earthlings or Spacelings.",
    when: custom,
    check: { field: "faction", empty: false },
    field: "faction",
    examples: {
      bad: card("G-2", { name: "Lantern Keeper", ability: "Maven", sway: 2, custom: true }),
      good: card("G-2", { name: "Lantern Keeper", faction: "Earthlings", ability: "Maven", sway: 2, custom: true }),
    },
  },
  {
    kind: "card",
    code: "GEN-custom-lore",
    severity: "warning",
    source: "GEN-210",
    message: "A custom card should have lore that matches the game's theme: write a line or two of its story.",
    when: custom,
    check: { field: "lore", empty: false },
    field: "lore",
    examples: {
      bad: card("G-3", { name: "Lantern Keeper", faction: "Earthlings", ability: "Maven", sway: 2, custom: true }),
      good: card("G-3", { name: "Lantern Keeper", faction: "Earthlings", ability: "Maven", sway: 2, custom: true, lore: "She still lights the pier for ships that left a century ago." }),
    },
  },
  {
    kind: "card",
    code: "GEN-recruitable-custom",
    severity: "error",
    source: "GEN-446",
    message: "Only a custom card may have a recruitable: tick Custom, or clear Recruitable.",
    when: { field: "recruitable", empty: false },
    check: custom,
    field: "recruitable",
    examples: {
      bad: card("G-4", { name: "Dockside Recruiter", faction: "Earthlings", ability: "Leadership", sway: 3, recruitable: "Omen" }),
      good: card("G-4", { name: "Dockside Recruiter", faction: "Earthlings", ability: "Leadership", sway: 3, recruitable: "Omen", custom: true }),
    },
  },
];

export const GENESIS_DECK_RULES: readonly DeckRuleDef[] = [
  {
    kind: "distinct",
    code: "GEN-custom-distinct-ability",
    severity: "error",
    source: "GEN-210",
    message: "Each custom card of one faction must have a different ability; {count} have {value}. Change the ability of all but one (copies count as cards).",
    field: "ability",
    groupBy: "faction",
    where: custom,
    examples: {
      bad: {
        cards: [
          card("C-1", { name: "Quiet Mutiny", faction: "Spacelings", ability: "Strike", sway: 2, custom: true }),
          card("C-2", { name: "Red Shift", faction: "Spacelings", ability: "Strike", sway: 4, custom: true }),
        ],
      },
      good: {
        cards: [
          card("C-1", { name: "Quiet Mutiny", faction: "Spacelings", ability: "Strike", sway: 2, custom: true }),
          card("C-2", { name: "Red Shift", faction: "Spacelings", ability: "Sabotage", sway: 4, custom: true }),
        ],
      },
    },
  },
  {
    kind: "distinct",
    code: "GEN-custom-distinct-sway",
    severity: "error",
    source: "GEN-210",
    message: "Each custom card of one faction must have a different sway; {count} have sway {value}. Change the sway of all but one.",
    field: "sway",
    groupBy: "faction",
    where: custom,
    examples: {
      bad: {
        cards: [
          card("C-3", { name: "Quiet Mutiny", faction: "Earthlings", ability: "Strike", sway: 2, custom: true }),
          card("C-4", { name: "Red Shift", faction: "Earthlings", ability: "Sabotage", sway: 2, custom: true }),
        ],
      },
      good: {
        cards: [
          card("C-3", { name: "Quiet Mutiny", faction: "Earthlings", ability: "Strike", sway: 2, custom: true }),
          card("C-4", { name: "Red Shift", faction: "Earthlings", ability: "Sabotage", sway: 5, custom: true }),
        ],
      },
    },
  },
  {
    kind: "distinct",
    code: "GEN-custom-distinct-recruitable",
    severity: "error",
    source: "GEN-446",
    message: "Each custom card of one faction must have a different recruitable; {count} recruit {value}. Change or clear all but one.",
    field: "recruitable",
    groupBy: "faction",
    where: custom,
    examples: {
      bad: {
        cards: [
          card("C-5", { name: "Quiet Mutiny", faction: "Spacelings", ability: "Strike", sway: 2, custom: true, recruitable: "Omen" }),
          card("C-6", { name: "Red Shift", faction: "Spacelings", ability: "Sabotage", sway: 4, custom: true, recruitable: "Omen" }),
        ],
      },
      good: {
        cards: [
          card("C-5", { name: "Quiet Mutiny", faction: "Spacelings", ability: "Strike", sway: 2, custom: true, recruitable: "Omen" }),
          card("C-6", { name: "Red Shift", faction: "Spacelings", ability: "Sabotage", sway: 4, custom: true, recruitable: "Vision" }),
        ],
      },
    },
  },
  {
    kind: "referenced",
    code: "GEN-recruited-has-recruitable",
    severity: "error",
    source: "GEN-448",
    message: "{expected} recruits {value} cards, and a card to recruit may not have a recruitable: clear this card's Recruitable, or give {expected} another one.",
    field: "ability",
    by: "recruitable",
    check: { field: "recruitable", empty: true },
    checkField: "recruitable",
    examples: {
      bad: {
        cards: [
          card("C-7", { name: "Signal Fire", faction: "Earthlings", ability: "Maven", sway: 3, custom: true, recruitable: "Negotiation" }),
          card("C-8", { name: "Open Table", faction: "Earthlings", ability: "Negotiation", sway: 4, custom: true, recruitable: "Vision" }),
        ],
      },
      good: {
        cards: [
          card("C-7", { name: "Signal Fire", faction: "Earthlings", ability: "Maven", sway: 3, custom: true, recruitable: "Negotiation" }),
          card("C-8", { name: "Open Table", faction: "Earthlings", ability: "Negotiation", sway: 4, custom: true }),
        ],
      },
    },
  },
  ...(["Earthlings", "Spacelings"] as const).flatMap((faction): DeckRuleDef[] => {
    const own = faction === "Earthlings" ? earthRuin : spaceTriumph;
    const other = faction === "Earthlings" ? spaceTriumph : earthRuin;
    return [
      {
        kind: "count",
        code: `GEN-faction-${faction.toLowerCase()}`,
        severity: "warning",
        source: "GEN-270",
        message: `Each player chooses a different faction from the factions of the deck's cards, and this deck has no ${faction} card: add ${faction} cards for the second player.`,
        where: { field: "faction", equals: faction },
        min: 1,
        examples: { bad: { cards: [other] }, good: { cards: [other, own] } },
      },
      {
        kind: "count",
        code: `GEN-reserve-${faction.toLowerCase()}`,
        severity: "warning",
        source: "GEN-276, GEN-330",
        message: `The ${faction} player's reserve starts with the deck's non-custom ${faction} Ruin and Triumph cards, and this deck has none: the first turn that player loses ends the game. Add a ${faction} Ruin or Triumph card (the rules' game has 3 per faction, GEN-111).`,
        where: { all: [{ field: "faction", equals: faction }, { field: "custom", equals: false }, { field: "ability", in: ["Ruin", "Triumph"] }] },
        min: 1,
        examples: {
          bad: { cards: [other, card("X-1", { name: "Tidewatch", faction, ability: "Vision", sway: 2 })] },
          good: { cards: [other, own] },
        },
      },
    ];
  }),
];
