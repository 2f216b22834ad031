/**
 * The Chevrotain parser of the attribute language: tokens -> concrete syntax tree.
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
  CstParser,
  EOF,
  type CstNode,
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

class AttributeParser extends CstParser {
  constructor() {
    super([...ALL_TOKENS], { recoveryEnabled: true, errorMessageProvider: messages, maxLookahead: 1 });
    this.performSelfAnalysis();
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
          { ALT: () => this.CONSUME(ValueToken) },
          { ALT: () => this.CONSUME(OperatorToken) },
          { ALT: () => this.CONSUME(Dot) },
          { ALT: () => this.CONSUME(Slash) },
        ],
      );
    });
  });

  private topAlternatives: IOrAlt<unknown>[] | undefined;

  /**
   * item: Name [. Name] [Operator] [Value { / Value }]. One rule rather than ref / valueList
   * sub-rules: every sub-rule is a CST node and a call on the hot path, and the AST builder
   * reads the parts in order anyway.
   */
  public readonly item = this.RULE("item", () => {
    this.CONSUME(Name);
    this.OPTION(() => {
      this.CONSUME(Dot);
      this.CONSUME2(Name);
    });
    this.OPTION2(() => this.CONSUME(OperatorToken));
    this.OPTION3(() => {
      this.CONSUME(ValueToken);
      this.MANY(() => {
        this.CONSUME(Slash);
        this.CONSUME2(ValueToken);
      });
    });
  });
}

const parser = new AttributeParser();

export interface ParseOutput {
  readonly cst: CstNode;
  readonly errors: readonly IRecognitionException[];
}

/** Parses a token vector (from `tokenize`). Never throws; errors are returned, with recovery applied. */
export function parseTokens(tokens: IToken[]): ParseOutput {
  parser.input = tokens;
  const cst = parser.attributeText();
  return { cst, errors: [...parser.errors] };
}
