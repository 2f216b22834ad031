/**
 * What the seed checks read of a card's attribute text, through the attribute language
 * (lib/systems/got-cgs/attributes): the resolved `CardModel`, the names as written (to see which aliases a pack
 * uses) and the layout (indented or the rulebook's one-line form).
 */
import { analyze, cardModel, type AliasTable, type CardModel } from "@/lib/systems/got-cgs/attributes";

/** The card's resolved model (aliases expanded). Never throws. */
export function readCardModel(text: string, aliases: AliasTable = {}): CardModel {
  return cardModel(text, aliases);
}

/** Every attribute, category and reference-category name as written in the text (aliases unexpanded). */
export function writtenNames(text: string): string[] {
  const { ast } = analyze(text, { lint: false });
  return ast.items.flatMap((item) =>
    item.kind === "attribute"
      ? [item.name.text]
      : [item.name.text, ...item.entries.flatMap((e) => (e.ref.category === null ? [e.ref.name.text] : [e.ref.category.text, e.ref.name.text]))],
  );
}

/** The layout of a card's attribute text: "one-line" when a category's first entry shares the category's line. */
export function layoutOf(text: string, aliases: AliasTable = {}): "indented" | "one-line" | "globals-only" {
  const { ast } = analyze(text, { aliases, lint: false });
  const categories = ast.items.filter((i) => i.kind === "category");
  if (categories.length === 0) return "globals-only";
  return categories.some((c) => c.entries[0] !== undefined && c.entries[0].range.start.line === c.name.range.start.line) ? "one-line" : "indented";
}
