import type { RulesEngine } from "./engine";
import type { PackPicturesHook, PackSettingsHook } from "./pack-pages-contract";
import type { TableAdapter } from "./table-contract";
import type { TableDef } from "../free-table/definition";

/**
 * The game-system contract (docs/systems.md): what a system gives as plain data, so that
 * storage, the pack file, the card form, the preview, print, CSV mapping, the deck table and lint
 * derive from it and none of them names a system. A data-only system (lib/systems/data/<key>.json)
 * is exactly a `SystemDefinition`; a system with code (GOT CGS, Genesis) is a `GameSystem`, the
 * same definition plus optional code hooks.
 *
 * Everything here is JSON-shaped on purpose: a definition can be read from a file, validated with
 * zod (lib/systems/definition-schema.ts) and, later, written by a designer in the app.
 */

/** The JSON value of one card field as stored (`Card.fields`) and written in pack files. */
export type FieldValue = string | number | boolean | null;
/** A card's system fields: field key -> value. Absent keys take the field's default. */
export type CardFields = Readonly<Record<string, FieldValue>>;

/**
 * A field's type. The JSON type is the format contract (a wrong JSON type is a format error: the
 * write is refused with the path); everything else (min/max, enum values, pattern, required) is
 * the domain, checked by lint, so half-finished cards save.
 */
export type FieldType =
  /** One line of plain text (JSON string). `pattern` is a domain rule (lint), `patternHint` says the shape in words. */
  | { readonly kind: "text"; readonly multiline?: boolean; readonly pattern?: string; readonly patternHint?: string }
  /** Text with light markup (bold/italic as **x** / _x_); JSON string. */
  | { readonly kind: "richText" }
  /** An integer (JSON number without fraction); `min`/`max` are domain (lint). */
  | { readonly kind: "int"; readonly min?: number; readonly max?: number }
  /**
   * One of `values` (JSON string). `aliases` maps another accepted spelling to its value: the
   * alias is stored as the value (Genesis: UPA -> Earthlings). A value outside is lint.
   */
  | {
      readonly kind: "enum";
      readonly values: readonly string[];
      readonly aliases?: Readonly<Record<string, string>>;
      /**
       * The name of a pack-level list whose entries are values too (Genesis: `"customAbilities"`,
       * the abilities a pack defines in `pack.customAbilities`). `definitionForPack`
       * (lib/systems/pack-lists.ts) adds them; without a pack only `values` count.
       */
      readonly packList?: string;
    }
  /** JSON boolean. */
  | { readonly kind: "bool" }
  /** The card's own picture: not stored in `fields` but as the card's picture (every system shares that column). */
  | { readonly kind: "image" }
  /** Text in a system's own language, analysed by the system's code (GOT CGS attribute text). JSON string. */
  | { readonly kind: "attributeText"; readonly grammar: string };

export type FieldKind = FieldType["kind"];

export interface FieldDef {
  /** Key in `fields` and in the pack file; camelCase. */
  readonly key: string;
  /** What the card form and the deck table call it. */
  readonly label: string;
  readonly type: FieldType;
  /** An empty or absent required field is a lint finding (the card still saves). */
  readonly required?: boolean;
  /** Value when absent; without it: "" for text kinds, null for int, false for bool, "" for enum. */
  readonly default?: FieldValue;
  /** One sentence shown under the field in the form. */
  readonly help?: string;
  /** Shown as a column in the deck table (default: true for text/enum/int/bool up to 6 columns). */
  readonly column?: boolean;
}

/** Which face a card type prints on: one face, or chosen by a field's value (GOT CGS gold: orientation). */
export type FaceChoice = string | { readonly byField: string; readonly faces: Readonly<Record<string, string>>; readonly default: string };

export interface CardTypeDef {
  /** Stored in `Card.type` and written as `"type"` in pack files. */
  readonly key: string;
  readonly label: string;
  /** The field keys this type has, in the form's order. A key not listed here is an unknown field for this type (format error). */
  readonly fields: readonly string[];
  /** Field keys required for this type in addition to the fields' own `required`. */
  readonly required?: readonly string[];
  readonly face: FaceChoice;
  /** Border colour (CSS hex) when the face does not bind one to a field. */
  readonly border?: string;
}

/** A rectangle in mm from the trim line's top-left corner. */
export interface RectMm {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type TextStyle = "regular" | "medium" | "italic" | "bold" | "mono" | "monoBold";

export interface RegionDef {
  /** Region name, unique on its face ("name", "effect"). */
  readonly name: string;
  /** The field it shows; `"$identifier"` is the card's identifier. */
  readonly field: string;
  readonly rect: RectMm;
  /** Printed size when the text fits, and the floor below which print reports it (lint), never clips. */
  readonly fontPt: number;
  readonly minFontPt: number;
  readonly style?: TextStyle;
  readonly align?: "left" | "center" | "right";
  /** Shown before the value ("Sway "), e.g. for numbers. */
  readonly prefix?: string;
  /** Draw a light panel behind the text (default true). */
  readonly panel?: boolean;
  /** A template printed instead of the field's value: `"{handCost} / {reserveCost}"` (each `{key}` a field or `$identifier`). */
  readonly text?: string;
}

export interface FaceDef {
  readonly key: string;
  /** Trim size in mm as printed (already rotated for landscape). */
  readonly widthMm: number;
  readonly heightMm: number;
  readonly orientation: "portrait" | "landscape";
  /** Border width (mm) drawn on front and back. */
  readonly borderMm?: number;
  /** Where the card's own picture goes (absent: the whole face inside the border). */
  readonly picture?: RectMm;
  readonly regions: readonly RegionDef[];
}

/** How a card's back is chosen: one back for the whole pack, or one per value of a field. */
export type BackChoice = { readonly by: "one" } | { readonly by: "field"; readonly field: string };

/**
 * A condition on one card, used by data lint rules. `field` may be `"$type"` (the card type key)
 * or `"$identifier"`. Conditions are data so a data-only system needs no code.
 */
export type Condition =
  | { readonly field: string; readonly equals: FieldValue }
  | { readonly field: string; readonly in: readonly FieldValue[] }
  | { readonly field: string; readonly matches: string }
  | { readonly field: string; readonly empty: boolean }
  /** The value is an entry of the pack's list of that name (`definition.packLists`); never true without a pack. */
  | { readonly field: string; readonly inPackList: string }
  /**
   * Comparisons (numbers only): the value is at least / at most a number or another field's value
   * (`{ "field": "minP", "atMost": { "field": "maxP" } }`). An empty or non-number value on either
   * side never matches, so `{ not: ... }` of a comparison holds for an empty field.
   */
  | { readonly field: string; readonly atLeast: Comparand }
  | { readonly field: string; readonly atMost: Comparand }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition };

/** What a comparison compares with: a number, or the value of another field of the same card. */
export type Comparand = number | { readonly field: string };

/** A card as lint and examples see it (the pack file's card without its picture). */
export interface SystemCard {
  readonly identifier: string;
  readonly copies: number;
  readonly type: string;
  readonly fields: CardFields;
}

interface RuleBase {
  /** Stable, e.g. "ALT-version-rarity"; tests and the rules page name it. */
  readonly code: string;
  readonly severity: "error" | "warning";
  /** Says what is wrong and how to fix it; may use {field} {value} placeholders filled by the checker. */
  readonly message: string;
  /** The rules text it comes from, e.g. "Altered rules 2.2.5". */
  readonly source?: string;
}

/**
 * A card rule: for every card matching `when` (all cards when absent), `check` must hold; if not,
 * a finding on `field`. Its examples are checked by a test: `bad` is reported, `good` is not.
 */
export interface CardRuleDef extends RuleBase {
  readonly kind: "card";
  readonly when?: Condition;
  readonly check: Condition;
  readonly field: string;
  readonly examples: { readonly bad: SystemCard; readonly good: SystemCard };
}

/** Deck rules over one deck's cards (copies counted). Examples are whole decks (short ones may use `fill`). */
export type DeckRuleDef = RuleBase & {
  readonly examples: { readonly bad: DeckExample; readonly good: DeckExample };
} & (
    | /** The number of copies of cards matching `where` (all when absent) is within min..max. */
    { readonly kind: "count"; readonly where?: Condition; readonly min?: number; readonly max?: number }
    | /** Copies of cards sharing one value of `field` (e.g. name) are at most `max`. */
    { readonly kind: "maxPerValue"; readonly field: string; readonly max: number; readonly where?: Condition }
    | /** Every card matching `where` has the same `field` value as the (first) card matching `anchor`. */
    { readonly kind: "sameAsAnchor"; readonly field: string; readonly anchor: Condition; readonly where?: Condition }
    | /** Among cards matching `where`, grouped by `groupBy` (optional), no two share a value of `field` (empty values ignored). */
    { readonly kind: "distinct"; readonly field: string; readonly groupBy?: string; readonly where?: Condition }
    | /**
       * Every card matching `where` whose `field` value is named by another card's `by` value (an
       * ability named by a Genesis recruitable) must satisfy `check`; the finding is on `checkField`.
       */
    { readonly kind: "referenced"; readonly field: string; readonly by: string; readonly check: Condition; readonly checkField: string; readonly where?: Condition }
    | /**
       * The copies of cards matching `where` (all when absent) equal `base` plus, for each term,
       * `times` x the copies of cards matching the term's `where` (Planetary: 20 cards plus 10 per planet).
       */
    { readonly kind: "countEquals"; readonly where?: Condition; readonly base: number; readonly plus: readonly CountTerm[] }
  );

/** One term of a `countEquals` rule: `times` x the copies of the cards matching `where`. */
export interface CountTerm {
  readonly times: number;
  readonly where: Condition;
}

export interface DeckExample {
  readonly cards: readonly SystemCard[];
}

export interface SystemDefinition {
  /** `pack.system`: "got-cgs", "altered". */
  readonly key: string;
  readonly name: string;
  /** One sentence for the new-pack form. */
  readonly description: string;
  /** What a deck is called ("era deck", "deck"). */
  readonly deckNoun: string;
  readonly fields: readonly FieldDef[];
  readonly cardTypes: readonly CardTypeDef[];
  readonly faces: readonly FaceDef[];
  readonly backs: BackChoice;
  readonly cardRules: readonly CardRuleDef[];
  readonly deckRules: readonly DeckRuleDef[];
  /**
   * A pack's own lists (Genesis: `customAbilities`), set only on a definition as one pack sees it
   * (`definitionForPack`); a system's own definition leaves it out.
   */
  readonly packLists?: PackLists;
  /** The free table (lib/free-table/definition.ts): zones, setup, counters, dice, phases; absent: no free table. */
  readonly table?: TableDef<Condition>;
}

/** A pack's named lists of extra values: list name -> entries (lib/systems/pack-lists.ts). */
export type PackLists = Readonly<Record<string, readonly string[]>>;

/** One lint finding of a system (the GOT CGS analyser keeps its own richer Diagnostic). */
export interface SystemFinding {
  readonly code: string;
  readonly severity: "error" | "warning";
  readonly message: string;
  /** The card's identifier; absent for a deck rule that is about the deck as a whole. */
  readonly identifier?: string;
  /** The field key the finding is about, or "$type" / "$copies". */
  readonly field?: string;
  /** The deck name for deck rules. */
  readonly deck?: string;
}

/**
 * A system as the registry hands it out: its definition plus, for systems with code, hooks. A
 * data-only system has no hooks; every layer must work without them.
 */
export interface GameSystem {
  readonly definition: SystemDefinition;
  /** Extra card lint by code (GOT CGS: the attribute-text analyser); added to the data rules' findings. */
  readonly lintCard?: (card: SystemCard) => readonly SystemFinding[];
  /** True when the system has a rules engine and a table adapter (trial play, sandbox, simulation). */
  readonly playable: boolean;
  /**
   * The rules engine (./engine.ts), for systems that have one. Its document, state, action and event
   * types are the system's own; callers outside the system treat them as opaque JSON values.
   */
  readonly engine?: RulesEngine<unknown, unknown, unknown, unknown>;
  /** The pack instructions the settings page edits besides name, game and type (./pack-pages-contract.ts); absent: none. */
  readonly packSettings?: PackSettingsHook;
  /** The pack's shared pictures when code chooses them (./pack-pages-contract.ts); absent: the backs the definition implies. */
  readonly packPictures?: PackPicturesHook;
  /** The trial-play table's adapter (./table-contract.ts), for a system with an engine; lib/table takes it from here. */
  readonly table?: TableAdapter;
}
