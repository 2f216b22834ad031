/**
 * The abstract syntax tree of a card's attribute text.
 *
 * Positions: `line` and `column` are 1-based, `offset` is 0-based (UTF-16 code units into the
 * text); every range's end is exclusive. The parser accepts a superset of the language (any
 * entry may carry an operator, any name may be unknown) and the linter rejects what the
 * rulebook forbids, so a half-written card still yields a full tree.
 */

export interface Position {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

export interface Name {
  /** The name exactly as written (an alias stays an alias here; see model.ts for resolution). */
  readonly text: string;
  readonly range: Range;
}

export type Value =
  | { readonly kind: "int"; readonly value: number; readonly raw: string; readonly range: Range }
  /** `value` is the text between the quotes; `raw` includes them. */
  | { readonly kind: "text"; readonly value: string; readonly raw: string; readonly range: Range };

export type Operator = "=" | "<" | ">";

/** `Name` or `Category.Name` on the left of a condition. */
export interface Reference {
  readonly category: Name | null;
  readonly name: Name;
  readonly range: Range;
}

/** A global attribute: `Name Value`. `value` is null when it is missing (a syntax error was reported). */
export interface AttributeNode {
  readonly kind: "attribute";
  readonly name: Name;
  readonly value: Value | null;
  readonly range: Range;
}

/**
 * An entry of a category. Plain entries (`Name Value`) have `op === null` and one value and a
 * reference without category; conditions (`Ref Op Value[/Value...]`) carry the operator and
 * one value per `/` alternative.
 */
export interface EntryNode {
  readonly kind: "entry";
  readonly ref: Reference;
  readonly op: { readonly text: Operator; readonly range: Range } | null;
  readonly values: readonly Value[];
  readonly range: Range;
}

export interface CategoryNode {
  readonly kind: "category";
  readonly name: Name;
  readonly entries: readonly EntryNode[];
  readonly range: Range;
}

export type ItemNode = AttributeNode | CategoryNode;

export interface AttributeText {
  readonly kind: "attributes";
  readonly items: readonly ItemNode[];
  readonly range: Range;
}
