/**
 * Card rules about the layout of the attribute text: global attributes and category names start
 * at the left edge; only a category's entries are indented (CGS-224: "Category names are shown
 * on the left most side ... The attributes which are grouped in an attribute category are
 * indented to the right"; the rulebook adds "The global attributes are not indented").
 *
 * An indented global attribute still parses (a line at or left of the open category's header
 * closes it), but it reads as if it belonged to the item above, and one more space after a
 * category would make it that category's entry. So the rule warns instead of failing silently;
 * it typically catches a Tab pressed on the first line, or a card pasted from an indented block.
 */
import type { ItemNode } from "../ast";
import { lines, replaceFix } from "./fixes";
import type { CardRule } from "./rule";

/** The whitespace before `item` when it is the first thing on its line, else "". */
function leadingIndentation(all: readonly string[], item: ItemNode): string {
  const start = item.name.range.start;
  const before = (all[start.line - 1] ?? "").slice(0, start.column - 1);
  return /^[ \t]+$/.test(before) ? before : "";
}

function describe(indent: string): string {
  const tabs = (indent.match(/\t/g) ?? []).length;
  const spaces = indent.length - tabs;
  const parts = [spaces > 0 ? `${spaces} space${spaces === 1 ? "" : "s"}` : "", tabs > 0 ? `${tabs} tab${tabs === 1 ? "" : "s"}` : ""];
  return parts.filter((p) => p !== "").join(" and ");
}

export const unexpectedIndentation: CardRule = {
  code: "unexpected-indentation",
  severity: "warning",
  layer: "card",
  summary:
    "A global attribute or category name that does not start at the left edge of its line: only the entries of a category are indented.",
  bad: '    Type "Support"\nSubtype "Starship drive"',
  good: 'Type "Support"\nSubtype "Starship drive"',
  rules: ["CGS-224"],
  fixable: true,
  check({ ast, text }, r) {
    if (ast.items.length === 0) return;
    const all = lines(text);
    for (const item of ast.items) {
      const indent = leadingIndentation(all, item);
      if (indent === "") continue;
      const { line } = item.name.range.start;
      const what = item.kind === "attribute" ? `The global attribute ${item.name.text}` : `The category name ${item.name.text}`;
      // Underline the indentation and the name, so the quick fix is offered with the cursor on the name.
      const lineStart = { offset: item.name.range.start.offset - indent.length, line, column: 1 };
      r.report(
        { start: lineStart, end: item.name.range.end },
        `${what} is indented by ${describe(indent)}; global attributes and category names start at the left edge, only a category's entries are indented.`,
        [replaceFix({ start: lineStart, end: item.name.range.start }, "", "Remove the indentation")],
      );
    }
  },
};

export const LAYOUT_RULES: readonly CardRule[] = [unexpectedIndentation];
