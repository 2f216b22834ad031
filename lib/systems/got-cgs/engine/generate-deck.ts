/**
 * A seeded generator of plausible era decks, for the engine's invariant tests and benchmarks
 * (and for anyone who needs a deck before a real pack exists). Cards are built as
 * {@link CardModel}s directly; every predefined attribute and category the engine knows appears
 * in a generated deck of default size, so random games reach every rule.
 */
import type { Roleplay } from "../attributes/catalogue";
import type { AttrValue, CardModel, Condition } from "../attributes/model";
import { RngCursor, seedRng } from "./rng";
import type { DeckCard, DeckSpec } from "./setup";

export interface GenerateOptions {
  readonly adventures?: number;
  readonly supports?: number;
  /** Include Doomsday and Epic adventures (they change how the era is won). Default false. */
  readonly doomsdayAndEpic?: boolean;
  readonly affiliations?: readonly string[];
}

const RESOURCES = ["Fire", "Range", "Capacity", "Research"] as const;

interface ModelParts {
  type: "Adventure" | "Support";
  roleplay?: Roleplay;
  affiliation?: string;
  globals?: Record<string, AttrValue>;
  categories?: Record<string, Record<string, AttrValue>>;
  conditions?: Record<string, Condition[]>;
}

/** Builds a CardModel from its parts (globals get Type, Roleplay and Affiliation filled in). */
export function modelOf(parts: ModelParts): CardModel {
  const globals: Record<string, AttrValue> = { Type: parts.type, ...(parts.globals ?? {}) };
  if (parts.roleplay) globals.Roleplay = parts.roleplay;
  if (parts.affiliation) globals.Affiliation = parts.affiliation;
  return {
    type: parts.type,
    roleplay: parts.roleplay ?? null,
    affiliation: parts.affiliation ?? null,
    globals,
    categories: parts.categories ?? {},
    conditions: parts.conditions ?? {},
  };
}

function cond(category: string | null, name: string, op: Condition["op"], ...values: AttrValue[]): Condition {
  return { category, name, op, values };
}

/** A deck of `adventures` adventure cards and `supports` support cards (defaults 14 and 46). */
export function generateDeck(seed: number | string, name = "Generated era", options: GenerateOptions = {}): DeckSpec {
  const rng = new RngCursor(seedRng(seed));
  const affiliations = options.affiliations ?? ["Spacelings", "USSA"];
  const nA = options.adventures ?? 14;
  const nS = options.supports ?? 46;
  const roleplays: Roleplay[] = ["Battle", "Competition", "Competition", "Cooperation", "Obstruction", "Solo", "Cataclysm", "Battle"];
  if (options.doomsdayAndEpic) roleplays.push("Doomsday", "Epic");
  const pickNames = (k: number): string[] => rng.shuffle([...RESOURCES]).slice(0, k);
  const cards: DeckCard[] = [];
  let number = 1;
  const id = (prefix: string): string => `${prefix}-${String(number++).padStart(3, "0")}`;

  for (let i = 0; i < nA; i++) {
    const roleplay = roleplays[i % roleplays.length] as Roleplay;
    const acc: Record<string, AttrValue> = {};
    for (const n of pickNames(1 + rng.below(2))) acc[n] = 1 + rng.below(roleplay === "Solo" ? 2 : 4);
    const categories: Record<string, Record<string, AttrValue>> = {
      AdventureCommonCosts: acc,
      EraResources: { Sway: 3 + rng.below(6) },
    };
    const globals: Record<string, AttrValue> = {};
    if (i % 3 === 0) categories.Feats = { Drive: i % 2 === 0 ? "Fluon" : "Ion", [RESOURCES[i % 4] as string]: 1 };
    if (i % 5 === 1) globals.CommonBuildsite = "Yes";
    if (i % 7 === 2) globals.MultiEra = "Yes";
    if (i % 6 === 3) globals.Unique = `Site${i % 2}`;
    if (roleplay === "Cooperation") globals.StockOffering = 3;
    const conditions: Record<string, Condition[]> = {};
    if (i % 4 === 3) conditions.AcceptSupportIf1 = [cond("AdventureResources", RESOURCES[i % 4] as string, ">", 1)];
    if (i === nA - 1) conditions.PlayIfBuildsite = [cond("Feats", "Drive", "=", "Fluon", "Ion")];
    const affiliation = i % 5 === 4 ? affiliations[i % affiliations.length] : undefined;
    cards.push({
      identifier: id("ADV"),
      format: "silver",
      copies: 1,
      model: modelOf({ type: "Adventure", roleplay, ...(affiliation ? { affiliation } : {}), globals, categories, conditions }),
    });
  }

  const specials: ((g: Record<string, AttrValue>, c: Record<string, Condition[]>) => void)[] = [
    (g) => (g.Freeze = "Yes"),
    (g) => (g.FreezeAdventureCommonCosts = "Yes"),
    (g) => (g.RewindAdventure = "Yes"),
    (_, c) => (c.DisableIf1 = [cond("AdventureResources", "Fire", ">", 1)]),
    (_, c) => (c.DisableIf = [cond("AdventureResources", "Range", ">", 1)]),
    (_, c) => (c.WreckIf1 = [cond("AdventureResources", "Capacity", ">", 1)]),
    (_, c) => (c.WreckIf = [cond(null, "Subtype", "=", "Drive")]),
    (_, c) => (c.DivertIf1 = [cond("AdventureResources", "Research", ">", 1)]),
    (_, c) => (c.DivertIf = [cond(null, "Subtype", "=", "Weapon", "Drive")]),
    (_, c) => (c.ImmuneIf1 = [cond("AdventureResources", "Fire", "<", 9)]),
    (_, c) => (c.ImmuneIf1 = [cond(null, "Subtype", "=", "Sensor")]),
    (g) => (g.Recover1 = "Yes"),
    (g) => (g.Reuse = 2),
    (_, c) => (c.SeizeIf1 = [cond("AdventureResources", "Fire", ">", 1)]),
    (_, c) => (c.SeizeIf = [cond("EraCosts", "Sway", "<", 1)]),
    (g) => (g.StockHolding = 1),
    (g) => (g.StockHolding = 2),
    (g) => (g.MustPlay = "Yes"),
  ];
  const subtypes = ["Weapon", "Drive", "Starship", "Sensor", "Scientists"];
  for (let i = 0; i < nS; i++) {
    const globals: Record<string, AttrValue> = { Subtype: subtypes[i % subtypes.length] as string };
    const conditions: Record<string, Condition[]> = {};
    const ar: Record<string, AttrValue> = {};
    for (const n of pickNames(1 + rng.below(2))) ar[n] = 1 + rng.below(3);
    const categories: Record<string, Record<string, AttrValue>> = { AdventureResources: ar, EraCosts: { Sway: 1 } };
    if (i % 9 === 5) categories.AdventureCosts = { [RESOURCES[i % 4] as string]: 1 };
    if (i % 11 === 7) categories.AdventureCommonCosts = { [RESOURCES[(i + 1) % 4] as string]: 1 };
    if (i < specials.length) (specials[i] as (g: typeof globals, c: typeof conditions) => void)(globals, conditions);
    if (globals.StockHolding !== undefined) categories.EraResources = { Sway: 2 };
    if (i % 8 === 6) conditions.PlayIfBuildsiteSum = [cond("Feats", "Fire", ">", 1)];
    if (i % 13 === 12) conditions.PlayIfBuildsite1 = [cond("Feats", "Drive", "=", "Fluon")];
    if (i % 10 === 9) globals.UniqueAny = "Flagship";
    const affiliation = i % 4 === 1 ? affiliations[(i >> 2) % affiliations.length] : undefined;
    cards.push({
      identifier: id("SUP"),
      format: "silver",
      copies: i % 3 === 0 ? 2 : 1,
      model: modelOf({ type: "Support", ...(affiliation ? { affiliation } : {}), globals, categories, conditions }),
    });
  }
  affiliations.forEach((a, k) => {
    cards.push({
      identifier: id("GOLD"),
      format: "gold",
      copies: 1,
      model: modelOf({
        type: k % 2 === 0 ? "Support" : "Adventure",
        ...(k % 2 === 0 ? {} : { roleplay: "Competition" as Roleplay }),
        affiliation: a,
        categories: k % 2 === 0 ? { AdventureResources: { Fire: 3, Range: 3 }, EraCosts: { Sway: 1 } } : { AdventureCommonCosts: { Fire: 2 }, EraResources: { Sway: 9 } },
      }),
    });
  });
  return { name, cards };
}
