/**
 * The card layer of lint (DESIGN.md "Lint" 2): the rulebook's constraints on one card.
 * The rules arrive in step 3 of issue 3; until then the card layer reports nothing.
 */
import type { AttributeText } from "../ast";
import type { Diagnostic } from "../diagnostics";
import type { CardModel } from "../model";
import type { NameTable } from "../names";

/** Everything a card rule may read. */
export interface CardLintInput {
  readonly text: string;
  readonly ast: AttributeText;
  readonly model: CardModel;
  readonly names: NameTable;
  readonly format?: "silver" | "gold";
}

/** Runs every card rule; never throws (a failing rule becomes an `internal-error` diagnostic). */
export function lintCard(_input: CardLintInput): Diagnostic[] {
  return [];
}
