/**
 * Hover text for attribute text: the catalogue's description and rulebook section of predefined
 * names and aliases, what a pack alias stands for, how often a custom name is used, and what
 * the operators mean ("<" at most, ">" at least). Markdown; pure.
 */
import { tokenMatcher, type IToken } from "chevrotain";
import type { AttributeSpec, CategorySpec } from "../catalogue";
import { Name, OperatorToken, tokenize } from "../lexer";
import { tokenEnd } from "../positions";
import type { NameTable } from "../names";
import { offsetOf, type WordRange } from "./situation";

export interface HoverResult {
  /** Markdown. */
  readonly contents: string;
  /** The hovered token (1-based, end exclusive). */
  readonly range: WordRange;
}

function domainText(a: AttributeSpec): string {
  const d = a.domain;
  if (d.kind === "enum") return `Values: ${d.values.map((v) => `"${v}"`).join(", ")}.`;
  if (d.kind === "int") return `Value: a whole number, at least ${d.min}.`;
  return 'Value: any text in double quotes.';
}

function scopeText(cards: AttributeSpec["cards"]): string {
  return cards === "adventure" ? "Adventure cards only (A)." : cards === "support" ? "Support cards only (S)." : "Any card.";
}

function specHover(written: string, spec: AttributeSpec | CategorySpec, viaPackAlias: string | null): string {
  const title =
    written === spec.name ? `**${spec.name}**` : viaPackAlias !== null ? `**${written}**: pack alias of **${spec.name}**` : `**${written}**: alias of **${spec.name}**`;
  const kind = spec.kind === "attribute" ? `Predefined attribute${spec.power ? " (power)" : ""}.` : `Predefined category${spec.power ? " (conditional power)" : ""}.`;
  const detail = spec.kind === "attribute" ? domainText(spec) : spec.entries === "conditional" ? "Entries: conditions, `Name Op Value` or `Category.Name Op Value`." : spec.entries === "numeric" ? "Entries: custom names with whole numbers." : "Entries: custom names with numbers or texts.";
  return [title, `${kind} ${scopeText(spec.cards)} ${detail}`, spec.doc, `*Rulebook: ${spec.section}*${spec.rules.length > 0 ? ` (${spec.rules.join(", ")})` : ""}`].join("\n\n");
}

const OPERATORS: Readonly<Record<string, string>> = {
  "=": '**=** equal to: the compared card\'s value is one of the alternatives (`"A"/"B"`, `1/2`). The only operator for texts. *(CGS-245)*',
  "<": "**<** at most: the compared card's value is at most this number (equal counts). *(CGS-246)*",
  ">": "**>** at least: the compared card's value is at least this number (equal counts). *(CGS-247)*",
};

/** Hover at a 1-based (line, column), or null where there is nothing to say. Never throws. */
export function hoverAt(text: string, line: number, column: number, names: NameTable, customNames?: Readonly<Record<string, number>>): HoverResult | null {
  try {
    const offset = offsetOf(text, line, column);
    // The lexer tracks only token starts; an empty image (none is lexed) still finds its start.
    const token = tokenize(text).tokens.find((t: IToken) => t.startOffset <= offset && offset <= t.startOffset + Math.max(t.image.length - 1, 0));
    if (token === undefined) return null;
    const end = tokenEnd(token);
    const range: WordRange = { line: token.startLine ?? line, column: token.startColumn ?? column, endLine: end.line, endColumn: end.column };
    if (tokenMatcher(token, OperatorToken)) {
      const doc = OPERATORS[token.image];
      return { contents: doc ?? `**${token.image}** is not an operator here: use = (equal), < (at most) or > (at least).`, range };
    }
    if (!tokenMatcher(token, Name)) return null;
    const written = token.image;
    const spec = names.spec(written);
    if (spec !== undefined) {
      const viaPack = names.resolve(written) !== written && spec.aliases.includes(written) === false ? written : null;
      return { contents: specHover(written, spec, viaPack), range };
    }
    const target = names.aliases[written];
    if (target !== undefined) return { contents: `**${written}**: pack alias of **${target}** (custom name).`, range };
    const count = customNames?.[written];
    const usage = count === undefined ? "" : ` Used ${count} time${count === 1 ? "" : "s"} in this pack.`;
    const guess = names.suggest(written);
    const hint = guess === undefined ? "" : `\n\nNot predefined. Did you mean **${guess}**?`;
    return { contents: `**${written}**: custom name, no special rules.${usage}${hint}`, range };
  } catch {
    return null;
  }
}
