/**
 * The meaning of a card's attribute text, resolved against the catalogue and the pack's
 * aliases: what the rules engine, the deck-level lint, print and the era table read.
 *
 * Plain, JSON-serialisable data (no Maps), so it can live inside engine state, cross worker
 * threads and be compared with `toEqual`. Every name is canonical: built-in and pack aliases
 * are expanded (`AR` -> `AdventureResources`, a pack's `SFR` -> `StarshipFlyRange`).
 *
 * When the text has errors the model keeps what it can: the first of duplicated attributes,
 * entries, and categories wins; unknown category names are kept under their written name (the
 * engine ignores them); entries whose value is missing are dropped.
 */
import type { CardType, Roleplay } from "./catalogue";

export type AttrValue = number | string;
export type ConditionOperator = "=" | "<" | ">";

/** One condition of a conditional category: `Ref Op Value`, values being `/` alternatives. */
export interface Condition {
  /** Canonical category of the reference (`AdventureResources` for `AR.X`); null for a global name. */
  readonly category: string | null;
  readonly name: string;
  readonly op: ConditionOperator;
  readonly values: readonly AttrValue[];
}

export interface CardModel {
  /** The `Type` attribute when it is "Adventure" or "Support", else null. */
  readonly type: CardType | null;
  /** The `Roleplay` attribute when it is one of the eight roleplays, else null. */
  readonly roleplay: Roleplay | null;
  /** The `Affiliation` attribute (null when absent: "no affiliation" is an affiliation of its own for backs). */
  readonly affiliation: string | null;
  /** Every global attribute, predefined and custom, by canonical name. */
  readonly globals: Readonly<Record<string, AttrValue>>;
  /** Non-conditional categories (costs, resources, feats, unknown ones) -> entry name -> value. */
  readonly categories: Readonly<Record<string, Readonly<Record<string, AttrValue>>>>;
  /** Conditional categories (conditional play, conditional powers, ImmuneIf1, SeizeIf/1) -> conditions. */
  readonly conditions: Readonly<Record<string, readonly Condition[]>>;
}

/** Pack-defined aliases: alias -> full attribute or category name. */
export type AliasTable = Readonly<Record<string, string>>;
