/**
 * `analyze(text, context)`: the single entry to the attribute language. Text -> tokens -> items ->
 * AST -> model, plus every diagnostic of the syntax and card layers (docs/attributes.md "What Greenhouse checks").
 *
 * Never throws, for any input (binary garbage, 100 KB of text, a non-string from JavaScript):
 * an internal failure becomes an `internal-error` diagnostic and an empty card.
 */
import type { IRecognitionException, IToken } from "chevrotain";
import type { AttributeText } from "./ast";
import { AstBuilder } from "./build-ast";
import { buildModelWith } from "./build-model";
import { endOfTokens, isVirtual, tokenRange } from "./positions";
import type { Diagnostic } from "./diagnostics";
import { Dot, Slash, tokenize, type InvalidRun } from "./lexer";
import type { AliasTable, CardModel } from "./model";
import { nameTable, type NameTable } from "./names";
import { parseTokens } from "./parser";
import { SYNTAX } from "./syntax-codes";
import { lintCard } from "./lint/card";
import { parseClean } from "./fast-parse";

/** What the analysis knows about the card beyond its text. All optional. */
export interface AnalyzeContext {
  /** The pack's aliases (alias -> full name); built-in aliases always apply. */
  readonly aliases?: AliasTable;
  /** The card's format: gold cards must have an Affiliation. */
  readonly format?: "silver" | "gold";
  /** The pack's affiliations, offered as fixes when a gold card lacks one. */
  readonly affiliations?: readonly string[];
  /** Set false to get only the syntax layer (faster; used by `cardModel`). Default true. */
  readonly lint?: boolean;
}

export interface Analysis {
  readonly ast: AttributeText;
  /** Syntax and card diagnostics, sorted by position; lines and columns 1-based, ends exclusive. */
  readonly diagnostics: readonly Diagnostic[];
  readonly model: CardModel;
}

/** At most this many diagnostics per text; then one `too-many-problems` (keeps the editor responsive on garbage). */
export const MAX_DIAGNOSTICS = 100;

function invalidDiagnostic(text: string, run: InvalidRun): Diagnostic {
  const chars = text.slice(run.offset, run.offset + run.length);
  const shown = chars.length > 20 ? `${chars.slice(0, 20)}...` : chars;
  const printable = /^[\x20-\x7e\u00a0-\uffff]*$/.test(shown) ? `"${shown}"` : `(character code ${chars.charCodeAt(0)})`;
  const hint = /^[,;]+$/.test(chars)
    ? "attributes are separated by spaces or new lines, not punctuation"
    : "names are letters and digits, values are whole numbers or texts in double quotes";
  // Invalid runs never span lines: the lexer stops them at line breaks.
  const endColumn = run.column + run.length;
  return {
    code: SYNTAX.unexpectedCharacter.code,
    severity: "error",
    message: `Unexpected ${printable}: ${hint}.`,
    line: run.line,
    column: run.column,
    endLine: run.line,
    endColumn,
    fixes: [{ title: `Remove ${printable}`, edits: [{ line: run.line, column: run.column, endLine: run.line, endColumn, newText: "" }] }],
  };
}

function parserDiagnostic(error: IRecognitionException): Diagnostic {
  const previous = (error as IRecognitionException & { previousToken?: IToken }).previousToken;
  const anchor = error.token !== undefined && !isVirtual(error.token) && error.token.image !== "" ? error.token : previous;
  const code =
    previous?.tokenType === Dot ? SYNTAX.expectedName.code : previous?.tokenType === Slash ? SYNTAX.expectedValue.code : "syntax-error";
  // Point at the dot or slash that wants a follower: the token after it is innocent.
  const at = previous !== undefined && !isVirtual(previous) && code !== "syntax-error" ? previous : anchor;
  const range = at === undefined || isVirtual(at) ? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } : tokenRange(at);
  return {
    code,
    severity: "error",
    message: error.message,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column || a.endLine - b.endLine || a.endColumn - b.endColumn;
}

/** Caps the list at {@link MAX_DIAGNOSTICS}, adding one `too-many-problems` info. */
export function capDiagnostics(list: Diagnostic[]): Diagnostic[] {
  if (list.length <= MAX_DIAGNOSTICS) return list;
  const kept = list.slice(0, MAX_DIAGNOSTICS);
  const last = kept[kept.length - 1] as Diagnostic;
  kept.push({
    code: SYNTAX.tooManyProblems.code,
    severity: "info",
    message: `${list.length - MAX_DIAGNOSTICS} more problems are not listed; fix the ones above first.`,
    line: last.line,
    column: last.column,
    endLine: last.endLine,
    endColumn: last.endColumn,
  });
  return kept;
}

let parsedCache = new WeakMap<NameTable, Map<string, { readonly ast: AttributeText; readonly diagnostics: readonly Diagnostic[] }>>();
const PARSED_LIMIT = 5_000;

/**
 * Whether shared parse results are deep-frozen: outside production only, as React freezes
 * elements only in development. Freezing costs about as much as building the nodes (an
 * `Object.freeze` per node, some 30-50 ns each: two thirds of a cache miss, bench/attributes-parse.bench.ts),
 * and it only catches a programming mistake that the readonly types already reject at compile
 * time; the tests and the dev server run with it, so a caller that mutates a shared AST fails
 * there. Read once: `process.env` is slow to read on the hot path. Next and the command line
 * set NODE_ENV to "production" before this module loads.
 */
const FREEZE_SHARED = process.env.NODE_ENV !== "production";

/**
 * Freezes a parse result and everything in it (plain objects and arrays), so that a caller that
 * mutated a shared AST or diagnostic would throw instead of changing what the next parse of the
 * same text returns. Once per distinct text, a walk over nodes that were just built.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Forgets every shared parse result (benchmarks measure cold parses and cold lints with it). */
export function clearParseCache(): void {
  parsedCache = new WeakMap();
}

/**
 * The syntax layer only: AST and syntax diagnostics (unsorted, uncapped). A fresh diagnostics
 * array each call (callers add to it); the AST and the diagnostics in it are shared between
 * calls with the same text and names, and read-only (deeply frozen outside production, see
 * {@link FREEZE_SHARED}: a caller cannot change what the next parse returns): linting a card
 * parses its text once for the analysis and again for the canonical form print measures
 * (format.ts), which then costs nothing.
 */
export function parseAttributes(text: string, names: NameTable): { ast: AttributeText; diagnostics: Diagnostic[] } {
  let byText = parsedCache.get(names);
  if (byText === undefined) {
    byText = new Map();
    parsedCache.set(names, byText);
  }
  let parsed = byText.get(text);
  if (parsed === undefined) {
    parsed = parseUncached(text, names);
    if (FREEZE_SHARED) deepFreeze(parsed);
    if (byText.size >= PARSED_LIMIT) byText.clear();
    byText.set(text, parsed);
  }
  return { ast: parsed.ast, diagnostics: [...parsed.diagnostics] };
}

/**
 * The syntax layer without the shared results: a fresh AST and diagnostics every call, nothing
 * kept. What a parse costs (bench/attributes-parse.bench.ts); callers use {@link parseAttributes}.
 * A clean text (nothing to report) takes fast-parse.ts's one pass; any other text, or a clean
 * one that pass does not vouch for, the full pipeline ({@link parseFull}), which gives the same
 * tree for clean texts (tests/systems/got-cgs/attributes/fast-parse.test.ts).
 */
export function parseUncached(text: string, names: NameTable): { ast: AttributeText; diagnostics: Diagnostic[] } {
  return parseClean(text, names) ?? parseFull(text, names);
}

/**
 * The full pipeline: scan.ts's tokens, Chevrotain's parser with error recovery (parser.ts), the
 * AST builder and its diagnostics (build-ast.ts). The specification of the syntax layer for any
 * text; {@link parseUncached} skips it for clean texts.
 */
export function parseFull(text: string, names: NameTable): { ast: AttributeText; diagnostics: Diagnostic[] } {
  const { tokens, invalid } = tokenize(text);
  const end = endOfTokens(text, tokens);
  const parsed = parseTokens(tokens);
  const parserErrors = parsed.errors.map(parserDiagnostic);
  const built = new AstBuilder(text, names).build(parsed.pieces, parserErrors, end);
  for (const run of invalid) built.diagnostics.push(invalidDiagnostic(text, run));
  return built;
}

const EMPTY_MODEL: CardModel = { type: null, roleplay: null, affiliation: null, globals: {}, categories: {}, conditions: {} };

/**
 * Analyses one card's attribute text: AST, model and diagnostics (syntax and card layers).
 * Never throws; see the file comment.
 */
export function analyze(text: string, context: AnalyzeContext = {}): Analysis {
  const source = typeof text === "string" ? text : "";
  try {
    const names = nameTable(context.aliases);
    const { ast, diagnostics } = parseAttributes(source, names);
    const model = buildModelWith(ast, names);
    if (context.lint !== false) diagnostics.push(...lintCard({ text: source, ast, model, names, format: context.format, affiliations: context.affiliations }));
    diagnostics.sort(byPosition);
    return { ast, diagnostics: capDiagnostics(diagnostics), model };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ast: { kind: "attributes", items: [], range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } } },
      diagnostics: [
        {
          code: "internal-error",
          severity: "error",
          message: `Greenhouse could not analyse this text (${detail}); please report it. The text itself is kept unchanged.`,
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
      model: EMPTY_MODEL,
    };
  }
}

/** The resolved meaning of a card's attributes (syntax layer only, no lint): what the engine and print read. Never throws. */
export function cardModel(text: string, aliases?: AliasTable): CardModel {
  return analyze(text, { aliases, lint: false }).model;
}
