/**
 * fast-check arbitraries for attribute text: well-formed cards (from a small grammar, printed in
 * either layout) and valid cards with random edits. Shared by the property tests and
 * scripts/fuzz-attributes.ts.
 */
import fc from "fast-check";

export interface CardEntry {
  readonly category: string | null;
  readonly name: string;
  readonly op: "=" | "<" | ">" | null;
  readonly values: readonly string[];
}

export interface CardShape {
  readonly globals: readonly (readonly [string, string])[];
  readonly categories: readonly { readonly name: string; readonly entries: readonly CardEntry[] }[];
}

const GLOBAL_NAMES = ["Type", "Roleplay", "Affiliation", "Unique", "Reuse", "StockHolding", "Freeze", "Subtype", "Level", "CommonBuildsite", "Rolplay"];
const CUSTOM_NAMES = ["Sway", "StarshipFlyRange", "SFR", "StarshipFirePower", "FluonResearch", "Crew", "Level1", "Subtype", "constructor"];
const CATEGORY_NAMES = ["AdventureResources", "AR", "AdventureCommonCosts", "ACC", "EraCosts", "EC", "ER", "Feats", "PlayIfBuildsite", "DisableIf1", "ImmuneIf1", "SeizeIf", "AcceptSupportIf1", "AdventureResource", "Gizmos"];
const REF_CATEGORIES = [null, null, "AR", "Feats", "EraResources", "RA", "PlayIfBuildsite"];

const number = fc.oneof(fc.nat({ max: 20 }).map(String), fc.constantFrom("007", "0", "123456"));
const text = fc.oneof(
  fc.constantFrom('"Adventure"', '"Support"', '"Competition"', '"Yes"', '"Starship weapon"', '""', '" "', '"USSA"'),
  fc.stringMatching(/^[A-Za-z0-9 ]{1,12}$/).map((s) => `"${s}"`),
);
const value = fc.oneof(number, text);

const entry: fc.Arbitrary<CardEntry> = fc
  .record({
    category: fc.constantFrom(...REF_CATEGORIES),
    name: fc.constantFrom(...CUSTOM_NAMES, "Type", "Roleplay"),
    op: fc.constantFrom(null, "=", "<", ">"),
    values: fc.array(value, { minLength: 1, maxLength: 3 }),
  })
  .map((e) => ({ ...e, values: e.op === null ? e.values.slice(0, 1) : e.values }));

/**
 * A card from the grammar: globals first, then categories with at least one entry each.
 * `unknownCategories: false` leaves out category names that are neither predefined nor one typo
 * away from one: the flattened one-line form cannot tell such a name from an entry whose value
 * is missing (both are errors), so layouts agree only without them.
 */
export function cardArbitrary(options: { unknownCategories?: boolean } = {}): fc.Arbitrary<CardShape> {
  const names = options.unknownCategories === false ? CATEGORY_NAMES.filter((n) => n !== "Gizmos") : CATEGORY_NAMES;
  return fc.record({
    globals: fc.array(fc.tuple(fc.constantFrom(...GLOBAL_NAMES), value), { maxLength: 5 }),
    categories: fc.array(fc.record({ name: fc.constantFrom(...names), entries: fc.array(entry, { minLength: 1, maxLength: 4 }) }), { maxLength: 4 }),
  });
}

function entryText(e: CardEntry): string {
  const ref = e.category === null ? e.name : `${e.category}.${e.name}`;
  return `${ref}${e.op === null ? "" : ` ${e.op}`} ${e.values.join("/")}`;
}

/** Prints a card in the rulebook's one-line layout or the indented one. */
export function render(card: CardShape, options: { layout?: "one-line" | "indented"; indent?: number } = {}): string {
  const pad = " ".repeat(options.indent ?? 2);
  const globals = card.globals.map(([n, v]) => `${n} ${v}`);
  if (options.layout === "one-line") {
    return [...globals, ...card.categories.map((c) => `${c.name} ${c.entries.map(entryText).join(" ")}`)].join(" ");
  }
  return [...globals, ...card.categories.flatMap((c) => [c.name, ...c.entries.map((e) => `${pad}${entryText(e)}`)])].join("\n");
}

const EDIT_CHARS = [..." \n\t\"./=<>-$;,", "a", "Z", "1", "0", "\u201c", "\u00e9", "\u0000", "\r", "\u2265", "ACC", "AR.", "Type ", '"x"'];

/** A text from `bases` with one to four random insertions, deletions or duplications. */
export function editedCardArbitrary(bases: readonly string[]): fc.Arbitrary<string> {
  const edit = fc.record({
    kind: fc.constantFrom("insert", "delete", "duplicate"),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 12 }),
    insert: fc.constantFrom(...EDIT_CHARS),
  });
  return fc.tuple(fc.constantFrom(...bases), fc.array(edit, { minLength: 1, maxLength: 4 })).map(([base, edits]) => {
    let t = base;
    for (const e of edits) {
      const at = t.length === 0 ? 0 : e.at % (t.length + 1);
      if (e.kind === "insert") t = t.slice(0, at) + e.insert + t.slice(at);
      else if (e.kind === "delete") t = t.slice(0, at) + t.slice(at + e.length);
      else t = t.slice(0, at) + t.slice(at, at + e.length) + t.slice(at);
    }
    return t;
  });
}
