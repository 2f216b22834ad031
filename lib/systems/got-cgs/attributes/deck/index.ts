/**
 * The deck layer of lint (docs/attributes.md "What Greenhouse checks" 3): what only the whole era deck or pack can tell.
 */
import type { Diagnostic, PackDiagnostic } from "../diagnostics";
import type { DeckRule } from "../lint/rule";
import { unfulfillableCondition } from "./conditions";
import { tooFewSimilarSupport, uncoverableCost } from "./coverage";
import { IDENTIFIER_RULES } from "./identifiers";
import type { DeckInput } from "./input";
import { PACK_RULES } from "./pack-rules";
import { customNameSpelling } from "./spelling";

export type { DeckInput, DeckCard, DeckEra } from "./input";
export { deckEra } from "./input";

export const DECK_RULES: readonly DeckRule<DeckInput>[] = [
  unfulfillableCondition,
  uncoverableCost,
  tooFewSimilarSupport,
  customNameSpelling,
  ...IDENTIFIER_RULES,
  ...PACK_RULES,
];

/** Runs every deck rule; never throws (a failing rule becomes one `internal-error` pack finding). */
export function runDeckRules(input: DeckInput): PackDiagnostic[] {
  const out: PackDiagnostic[] = [];
  for (const rule of DECK_RULES) {
    try {
      rule.check(input, {
        report(target, message, fixes) {
          const range = target.range;
          const base: Diagnostic = {
            code: rule.code,
            severity: rule.severity,
            message,
            line: range?.start.line ?? 1,
            column: range?.start.column ?? 1,
            endLine: range?.end.line ?? 1,
            endColumn: range?.end.column ?? 1,
            ...(fixes === undefined || fixes.length === 0 ? {} : { fixes }),
          };
          out.push({ ...base, era: target.era, identifier: target.identifier, field: target.field });
        },
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      out.push({
        code: "internal-error",
        severity: "error",
        message: `The check ${rule.code} failed on this pack (${detail}); please report it.`,
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        era: null,
        identifier: null,
        field: "pack",
      });
    }
  }
  return out;
}
