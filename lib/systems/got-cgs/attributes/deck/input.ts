/**
 * What the deck rules read: every card of the pack analysed once (AST with positions, model),
 * grouped by era deck, plus the helpers several deck rules share (how a condition matches a
 * card, which cards a power may target).
 */
import type { AttributeText, EntryNode, Range } from "../ast";
import { ATTRIBUTES, type CategorySpec } from "../catalogue";
import type { AttrValue, CardModel, Condition } from "../model";
import type { NameTable } from "../names";
import { modelValue } from "../build-model";
import type { GotCgsCard as PackCard, GotCgsPackDocument as PackDocument } from "../../pack-document";

export interface DeckCard {
  readonly era: string;
  readonly card: PackCard;
  readonly ast: AttributeText;
  readonly model: CardModel;
  /** Position of the card in its era (0-based), for stable ordering. */
  readonly index: number;
}

export interface DeckEra {
  readonly name: string;
  readonly cards: readonly DeckCard[];
  readonly adventures: readonly DeckCard[];
  readonly supports: readonly DeckCard[];
}

export interface DeckInput {
  readonly doc: PackDocument;
  /** The eras being linted (all, or the one `--era` names). */
  readonly eras: readonly DeckEra[];
  /** Every era of the pack (MultiEra adventures of other eras can sit in a buildsite). */
  readonly allEras: readonly DeckEra[];
  readonly names: NameTable;
  /** Players per session: the pack's instructions, else the rulebook's minimum of 2. */
  readonly players: number;
}

/** Builds an era from analysed cards. */
export function deckEra(name: string, cards: readonly DeckCard[]): DeckEra {
  return {
    name,
    cards,
    adventures: cards.filter((c) => c.model.type === "Adventure"),
    supports: cards.filter((c) => c.model.type === "Support"),
  };
}

/** The value a condition's reference reads on a card, or undefined when the card lacks it (CGS-220). */
export function valueOf(model: CardModel, condition: Pick<Condition, "category" | "name">): AttrValue | undefined {
  if (condition.category === null) return model.globals[condition.name];
  const entries = model.categories[condition.category];
  return entries === undefined ? undefined : entries[condition.name];
}

/** Whether `actual` meets the condition (CGS-245..247): = any alternative, < at most, > at least. */
export function meets(condition: Pick<Condition, "op" | "values">, actual: AttrValue | undefined): boolean {
  if (actual === undefined) return false;
  if (condition.op === "=") return condition.values.some((v) => String(v) === String(actual));
  const limit = condition.values[0];
  if (typeof actual !== "number" || typeof limit !== "number") return false;
  return condition.op === "<" ? actual <= limit : actual >= limit;
}

/** A condition as written on a card: the entry (for positions) and its resolved meaning. */
export interface WrittenCondition {
  readonly category: CategorySpec;
  /** The category header's range (for findings about the category as a whole). */
  readonly header: Range;
  readonly entry: EntryNode;
  readonly condition: Condition;
}

/**
 * Every well-formed condition of a card's conditional categories, with its entry. Only the first
 * occurrence of a category counts (as in the model); malformed conditions (no operator, bad
 * value) are left to the card rules.
 */
export function writtenConditions(ast: AttributeText, names: NameTable): WrittenCondition[] {
  const out: WrittenCondition[] = [];
  const seen = new Set<string>();
  for (const item of ast.items) {
    if (item.kind !== "category") continue;
    const spec = names.category(item.name.text);
    if (spec?.entries !== "conditional" || seen.has(spec.name)) continue;
    seen.add(spec.name);
    for (const entry of item.entries) {
      if (entry.op === null || entry.values.length === 0) continue;
      const values = entry.values.map(modelValue);
      if (values.some((v) => v === null)) continue;
      out.push({
        category: spec,
        header: item.name.range,
        entry,
        condition: {
          category: entry.ref.category === null ? null : names.resolve(entry.ref.category.text),
          name: names.resolve(entry.ref.name.text),
          op: entry.op.text,
          values: values as AttrValue[],
        },
      });
    }
  }
  return out;
}

const PROTECTING_ATTRIBUTES = ATTRIBUTES.filter((a) => a.protects).map((a) => a.name);
const POWER_ATTRIBUTES = ATTRIBUTES.filter((a) => a.power).map((a) => a.name);

/** Cards with powers, Recover1, Reuse, ImmuneIf1 or SeizeIf(1) may not be disabled, diverted, wrecked or seized (CGS-437, 454, 459, 556, 613, 637, 645). */
export function isProtected(model: CardModel, names: NameTable): boolean {
  if (PROTECTING_ATTRIBUTES.some((n) => model.globals[n] !== undefined)) return true;
  return Object.keys(model.conditions).some((c) => names.category(c)?.protects === true);
}

/** A card whose powers a rival could become immune to (power attributes set to Yes, or conditional powers). */
export function hasPower(model: CardModel, names: NameTable): boolean {
  if (POWER_ATTRIBUTES.some((n) => model.globals[n] === "Yes")) return true;
  return Object.keys(model.conditions).some((c) => names.category(c)?.power === true);
}
