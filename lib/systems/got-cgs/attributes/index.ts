/**
 * The attribute language of GOT CGS cards: catalogue, parser, model, lint and editor helpers.
 * Pure TypeScript: no framework, no I/O (docs/architecture.md).
 *
 * Start with {@link analyze} (text -> AST, diagnostics, model) or {@link cardModel} (text ->
 * model only). Positions everywhere are 1-based lines and columns with exclusive ends; AST
 * offsets are 0-based.
 */
export * from "./ast";
export * from "./catalogue";
export * from "./diagnostics";
export * from "./model";
export { analyze, cardModel, parseAttributes, parseUncached, parseFull, clearParseCache, MAX_DIAGNOSTICS, type AnalyzeContext, type Analysis } from "./analyze";
export { buildModel, buildModelWith, modelValue } from "./build-model";
export { nameTable, type NameTable } from "./names";
export { editDistance, closestName } from "./spelling";
export { tokenize, KEYWORD_TOKENS } from "./lexer";
export { SYNTAX, type CodeInfo } from "./syntax-codes";
export { formatAttributes, type AliasMode, type FormatOptions, type FormatResult } from "./format";
export { formatPack } from "./format-pack";
export { LINT_RULES, ruleByCode } from "./lint/registry";
export type { RuleMeta, Layer, DeckExample } from "./lint/rule";
export { customNameUsage } from "./editor/usage";
export { RULEBOOK_CARDS, PROSE_CARDS } from "./rulebook-examples";
