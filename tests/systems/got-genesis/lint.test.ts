/**
 * The Genesis card game's lint (lib/systems/got-genesis/rules.ts and the field types of
 * system.ts): for every rule a test that it reports and a test that it stays silent, named after
 * the rules' sentence (GEN-<line> of docs/rules/got-genesis-card-game.txt).
 */
import { describe, expect, it } from "vitest";
import { lintCard, lintDeck, lintPack } from "@/lib/systems/lint";
import { GOT_GENESIS_DEFINITION as DEF } from "@/lib/systems/got-genesis/system";
import { definitionForPack } from "@/lib/systems/pack-lists";
import type { CardFields, SystemCard, SystemDefinition } from "@/lib/systems/types";

function card(identifier: string, fields: CardFields, copies = 1): SystemCard {
  return { identifier, copies, type: "card", fields };
}
const base = { name: "Dust Runner", faction: "Spacelings", ability: "Navigation", sway: 3 } as const;
const codes = (findings: readonly { code: string }[]) => findings.map((f) => f.code);
const cardCodes = (c: SystemCard, def: SystemDefinition = DEF) => codes(lintCard(def, c));
const deckCodes = (cards: readonly SystemCard[], def: SystemDefinition = DEF) => codes(lintDeck(def, "Deck", cards));

/** A deck both factions can play (a Ruin/Triumph reserve card each), to add cards to. */
const playable = [
  card("E-R", { name: "Ashfall Treaty", faction: "Earthlings", ability: "Ruin", sway: 6 }),
  card("S-T", { name: "Halo Over Ceres", faction: "Spacelings", ability: "Triumph", sway: 6 }),
];

describe("GEN-163 card anatomy: name, ability and sway on every card; faction and lore may miss", () => {
  it("reports an empty name, ability and sway (field-required)", () => {
    const found = lintCard(DEF, card("G-1", {}));
    expect(found.map((f) => [f.code, f.field])).toEqual([
      ["field-required", "name"],
      ["field-required", "ability"],
      ["field-required", "sway"],
    ]);
  });
  it("is silent on a card without faction and lore", () => {
    expect(cardCodes(card("G-1", { name: "Drift", ability: "Omen", sway: 1 }))).toEqual([]);
  });
});

describe("GEN-182 sway is an integer between 1 and 6", () => {
  it.each([0, 7])("reports sway %i (field-range)", (sway) => {
    expect(lintCard(DEF, card("G-1", { ...base, sway }))).toEqual([
      expect.objectContaining({ code: "field-range", field: "sway", message: `Sway is ${sway}; it must be from 1 to 6.`, identifier: "G-1" }),
    ]);
  });
  it.each([1, 6])("is silent on sway %i", (sway) => expect(cardCodes(card("G-1", { ...base, sway }))).toEqual([]));
});

describe("GEN-186 an ability is one of the abilities (did you mean)", () => {
  it("reports a misspelt ability and suggests the closest one", () => {
    const [f] = lintCard(DEF, card("G-1", { ...base, ability: "Valour" }));
    expect(f).toMatchObject({ code: "field-enum", field: "ability" });
    expect(f?.message).toContain('Did you mean "Valor"?');
  });
  it("reports a misspelt recruitable with a suggestion", () => {
    const found = lintCard(DEF, card("G-1", { ...base, custom: true, ability: "Maven", recruitable: "Navigaton", lore: "x" }));
    expect(found.map((f) => [f.code, f.field])).toEqual([["field-enum", "recruitable"]]);
    expect(found[0]?.message).toContain('Did you mean "Navigation"?');
  });
  it("is silent on each of the 15 core abilities", () => {
    for (const ability of ["Battle", "Covert", "Engineering", "Leadership", "Logistics", "Navigation", "Omen", "Persuasion", "Rescue", "Ruin", "Triumph", "Valor", "Vengeance", "Vision", "Warfare"]) {
      expect(cardCodes(card("G-1", { ...base, ability }))).toEqual([]);
    }
  });
});

describe("GEN-81 factions: Earthlings / UPA, Spacelings", () => {
  it("reports another faction (field-enum)", () => expect(cardCodes(card("G-1", { ...base, faction: "Martians" }))).toEqual(["field-enum"]));
  it("is silent on UPA, the other spelling of Earthlings", () => expect(cardCodes(card("G-1", { ...base, faction: "UPA" }))).toEqual([]));
});

describe("GEN-424 custom abilities are for custom cards (GEN-custom-ability)", () => {
  it("reports Dread on a card that is not custom", () => {
    expect(lintCard(DEF, card("G-1", { ...base, ability: "Dread" }))).toEqual([
      expect.objectContaining({ code: "GEN-custom-ability", field: "ability", severity: "error", message: expect.stringContaining('"Dread" is a custom ability') as string }),
    ]);
  });
  it("is silent on Dread on a custom card", () => {
    expect(cardCodes(card("G-1", { ...base, ability: "Dread", custom: true, lore: "x" }))).toEqual([]);
  });
});

describe("GEN-210 custom abilities must be approved: the pack's own (pack.customAbilities)", () => {
  const withEcho = definitionForPack(DEF, { customAbilities: ["Echo"] });
  it("reports an ability neither the rules nor the pack define", () => {
    expect(cardCodes(card("G-1", { ...base, ability: "Echo", custom: true, lore: "x" }))).toEqual(["field-enum"]);
  });
  it("accepts the pack's ability on a custom card, and suggests it for a typo", () => {
    expect(cardCodes(card("G-1", { ...base, ability: "Echo", custom: true, lore: "x" }), withEcho)).toEqual([]);
    expect(lintCard(withEcho, card("G-1", { ...base, ability: "Ecno", custom: true, lore: "x" }))[0]?.message).toContain('Did you mean "Echo"?');
  });
  it("reports the pack's ability on a card that is not custom (GEN-custom-ability)", () => {
    expect(cardCodes(card("G-1", { ...base, ability: "Echo" }), withEcho)).toEqual(["GEN-custom-ability"]);
  });
  it("GEN-419 an entry with its effect (\"Echo: draw 1, then engage 2\") is the ability Echo to the fields and lint", () => {
    const defined = definitionForPack(DEF, { customAbilities: ["Echo: draw 1, then engage 2"] });
    expect(cardCodes(card("G-1", { ...base, ability: "Echo", custom: true, lore: "x" }), defined)).toEqual([]);
    expect(cardCodes(card("G-1", { ...base, ability: "Echo" }), defined)).toEqual(["GEN-custom-ability"]);
  });
  it("a pack's list is a value of recruitable too", () => {
    expect(cardCodes(card("G-1", { ...base, ability: "Maven", recruitable: "Echo", custom: true, lore: "x" }), withEcho)).toEqual([]);
  });
});

describe("GEN-210 a custom card must have the faction of its player (GEN-custom-faction)", () => {
  it("reports a custom card without faction", () => {
    expect(lintCard(DEF, card("G-1", { ...base, faction: "", ability: "Maven", custom: true, lore: "x" }))).toEqual([
      expect.objectContaining({ code: "GEN-custom-faction", field: "faction" }),
    ]);
  });
  it("is silent on a card without faction that is not custom", () => expect(cardCodes(card("G-1", { ...base, faction: "" }))).toEqual([]));
});

describe("GEN-210 a custom card should have lore (GEN-custom-lore, a warning)", () => {
  it("reports a custom card without lore", () => {
    expect(lintCard(DEF, card("G-1", { ...base, ability: "Maven", custom: true }))).toEqual([expect.objectContaining({ code: "GEN-custom-lore", severity: "warning" })]);
  });
  it("is silent with lore", () => expect(cardCodes(card("G-1", { ...base, ability: "Maven", custom: true, lore: "A quiet one." }))).toEqual([]));
});

describe("GEN-446 a recruitable is written on custom cards (GEN-recruitable-custom)", () => {
  it("reports a recruitable on a card that is not custom", () => {
    expect(cardCodes(card("G-1", { ...base, recruitable: "Omen" }))).toEqual(["GEN-recruitable-custom"]);
  });
  it("is silent on a custom card's recruitable", () => {
    expect(cardCodes(card("G-1", { ...base, recruitable: "Omen", custom: true, lore: "x" }))).toEqual([]);
  });
});

const mk = (id: string, ability: string, sway: number, extra: CardFields = {}) =>
  card(id, { name: `Card ${id}`, faction: "Spacelings", ability, sway, custom: true, lore: "x", ...extra });

describe("GEN-210 each custom card has a different ability and sway, for each player", () => {
  it("reports two custom Spacelings cards with one ability, on both cards (GEN-custom-distinct-ability)", () => {
    const found = lintDeck(DEF, "Deck", [...playable, mk("C-1", "Strike", 2), mk("C-2", "Strike", 4)]);
    expect(found.map((f) => [f.code, f.identifier])).toEqual([
      ["GEN-custom-distinct-ability", "C-1"],
      ["GEN-custom-distinct-ability", "C-2"],
    ]);
  });
  it("reports two copies of one custom card", () => {
    expect(deckCodes([...playable, mk("C-1", "Strike", 2)].map((c) => (c.identifier === "C-1" ? { ...c, copies: 2 } : c)))).toEqual([
      "GEN-custom-distinct-ability",
      "GEN-custom-distinct-sway",
    ]);
  });
  it("reports two custom cards of one faction with one sway (GEN-custom-distinct-sway)", () => {
    expect(deckCodes([...playable, mk("C-1", "Strike", 2), mk("C-2", "Sabotage", 2)])).toEqual(["GEN-custom-distinct-sway", "GEN-custom-distinct-sway"]);
  });
  it("is silent when the same ability and sway belong to the two factions, or to cards that are not custom", () => {
    const earth = card("C-9", { name: "Twin", faction: "Earthlings", ability: "Strike", sway: 2, custom: true, lore: "x" });
    const plain = card("P-1", { name: "Plain", faction: "Spacelings", ability: "Omen", sway: 2 });
    const plain2 = card("P-2", { name: "Plain too", faction: "Spacelings", ability: "Omen", sway: 2 });
    expect(deckCodes([...playable, mk("C-1", "Strike", 2), earth, plain, plain2])).toEqual([]);
  });
});

describe("GEN-446 each custom card has a different recruitable (GEN-custom-distinct-recruitable)", () => {
  it("reports two custom cards of one faction recruiting Omen", () => {
    expect(deckCodes([...playable, mk("C-1", "Strike", 2, { recruitable: "Omen" }), mk("C-2", "Sabotage", 4, { recruitable: "Omen" })])).toEqual([
      "GEN-custom-distinct-recruitable",
      "GEN-custom-distinct-recruitable",
    ]);
  });
  it("is silent with different recruitables, and with none", () => {
    expect(deckCodes([...playable, mk("C-1", "Strike", 2, { recruitable: "Omen" }), mk("C-2", "Sabotage", 4, { recruitable: "Vision" }), mk("C-3", "Maven", 5)])).toEqual([]);
  });
});

describe("GEN-448 the card to recruit may not have a recruitable (GEN-recruited-has-recruitable)", () => {
  it("reports the card whose ability another card recruits, on its recruitable, naming the recruiter", () => {
    const found = lintDeck(DEF, "Deck", [...playable, mk("C-1", "Maven", 3, { recruitable: "Negotiation" }), mk("C-2", "Negotiation", 4, { recruitable: "Vision" })]);
    expect(found).toEqual([
      expect.objectContaining({ code: "GEN-recruited-has-recruitable", identifier: "C-2", field: "recruitable", message: expect.stringContaining("C-1 recruits Negotiation cards") as string }),
    ]);
  });
  it("is silent when the recruited card has none", () => {
    expect(deckCodes([...playable, mk("C-1", "Maven", 3, { recruitable: "Negotiation" }), mk("C-2", "Negotiation", 4)])).toEqual([]);
  });
});

describe("GEN-270 each player chooses a different faction from the deck's cards", () => {
  it("reports a deck without Spacelings cards (GEN-faction-spacelings, GEN-reserve-spacelings)", () => {
    expect(deckCodes([playable[0] as SystemCard])).toEqual(["GEN-faction-spacelings", "GEN-reserve-spacelings"]);
  });
  it("reports a deck without Earthlings cards", () => {
    expect(deckCodes([playable[1] as SystemCard])).toEqual(["GEN-faction-earthlings", "GEN-reserve-earthlings"]);
  });
  it("is silent on a deck with both", () => expect(deckCodes(playable)).toEqual([]));
});

describe("GEN-276 each player recruits the non-custom Ruin and Triumph cards of the faction", () => {
  it("reports a faction whose only Ruin is custom (GEN-reserve-earthlings)", () => {
    const customRuin = card("E-C", { name: "Own Ruin", faction: "Earthlings", ability: "Ruin", sway: 5, custom: true, lore: "x" });
    expect(deckCodes([customRuin, playable[1] as SystemCard])).toEqual(["GEN-reserve-earthlings"]);
  });
  it("is silent with a non-custom Ruin or Triumph card each", () => expect(deckCodes(playable)).toEqual([]));
});

describe("lintPack over a Genesis pack", () => {
  it("gives each card's and each deck's findings, with the deck's name", () => {
    const found = lintPack(DEF, [{ name: "Core", cards: [...playable, card("G-1", { ...base, sway: 9 })] }]);
    expect(found.map((f) => [f.code, f.deck, f.identifier])).toEqual([["field-range", "Core", "G-1"]]);
  });
});
