/**
 * What the engine needs to know about a card, derived once from its {@link CardModel}.
 *
 * The model (lib/systems/got-cgs/attributes/model.ts) is the resolved meaning of the attribute text; this file
 * turns it into flat, precomputed facts (is it a power? which numeric costs does it carry?) so
 * the rules read like the rulebook and the hot loops of a simulation do no string lookups in
 * nested records. Which attributes are powers or protect their card comes from the catalogue's
 * flags (`power`, `protects`, `single`), never from a second list kept here.
 */
import {
  ATTRIBUTES,
  CATEGORIES,
  COMPETITIVE,
  COOPERATIVE,
  OBSTRUCTIVE,
  type CardType,
  type Roleplay,
} from "../attributes/catalogue";
import type { CardModel, Condition } from "../attributes/model";
import { identificationNumber } from "../pack-document";

/** A numeric entry of a cost, resource or feat category: `[name, value]`. */
export type NumericEntry = readonly [string, number];

/** A conditional power the card carries (DisableIf, DivertIf1, ...). */
export interface ConditionalPower {
  /** Canonical category name, e.g. "DisableIf1". */
  readonly category: string;
  readonly kind: "disable" | "divert" | "wreck";
  /** The "1" forms act on one target card, the others on any number. */
  readonly single: boolean;
  readonly conditions: readonly Condition[];
}

/** Everything the rules read about one card (shared by all its copies). */
export interface CardDef {
  readonly identifier: string;
  /** The number at the end of the identifier (rulebook "Identification number"), or null. */
  readonly idNumber: number | null;
  readonly format: "silver" | "gold";
  readonly model: CardModel;
  readonly type: CardType | null;
  readonly isAdventure: boolean;
  readonly isSupport: boolean;
  readonly roleplay: Roleplay | null;
  readonly affiliation: string | null;
  readonly unique: string | null;
  readonly uniqueAny: string | null;
  readonly mustPlay: boolean;
  readonly multiEra: boolean;
  readonly commonBuildsite: boolean;
  readonly freeze: boolean;
  readonly freezeAdventureCommonCosts: boolean;
  readonly rewind: boolean;
  readonly recover1: boolean;
  /** The Reuse value (0 when absent). */
  readonly reuse: number;
  /** The StockHolding value (0 when absent). */
  readonly stockHolding: number;
  /** The StockOffering value (0 when absent). */
  readonly stockOffering: number;
  readonly conditionalPowers: readonly ConditionalPower[];
  /** A power attribute or a conditional power category: playing it starts a special round. */
  readonly hasPower: boolean;
  /** May not be recovered, reused, rewound, seized, disabled, diverted or wrecked (catalogue `protects`). */
  readonly protected: boolean;
  readonly seize: { readonly single: boolean; readonly conditions: readonly Condition[] } | null;
  readonly immuneIf: readonly Condition[] | null;
  readonly playIfBuildsite: readonly Condition[] | null;
  readonly playIfBuildsiteSum: readonly Condition[] | null;
  readonly playIfBuildsite1: readonly Condition[] | null;
  readonly acceptSupportIf: readonly Condition[] | null;
  readonly adventureCosts: readonly NumericEntry[];
  readonly adventureCommonCosts: readonly NumericEntry[];
  /** True when the card carries the AdventureCommonCosts category at all (FreezeAdventureCommonCosts). */
  readonly hasAdventureCommonCosts: boolean;
  readonly adventureResources: readonly NumericEntry[];
  readonly eraCosts: readonly NumericEntry[];
  readonly eraResources: readonly NumericEntry[];
  /** Feats with numeric values: the ones that cover adventure costs from a buildsite. */
  readonly numericFeats: readonly NumericEntry[];
}

/** One physical card (one copy) in a game: an instance id and the shared definition. */
export interface CardInstance {
  /** 0-based, dense: the index of the card in `GameState.cards`. */
  readonly id: number;
  readonly def: CardDef;
  /** The index of the era deck (in the session's era list) this copy belongs to. */
  readonly era: number;
  /**
   * Set when the card reached its holder's ops by Reuse or SeizeIf: whoever holds it in his ops
   * at the end of the era pays its era costs (CGS-301, README "Decisions"). Absent otherwise.
   */
  readonly origin?: "reused" | "seized";
}

function yes(model: CardModel, name: string): boolean {
  return model.globals[name] === "Yes";
}

function positive(model: CardModel, name: string): number {
  const v = model.globals[name];
  return typeof v === "number" && v > 0 ? v : 0;
}

function text(model: CardModel, name: string): string | null {
  const v = model.globals[name];
  if (v === undefined) return null;
  return typeof v === "string" ? v : String(v);
}

/** Integer entries of a category; text values (a lint error in numeric categories) are ignored. */
function numeric(model: CardModel, category: string): NumericEntry[] {
  const entries = model.categories[category];
  if (entries === undefined) return [];
  const out: NumericEntry[] = [];
  for (const [name, value] of Object.entries(entries)) if (typeof value === "number") out.push([name, value]);
  return out;
}

const POWER_KIND: Readonly<Record<string, ConditionalPower["kind"]>> = {
  DisableIf: "disable",
  DisableIf1: "disable",
  DivertIf: "divert",
  DivertIf1: "divert",
  WreckIf: "wreck",
  WreckIf1: "wreck",
};

/** Whether a global attribute is "switched on": `Yes` for Yes-attributes, a number >= 1, any text. */
function present(model: CardModel, name: string): boolean {
  const v = model.globals[name];
  if (v === undefined) return false;
  if (typeof v === "number") return v >= 1;
  const spec = ATTRIBUTES.find((a) => a.name === name);
  return spec?.domain.kind === "enum" && spec.domain.values.length === 1 ? v === spec.domain.values[0] : v !== "";
}

/** Definitions already derived, per model object: a simulation starts thousands of sessions from one deck. */
const cache = new WeakMap<CardModel, Map<string, CardDef>>();

/**
 * Derives the engine's view of a card (cached per model object and identifier). Never throws: a
 * card whose text has errors keeps what its model kept (a missing `Type` makes a card that cannot
 * be played, which the simulation reports).
 */
export function cardDef(identifier: string, format: "silver" | "gold", model: CardModel): CardDef {
  let byId = cache.get(model);
  if (byId === undefined) {
    byId = new Map();
    cache.set(model, byId);
  }
  const key = `${format}:${identifier}`;
  const known = byId.get(key);
  if (known !== undefined) return known;
  const def = deriveDef(identifier, format, model);
  byId.set(key, def);
  return def;
}

function deriveDef(identifier: string, format: "silver" | "gold", model: CardModel): CardDef {
  const protectedByAttribute = ATTRIBUTES.some((a) => a.protects && present(model, a.name));
  const protectedByCategory = CATEGORIES.some((c) => c.protects && model.conditions[c.name] !== undefined);
  const powerAttribute = ATTRIBUTES.some((a) => a.power && present(model, a.name));
  const conditionalPowers: ConditionalPower[] = [];
  for (const spec of CATEGORIES) {
    const conditions = model.conditions[spec.name];
    if (!spec.power || conditions === undefined) continue;
    const kind = POWER_KIND[spec.name];
    if (kind !== undefined) conditionalPowers.push({ category: spec.name, kind, single: spec.single, conditions });
  }
  const seizeAll = model.conditions.SeizeIf;
  const seizeOne = model.conditions.SeizeIf1;
  return {
    identifier,
    idNumber: identificationNumber(identifier),
    format,
    model,
    type: model.type,
    isAdventure: model.type === "Adventure",
    isSupport: model.type === "Support",
    roleplay: model.roleplay,
    affiliation: model.affiliation,
    unique: text(model, "Unique"),
    uniqueAny: text(model, "UniqueAny"),
    mustPlay: yes(model, "MustPlay"),
    multiEra: yes(model, "MultiEra"),
    commonBuildsite: yes(model, "CommonBuildsite"),
    freeze: yes(model, "Freeze"),
    freezeAdventureCommonCosts: yes(model, "FreezeAdventureCommonCosts"),
    rewind: yes(model, "RewindAdventure"),
    recover1: yes(model, "Recover1"),
    reuse: positive(model, "Reuse"),
    stockHolding: positive(model, "StockHolding"),
    stockOffering: positive(model, "StockOffering"),
    conditionalPowers,
    hasPower: powerAttribute || conditionalPowers.length > 0,
    protected: protectedByAttribute || protectedByCategory,
    seize: seizeAll !== undefined ? { single: false, conditions: seizeAll } : seizeOne !== undefined ? { single: true, conditions: seizeOne } : null,
    immuneIf: model.conditions.ImmuneIf1 ?? null,
    playIfBuildsite: model.conditions.PlayIfBuildsite ?? null,
    playIfBuildsiteSum: model.conditions.PlayIfBuildsiteSum ?? null,
    playIfBuildsite1: model.conditions.PlayIfBuildsite1 ?? null,
    acceptSupportIf: model.conditions.AcceptSupportIf1 ?? null,
    adventureCosts: numeric(model, "AdventureCosts"),
    adventureCommonCosts: numeric(model, "AdventureCommonCosts"),
    hasAdventureCommonCosts: model.categories.AdventureCommonCosts !== undefined,
    adventureResources: numeric(model, "AdventureResources"),
    eraCosts: numeric(model, "EraCosts"),
    eraResources: numeric(model, "EraResources"),
    numericFeats: numeric(model, "Feats"),
  };
}

/** Cooperative roleplays (Cataclysm, Cooperation) resolve for all players together. */
export function isCooperative(roleplay: Roleplay | null): boolean {
  return roleplay !== null && COOPERATIVE.has(roleplay);
}

/** Competitive roleplays: Battle, Competition, Epic. */
export function isCompetitive(roleplay: Roleplay | null): boolean {
  return roleplay !== null && COMPETITIVE.has(roleplay);
}

/** Obstructive roleplays: Doomsday, Obstruction. */
export function isObstructive(roleplay: Roleplay | null): boolean {
  return roleplay !== null && OBSTRUCTIVE.has(roleplay);
}

/** The sum of all values of a list of numeric entries. */
export function total(entries: readonly NumericEntry[]): number {
  let sum = 0;
  for (const [, v] of entries) sum += v;
  return sum;
}
