/**
 * The Chevrotain parser of the attribute language: tokens -> items and strays in source order.
 *
 * The grammar is a deliberate superset (STYLE.md, after prettier-java): a text is a sequence of
 * lines, a line a sequence of items, an item `Ref [Op] [Value {/ Value}]`. Whether an item is a
 * global attribute, a category header or a category entry depends on names, lines and
 * indentation, which build-ast.ts decides with better messages than a grammar could give.
 * Values and operators without a name are accepted as `stray` items for the same reason.
 *
 * Only two places are strict: a name must follow `Category.` and a value must follow `/`.
 * There Chevrotain's error recovery inserts the missing token and carries on, so the rest of the
 * card is still parsed; build-ast.ts anchors such errors to the previous real token.
 *
 * One parser instance is created and reused (`performSelfAnalysis()` is expensive).
 */
import {
  EmbeddedActionsParser,
  EOF,
  type IOrAlt,
  type IParserErrorMessageProvider,
  type IRecognitionException,
  type IToken,
  type TokenType,
} from "chevrotain";
import { ALL_TOKENS, Dot, Name, Newline, OperatorToken, Slash, ValueToken } from "./lexer";

function describe(token: IToken): string {
  if (token.tokenType === EOF) return "the end of the text";
  if (token.tokenType === Newline) return "the end of the line";
  return `"${token.image}"`;
}

function expectedWord(type: TokenType): string {
  if (type === Name) return "a name";
  if (type === ValueToken) return "a value (a whole number or a text in quotes)";
  if (type === OperatorToken) return "an operator (=, < or >)";
  return `"${type.name}"`;
}

/** Messages in a designer's words instead of Chevrotain's token-type names. */
const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, previous }) {
    if (previous.tokenType === Dot && expected === Name) {
      return `A name must follow "${previous.image}" (write Category.Name, e.g. AR.StarshipFlyRange), found ${describe(actual)}.`;
    }
    if (previous.tokenType === Slash && expected === ValueToken) {
      return `A value must follow "/" (alternatives are written "A"/"B" or 1/2), found ${describe(actual)}.`;
    }
    return `Expected ${expectedWord(expected)} but found ${describe(actual)}.`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `Unexpected ${describe(firstRedundant)}.`;
  },
  buildNoViableAltMessage({ actual }) {
    const first = actual[0];
    return `Unexpected ${first === undefined ? "input" : describe(first)}.`;
  },
  buildEarlyExitMessage({ actual }) {
    const first = actual[0];
    return `Unexpected ${first === undefined ? "input" : describe(first)}.`;
  },
};

/** An item as parsed, before build-ast.ts decides its role; tokens may be virtual (inserted by recovery). */
export interface ParsedItem {
  readonly kind: "item";
  readonly first: IToken;
  dot: IToken | null;
  /** The name after `Category.` (missing or virtual when the parser reported it). */
  second: IToken | null;
  op: IToken | null;
  /** The value and its `/` alternatives, in order. */
  readonly values: IToken[];
}

/** A value, operator, dot or slash with no name before it. */
export interface ParsedStray {
  readonly kind: "stray";
  readonly token: IToken;
}

export type ParsedPiece = ParsedItem | ParsedStray;

/**
 * Embedded actions, not a concrete syntax tree: the rules push items and strays onto one list in
 * source order as they consume tokens (a CST allocates a node and a children object per item and
 * keeps each token kind in its own array, which build-ast.ts then had to merge back into order;
 * about a third of the parse). An item is pushed when its name is consumed and filled in as the
 * rest arrives, so an item cut short by error recovery keeps what it had, as a CST node does.
 */
class AttributeParser extends EmbeddedActionsParser {
  /** The pieces of the text being parsed (reset by {@link parseTokens}). */
  pieces: ParsedPiece[] = [];

  constructor() {
    // skipValidations: as the lexer's (lexer.ts), only in the command-line bundle.
    super([...ALL_TOKENS], { recoveryEnabled: true, errorMessageProvider: messages, maxLookahead: 1, skipValidations: process.env.GREENHOUSE_GRAMMAR_CHECKED === "1" });
    this.performSelfAnalysis();
  }

  private stray(token: IToken): void {
    this.ACTION(() => this.pieces.push({ kind: "stray", token }));
  }

  /**
   * attributeText: { Newline | item | Value | Operator | Dot | Slash } EOF. A value, operator,
   * dot or slash here has no name before it: a stray, reported by build-ast.ts. The
   * alternatives are built once (Chevrotain's advice: an OR's array is otherwise rebuilt on
   * every iteration).
   */
  public readonly attributeText = this.RULE("attributeText", () => {
    this.MANY(() => {
      this.OR(
        this.topAlternatives ??= [
          { ALT: () => this.CONSUME(Newline) },
          { ALT: () => this.SUBRULE(this.item) },
          { ALT: () => this.stray(this.CONSUME(ValueToken)) },
          { ALT: () => this.stray(this.CONSUME(OperatorToken)) },
          { ALT: () => this.stray(this.CONSUME(Dot)) },
          { ALT: () => this.stray(this.CONSUME(Slash)) },
        ],
      );
    });
  });

  private topAlternatives: IOrAlt<unknown>[] | undefined;

  /**
   * item: Name [. Name] [Operator] [Value { / Value }]. One rule rather than ref / valueList
   * sub-rules: every sub-rule is a call on the hot path, and the AST builder reads the parts in
   * order anyway.
   */
  public readonly item = this.RULE("item", () => {
    const item: ParsedItem = { kind: "item", first: this.CONSUME(Name), dot: null, second: null, op: null, values: [] };
    this.ACTION(() => this.pieces.push(item));
    this.OPTION(() => {
      item.dot = this.CONSUME(Dot);
      item.second = this.CONSUME2(Name);
    });
    this.OPTION2(() => {
      item.op = this.CONSUME(OperatorToken);
    });
    this.OPTION3(() => {
      item.values.push(this.CONSUME(ValueToken));
      this.MANY(() => {
        this.CONSUME(Slash);
        item.values.push(this.CONSUME2(ValueToken));
      });
    });
  });
}

const parser = new AttributeParser();

export interface ParseOutput {
  /** Items and strays in source order. */
  readonly pieces: readonly ParsedPiece[];
  readonly errors: readonly IRecognitionException[];
}

/** Parses a token vector (from `tokenize`). Never throws; errors are returned, with recovery applied. */
export function parseTokens(tokens: IToken[]): ParseOutput {
  const pieces: ParsedPiece[] = [];
  parser.pieces = pieces;
  parser.input = tokens;
  parser.attributeText();
  parser.pieces = [];
  return { pieces, errors: [...parser.errors] };
}
