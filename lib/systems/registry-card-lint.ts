/**
 * The registry's half for the "lint one card" hook (./registry-card-lint-contract.ts): the hook
 * of each system whose cards carry text in a language of its own (GOT CGS's attribute text).
 * Kept apart from registry.ts, which brings every system's engine and table along, so that a
 * view that only reads one card's text (the CSV import's preview, in the browser) loads only the
 * language. Keyed by the bare key (./got-cgs/key.ts). A system without a line here has no text
 * of its own language: its cards are its definition's fields, linted by lib/systems/lint.
 */
import { GOT_CGS_CARD_LINT } from "./got-cgs/card-lint";
import { GOT_CGS_KEY } from "./got-cgs/key";
import { ERA_PACK_FILE_SYSTEMS } from "./registry-pack-files";
import type { CardTextLint } from "./registry-card-lint-contract";

export type { CardTextAnalysis, CardTextContext, CardTextLint, PackTextDiagnostic, Severity, TextAliases, TextDiagnostic, TextDiagnosticSummary, TextEdit, TextFix } from "./registry-card-lint-contract";

const HOOKS: ReadonlyMap<string, CardTextLint> = new Map<string, CardTextLint>([[GOT_CGS_KEY, GOT_CGS_CARD_LINT as CardTextLint]]);

/** The "lint one card" hook of the system `key` (a `GameSystem`'s `definition.key`), or null: its cards have no text of a language of its own. */
export function cardTextLint(key: string): CardTextLint | null {
  return HOOKS.get(key) ?? null;
}

/**
 * Whether code reads the text of the system `key`'s own language (GOT CGS's attribute text): such
 * a system keeps its own card pages, attribute CSV, aliases and print options. A system a
 * designer defines may have an `attributeText` field, but no code for its language: its text is
 * plain text, and its packs get what every data system gets. Asked of the registry, never read
 * from a field's kind.
 */
export function hasOwnTextLanguage(key: string): boolean {
  return HOOKS.has(key);
}

/**
 * The hook of the cards of the era-shaped pack file (lib/packs/schema.ts `packSchema`, whose cards
 * carry attribute text): what reads a row of the attribute CSV (lib/packs/csv.ts), which only
 * that file shape has. Its system is the one the registry declares with that file shape.
 */
export function eraFileCardLint(): CardTextLint {
  const hook = cardTextLint(ERA_PACK_FILE_SYSTEMS[0]);
  if (hook === null) throw new Error("internal: the system of the era-shaped pack file has no card lint hook");
  return hook;
}

/** Forgets what every system's lint memoized across runs (a cold lint for benchmarks). */
export function clearCardLintMemos(): void {
  for (const hook of HOOKS.values()) hook.clearMemo();
}
