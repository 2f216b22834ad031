/**
 * GOT CGS's "lint one card" hook (lib/systems/registry-card-lint-contract.ts `CardTextLint`):
 * one card's attribute text analysed (syntax and card layers, ./attributes/analyze.ts), its
 * `Type` as the card's kind, the custom names' usage (./attributes/editor/usage.ts) and the
 * editor's deck-level findings for one card (./pack-findings.ts). The
 * registry's half lib/systems/registry-card-lint.ts hands it out; neutral code never imports it.
 */
import type { CardTextLint } from "../registry-card-lint-contract";
import { analyze } from "./attributes/analyze";
import { customNameUsage } from "./attributes/editor/usage";
import type { CardModel } from "./attributes/model";
import type { GotCgsPackDocument } from "./pack-document";
import { clearLintMemo, deckFindingsForCard } from "./pack-findings";

const FORMATS: ReadonlySet<string> = new Set(["silver", "gold"]);

export const GOT_CGS_CARD_LINT: CardTextLint<CardModel> = {
  analyze(text, context) {
    const format = context.format !== undefined && FORMATS.has(context.format) ? (context.format as "silver" | "gold") : undefined;
    const { diagnostics, model } = analyze(text, { aliases: context.aliases, format, affiliations: context.affiliations, lint: context.lint });
    return { diagnostics, model, kind: model.type };
  },
  nameUsage: (texts, aliases) => customNameUsage(texts, aliases),
  deckFindingsForCard: (document, deck, index) => deckFindingsForCard(document as GotCgsPackDocument, deck, index),
  clearMemo: clearLintMemo,
};
