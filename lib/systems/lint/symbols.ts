/**
 * Lint of `:name:` in card text for systems that have symbols (lib/systems/symbols.ts): a name
 * that is no symbol of the system prints as the text itself, so it is a warning that says how to
 * fix it. Systems without symbols are not checked (their text may hold colons freely).
 */
import { symbolNames } from "../symbols";
import type { SystemCard, SystemDefinition, SystemFinding } from "../types";

export const SYMBOL_UNKNOWN_CODE = "symbol-unknown";

/** The unknown-symbol findings of one card's text and rich-text fields, field by field. */
export function checkSymbols(def: SystemDefinition, card: SystemCard): SystemFinding[] {
  const symbols = def.symbols ?? [];
  if (symbols.length === 0) return [];
  const known = new Set(symbols.map((s) => s.key));
  const out: SystemFinding[] = [];
  for (const field of def.fields) {
    if (field.type.kind !== "text" && field.type.kind !== "richText") continue;
    const value = card.fields[field.key];
    if (typeof value !== "string" || value.indexOf(":") < 0) continue;
    const unknown = [...new Set(symbolNames(value).filter((n) => !known.has(n)))];
    for (const name of unknown) {
      out.push({
        code: SYMBOL_UNKNOWN_CODE,
        severity: "warning",
        identifier: card.identifier,
        field: field.key,
        message: `The ${field.label} of ${card.identifier} has ":${name}:", which is not a symbol of this system, so it prints as text: define the symbol or remove the colons (symbols: ${[...known].map((k) => `:${k}:`).join(", ")}).`,
      });
    }
  }
  return out;
}
