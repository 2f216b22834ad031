// The design checks fire on broken packs (they stay silent on the demo pack: demo-pack.test.ts).
import { describe, expect, it } from "vitest";
import type { PackDocument } from "@/lib/packs/schema";
import {
  eraCostProblems,
  missingRoleplays,
  numberClashes,
  shouldRules,
  textTooLong,
  uncoverableAdventures,
  unfulfillableConditions,
  unusedFeatures,
} from "./checks";
import { decksOf, DEMO_PACK_PATH, loadPack } from "./deck";

const demo = loadPack(DEMO_PACK_PATH).doc;

/** A copy of the demo pack with every card's attribute text passed through `edit`. */
function editAll(edit: (attributes: string, identifier: string) => string): PackDocument {
  const doc = structuredClone(demo);
  for (const era of doc.eras) for (const card of era.cards) card.attributes = edit(card.attributes, card.identifier);
  return doc;
}

/** A one-era pack of silver cards with the given attribute texts, numbered T-1, T-2, ... */
function tiny(...attributes: string[]): PackDocument {
  return {
    format: "greenhouse.pack/1",
    system: "got-cgs",
    pack: { game: "Test", name: "Tiny", type: "edition", aliases: {}, instructions: {} },
    eras: [{ name: "Only", cards: attributes.map((a, i) => ({ identifier: `T-${i + 1}`, format: "silver", copies: 1, directive: "", attributes: a, lore: "" })) }],
  };
}

const messages = (findings: readonly { message: string }[]) => findings.map((f) => f.message);
const firstDeck = (doc: PackDocument) => decksOf(doc)[0]!;

describe("unusedFeatures", () => {
  it("reports a predefined attribute no card uses", () => {
    const doc = editAll((a) => a.replace(/^Freeze "Yes"\n/m, ""));
    expect(messages(unusedFeatures(doc))).toEqual(["no card uses the predefined attribute Freeze"]);
  });

  it("reports a predefined category and a built-in alias no card uses", () => {
    const doc = editAll((a) => a.replace(/^AC$/m, "AdventureCosts").replace(/^SeizeIf\n.*\n/m, ""));
    expect(messages(unusedFeatures(doc))).toEqual(["no card uses the predefined category SeizeIf", "no card uses the built-in alias AC"]);
  });

  it("reports a pack alias no card uses, and a pack with only one layout", () => {
    const doc = tiny('Type "Support"\nAdventureResources\n  Crew 1');
    doc.pack.aliases = { Cr: "Crew" };
    const found = messages(unusedFeatures(doc));
    expect(found).toContain("no card uses the pack alias Cr");
    expect(found).toContain("no card uses the one-line attribute layout");
    expect(found).not.toContain("no card uses the indented attribute layout");
  });
});

describe("missingRoleplays", () => {
  it("reports a roleplay no adventure of the era has", () => {
    const doc = editAll((a) => a.replace('Roleplay "Epic"', 'Roleplay "Competition"'));
    expect(messages(missingRoleplays(firstDeck(doc)))).toEqual(['no adventure has Roleplay "Epic"']);
  });
});

describe("uncoverableAdventures", () => {
  it("reports an adventure whose costs no hand of supports covers", () => {
    const doc = tiny('Type "Adventure" Roleplay "Solo" ACC Crew 3', 'Type "Support" AR Crew 1');
    expect(uncoverableAdventures(firstDeck(doc))).toEqual([{ era: "Only", identifier: "T-1", message: 'no hand of this era\'s supports covers {"Crew":3}' }]);
  });

  it("counts AdventureCosts that supports add, and the adventure's AcceptSupportIf1", () => {
    const costly = tiny('Type "Adventure" Roleplay "Solo" ACC Hull 1', 'Type "Support" AR Hull 1 AC Crew 1');
    expect(uncoverableAdventures(firstDeck(costly))).toHaveLength(1);
    const refused = tiny('Type "Adventure" Roleplay "Solo" ACC Hull 2 AcceptSupportIf1 AR.Hull < 1', 'Type "Support" AR Hull 2');
    expect(uncoverableAdventures(firstDeck(refused))).toHaveLength(1);
  });

  it("reports a competitive adventure that two players cannot both cover", () => {
    const doc = tiny('Type "Adventure" Roleplay "Competition" ACC Crew 1', 'Type "Support" AR Crew 1');
    expect(messages(uncoverableAdventures(firstDeck(doc)))).toEqual([
      "two competing players cannot both cover it: add similar support cards",
      "only 1 support card(s) give Crew; a competitive adventure needs at least 2",
    ]);
  });

  it("stays silent when copies let both competitors cover it", () => {
    const doc = tiny('Type "Adventure" Roleplay "Battle" ACC Crew 1', 'Type "Support" AR Crew 1');
    doc.eras[0]!.cards[1]!.copies = 2;
    expect(uncoverableAdventures(firstDeck(doc))).toEqual([]);
  });

  it("fires on the demo pack when an adventure costs more than the era holds", () => {
    const doc = editAll((a, id) => (id === "TDC-001" ? a.replace("  Charts 3", "  Charts 99") : a));
    expect(uncoverableAdventures(firstDeck(doc)).map((f) => f.identifier)).toEqual(["TDC-001"]);
  });
});

describe("unfulfillableConditions", () => {
  it("reports play conditions no buildsite card meets, and powers with no possible target", () => {
    const doc = editAll((a) =>
      a
        .replace('Feats.Fog = "Called"', 'Feats.Fog = "Never"')
        .replace('ImmuneIf1\n  Affiliation = "Wreckers"', 'ImmuneIf1\n  Affiliation = "Pirates"')
        .replace('SeizeIf1\n  Kind = "Chart"', 'SeizeIf1\n  Kind = "Dragon"')
        .replace('DisableIf\n  Kind = "Lure"', 'DisableIf\n  Kind = "Sabotage"'),
    );
    expect(unfulfillableConditions(firstDeck(doc)).map((f) => f.message).sort()).toEqual([
      "no card of the era can fulfil DisableIf", // Sabotage cards have powers: they cannot be disabled
      "no card of the era can fulfil ImmuneIf1",
      "no card of the era can fulfil PlayIfBuildsite",
      "no card of the era can fulfil SeizeIf1",
    ]);
  });

  it("reports a PlayIfBuildsiteSum the era's adventures cannot reach", () => {
    const doc = tiny('Type "Adventure" Roleplay "Solo" ER Renown 3', 'Type "Adventure" Roleplay "Epic" PlayIfBuildsiteSum ER.Renown > 4');
    expect(messages(unfulfillableConditions(firstDeck(doc)))).toEqual(["no card of the era can fulfil PlayIfBuildsiteSum"]);
  });

  it("does not let a finale (which ends the era) fulfil another card's buildsite condition", () => {
    const doc = tiny('Type "Adventure" Roleplay "Epic" Feats Crown "Won"', 'Type "Support" PlayIfBuildsite Feats.Crown = "Won"');
    expect(messages(unfulfillableConditions(firstDeck(doc)))).toEqual(["no card of the era can fulfil PlayIfBuildsite"]);
  });
});

describe("eraCostProblems", () => {
  it("reports an era cost with no era resource of its name, and an adventure that does not pay for its cover", () => {
    const doc = tiny('Type "Adventure" Roleplay "Solo" ACC Crew 1 ER Renown 1', 'Type "Support" AR Crew 1 EC Renown 2 Gold 1');
    expect(messages(eraCostProblems(firstDeck(doc)))).toEqual([
      "era cost Gold has no EraResources source in the era",
      "its cover costs 2 Renown in era costs but it only brings 1",
      "its cover costs 1 Gold in era costs but it only brings 0",
    ]);
  });
});

describe("shouldRules", () => {
  it("reports StockHolding without EraResources, Cooperation without CommonBuildsite and a gold card without affiliation", () => {
    const doc = tiny('Type "Support" StockHolding 1 AR Crew 1', 'Type "Adventure" Roleplay "Cooperation" ACC Crew 1', 'Type "Adventure" Roleplay "Epic"');
    doc.eras[0]!.cards[2]!.format = "gold";
    expect(messages(shouldRules(firstDeck(doc)))).toEqual([
      "a StockHolding card should also have EraResources",
      'a Cooperation adventure should have CommonBuildsite "Yes"',
      "a gold card needs an Affiliation and an orientation",
    ]);
  });
});

describe("textTooLong", () => {
  it("reports a directive, a lore and an attribute text too long for a silver card", () => {
    const doc = tiny(Array.from({ length: 13 }, () => 'Type "Support"').join("\n"));
    doc.eras[0]!.cards[0]!.directive = "x".repeat(141);
    doc.eras[0]!.cards[0]!.lore = "y".repeat(161);
    expect(messages(textTooLong(firstDeck(doc)))).toEqual(["directive has 141 characters", "lore has 161 characters", "attributes have 13 lines"]);
  });
});

describe("numberClashes", () => {
  it("reports different cards sharing an identification number, even across eras", () => {
    const doc = structuredClone(demo);
    doc.eras[1]!.cards[0]!.identifier = "BEACON-1";
    doc.eras[0]!.cards[1]!.identifier = "X";
    expect(messages(numberClashes(doc))).toEqual([
      "the identifier ends with no number",
      "shares identification number 1 with TDC-001",
    ]);
  });

  it("reports two different cards with the same identifier, but not one card listed in two eras", () => {
    const doc = structuredClone(demo);
    doc.eras[1]!.cards.push({ ...doc.eras[0]!.cards[0]! });
    expect(numberClashes(doc)).toEqual([]);
    doc.eras[1]!.cards.push({ ...doc.eras[0]!.cards[1]!, identifier: doc.eras[1]!.cards[0]!.identifier });
    expect(messages(numberClashes(doc))).toEqual([`two different cards are both ${doc.eras[1]!.cards[0]!.identifier}`]);
  });
});
