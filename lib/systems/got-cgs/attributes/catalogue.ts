/**
 * The catalogue of GOT CGS predefined attributes and attribute categories, as plain data.
 *
 * This is the single source the lexer keywords, the linter, completion, hover docs, the
 * formatter, the editor's highlighting and the rules engine read (docs/attributes.md). Tests compare each
 * of them against this table, so a name added here reaches every part or a test fails.
 *
 * Sources: the rulebook's "Summary > Predefined attributes and attribute categories",
 * "Predefined attributes" and "Predefined attribute categories" parts. `rules` lists the rule
 * IDs (`CGS-<line>`, see docs/rules/got-cgs-rules-index.md) that define each entry.
 */

/** Which play mode of card may carry an attribute or category: "(A)", "(S)" or all cards. */
export type CardScope = "adventure" | "support" | "all";

/** The values a predefined global attribute accepts. */
export type ValueDomain =
  | { readonly kind: "enum"; readonly values: readonly string[] }
  | { readonly kind: "text" }
  | { readonly kind: "int"; readonly min: number };

/**
 * What a category's entries hold:
 * - `numeric`: custom `Name Value` entries whose values must be integers (costs, resources);
 * - `feat`: custom `Name Value` entries, integer or text (Feats);
 * - `conditional`: `Ref Op Value` conditions (conditional play, conditional powers, ImmuneIf1, SeizeIf).
 */
export type EntryKind = "numeric" | "feat" | "conditional";

/** The rulebook's grouping of the predefined categories. */
export type CategoryGroup =
  | "conditional-play"
  | "conditional-power"
  | "cost"
  | "resource"
  | "feat"
  | "immunity"
  | "seize";

/** The phase of play in which a cost or resource category is counted. */
export type Phase = "adventure" | "era";

export interface AttributeSpec {
  readonly kind: "attribute";
  /** Canonical name, as the rulebook spells it. */
  readonly name: string;
  /** Built-in aliases (none of the global attributes has one today). */
  readonly aliases: readonly string[];
  readonly domain: ValueDomain;
  readonly cards: CardScope;
  /** A power (Freeze, FreezeAdventureCommonCosts, RewindAdventure): triggers the special round. */
  readonly power: boolean;
  /**
   * Cards carrying it "may not be recovered, reused, rewound, seized, disabled, diverted or
   * wrecked" (powers, Recover1, Reuse).
   */
  readonly protects: boolean;
  /** One line in our words, shown by hover and completion. */
  readonly doc: string;
  /** The rulebook section that defines it ("Predefined attributes ► Freeze"). */
  readonly section: string;
  readonly rules: readonly string[];
}

export interface CategorySpec {
  readonly kind: "category";
  readonly name: string;
  readonly aliases: readonly string[];
  readonly cards: CardScope;
  readonly group: CategoryGroup;
  readonly entries: EntryKind;
  /** A conditional power (DisableIf, DivertIf, WreckIf and their 1-forms): triggers the special round. */
  readonly power: boolean;
  /** Cards carrying it may not be recovered, reused, rewound, seized, disabled, diverted or wrecked. */
  readonly protects: boolean;
  /** The "1" forms act on a single target card; the others on any number. */
  readonly single: boolean;
  /** Costs and resources: which resolution step counts them. */
  readonly phase: Phase | null;
  readonly doc: string;
  readonly section: string;
  readonly rules: readonly string[];
}

export type CatalogueEntry = AttributeSpec | CategorySpec;

export const YES: ValueDomain = { kind: "enum", values: ["Yes"] };
export const ROLEPLAYS = [
  "Battle",
  "Cataclysm",
  "Competition",
  "Cooperation",
  "Doomsday",
  "Epic",
  "Obstruction",
  "Solo",
] as const;
export type Roleplay = (typeof ROLEPLAYS)[number];
export const CARD_TYPES = ["Adventure", "Support"] as const;
export type CardType = (typeof CARD_TYPES)[number];

const PA = "Predefined attributes";
const PC = "Predefined attribute categories";

function attribute(
  spec: Omit<AttributeSpec, "kind" | "aliases" | "power" | "protects"> &
    Partial<Pick<AttributeSpec, "aliases" | "power" | "protects">>,
): AttributeSpec {
  return { kind: "attribute", aliases: [], power: false, protects: false, ...spec };
}

function category(
  spec: Omit<CategorySpec, "kind" | "aliases" | "power" | "protects" | "single" | "phase"> &
    Partial<Pick<CategorySpec, "aliases" | "power" | "protects" | "single" | "phase">>,
): CategorySpec {
  return {
    kind: "category",
    aliases: [],
    power: false,
    protects: false,
    single: false,
    phase: null,
    ...spec,
  };
}

/** Every predefined global attribute, in the rulebook's order. */
export const ATTRIBUTES: readonly AttributeSpec[] = [
  attribute({
    name: "Affiliation",
    domain: { kind: "text" },
    cards: "all",
    doc: "The faction a card belongs to. Players claim the cards of their affiliation when an era begins; cards with an affiliation cannot be reused or seized.",
    section: `${PA} ► Affiliation`,
    rules: ["CGS-414", "CGS-415", "CGS-416"],
  }),
  attribute({
    name: "CommonBuildsite",
    domain: YES,
    cards: "adventure",
    doc: "When this adventure is won it goes to the common buildsite, where its feats and Unique value serve every player.",
    section: `${PA} ► CommonBuildsite`,
    rules: ["CGS-418", "CGS-420"],
  }),
  attribute({
    name: "MultiEra",
    domain: YES,
    cards: "adventure",
    doc: "A won adventure with this stays in its buildsite when the next era begins.",
    section: `${PA} ► MultiEra`,
    rules: ["CGS-423", "CGS-425"],
  }),
  attribute({
    name: "MustPlay",
    domain: YES,
    cards: "all",
    doc: "A player who still holds this card in their ops when the era ends loses the era.",
    section: `${PA} ► MustPlay`,
    rules: ["CGS-427", "CGS-429"],
  }),
  attribute({
    name: "Freeze",
    domain: YES,
    cards: "support",
    power: true,
    protects: true,
    doc: "Power: once played, no rival may play more cards in this adventure unless immune; the adventure then ends.",
    section: `${PA} ► Powers ► Freeze`,
    rules: ["CGS-432", "CGS-437", "CGS-440"],
  }),
  attribute({
    name: "FreezeAdventureCommonCosts",
    domain: YES,
    cards: "support",
    power: true,
    protects: true,
    doc: "Power: once played, no rival may play further cards carrying AdventureCommonCosts in this adventure.",
    section: `${PA} ► Powers ► FreezeAdventureCommonCosts`,
    rules: ["CGS-432", "CGS-437", "CGS-443"],
  }),
  attribute({
    name: "RewindAdventure",
    domain: YES,
    cards: "support",
    power: true,
    protects: true,
    doc: "Power: everyone takes back the cards they played, the adventure card returns to its player, and the adventure ends. Nobody can be immune to it.",
    section: `${PA} ► Powers ► RewindAdventure`,
    rules: ["CGS-432", "CGS-447", "CGS-448", "CGS-449"],
  }),
  attribute({
    name: "Recover1",
    domain: YES,
    cards: "support",
    protects: true,
    doc: "After playing it, move one card (not the adventure card) from your playground back to your ops. Playable during a rival's special round.",
    section: `${PA} ► Recover1`,
    rules: ["CGS-451", "CGS-453", "CGS-454"],
  }),
  attribute({
    name: "Reuse",
    domain: { kind: "int", min: 1 },
    cards: "support",
    protects: true,
    doc: "After playing it, take up to this many unaffiliated support cards from a rival's wreckage into your ops.",
    section: `${PA} ► Reuse`,
    rules: ["CGS-456", "CGS-457", "CGS-458", "CGS-459"],
  }),
  attribute({
    name: "Roleplay",
    domain: { kind: "enum", values: ROLEPLAYS },
    cards: "adventure",
    doc: "How the adventure is resolved: competitive (Battle, Competition, Epic), cooperative (Cataclysm, Cooperation), obstructive (Doomsday, Obstruction) or Solo.",
    section: `${PA} ► Roleplay`,
    rules: ["CGS-461", "CGS-471"],
  }),
  attribute({
    name: "StockHolding",
    domain: { kind: "int", min: 1 },
    cards: "support",
    doc: "A share of a cooperative adventure's StockOffering; counts toward victory points when the card reaches a buildsite.",
    section: `${PA} ► StockHolding`,
    rules: ["CGS-501", "CGS-502", "CGS-504"],
  }),
  attribute({
    name: "StockOffering",
    domain: { kind: "int", min: 1 },
    cards: "adventure",
    doc: "Caps the StockHolding that all players together may play into this cooperative adventure.",
    section: `${PA} ► StockOffering`,
    rules: ["CGS-507", "CGS-508"],
  }),
  attribute({
    name: "Type",
    domain: { kind: "enum", values: CARD_TYPES },
    cards: "all",
    doc: "The card's play mode: an Adventure card starts an adventure, a Support card helps cover its costs.",
    section: `${PA} ► Type`,
    rules: ["CGS-511"],
  }),
  attribute({
    name: "Unique",
    domain: { kind: "text" },
    cards: "all",
    doc: "You may not play a card whose Unique value matches a card in your playground (or, for adventures, in your buildsite or the common buildsite).",
    section: `${PA} ► Unique`,
    rules: ["CGS-514", "CGS-515", "CGS-516", "CGS-517", "CGS-518"],
  }),
  attribute({
    name: "UniqueAny",
    domain: { kind: "text" },
    cards: "all",
    doc: "Like Unique, but checked against every player's playground (and, for adventures, every buildsite).",
    section: `${PA} ► UniqueAny`,
    rules: ["CGS-520", "CGS-521", "CGS-522", "CGS-523", "CGS-524"],
  }),
];

/** Every predefined attribute category, in the rulebook's order. */
export const CATEGORIES: readonly CategorySpec[] = [
  category({
    name: "AcceptSupportIf1",
    cards: "adventure",
    group: "conditional-play",
    entries: "conditional",
    single: true,
    doc: "A support card that carries one of the listed attributes may be played into this adventure only if its value meets the condition.",
    section: `${PC} ► Conditional play ► AcceptSupportIf1`,
    rules: ["CGS-534", "CGS-535"],
  }),
  category({
    name: "PlayIfBuildsite",
    cards: "all",
    group: "conditional-play",
    entries: "conditional",
    doc: "Playable only if each condition is met by some card in your buildsite or the common buildsite (each on one card, values not added up).",
    section: `${PC} ► Conditional play ► PlayIfBuildsite`,
    rules: ["CGS-537", "CGS-538", "CGS-539"],
  }),
  category({
    name: "PlayIfBuildsiteSum",
    cards: "all",
    group: "conditional-play",
    entries: "conditional",
    doc: "Playable only if the listed numeric attributes, added up over your buildsite and the common buildsite, meet the conditions.",
    section: `${PC} ► Conditional play ► PlayIfBuildsiteSum`,
    rules: ["CGS-541", "CGS-542", "CGS-543"],
  }),
  category({
    name: "PlayIfBuildsite1",
    cards: "all",
    group: "conditional-play",
    entries: "conditional",
    single: true,
    doc: "Playable only if a single card in your buildsite (or the common buildsite) meets every condition at once.",
    section: `${PC} ► Conditional play ► PlayIfBuildsite1`,
    rules: ["CGS-545", "CGS-546"],
  }),
  category({
    name: "DisableIf",
    cards: "support",
    group: "conditional-power",
    entries: "conditional",
    power: true,
    protects: true,
    doc: "Conditional power: send back to their owners' ops any rival support cards in play that meet every condition.",
    section: `${PC} ► Conditional powers ► DisableIf`,
    rules: ["CGS-549", "CGS-550", "CGS-556", "CGS-558", "CGS-559"],
  }),
  category({
    name: "DisableIf1",
    cards: "support",
    group: "conditional-power",
    entries: "conditional",
    power: true,
    protects: true,
    single: true,
    doc: "Conditional power: send one rival support card in play that meets every condition back to its owner's ops.",
    section: `${PC} ► Conditional powers ► DisableIf1`,
    rules: ["CGS-549", "CGS-550", "CGS-556", "CGS-561", "CGS-562"],
  }),
  category({
    name: "DivertIf",
    cards: "support",
    group: "conditional-power",
    entries: "conditional",
    power: true,
    protects: true,
    doc: "Conditional power: move any rival support cards in play that meet every condition into your playground, as if you had played them.",
    section: `${PC} ► Conditional powers ► DivertIf`,
    rules: ["CGS-549", "CGS-550", "CGS-556", "CGS-564", "CGS-565", "CGS-567"],
  }),
  category({
    name: "DivertIf1",
    cards: "support",
    group: "conditional-power",
    entries: "conditional",
    power: true,
    protects: true,
    single: true,
    doc: "Conditional power: move one rival support card in play that meets every condition into your playground.",
    section: `${PC} ► Conditional powers ► DivertIf1`,
    rules: ["CGS-549", "CGS-550", "CGS-556", "CGS-569", "CGS-570", "CGS-572"],
  }),
  category({
    name: "WreckIf",
    cards: "support",
    group: "conditional-power",
    entries: "conditional",
    power: true,
    protects: true,
    doc: "Conditional power: wreck any rival support cards in play that meet every condition.",
    section: `${PC} ► Conditional powers ► WreckIf`,
    rules: ["CGS-549", "CGS-550", "CGS-556", "CGS-574", "CGS-575", "CGS-576"],
  }),
  category({
    name: "WreckIf1",
    cards: "support",
    group: "conditional-power",
    entries: "conditional",
    power: true,
    protects: true,
    single: true,
    doc: "Conditional power: wreck one rival support card in play that meets every condition.",
    section: `${PC} ► Conditional powers ► WreckIf1`,
    rules: ["CGS-549", "CGS-550", "CGS-556", "CGS-578", "CGS-579", "CGS-580"],
  }),
  category({
    name: "AdventureCosts",
    aliases: ["AC"],
    cards: "support",
    group: "cost",
    entries: "numeric",
    phase: "adventure",
    doc: "Costs this support card adds for its own player when the adventure is resolved.",
    section: `${PC} ► Costs ► AdventureCosts`,
    rules: ["CGS-584", "CGS-587"],
  }),
  category({
    name: "AdventureCommonCosts",
    aliases: ["ACC"],
    cards: "all",
    group: "cost",
    entries: "numeric",
    phase: "adventure",
    doc: "Costs every player (or all players together, in a cooperative adventure) must cover to win the adventure.",
    section: `${PC} ► Costs ► AdventureCommonCosts`,
    rules: ["CGS-584", "CGS-592"],
  }),
  category({
    name: "EraCosts",
    aliases: ["EC"],
    cards: "all",
    group: "cost",
    entries: "numeric",
    phase: "era",
    doc: "Costs charged at the end of the era for this card in your buildsite or wreckage; they also subtract from victory points.",
    section: `${PC} ► Costs ► EraCosts`,
    rules: ["CGS-584", "CGS-597"],
  }),
  category({
    name: "Feats",
    cards: "adventure",
    group: "feat",
    entries: "feat",
    doc: "What winning this adventure achieves: matched by play conditions, and counted as ongoing adventure resources from the buildsite.",
    section: `${PC} ► Feats`,
    rules: ["CGS-602"],
  }),
  category({
    name: "ImmuneIf1",
    cards: "support",
    group: "immunity",
    entries: "conditional",
    protects: true,
    single: true,
    doc: "Become immune to one rival card's powers if that card meets every condition. Playable during a rival's special round; useless against RewindAdventure.",
    section: `${PC} ► ImmuneIf1`,
    rules: ["CGS-607", "CGS-609", "CGS-611", "CGS-612", "CGS-613"],
  }),
  category({
    name: "AdventureResources",
    aliases: ["AR"],
    cards: "all",
    group: "resource",
    entries: "numeric",
    phase: "adventure",
    doc: "Resources that cover adventure costs of the same name when the adventure is resolved.",
    section: `${PC} ► Resources ► AdventureResources`,
    rules: ["CGS-618", "CGS-621"],
  }),
  category({
    name: "EraResources",
    aliases: ["ER"],
    cards: "all",
    group: "resource",
    entries: "numeric",
    phase: "era",
    doc: "Resources that cover era costs of the same name, and the victory points of the card's buildsite.",
    section: `${PC} ► Resources ► EraResources`,
    rules: ["CGS-618", "CGS-626"],
  }),
  category({
    name: "SeizeIf",
    cards: "support",
    group: "seize",
    entries: "conditional",
    protects: true,
    doc: "Take into your ops any unaffiliated cards from a rival's ops that meet every condition.",
    section: `${PC} ► SeizeIf`,
    rules: ["CGS-631", "CGS-633", "CGS-634", "CGS-636", "CGS-637"],
  }),
  category({
    name: "SeizeIf1",
    cards: "support",
    group: "seize",
    entries: "conditional",
    protects: true,
    single: true,
    doc: "Take into your ops one unaffiliated card from a rival's ops that meets every condition.",
    section: `${PC} ► SeizeIf1`,
    rules: ["CGS-639", "CGS-641", "CGS-642", "CGS-644", "CGS-645"],
  }),
];

export const CATALOGUE: readonly CatalogueEntry[] = [...ATTRIBUTES, ...CATEGORIES];

/** Built-in aliases: alias -> canonical category name (AC, ACC, AR, EC, ER). */
export const BUILT_IN_ALIASES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(CATALOGUE.flatMap((e) => e.aliases.map((a) => [a, e.name] as const))),
);

const byName = new Map<string, CatalogueEntry>(CATALOGUE.map((e) => [e.name, e]));

/** The spec of a predefined attribute or category by canonical name or built-in alias; `undefined` for custom names. */
export function lookup(nameOrAlias: string): CatalogueEntry | undefined {
  return byName.get(nameOrAlias) ?? byName.get(BUILT_IN_ALIASES[nameOrAlias] ?? "");
}

export function attributeSpec(name: string): AttributeSpec | undefined {
  const e = lookup(name);
  return e?.kind === "attribute" ? e : undefined;
}

export function categorySpec(nameOrAlias: string): CategorySpec | undefined {
  const e = lookup(nameOrAlias);
  return e?.kind === "category" ? e : undefined;
}

/** Every predefined name and built-in alias: the keywords of the attribute language. */
export const KEYWORDS: readonly string[] = CATALOGUE.flatMap((e) => [e.name, ...e.aliases]);

/** Competitive adventures: Battle, Competition, Epic (rulebook "Roleplay"). */
export const COMPETITIVE: ReadonlySet<string> = new Set(["Battle", "Competition", "Epic"]);
/** Cooperative adventures: Cataclysm, Cooperation. */
export const COOPERATIVE: ReadonlySet<string> = new Set(["Cataclysm", "Cooperation"]);
/** Obstructive adventures: Doomsday, Obstruction. */
export const OBSTRUCTIVE: ReadonlySet<string> = new Set(["Doomsday", "Obstruction"]);
/** Individualist adventures: every roleplay that is not cooperative. */
export const INDIVIDUALIST: ReadonlySet<string> = new Set([
  "Battle",
  "Competition",
  "Doomsday",
  "Epic",
  "Obstruction",
  "Solo",
]);
