/**
 * Card rules about things present twice (CGS-214, CGS-225) and about empty categories.
 * Names are compared after resolving aliases, so `EC` and `EraCosts` are the same category.
 */
import type { CategoryNode, EntryNode, Range } from "../ast";
import type { Fix, TextEdit } from "../diagnostics";
import { lines, offsetAt, positionAt, removalEdit, removeFix } from "./fixes";
import type { CardRule } from "./rule";

function lineOf(range: Range): number {
  return range.start.line;
}

export const duplicateAttribute: CardRule = {
  code: "duplicate-attribute",
  severity: "error",
  layer: "card",
  summary: "A global attribute present twice on one card.",
  bad: 'Type "Support"\nSubtype "Starship"\nSubtype "Starship drive"',
  good: 'Type "Support"\nSubtype "Starship drive"',
  rules: ["CGS-214"],
  fixable: true,
  check({ ast, names, text }, r) {
    const first = new Map<string, Range>();
    for (const item of ast.items) {
      if (item.kind !== "attribute") continue;
      const name = names.resolve(item.name.text);
      const seen = first.get(name);
      if (seen === undefined) {
        first.set(name, item.range);
        continue;
      }
      r.report(item.name.range, `${name} is already on line ${lineOf(seen)}; a card carries an attribute once. Keep one of them (the first one counts).`, [
        removeFix(text, item.range, "Remove this one"),
      ]);
    }
  },
};

/** Moves the entries of `later` under `first` and deletes `later`'s header: one mechanical merge. */
function mergeFix(text: string, first: CategoryNode, later: CategoryNode): Fix | undefined {
  if (later.entries.length === 0) return removeFix(text, later.range, "Remove the empty repeat");
  const all = lines(text);
  const endLine = all[first.range.end.line - 1] ?? "";
  const firstAlone = endLine.slice(first.range.end.column - 1).trim() === "";
  if (!firstAlone) return undefined; // a one-line card: merging would reorder other items; leave it to the designer
  const indent = first.entries[0] === undefined ? "  " : /^[ \t]*/.exec(all[first.entries[0].range.start.line - 1] ?? "")?.[0] || "  ";
  const moved = later.entries.map((e) => `\n${indent}${text.slice(e.range.start.offset, e.range.end.offset)}`).join("");
  // The entries go after the first category's last line and the repeat goes. Two edits, unless
  // they would touch (the repeat right after the first): then one edit covers both, since
  // touching edits have no defined order.
  const insertAt = offsetAt(text, first.range.end.line, endLine.length + 1);
  const removal = removalEdit(text, later.range);
  const removeFrom = offsetAt(text, removal.line, removal.column);
  const removeTo = offsetAt(text, removal.endLine, removal.endColumn);
  if (removeFrom < insertAt) return undefined;
  const at = positionAt(text, insertAt);
  let edits: TextEdit[];
  if (removeFrom === insertAt) {
    const end = positionAt(text, removeTo);
    edits = [{ line: at.line, column: at.column, endLine: end.line, endColumn: end.column, newText: moved }];
  } else {
    edits = [{ line: at.line, column: at.column, endLine: at.line, endColumn: at.column, newText: moved }, removal];
  }
  return { title: `Merge into the ${first.name.text} on line ${lineOf(first.range)}`, edits };
}

export const duplicateCategory: CardRule = {
  code: "duplicate-category",
  severity: "error",
  layer: "card",
  summary: "A category present twice on one card (an alias and its full name count as the same category).",
  bad: 'Type "Support"\nEraCosts\n  Sway 1\nEC\n  Fuel 2',
  good: 'Type "Support"\nEraCosts\n  Sway 1\n  Fuel 2',
  rules: ["CGS-225"],
  fixable: true,
  check({ ast, names, text }, r) {
    const first = new Map<string, CategoryNode>();
    for (const item of ast.items) {
      if (item.kind !== "category") continue;
      const name = names.resolve(item.name.text);
      const seen = first.get(name);
      if (seen === undefined) {
        first.set(name, item);
        continue;
      }
      const fix = mergeFix(text, seen, item);
      r.report(
        item.name.range,
        `${name} is already on line ${lineOf(seen.range)}; a card has each category once, so these entries are ignored. Move them under the first one.`,
        fix === undefined ? undefined : [fix],
      );
    }
  },
};

function entryKey(entry: EntryNode, resolve: (n: string) => string, conditional: boolean): string {
  const ref = `${entry.ref.category === null ? "" : `${resolve(entry.ref.category.text)}.`}${resolve(entry.ref.name.text)}`;
  return conditional ? `${ref}${entry.op?.text ?? ""}` : ref;
}

export const duplicateEntry: CardRule = {
  code: "duplicate-entry",
  severity: "error",
  layer: "card",
  summary: "The same entry twice in one category (in conditions: the same name with the same operator).",
  bad: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1\n  StarshipFlyRange 2',
  good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2',
  rules: ["CGS-214"],
  fixable: true,
  check({ ast, names, text }, r) {
    const resolve = (n: string) => names.resolve(n);
    for (const item of ast.items) {
      if (item.kind !== "category") continue;
      const conditional = names.category(item.name.text)?.entries === "conditional";
      const first = new Map<string, EntryNode>();
      for (const entry of item.entries) {
        const key = entryKey(entry, resolve, conditional);
        const seen = first.get(key);
        if (seen === undefined) {
          first.set(key, entry);
          continue;
        }
        const what = conditional ? `The condition ${key}` : `${resolve(entry.ref.name.text)}`;
        r.report(entry.ref.range, `${what} is already in ${item.name.text} on line ${lineOf(seen.range)}; only the first one counts. Remove one.`, [
          removeFix(text, entry.range, "Remove this one"),
        ]);
      }
    }
  },
};

export const emptyCategory: CardRule = {
  code: "empty-category",
  severity: "warning",
  layer: "card",
  summary: "A category with no entries: it has no effect.",
  bad: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1\nEraCosts',
  good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1\nEraCosts\n  Sway 1',
  rules: ["CGS-224"],
  fixable: true,
  check({ ast, names, text }, r) {
    for (const item of ast.items) {
      if (item.kind !== "category" || item.entries.length > 0) continue;
      if (names.category(item.name.text) === undefined) continue; // unknown-category says enough
      r.report(item.name.range, `${item.name.text} lists nothing; add its entries on the next lines, indented (e.g. "  Sway 1"), or remove it.`, [
        removeFix(text, item.range, `Remove ${item.name.text}`),
      ]);
    }
  },
};

export const DUPLICATE_RULES: readonly CardRule[] = [duplicateAttribute, duplicateCategory, duplicateEntry, emptyCategory];
