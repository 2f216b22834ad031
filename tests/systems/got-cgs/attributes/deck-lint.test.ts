/** Deck rules beyond their documented examples: each one firing and staying silent where it should. */
import { describe, expect, it } from "vitest";
import type { DeckExample } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { lintPack } from "@/lib/packs/lint";
import { makePack, packFrom } from "./pack-builders";

type ExampleCard = DeckExample["cards"][number];

const codesOf = (cards: ExampleCard[], extra: { players?: number; affiliations?: string[]; aliases?: Record<string, string> } = {}) =>
  lintPack(packFrom({ cards, ...extra })).diagnostics.map((d) => `${d.identifier ?? d.field}:${d.code}`);

const adventure = (id: string, body: string, roleplay = "Solo"): ExampleCard => ({ identifier: id, attributes: `Type "Adventure"\nRoleplay "${roleplay}"\n${body}` });
const support = (id: string, body: string, copies = 1): ExampleCard => ({ identifier: id, copies, attributes: `Type "Support"\n${body}` });

describe("unfulfillable-condition", () => {
  it("CGS-538 PlayIfBuildsite is met by an adventure's feat, not by a support card that never reaches a buildsite", () => {
    const needs = support("S-001", 'PlayIfBuildsite\n  Feats.Drive = "Fluon"');
    expect(codesOf([adventure("A-001", 'Feats\n  Drive "Fluon"'), needs])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([adventure("A-001", ""), support("S-002", 'Subtype "Drive"\nPlayIfBuildsite\n  Subtype = "Drive"'), needs])).toContain(
      "S-001:unfulfillable-condition",
    );
    expect(codesOf([adventure("A-001", ""), support("S-002", 'Subtype "Drive"'), support("S-003", 'PlayIfBuildsite\n  Subtype = "Drive"')])).toContain(
      "S-003:unfulfillable-condition",
    );
    const stock = support("S-002", 'Subtype "Drive"\nStockHolding 1\nEraResources\n  Sway 1');
    expect(codesOf([adventure("A-001", ""), stock, support("S-003", 'PlayIfBuildsite\n  Subtype = "Drive"')])).not.toContain("S-003:unfulfillable-condition");
  });

  it("CGS-259 a MultiEra adventure of another era can sit in the buildsite", () => {
    const doc = makePack({
      format: "greenhouse.pack/1",
      pack: { game: "G", name: "P", type: "edition" },
      eras: [
        { name: "First", cards: [{ identifier: "A-001", format: "silver", attributes: 'Type "Adventure"\nRoleplay "Solo"\nMultiEra "Yes"\nFeats\n  Road 1' }] },
        { name: "Second", cards: [{ identifier: "S-002", format: "silver", attributes: 'Type "Support"\nPlayIfBuildsite\n  Feats.Road > 1' }] },
      ],
    });
    expect(lintPack(doc).diagnostics.map((d) => d.code)).not.toContain("unfulfillable-condition");
    const plain = makePack({ ...doc, eras: doc.eras.map((e, i) => (i === 0 ? { ...e, cards: [{ ...e.cards[0]!, attributes: 'Type "Adventure"\nRoleplay "Solo"\nFeats\n  Road 1' }] } : e)) });
    expect(lintPack(plain).diagnostics.map((d) => d.code)).toContain("unfulfillable-condition");
  });

  it("CGS-246 CGS-247 < means at most and > at least", () => {
    const site = adventure("A-001", "Feats\n  Level 3");
    expect(codesOf([site, support("S-001", "PlayIfBuildsite\n  Feats.Level > 3")])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([site, support("S-001", "PlayIfBuildsite\n  Feats.Level > 4")])).toContain("S-001:unfulfillable-condition");
    expect(codesOf([site, support("S-001", "PlayIfBuildsite\n  Feats.Level < 3")])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([site, support("S-001", "PlayIfBuildsite\n  Feats.Level < 2")])).toContain("S-001:unfulfillable-condition");
    expect(codesOf([site, support("S-001", "PlayIfBuildsite\n  Feats.Level = 1/2/3")])).not.toContain("S-001:unfulfillable-condition");
  });

  it("CGS-543 PlayIfBuildsiteSum adds values from several cards; PlayIfBuildsite does not", () => {
    const sites = [adventure("A-001", "Feats\n  Gold 2"), adventure("A-002", "Feats\n  Gold 2")];
    expect(codesOf([...sites, support("S-001", "PlayIfBuildsiteSum\n  Feats.Gold > 4")])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([...sites, support("S-001", "PlayIfBuildsite\n  Feats.Gold > 4")])).toContain("S-001:unfulfillable-condition");
  });

  it("CGS-546 PlayIfBuildsite1 needs one card meeting every condition at once", () => {
    const sites = [adventure("A-001", "Feats\n  Gold 2"), adventure("A-002", "Feats\n  Iron 2")];
    const together = lintPack(packFrom({ cards: [...sites, support("S-001", "PlayIfBuildsite1\n  Feats.Gold > 1\n  Feats.Iron > 1")] })).diagnostics;
    const d = together.find((x) => x.code === "unfulfillable-condition");
    expect(d?.message).toContain("No single card that can reach a buildsite");
    expect(d?.column).toBe(1);
    expect(codesOf([...sites, support("S-001", "PlayIfBuildsite\n  Feats.Gold > 1\n  Feats.Iron > 1")])).not.toContain("S-001:unfulfillable-condition");
  });

  it("CGS-437 CGS-556 a power cannot target protected cards (powers, Recover1, Reuse, ImmuneIf1, SeizeIf)", () => {
    const disabler = support("S-001", 'DisableIf1\n  Subtype = "Ship"');
    expect(codesOf([adventure("A-001", ""), disabler, support("S-002", 'Subtype "Ship"')])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([adventure("A-001", ""), disabler, support("S-002", 'Subtype "Ship"\nRecover1 "Yes"')])).toContain("S-001:unfulfillable-condition");
  });

  it("CGS-609 ImmuneIf1 looks at cards with powers only", () => {
    const shield = support("S-001", "ImmuneIf1\n  AR.Strength < 1");
    expect(codesOf([adventure("A-001", ""), shield, support("S-002", 'Freeze "Yes"\nAdventureResources\n  Strength 1')])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([adventure("A-001", ""), shield, support("S-002", "AdventureResources\n  Strength 1")])).toContain("S-001:unfulfillable-condition");
  });

  it("CGS-633 SeizeIf cannot take affiliated cards", () => {
    const seizer = support("S-001", 'SeizeIf\n  Subtype = "Ship"');
    expect(codesOf([adventure("A-001", ""), seizer, support("S-002", 'Subtype "Ship"')])).not.toContain("S-001:unfulfillable-condition");
    expect(codesOf([adventure("A-001", ""), seizer, support("S-002", 'Subtype "Ship"\nAffiliation "A"')])).toContain("S-001:unfulfillable-condition");
  });

  it("a card never fulfils its own condition, but a second copy can", () => {
    const self = support("S-001", 'Subtype "Ship"\nFreeze "Yes"\nImmuneIf1\n  Subtype = "Ship"');
    expect(codesOf([adventure("A-001", ""), self])).toContain("S-001:unfulfillable-condition");
    expect(codesOf([adventure("A-001", ""), { ...self, copies: 2 }])).not.toContain("S-001:unfulfillable-condition");
  });

  it("messages name each kind of card in the plural where they speak of several (no \"...targeted)s have\")", () => {
    const messageOf = (cards: ExampleCard[]) => lintPack(packFrom({ cards })).diagnostics.find((d) => d.identifier === "S-001" && d.code === "unfulfillable-condition")?.message;
    const ship = support("S-002", "AdventureResources\n  StarshipCapacity 2");
    expect(messageOf([adventure("A-001", ""), support("S-001", "DisableIf1\n  AR.StarshipCapacity > 5"), ship])).toContain(
      "the support cards it may target (cards with powers cannot be targeted) have AdventureResources.StarshipCapacity 2 only.",
    );
    expect(messageOf([adventure("A-001", "Feats\n  Gold 2"), support("S-001", "PlayIfBuildsite\n  Feats.Gold > 4")])).toContain(
      "the cards that can reach a buildsite (adventures, StockHolding cards) have Feats.Gold 2 only.",
    );
    const powered = support("S-002", 'Freeze "Yes"\nAdventureResources\n  Strength 3');
    expect(messageOf([adventure("A-001", ""), support("S-001", "ImmuneIf1\n  AR.Strength < 1"), powered])).toContain("the cards with powers have AdventureResources.Strength 3 only.");
    expect(messageOf([adventure("A-001", ""), support("S-001", "SeizeIf\n  AR.StarshipCapacity > 5"), ship])).toContain(
      "the unaffiliated cards it may seize have AdventureResources.StarshipCapacity 2 only.",
    );
    // Where one card is meant, the phrase stays singular.
    expect(messageOf([adventure("A-001", ""), support("S-001", "DisableIf1\n  AR.Missing > 1"), ship])).toContain(
      "no support card it may target (cards with powers cannot be targeted) has AdventureResources.Missing.",
    );
  });

  it("AcceptSupportIf1 is a filter, never unfulfillable", () => {
    expect(codesOf([adventure("A-001", "AcceptSupportIf1\n  AR.Nothing > 9")])).not.toContain("A-001:unfulfillable-condition");
  });
});

describe("uncoverable-cost and too-few-similar-support", () => {
  it("CGS-353 feats of other adventures count toward coverage", () => {
    expect(codesOf([adventure("A-001", "AdventureCommonCosts\n  Crew 3"), adventure("A-002", "Feats\n  Crew 3")])).not.toContain("A-001:uncoverable-cost");
    expect(codesOf([adventure("A-001", "AdventureCommonCosts\n  Crew 3"), adventure("A-002", "Feats\n  Crew 2")])).toContain("A-001:uncoverable-cost");
  });

  it("CGS-353 an individualist adventure's own resources count; CGS-344 a cooperative one's do not", () => {
    expect(codesOf([adventure("A-001", "AdventureCommonCosts\n  Crew 1\nAdventureResources\n  Crew 1")])).not.toContain("A-001:uncoverable-cost");
    expect(codesOf([adventure("A-001", 'CommonBuildsite "Yes"\nAdventureCommonCosts\n  Crew 1\nAdventureResources\n  Crew 1', "Cooperation")])).toContain("A-001:uncoverable-cost");
  });

  it("CGS-535 support cards AcceptSupportIf1 refuses do not count", () => {
    const picky = adventure("A-001", "AdventureCommonCosts\n  Range 2\nAcceptSupportIf1\n  AR.Range > 3");
    expect(codesOf([picky, support("S-001", "AdventureResources\n  Range 2", 3)])).toContain("A-001:uncoverable-cost");
    expect(codesOf([picky, support("S-001", "AdventureResources\n  Range 4")])).not.toContain("A-001:uncoverable-cost");
  });

  it("a support card's own AdventureCosts need a resource somewhere; a misspelt name gets a suggestion", () => {
    const list = lintPack(packFrom({ cards: [adventure("A-001", ""), support("S-001", "AdventureCosts\n  WeaponSlot 1"), support("S-002", "AdventureResources\n  WeaponSlots 2")] })).diagnostics;
    const d = list.find((x) => x.code === "uncoverable-cost");
    expect(d?.message).toContain("did you mean WeaponSlots?");
  });

  it("CGS-190 copies count as similar support cards; non-competitive adventures are not checked", () => {
    const race = adventure("A-001", "AdventureCommonCosts\n  Speed 2", "Competition");
    expect(codesOf([race, support("S-001", "AdventureResources\n  Speed 2")])).toContain("A-001:too-few-similar-support");
    expect(codesOf([race, support("S-001", "AdventureResources\n  Speed 2", 2)])).not.toContain("A-001:too-few-similar-support");
    expect(codesOf([adventure("A-001", "AdventureCommonCosts\n  Speed 2", "Solo"), support("S-001", "AdventureResources\n  Speed 2")])).not.toContain("A-001:too-few-similar-support");
  });
});

describe("custom-name-spelling", () => {
  it("names differing only in digits, and pack aliases, are not misspellings", () => {
    const cards = [adventure("A-001", "Feats\n  Level1 1\n  Level2 1"), support("S-001", "AdventureResources\n  Lvl 1\n  Level1 1")];
    expect(codesOf(cards, { aliases: { Lvl: "Level1" } })).not.toContain("S-001:custom-name-spelling");
  });

  it("the more frequent spelling wins; a case difference is a second spelling", () => {
    const cards = [support("S-001", "AdventureResources\n  FlyRange 1"), support("S-002", "AdventureResources\n  FlyRange 1"), support("S-003", "AdventureResources\n  Flyrange 1")];
    const d = lintPack(packFrom({ cards: [adventure("A-001", ""), ...cards] })).diagnostics.filter((x) => x.code === "custom-name-spelling");
    expect(d.map((x) => [x.identifier, x.fixes?.[0]?.edits[0]?.newText])).toEqual([["S-003", "FlyRange"]]);
  });

  it("short unrelated names stay apart (Sway, Away; Crew, Crow), short typos do not (Crew, Crews, Cerw)", () => {
    const cards = [adventure("A-001", "EraResources\n  Sway 1\n  Crew 1"), support("S-001", "EraCosts\n  Away 1\n  Crow 1")];
    expect(codesOf(cards).filter((c) => c.endsWith("custom-name-spelling"))).toEqual([]);
    const typos = [adventure("A-001", "EraResources\n  Crew 1"), support("S-001", "EraCosts\n  Crew 1"), support("S-002", "EraCosts\n  Crews 1"), support("S-003", "EraCosts\n  Cerw 1")];
    expect(codesOf(typos).filter((c) => c.endsWith("custom-name-spelling"))).toEqual(["S-002:custom-name-spelling", "S-003:custom-name-spelling"]);
  });
});

describe("identifiers", () => {
  it("CGS-210 copies of one card are one entry: no clash", () => {
    expect(codesOf([adventure("A-001", ""), support("S-002", 'Subtype "x"', 4)]).filter((c) => /identifier|clash/.test(c))).toEqual([]);
  });

  it("CGS-210 one identifier on two different cards is an error; on two identical entries, a hint to use copies", () => {
    const list = lintPack(packFrom({ cards: [adventure("A-001", ""), support("S-002", 'Subtype "x"'), support("S-002", 'Subtype "x"'), support("S-002", 'Subtype "y"')] })).diagnostics.filter((d) => d.code === "duplicate-identifier");
    expect(list.map((d) => [d.severity, d.message.includes("copies")])).toEqual([
      ["error", true],
      ["error", false],
    ]);
  });

  it("CGS-314 a clash points at the identification number", () => {
    const d = lintPack(packFrom({ cards: [adventure("GEN-007", ""), support("PROMO-007", 'Subtype "x"')] })).diagnostics.find((x) => x.code === "identifier-clash");
    expect(d).toMatchObject({ field: "identifier", identifier: "PROMO-007", line: 1, column: 7, endColumn: 10 });
  });
});

describe("pack rules", () => {
  it("CGS-180 more players than listed affiliations is a pack finding", () => {
    const list = lintPack(packFrom({ players: 3, affiliations: ["A", "B"], cards: [adventure("A-001", 'Affiliation "A"'), support("S-001", 'Affiliation "B"')] })).diagnostics;
    expect(list.filter((d) => d.code === "too-few-affiliations").map((d) => d.field)).toEqual(["pack", "era"]);
  });

  it("unlisted-affiliation is silent when the pack lists no affiliations", () => {
    expect(codesOf([adventure("A-001", 'Affiliation "Zed"')], { players: 2 })).not.toContain("A-001:unlisted-affiliation");
  });

  it("CGS-233 an alias of an alias is reported", () => {
    const list = lintPack(packFrom({ aliases: { SR: "SFR", SFR: "StarshipFlyRange" }, cards: [adventure("A-001", "")] })).diagnostics;
    expect(list.filter((d) => d.code === "alias-clash").map((d) => d.message)).toEqual([expect.stringContaining("Write SR = StarshipFlyRange")]);
  });
});

describe("custom-name-spelling: word evidence", () => {
  it("a correct name used less often than its misspelt twin is not reported when the word decides (Starship vs Startship)", () => {
    const cards = [
      support("S-001", "AdventureResources\n  StarshipCapacity 1\n  StarshipFirePower 1\n  StarshipFlyRange 1"),
      support("S-002", "AdventureResources\n  StartshipSensor 1"),
      support("S-003", "AdventureResources\n  StartshipSensor 1"),
      support("S-004", "AdventureResources\n  StarshipSensor 1"),
    ];
    expect(codesOf([adventure("A-001", ""), ...cards]).filter((c) => c.endsWith("custom-name-spelling"))).toEqual([
      "S-002:custom-name-spelling",
      "S-003:custom-name-spelling",
    ]);
  });
});

describe("lintPack reuses analyses safely", () => {
  it("a second run gives the same result, and a change of aliases or format is seen", async () => {
    const { clearLintMemo } = await import("@/lib/packs/lint");
    const cards = [adventure("A-001", "AdventureCommonCosts\n  Fly 1"), support("S-001", "AdventureResources\n  SFR 1")];
    const plain = lintPack(packFrom({ cards }));
    expect(lintPack(packFrom({ cards }))).toEqual(plain);
    expect(plain.diagnostics.map((d) => d.code)).toContain("uncoverable-cost");
    const aliased = lintPack(packFrom({ cards, aliases: { SFR: "Fly" } }));
    expect(aliased.diagnostics.map((d) => d.code)).not.toContain("uncoverable-cost");
    const gold = lintPack(packFrom({ cards: [adventure("A-001", ""), { ...support("S-001", 'Subtype "x"'), format: "gold" }] }));
    expect(gold.diagnostics.map((d) => d.code)).toContain("gold-without-affiliation");
    clearLintMemo();
    expect(lintPack(packFrom({ cards }))).toEqual(plain);
  });
});
