/**
 * Card rules about names: unknown and misspelt predefined names, categories used as
 * attributes, and `Category.Name` references that cannot match anything.
 */
import type { Name } from "../ast";
import type { Fix } from "../diagnostics";
import type { NameTable } from "../names";
import { replaceFix } from "./fixes";
import type { CardRule } from "./rule";

const CATEGORY_LIST = "AdventureCosts (AC), AdventureCommonCosts (ACC), EraCosts (EC), AdventureResources (AR), EraResources (ER), Feats, or a conditional category";

function renameFix(name: Name, to: string): Fix[] {
  return [replaceFix(name.range, to, `Change to ${to}`)];
}

export const unknownCategory: CardRule = {
  code: "unknown-category",
  severity: "error",
  layer: "card",
  summary: "A category that is not predefined (custom names go inside the predefined categories, not as categories of their own).",
  bad: 'Type "Support"\nAdventureResource\n  StarshipFlyRange 1',
  good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1',
  rules: ["CGS-224", "CGS-249", "CGS-526"],
  fixable: true,
  check({ ast, names }, r) {
    for (const item of ast.items) {
      if (item.kind !== "category" || names.category(item.name.text) !== undefined) continue;
      const guess = names.suggest(item.name.text, "category");
      if (guess !== undefined) {
        r.report(item.name.range, `Unknown category ${item.name.text}; did you mean ${guess}?`, renameFix(item.name, guess));
      } else {
        r.report(
          item.name.range,
          `Unknown category ${item.name.text}. Categories are the predefined ones (${CATEGORY_LIST}); a custom name goes inside one of them, or is a global attribute with a value.`,
        );
      }
    }
  },
};

function misspeltMessage(written: string, guess: string, names: NameTable): string {
  if (names.category(guess) !== undefined) {
    return `${written} is not a predefined attribute; did you mean the category ${guess}? (A custom attribute named ${written} has no special rules.)`;
  }
  return `${written} is not a predefined attribute; did you mean ${guess}? (A custom attribute named ${written} has no special rules.)`;
}

export const misspeltAttribute: CardRule = {
  code: "misspelt-attribute",
  severity: "warning",
  layer: "card",
  summary: "A custom attribute name one typo away from a predefined one: most likely the predefined attribute, misspelt, so its rule never applies.",
  bad: 'Type "Adventure"\nRoleplay "Cooperation"\nCommonBuilsite "Yes"',
  good: 'Type "Adventure"\nRoleplay "Cooperation"\nCommonBuildsite "Yes"',
  rules: ["CGS-248", "CGS-249"],
  fixable: true,
  check({ ast, names }, r) {
    const checkName = (name: Name): void => {
      if (names.spec(name.text) !== undefined) return;
      const guess = names.suggest(name.text);
      if (guess === undefined) return;
      const fixes = names.attribute(guess) !== undefined ? renameFix(name, guess) : undefined;
      r.report(name.range, misspeltMessage(name.text, guess, names), fixes);
    };
    for (const item of ast.items) {
      if (item.kind === "attribute") {
        checkName(item.name);
        continue;
      }
      if (names.category(item.name.text)?.entries !== "conditional") continue;
      // A condition on a global name refers to a card's global attributes: the same typos matter.
      for (const entry of item.entries) if (entry.ref.category === null) checkName(entry.ref.name);
    }
  },
};

export const categoryAsAttribute: CardRule = {
  code: "category-as-attribute",
  severity: "error",
  layer: "card",
  summary: "A category written with a value, like a global attribute; a category lists entries.",
  bad: 'Type "Adventure"\nRoleplay "Solo"\nEraResources 7',
  good: 'Type "Adventure"\nRoleplay "Solo"\nEraResources\n  Sway 7',
  rules: ["CGS-224"],
  fixable: false,
  check({ ast, names }, r) {
    for (const item of ast.items) {
      if (item.kind !== "attribute" || names.category(item.name.text) === undefined) continue;
      const value = item.value?.raw ?? "1";
      r.report(
        item.name.range,
        `${item.name.text} is a category: it lists entries, each a name and a value (e.g. ${item.name.text} Sway ${value}).`,
      );
    }
  },
};

export const unknownCategoryRef: CardRule = {
  code: "unknown-category-ref",
  severity: "error",
  layer: "card",
  summary: "A condition's Category.Name whose category is not a predefined category or alias.",
  bad: 'Type "Adventure"\nRoleplay "Competition"\nAcceptSupportIf1\n  RA.StarshipFlyRange > 2',
  good: 'Type "Adventure"\nRoleplay "Competition"\nAcceptSupportIf1\n  AR.StarshipFlyRange > 2',
  rules: ["CGS-237"],
  fixable: true,
  check({ ast, names }, r) {
    for (const item of ast.items) {
      if (item.kind !== "category") continue;
      for (const entry of item.entries) {
        const category = entry.ref.category;
        if (category === null || names.category(category.text) !== undefined) continue;
        const guess = names.suggest(category.text, "category");
        r.report(
          category.range,
          guess === undefined
            ? `Unknown category ${category.text} in ${category.text}.${entry.ref.name.text}; the part before the dot names a category (${CATEGORY_LIST}).`
            : `Unknown category ${category.text} in ${category.text}.${entry.ref.name.text}; did you mean ${guess}?`,
          guess === undefined ? undefined : renameFix(category, guess),
        );
      }
    }
  },
};

export const badReference: CardRule = {
  code: "bad-reference",
  severity: "error",
  layer: "card",
  summary: "A condition that refers to something without a value: a conditional category's entry, or a category name alone.",
  bad: 'Type "Support"\nPlayIfBuildsite\n  Feats = "Fluon"',
  good: 'Type "Support"\nPlayIfBuildsite\n  Feats.StarshipDrive = "Fluon"',
  rules: ["CGS-236", "CGS-237"],
  fixable: false,
  check({ ast, names }, r) {
    for (const item of ast.items) {
      if (item.kind !== "category" || names.category(item.name.text)?.entries !== "conditional") continue;
      for (const entry of item.entries) {
        const { category, name } = entry.ref;
        if (category !== null && names.category(category.text)?.entries === "conditional") {
          r.report(
            entry.ref.range,
            `${category.text} lists conditions, not values, so ${category.text}.${name.text} never matches; refer to a cost, resource or feat (e.g. Feats.${name.text}).`,
          );
        } else if (category === null && names.category(name.text) !== undefined) {
          r.report(entry.ref.range, `${name.text} is a category; name one of its entries: ${name.text}.SomeName.`);
        }
      }
    }
  },
};

export const NAME_RULES: readonly CardRule[] = [unknownCategory, misspeltAttribute, categoryAsAttribute, unknownCategoryRef, badReference];
