/**
 * Card rules about what a card must or should carry for its Type and format: Type itself,
 * Roleplay on adventures, adventure-only (A) and support-only (S) names, a gold card's
 * Affiliation, and the rulebook's "should" rules.
 */
import type { AttributeNode, ItemNode, Name } from "../ast";
import { COOPERATIVE, ROLEPLAYS } from "../catalogue";
import type { NameTable } from "../names";
import { addAfterFix, addFirstFix, removeFix } from "./fixes";
import type { CardRule } from "./rule";

function global(items: readonly ItemNode[], names: NameTable, name: string): AttributeNode | undefined {
  return items.find((i): i is AttributeNode => i.kind === "attribute" && names.resolve(i.name.text) === name);
}

function hasCategory(items: readonly ItemNode[], names: NameTable, name: string): boolean {
  return items.some((i) => i.kind === "category" && names.resolve(i.name.text) === name && i.entries.length > 0);
}

export const emptyAttributes: CardRule = {
  code: "empty-attributes",
  severity: "error",
  layer: "card",
  summary: "A card with no attributes at all: every card has attributes, at least its Type.",
  bad: "",
  good: 'Type "Support"',
  rules: ["CGS-211"],
  fixable: true,
  check({ ast, text }, r) {
    if (ast.items.length > 0 || text.trim() !== "") return;
    r.report(ast.range, 'This card has no attributes; start with Type "Adventure" or Type "Support".', [
      addFirstFix(text, 'Type "Adventure"', 'Add Type "Adventure"'),
      addFirstFix(text, 'Type "Support"', 'Add Type "Support"'),
    ]);
  },
};

export const missingType: CardRule = {
  code: "missing-type",
  severity: "error",
  layer: "card",
  summary: 'A card without Type "Adventure" or Type "Support": its play mode decides every other rule.',
  bad: "AdventureResources\n  StarshipFlyRange 1",
  good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1',
  rules: ["CGS-204", "CGS-205", "CGS-511"],
  fixable: true,
  check({ ast, names, text }, r) {
    if (ast.items.length === 0 || global(ast.items, names, "Type") !== undefined) return;
    const first = ast.items[0] as ItemNode;
    r.report(first.kind === "attribute" ? first.name.range : first.name.range, 'The card has no Type; add Type "Adventure" or Type "Support".', [
      addFirstFix(text, 'Type "Adventure"', 'Add Type "Adventure"'),
      addFirstFix(text, 'Type "Support"', 'Add Type "Support"'),
    ]);
  },
};

/**
 * A warning, not an error: "Adventure cards may have this attribute" (CGS-461) allows an
 * adventure without Roleplay, and the rules resolve it ("In any other case the current adventure
 * is lost", CGS-366). It is almost always a slip, so the designer hears of it.
 */
export const missingRoleplay: CardRule = {
  code: "missing-roleplay",
  severity: "warning",
  layer: "card",
  summary: "An adventure card without Roleplay: allowed (CGS-461), but nobody can win it, so it is always lost (CGS-366).",
  bad: 'Type "Adventure"\nAdventureCommonCosts\n  StarshipFlyRange 2',
  good: 'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n  StarshipFlyRange 2',
  rules: ["CGS-366", "CGS-461"],
  fixable: true,
  check({ ast, names, model, text }, r) {
    if (model.type !== "Adventure" || global(ast.items, names, "Roleplay") !== undefined) return;
    const type = global(ast.items, names, "Type") as AttributeNode;
    r.report(
      type.range,
      "This adventure has no Roleplay, which the rules allow (CGS-461), but nobody can ever win it: it is always lost (CGS-366). If it should be won, add Roleplay with one of: Battle, Cataclysm, Competition, Cooperation, Doomsday, Epic, Obstruction, Solo.",
      ROLEPLAYS.map((p) => addAfterFix(text, type.range, `Roleplay "${p}"`, `Add Roleplay "${p}"`)),
    );
  },
};

function scopeRule(scope: "adventure" | "support"): CardRule {
  const other = scope === "adventure" ? "Support" : "Adventure";
  const own = scope === "adventure" ? "Adventure" : "Support";
  return {
    code: `${scope}-only`,
    severity: "error",
    layer: "card",
    summary: `An attribute or category marked (${scope === "adventure" ? "A" : "S"}) in the rulebook, on a ${other.toLowerCase()} card.`,
    bad:
      scope === "adventure"
        ? 'Type "Support"\nRoleplay "Competition"\nAdventureResources\n  StarshipFlyRange 1'
        : 'Type "Adventure"\nRoleplay "Solo"\nFreeze "Yes"',
    good:
      scope === "adventure"
        ? 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1'
        : 'Type "Support"\nFreeze "Yes"',
    rules:
      scope === "adventure"
        ? ["CGS-418", "CGS-423", "CGS-461", "CGS-507", "CGS-534", "CGS-602"]
        : ["CGS-432", "CGS-451", "CGS-456", "CGS-501", "CGS-550", "CGS-587", "CGS-607", "CGS-631", "CGS-639"],
    fixable: true,
    check({ ast, names, model, text }, r) {
      if (model.type === null || model.type === own) return;
      for (const item of ast.items) {
        const name: Name = item.name;
        const spec = names.spec(name.text);
        if (spec === undefined || spec.cards !== scope) continue;
        if (item.kind === "attribute" && spec.kind === "category") continue; // category-as-attribute says it
        r.report(
          name.range,
          `${spec.name} is only used on ${scope} cards, and this card is Type "${model.type}"; remove it or change the Type.`,
          [removeFix(text, item.range, `Remove ${name.text}`)],
        );
      }
    },
  };
}

export const adventureOnly = scopeRule("adventure");
export const supportOnly = scopeRule("support");

export const goldWithoutAffiliation: CardRule = {
  code: "gold-without-affiliation",
  severity: "error",
  layer: "card",
  summary: "A gold card without an Affiliation: all gold cards must have one (players claim them by affiliation).",
  bad: 'Type "Support"\nAdventureResources\n  StarshipFirePower 5',
  good: 'Type "Support"\nAffiliation "USSA"\nAdventureResources\n  StarshipFirePower 5',
  rules: ["CGS-197", "CGS-279"],
  fixable: true,
  exampleContext: { format: "gold", affiliations: ["Spacelings", "USSA"] },
  check({ ast, names, format, affiliations, text }, r) {
    if (format !== "gold" || ast.items.length === 0 || global(ast.items, names, "Affiliation") !== undefined) return;
    const type = global(ast.items, names, "Type");
    const anchor = type?.range ?? (ast.items[0] as ItemNode).name.range;
    const fixes = (affiliations ?? []).map((a) =>
      type === undefined ? addFirstFix(text, `Affiliation "${a}"`, `Add Affiliation "${a}"`) : addAfterFix(text, type.range, `Affiliation "${a}"`, `Add Affiliation "${a}"`),
    );
    r.report(anchor, 'A gold card must have an Affiliation (e.g. Affiliation "USSA"): players claim gold cards by affiliation.', fixes);
  },
};

export const stockHoldingWithoutEraResources: CardRule = {
  code: "stockholding-without-era-resources",
  severity: "warning",
  layer: "card",
  summary: "A card with StockHolding but no EraResources (the rulebook says it should have both).",
  bad: 'Type "Support"\nStockHolding 2',
  good: 'Type "Support"\nStockHolding 2\nEraResources\n  Sway 1',
  rules: ["CGS-505"],
  fixable: false,
  check({ ast, names }, r) {
    const stock = global(ast.items, names, "StockHolding");
    if (stock === undefined || hasCategory(ast.items, names, "EraResources")) return;
    r.report(stock.name.range, "Cards with StockHolding should also have EraResources (rulebook, StockHolding); add an EraResources category.");
  },
};

export const cooperationWithoutCommonBuildsite: CardRule = {
  code: "cooperation-without-common-buildsite",
  severity: "warning",
  layer: "card",
  summary: 'A Cooperation adventure without CommonBuildsite "Yes" (the rulebook says it should have it).',
  bad: 'Type "Adventure"\nRoleplay "Cooperation"',
  good: 'Type "Adventure"\nRoleplay "Cooperation"\nCommonBuildsite "Yes"',
  rules: ["CGS-487"],
  fixable: true,
  check({ ast, names, model, text }, r) {
    if (model.type !== "Adventure" || model.roleplay !== "Cooperation" || model.globals.CommonBuildsite === "Yes") return;
    const roleplay = global(ast.items, names, "Roleplay") as AttributeNode;
    r.report(roleplay.range, 'Cooperation adventures should also have CommonBuildsite "Yes" (rulebook, Roleplay ► Cooperation).', [
      addAfterFix(text, roleplay.range, 'CommonBuildsite "Yes"', 'Add CommonBuildsite "Yes"'),
    ]);
  },
};

export const stockOfferingWithoutCooperation: CardRule = {
  code: "stock-offering-not-cooperative",
  severity: "warning",
  layer: "card",
  summary: "StockOffering on an adventure that is not cooperative: it only matters in Cataclysm and Cooperation adventures.",
  bad: 'Type "Adventure"\nRoleplay "Competition"\nStockOffering 3',
  good: 'Type "Adventure"\nRoleplay "Cooperation"\nCommonBuildsite "Yes"\nStockOffering 3',
  rules: ["CGS-504", "CGS-507"],
  fixable: false,
  check({ ast, names, model }, r) {
    const offering = global(ast.items, names, "StockOffering");
    if (offering === undefined || model.type !== "Adventure" || model.roleplay === null || COOPERATIVE.has(model.roleplay)) return;
    r.report(offering.name.range, `StockOffering only limits StockHolding in cooperative adventures (Cataclysm, Cooperation); this one is ${model.roleplay}.`);
  },
};

export const TYPE_RULES: readonly CardRule[] = [
  emptyAttributes,
  missingType,
  missingRoleplay,
  adventureOnly,
  supportOnly,
  goldWithoutAffiliation,
  stockHoldingWithoutEraResources,
  cooperationWithoutCommonBuildsite,
  stockOfferingWithoutCooperation,
];
