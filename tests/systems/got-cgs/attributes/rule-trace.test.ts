/**
 * The rule sentences of the GOT CGS rulebook that lint checks rather than the engine
 * (docs/rules/got-cgs-rules-index.md): how a card is written, which cards may carry an attribute,
 * an attribute's possible values, the gold cards' affiliation and the design advice lint gives.
 * Each test is named after its rule and fails when the check is removed: the bad text reports the
 * code, the fixed text reports nothing. scripts/engine-rule-table.ts reads these names into the
 * engine README's rule table.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/systems/got-cgs/attributes";
import { ruleByCode } from "@/lib/systems/got-cgs/attributes/lint/registry";
import type { DeckExample } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { lintPack } from "@/lib/packs/lint";
import { packFrom } from "./pack-builders";

type Context = Parameters<typeof analyze>[1];

function codes(text: string, context?: Context): string[] {
  return analyze(text, context).diagnostics.map((d) => d.code);
}

/** The bad text reports `code`; the fixed text reports nothing at all. */
function expectChecked(code: string, bad: string, good: string, context?: Context): void {
  expect(codes(bad, context), `bad: ${bad}`).toContain(code);
  expect(codes(good, context), `good: ${good}`).toEqual([]);
}

/** No card type is refused the attribute or category: neither scope rule fires on either type. */
function expectOnEveryCard(text: string): void {
  expect(codes(`Type "Support"\n${text}`)).toEqual([]);
  expect(codes(`Type "Adventure"\nRoleplay "Solo"\n${text}`)).toEqual([]);
}


describe("lint checks how a card is written (LANG)", () => {
  it("CGS-207 attributes are name and value pairs: a name without a value is missing-value", () => {
    expectChecked("missing-value", "Type \"Support\"\nMustPlay", "Type \"Support\"\nMustPlay \"Yes\"");
  });
  it("CGS-211 every card has attributes: an empty attribute text is empty-attributes", () => {
    expectChecked("empty-attributes", "", "Type \"Support\"\nEraCosts\n  Sway 1");
  });
  it("CGS-212 a name is letters (and digits, as Recover1 needs), a blank space, then a value: Star_ship is unexpected-character", () => {
    expectChecked("unexpected-character", "Type \"Support\"\nStar_ship 3", "Type \"Support\"\nStarship 3");
  });
  it("CGS-213 a textual value may not be empty: Unique \"\" is empty-text", () => {
    expectChecked("empty-text", "Type \"Support\"\nUnique \"\"", "Type \"Support\"\nUnique \"Lighthouse\"");
  });
  it("CGS-214 an attribute appears once on a card: MustPlay twice is duplicate-attribute", () => {
    expectChecked("duplicate-attribute", "Type \"Support\"\nMustPlay \"Yes\"\nMustPlay \"Yes\"", "Type \"Support\"\nMustPlay \"Yes\"");
  });
  it("CGS-224 attributes are grouped in categories whose names are the predefined ones: AdventureResourcez is unknown-category", () => {
    expectChecked("unknown-category", "Type \"Support\"\nAdventureResourcez\n  StarshipFlyRange 2", "Type \"Support\"\nAdventureResources\n  StarshipFlyRange 2");
  });
  it("CGS-225 a category appears once on a card: EraCosts twice is duplicate-category", () => {
    expectChecked("duplicate-category", "Type \"Support\"\nEraCosts\n  Sway 1\nEraCosts\n  Sway 2", "Type \"Support\"\nEraCosts\n  Sway 1\n  Fuel 2");
  });
  it("CGS-240 conditions are the values of conditional attributes, inside a conditional category: a condition at the top is condition-outside-category", () => {
    expectChecked("condition-outside-category", "Type \"Support\"\nSway > 2", "Type \"Support\"\nPlayIfBuildsite\n  Sway > 2");
  });
  it("CGS-242 a conditional attribute needs an operator between name and value: missing-operator", () => {
    expectChecked("missing-operator", "Type \"Support\"\nPlayIfBuildsite\n  Sway 2", "Type \"Support\"\nPlayIfBuildsite\n  Sway = 2");
  });
  it("CGS-243 numeric conditions take =, < or >: >= is loose-operator", () => {
    expectChecked("loose-operator", "Type \"Support\"\nPlayIfBuildsite\n  Sway >= 2", "Type \"Support\"\nPlayIfBuildsite\n  Sway > 1");
  });
  it("CGS-248 predefined attributes are the rulebook's: a near miss (MustPlai) is misspelt-attribute", () => {
    expectChecked("misspelt-attribute", "Type \"Support\"\nMustPlai \"Yes\"", "Type \"Support\"\nMustPlay \"Yes\"");
  });
  it("CGS-249 custom attributes are global attributes or entries of the predefined categories, never a category of their own: unknown-category", () => {
    expectChecked("unknown-category", "Type \"Support\"\nMyCategory\n  Sway 3", "Type \"Support\"\nMyCustomThing 3\nEraCosts\n  Sway 3");
  });
});

describe("lint checks an attribute's possible values", () => {
  it("CGS-526 the predefined categories are the only categories: SupportResources is unknown-category", () => {
    expectChecked("unknown-category", "Type \"Support\"\nSupportResources\n  Sway 3", "Type \"Support\"\nEraResources\n  Sway 3");
  });
  it("CGS-419 CommonBuildsite takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Adventure\"\nRoleplay \"Solo\"\nCommonBuildsite \"No\"", "Type \"Adventure\"\nRoleplay \"Solo\"\nCommonBuildsite \"Yes\"");
  });
  it("CGS-424 MultiEra takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Adventure\"\nRoleplay \"Solo\"\nMultiEra \"No\"", "Type \"Adventure\"\nRoleplay \"Solo\"\nMultiEra \"Yes\"");
  });
  it("CGS-428 MustPlay takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nMustPlay \"No\"", "Type \"Support\"\nMustPlay \"Yes\"");
  });
  it("CGS-439 Freeze takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nFreeze \"No\"", "Type \"Support\"\nFreeze \"Yes\"");
  });
  it("CGS-442 FreezeAdventureCommonCosts takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nFreezeAdventureCommonCosts \"No\"", "Type \"Support\"\nFreezeAdventureCommonCosts \"Yes\"");
  });
  it("CGS-445 RewindAdventure takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nRewindAdventure \"No\"", "Type \"Support\"\nRewindAdventure \"Yes\"");
  });
  it("CGS-452 Recover1 takes only \"Yes\": \"No\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nRecover1 \"No\"", "Type \"Support\"\nRecover1 \"Yes\"");
  });
  it("CGS-462 Roleplay takes the eight roleplays: \"Battel\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Adventure\"\nRoleplay \"Battel\"", "Type \"Adventure\"\nRoleplay \"Battle\"");
  });
  it("CGS-512 Type takes \"Adventure\" or \"Support\": \"Card\" is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Card\"", "Type \"Support\"");
  });
  it("CGS-457 Reuse is a whole number of at least 1: 0 is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nReuse 0", "Type \"Support\"\nReuse 2");
  });
  it("CGS-502 StockHolding is a whole number of at least 1: 0 is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nEraResources\n  Sway 1\nStockHolding 0", "Type \"Support\"\nEraResources\n  Sway 1\nStockHolding 2");
  });
  it("CGS-508 StockOffering is a whole number of at least 1: 0 is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Adventure\"\nRoleplay \"Cooperation\"\nCommonBuildsite \"Yes\"\nStockOffering 0", "Type \"Adventure\"\nRoleplay \"Cooperation\"\nCommonBuildsite \"Yes\"\nStockOffering 2");
  });
  it("CGS-515 Unique takes any text, in quotes: a number is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nUnique 3", "Type \"Support\"\nUnique \"Any words at all\"");
  });
  it("CGS-521 UniqueAny takes any text, in quotes: a number is invalid-value", () => {
    expectChecked("invalid-value", "Type \"Support\"\nUniqueAny 3", "Type \"Support\"\nUniqueAny \"Any words at all\"");
  });
});

describe("lint checks which cards may carry an attribute", () => {
  it("CGS-197 every gold card has an affiliation: gold-without-affiliation", () => {
    expectChecked("gold-without-affiliation", "Type \"Support\"\nEraCosts\n  Sway 1", "Type \"Support\"\nAffiliation \"USSA\"\nEraCosts\n  Sway 1", {format: "gold"});
  });
  it("CGS-487 a cooperative adventure should have CommonBuildsite \"Yes\": cooperation-without-common-buildsite (a warning)", () => {
    expectChecked("cooperation-without-common-buildsite", "Type \"Adventure\"\nRoleplay \"Cooperation\"", "Type \"Adventure\"\nRoleplay \"Cooperation\"\nCommonBuildsite \"Yes\"");
  });
  it("CGS-505 a StockHolding card should have EraResources: stockholding-without-era-resources (a warning)", () => {
    expectChecked("stockholding-without-era-resources", "Type \"Support\"\nStockHolding 2", "Type \"Support\"\nStockHolding 2\nEraResources\n  Sway 1");
  });
  it("CGS-418 only adventure cards carry CommonBuildsite: on a support card it is adventure-only", () => {
    expectChecked("adventure-only", "Type \"Support\"\nCommonBuildsite \"Yes\"", "Type \"Adventure\"\nRoleplay \"Solo\"\nCommonBuildsite \"Yes\"");
  });
  it("CGS-423 only adventure cards carry MultiEra: on a support card it is adventure-only", () => {
    expectChecked("adventure-only", "Type \"Support\"\nMultiEra \"Yes\"", "Type \"Adventure\"\nRoleplay \"Solo\"\nMultiEra \"Yes\"");
  });
  it("CGS-507 only adventure cards carry StockOffering: on a support card it is adventure-only", () => {
    expectChecked("adventure-only", "Type \"Support\"\nStockOffering 2", "Type \"Adventure\"\nRoleplay \"Cooperation\"\nCommonBuildsite \"Yes\"\nStockOffering 2");
  });
  it("CGS-534 only adventure cards carry AcceptSupportIf1: on a support card it is adventure-only", () => {
    expectChecked("adventure-only", "Type \"Support\"\nAcceptSupportIf1\n  StarshipFlyRange > 1", "Type \"Adventure\"\nRoleplay \"Solo\"\nAcceptSupportIf1\n  StarshipFlyRange > 1");
  });
  it("CGS-602 only adventure cards carry Feats: on a support card it is adventure-only", () => {
    expectChecked("adventure-only", "Type \"Support\"\nFeats\n  Sway 1", "Type \"Adventure\"\nRoleplay \"Solo\"\nFeats\n  Sway 1");
  });
  it("CGS-451 only support cards carry Recover1: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nRecover1 \"Yes\"", "Type \"Support\"\nRecover1 \"Yes\"");
  });
  it("CGS-456 only support cards carry Reuse: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nReuse 2", "Type \"Support\"\nReuse 2");
  });
  it("CGS-501 only support cards carry StockHolding: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nStockHolding 2\nEraResources\n  Sway 1", "Type \"Support\"\nStockHolding 2\nEraResources\n  Sway 1");
  });
  it("CGS-587 only support cards carry AdventureCosts: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nAdventureCosts\n  Sway 1", "Type \"Support\"\nAdventureCosts\n  Sway 1");
  });
  it("CGS-607 only support cards carry ImmuneIf1: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nImmuneIf1\n  Sway > 1", "Type \"Support\"\nImmuneIf1\n  Sway > 1");
  });
  it("CGS-631 only support cards carry SeizeIf: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nSeizeIf\n  Sway > 1", "Type \"Support\"\nSeizeIf\n  Sway > 1");
  });
  it("CGS-639 only support cards carry SeizeIf1: on an adventure card it is support-only", () => {
    expectChecked("support-only", "Type \"Adventure\"\nRoleplay \"Solo\"\nSeizeIf1\n  Sway > 1", "Type \"Support\"\nSeizeIf1\n  Sway > 1");
  });
  it("CGS-427 every card may carry MustPlay: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("MustPlay \"Yes\"");
  });
  it("CGS-514 every card may carry Unique: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("Unique \"Beacon\"");
  });
  it("CGS-520 every card may carry UniqueAny: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("UniqueAny \"Beacon\"");
  });
  it("CGS-537 every card may carry PlayIfBuildsite: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("PlayIfBuildsite\n  Sway > 1");
  });
  it("CGS-541 every card may carry PlayIfBuildsiteSum: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("PlayIfBuildsiteSum\n  Sway > 1");
  });
  it("CGS-545 every card may carry PlayIfBuildsite1: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("PlayIfBuildsite1\n  Sway > 1");
  });
  it("CGS-592 every card may carry AdventureCommonCosts: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("AdventureCommonCosts\n  Sway 1");
  });
  it("CGS-597 every card may carry EraCosts: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("EraCosts\n  Sway 1");
  });
  it("CGS-621 every card may carry AdventureResources: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("AdventureResources\n  Sway 1");
  });
  it("CGS-626 every card may carry EraResources: neither adventure-only nor support-only fires", () => {
    expectOnEveryCard("EraResources\n  Sway 1");
  });
});

describe("lint checks the rulebook's design advice", () => {
  it("CGS-190 an era deck should have at least 2 similar support cards: too-few-similar-support (a warning)", () => {
    const rule = ruleByCode("too-few-similar-support");
    expect(rule?.severity).toBe("warning");
    const bad = lintPack(packFrom(rule?.bad as DeckExample)).diagnostics.map((x) => x.code);
    const good = lintPack(packFrom(rule?.good as DeckExample)).diagnostics.map((x) => x.code);
    expect(bad).toContain("too-few-similar-support");
    expect(good).not.toContain("too-few-similar-support");
  });
});
