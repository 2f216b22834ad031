/**
 * The card layer of lint (docs/attributes.md "What Greenhouse checks" 2): the rulebook's constraints on one card, one
 * small rule per concern (see the rule files). A rule that throws becomes an `internal-error`
 * diagnostic instead of silencing the others (as Langium's validator does).
 */
import type { Diagnostic } from "../diagnostics";
import { NAME_RULES } from "./card-names";
import { CONDITION_RULES } from "./card-conditions";
import { DUPLICATE_RULES } from "./card-duplicates";
import { LAYOUT_RULES } from "./card-layout";
import { TYPE_RULES } from "./card-types";
import { VALUE_RULES } from "./card-values";
import { diagnosticAt, type CardLintInput, type CardRule } from "./rule";

export type { CardLintInput } from "./rule";

/** Every card rule, in the order their findings are worth reading. */
export const CARD_RULES: readonly CardRule[] = [...TYPE_RULES, ...NAME_RULES, ...VALUE_RULES, ...CONDITION_RULES, ...DUPLICATE_RULES, ...LAYOUT_RULES];

/** Runs every card rule; never throws. Diagnostics are unsorted. */
export function lintCard(input: CardLintInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of CARD_RULES) {
    try {
      rule.check(input, { report: (range, message, fixes) => out.push(diagnosticAt(rule, range, message, fixes)) });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      out.push({
        code: "internal-error",
        severity: "error",
        message: `The check ${rule.code} failed on this card (${detail}); please report it.`,
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
      });
    }
  }
  return out;
}
