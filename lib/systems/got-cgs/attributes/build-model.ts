/**
 * AST -> CardModel: the meaning of a card's attributes, every name canonical (model.ts).
 */
import type { AttributeText, Value } from "./ast";
import { CARD_TYPES, ROLEPLAYS, type CardType, type Roleplay } from "./catalogue";
import type { AliasTable, AttrValue, CardModel, Condition } from "./model";
import { nameTable, type NameTable } from "./names";

/** True when `raw` is only digits (no sign, no fraction): a whole number as the language writes it. */
export function isDigits(raw: string): boolean {
  if (raw.length === 0) return false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The usable value of an AST value: null for numbers the syntax layer rejected (negative, fraction, too large). */
export function modelValue(value: Value | null | undefined): AttrValue | null {
  if (value === null || value === undefined) return null;
  if (value.kind === "text") return value.value;
  return Number.isSafeInteger(value.value) && isDigits(value.raw) ? value.value : null;
}

function isCardType(v: AttrValue | undefined): v is CardType {
  return typeof v === "string" && (CARD_TYPES as readonly string[]).includes(v);
}

function isRoleplay(v: AttrValue | undefined): v is Roleplay {
  return typeof v === "string" && (ROLEPLAYS as readonly string[]).includes(v);
}

/**
 * Resolves an AST against the catalogue and the pack's aliases (`aliases`: alias -> full
 * name; built-in aliases always apply and win over pack aliases).
 *
 * Never throws. What errors leave behind is kept where its meaning is clear: the first of
 * duplicated attributes, entries, categories and conditions wins; unknown categories are kept
 * under their (alias-resolved) written name; entries and attributes whose value is missing or
 * invalid are dropped; in non-conditional categories an entry's operator is ignored and a
 * `Category.Name` entry is dropped; in conditional categories an entry without an operator is
 * dropped (its meaning is unknown), and a condition is `/` alternatives only as written.
 */
export function buildModel(ast: AttributeText, aliases?: AliasTable): CardModel {
  return buildModelWith(ast, nameTable(aliases));
}

/** {@link buildModel} with a prebuilt name table (lint and analyze reuse theirs). */
export function buildModelWith(ast: AttributeText, names: NameTable): CardModel {
  const globals: Record<string, AttrValue> = {};
  const categories: Record<string, Record<string, AttrValue>> = {};
  const conditions: Record<string, Condition[]> = {};
  const seenCategories = new Set<string>();

  for (const item of ast.items) {
    if (item.kind === "attribute") {
      const name = names.resolve(item.name.text);
      const value = modelValue(item.value);
      if (value !== null && !Object.hasOwn(globals, name)) globals[name] = value;
      continue;
    }
    const category = names.resolve(item.name.text);
    if (seenCategories.has(category)) continue;
    seenCategories.add(category);
    const spec = names.category(category);
    if (spec?.entries === "conditional") {
      const list: Condition[] = [];
      const seen = new Set<string>();
      for (const entry of item.entries) {
        if (entry.op === null) continue;
        const values = entry.values.map(modelValue);
        if (values.length === 0 || values.some((v) => v === null)) continue;
        const condition: Condition = {
          category: entry.ref.category === null ? null : names.resolve(entry.ref.category.text),
          name: names.resolve(entry.ref.name.text),
          op: entry.op.text,
          values: values as AttrValue[],
        };
        const key = `${condition.category ?? ""}.${condition.name}${condition.op}`;
        if (seen.has(key)) continue;
        seen.add(key);
        list.push(condition);
      }
      conditions[category] = list;
      continue;
    }
    const entries: Record<string, AttrValue> = {};
    for (const entry of item.entries) {
      if (entry.ref.category !== null) continue;
      const value = modelValue(entry.values[0]);
      const name = names.resolve(entry.ref.name.text);
      if (value !== null && !Object.hasOwn(entries, name)) entries[name] = value;
    }
    categories[category] = entries;
  }

  const type = globals.Type;
  const roleplay = globals.Roleplay;
  const affiliation = globals.Affiliation;
  return {
    type: isCardType(type) ? type : null,
    roleplay: isRoleplay(roleplay) ? roleplay : null,
    affiliation: affiliation === undefined ? null : String(affiliation),
    globals,
    categories,
    conditions,
  };
}
