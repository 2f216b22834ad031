/**
 * Tokens and lexer of the attribute language (docs/attributes.md).
 *
 * The keywords are generated from the catalogue (every predefined name and built-in alias), so
 * a name added to `catalogue.ts` is a keyword here without further edits; a test checks it.
 * Keywords belong to the `Name` category, so the parser accepts them wherever a name may stand
 * and the highlighter can still tell them apart. They are assigned after matching a name (a
 * table lookup), not matched pattern by pattern: see {@link KEYWORD_TOKENS}.
 *
 * The lexer never fails: Chevrotain skips a run of characters that starts no token and reports
 * it as one error, which {@link tokenize} returns as an `InvalidRun`; the parser sees the rest of
 * the card unharmed, so one stray character is one diagnostic.
 */
import { createToken, Lexer, type IToken, type TokenType } from "chevrotain";
import { ATTRIBUTES, CATEGORIES } from "./catalogue";
import { scanner } from "./scan";

/** Abstract categories the parser consumes. */
export const Name = createToken({ name: "Name", pattern: Lexer.NA });
export const ValueToken = createToken({ name: "Value", pattern: Lexer.NA });
export const OperatorToken = createToken({ name: "Operator", pattern: Lexer.NA });
/** Keyword categories (catalogue names), for highlighting and tests. */
export const AttributeKeyword = createToken({ name: "AttributeKeyword", pattern: Lexer.NA, categories: [Name] });
export const CategoryKeyword = createToken({ name: "CategoryKeyword", pattern: Lexer.NA, categories: [Name] });

export const Newline = createToken({ name: "Newline", pattern: /\r\n|\r|\n/, line_breaks: true });
export const Whitespace = createToken({
  name: "Whitespace",
  // Non-breaking and zero-width spaces come with text pasted from word processors.
  pattern: /[ \t\f\v\u00a0\u200b\ufeff]+/,
  group: Lexer.SKIPPED,
});
export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z][A-Za-z0-9]*/, categories: [Name] });
/** A whole number: a sign or a fraction is lexed too, so the error can say what is wrong with it. */
export const NumberLiteral = createToken({ name: "Number", pattern: /-?[0-9]+(?:[.,][0-9]+)?/, categories: [ValueToken] });
export const TextLiteral = createToken({ name: "Text", pattern: /"[^"\r\n]*"/, categories: [ValueToken] });
/** A text whose closing quote is missing on its line: reported, then read as if it were closed. */
export const UnterminatedText = createToken({ name: "UnterminatedText", pattern: /"[^"\r\n]*/, categories: [ValueToken] });
/** Typographic quotes from word processors: reported with a fix, then read as a text. */
export const SmartText = createToken({
  name: "SmartText",
  pattern: /[\u201c\u201d\u201e\u201f\u00ab\u00bb][^"\u201c\u201d\u201e\u201f\u00ab\u00bb\r\n]*["\u201c\u201d\u201e\u201f\u00ab\u00bb]?/,
  start_chars_hint: ["\u201c", "\u201d", "\u201e", "\u201f", "\u00ab", "\u00bb"],
  categories: [ValueToken],
});
/** Operators a programmer might type (`>=`, `<=`, `==`, `≥`, `≤`): reported with the right one as fix. */
export const LooseOperator = createToken({
  name: "LooseOperator",
  pattern: />=|<=|==|=>|=<|\u2265|\u2264/,
  start_chars_hint: [">", "<", "=", "\u2265", "\u2264"],
  categories: [OperatorToken],
});
export const Equals = createToken({ name: "Equals", pattern: "=", categories: [OperatorToken] });
export const Less = createToken({ name: "Less", pattern: "<", categories: [OperatorToken] });
export const Greater = createToken({ name: "Greater", pattern: ">", categories: [OperatorToken] });
export const Dot = createToken({ name: "Dot", pattern: "." });
export const Slash = createToken({ name: "Slash", pattern: "/" });
function keywordToken(name: string, category: TokenType): TokenType {
  return createToken({ name: `Keyword_${name}`, pattern: Lexer.NA, categories: [category] });
}

/**
 * One token type per predefined name and built-in alias. The lexer matches every name with the
 * one Identifier pattern and then gives a keyword its own type by a table lookup (see
 * {@link tokenize}): the same tokens as one keyword pattern each, without trying dozens of
 * patterns on every name that starts like a keyword (a third of the lexer's time).
 */
export const KEYWORD_TOKENS: ReadonlyMap<string, TokenType> = new Map(
  [
    ...ATTRIBUTES.flatMap((a) => [a.name, ...a.aliases].map((n) => [n, AttributeKeyword] as const)),
    ...CATEGORIES.flatMap((c) => [c.name, ...c.aliases].map((n) => [n, CategoryKeyword] as const)),
  ]
    .sort(([a], [b]) => b.length - a.length || a.localeCompare(b))
    .map(([name, category]) => [name, keywordToken(name, category)] as const),
);

/** Every token type: what the lexer matches, in matching order, then the keywords and categories. */
export const ALL_TOKENS: readonly TokenType[] = [
  Newline,
  Whitespace,
  Identifier,
  NumberLiteral,
  TextLiteral,
  UnterminatedText,
  SmartText,
  LooseOperator,
  Equals,
  Less,
  Greater,
  Dot,
  Slash,
  Name,
  ValueToken,
  OperatorToken,
  AttributeKeyword,
  CategoryKeyword,
  ...KEYWORD_TOKENS.values(),
];

/**
 * The lexer: scan.ts, by hand, over these token types. The definitions above keep their
 * patterns: they are the specification the scanner is tested against (scan.test.ts runs
 * Chevrotain's lexer over them), and the highlighter and the tests read them.
 */
const scan = scanner({
  newline: Newline,
  identifier: Identifier,
  number: NumberLiteral,
  text: TextLiteral,
  unterminatedText: UnterminatedText,
  smartText: SmartText,
  looseOperator: LooseOperator,
  equals: Equals,
  less: Less,
  greater: Greater,
  dot: Dot,
  slash: Slash,
  keywords: KEYWORD_TOKENS,
});

/** A run of characters that starts no token (`$`, `,`, `;`, a lone `-`...). Offsets are 0-based, lines and columns 1-based. */
export interface InvalidRun {
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly column: number;
}

export interface TokenizeResult {
  /** Tokens for the parser (whitespace skipped). */
  readonly tokens: IToken[];
  /** Characters no token matches, in order (reported as `unexpected-character`). */
  readonly invalid: readonly InvalidRun[];
}

/**
 * Splits attribute text into tokens. Never throws. Tokens carry only start positions (1-based
 * lines and columns, 0-based offsets); use positions.ts `tokenEnd`/`tokenRange` for ends.
 */
export function tokenize(text: string): TokenizeResult {
  const { tokens, errors } = scan(text);
  return { tokens, invalid: errors };
}

/** True for tokens that are keywords of the catalogue (highlighting, tests). */
export function isKeyword(token: IToken): boolean {
  return KEYWORD_TOKENS.get(token.image) === token.tokenType;
}
