/**
 * Every lint rule's metadata in one table: syntax codes, card rules and deck rules. The rules
 * page (/rules) and the example tests read it; codes are unique (a test checks it).
 */
import { DECK_RULES } from "../deck";
import { SYNTAX } from "../syntax-codes";
import { CARD_RULES } from "./card";
import type { RuleMeta } from "./rule";

/** Syntax codes whose diagnostics carry a quick fix (at least sometimes). */
const FIXABLE_SYNTAX = new Set([
  "unexpected-character",
  "unterminated-text",
  "smart-quotes",
  "unquoted-text",
  "invalid-number",
  "missing-value",
  "value-without-name",
  "stray-punctuation",
  "loose-operator",
]);

function meta(rule: RuleMeta): RuleMeta {
  const { code, severity, layer, summary, bad, good, rules, fixable, exampleContext } = rule;
  return { code, severity, layer, summary, bad, good, rules, fixable, ...(exampleContext === undefined ? {} : { exampleContext }) };
}

export const SYNTAX_RULES: readonly RuleMeta[] = Object.values(SYNTAX).map((info) => ({
  ...info,
  severity: info.code === "too-many-problems" ? ("info" as const) : ("error" as const),
  layer: "syntax" as const,
  fixable: FIXABLE_SYNTAX.has(info.code),
}));

/** Every rule, syntax first, then card, then deck. */
export const LINT_RULES: readonly RuleMeta[] = [...SYNTAX_RULES, ...CARD_RULES.map(meta), ...DECK_RULES.map(meta)];

/** The rule with this code, or undefined. */
export function ruleByCode(code: string): RuleMeta | undefined {
  return LINT_RULES.find((r) => r.code === code);
}
