/**
 * GOT CGS's "lint one card" hook (lib/systems/registry-card-lint-contract.ts `CardTextLint`):
 * one card's attribute text analysed (syntax and card layers, ./attributes/analyze.ts), its
 * `Type` as the card's kind, the custom names' usage and its plain names (./attributes/editor/usage.ts) and the
 * editor's deck-level findings for one card (./pack-findings.ts), and the era table's cells of a
 * card (its Type, Roleplay, Affiliation, costs and resources in short), and its built-in aliases
 * and predefined names for the aliases editor. The
 * registry's half lib/systems/registry-card-lint.ts hands it out; neutral code never imports it.
 */
import type { CardTextLint } from "../registry-card-lint-contract";
import { analyze } from "./attributes/analyze";
import { BUILT_IN_ALIASES, CATALOGUE, ROLEPLAYS } from "./attributes/catalogue";
import { customNameUsage, plainNameUsage } from "./attributes/editor/usage";
import type { CardModel } from "./attributes/model";
import type { GotCgsPackDocument } from "./pack-document";
import { clearLintMemo, deckFindingsForCard } from "./pack-findings";

const FORMATS: ReadonlySet<string> = new Set(["silver", "gold"]);

/** Short names of the cost and resource categories: the adventure's first, then the era's. */
const SHORT: readonly [string, string][] = [
  ["AdventureCosts", "AC"],
  ["AdventureCommonCosts", "ACC"],
  ["AdventureResources", "AR"],
  ["EraCosts", "EC"],
  ["EraResources", "ER"],
];

/**
 * `ACC 5 · AR 3`: each cost and resource category with the sum of its numeric entries (text
 * values do not add up and are skipped); "" when the card has none.
 */
export function shortCostsAndResources(model: CardModel | null): string {
  if (!model) return "";
  const parts: string[] = [];
  for (const [category, short] of SHORT) {
    const entries = model.categories[category];
    if (!entries) continue;
    let sum = 0;
    for (const value of Object.values(entries)) if (typeof value === "number") sum += value;
    parts.push(`${short} ${sum}`);
  }
  return parts.join(" · ");
}

export const GOT_CGS_CARD_LINT: CardTextLint<CardModel> = {
  analyze(text, context) {
    const format = context.format !== undefined && FORMATS.has(context.format) ? (context.format as "silver" | "gold") : undefined;
    const { diagnostics, model } = analyze(text, { aliases: context.aliases, format, affiliations: context.affiliations, lint: context.lint });
    return { diagnostics, model, kind: model.type };
  },
  nameUsage: (texts, aliases) => customNameUsage(texts, aliases),
  plainNameUsage,
  deckFindingsForCard: (document, deck, index) => deckFindingsForCard(document as GotCgsPackDocument, deck, index),
  cells: (model) => ({ kind: model?.type ?? null, role: model?.roleplay ?? null, affiliation: model?.affiliation ?? null, short: shortCostsAndResources(model) }),
  roles: ROLEPLAYS,
  builtInAliases: BUILT_IN_ALIASES,
  names: CATALOGUE.map((e) => e.name),
  clearMemo: clearLintMemo,
};
