/**
 * Design checks for a seed pack: what a designer means by "every mechanic is used", "every
 * adventure can be won", "every condition can be met". Each check returns findings (empty when
 * the pack passes), so a test can show both that it stays silent on the demo pack and that it
 * fires on a broken copy.
 */
import { ATTRIBUTES, BUILT_IN_ALIASES, CATEGORIES, COMPETITIVE, lookup, ROLEPLAYS } from "@/lib/systems/got-cgs/attributes/catalogue";
import type { CardModel, Condition } from "@/lib/systems/got-cgs/attributes/model";
import type { PackDocument } from "@/lib/packs/schema";
import { layoutOf, writtenNames } from "./card-model";
import { accepted, cover, expand, without } from "./cover";
import { decksOf, fulfils, isAdventure, isSupport, numbers, type Deck, type DeckCard } from "./deck";

export interface Finding {
  readonly era?: string;
  readonly identifier?: string;
  readonly message: string;
}

const FINALES = new Set(["Epic", "Doomsday"]);
const POWER_CATEGORIES = new Set(CATEGORIES.filter((c) => c.power).map((c) => c.name));

/** Every predefined name a card uses (globals, categories, conditional categories). */
function predefinedOn(model: CardModel): string[] {
  return [...Object.keys(model.globals), ...Object.keys(model.categories), ...Object.keys(model.conditions)].filter((n) => lookup(n) !== undefined);
}

/** Predefined attributes and categories (catalogue), built-in aliases, pack aliases and attribute layouts the pack never uses. */
export function unusedFeatures(doc: PackDocument): Finding[] {
  const cards = decksOf(doc).flatMap((d) => d.cards);
  const used = new Set(cards.flatMap((c) => predefinedOn(c.model)));
  const written = new Set(cards.flatMap((c) => writtenNames(c.card.attributes)));
  const layouts = new Set(cards.map((c) => layoutOf(c.card.attributes, doc.pack.aliases)));
  const findings: Finding[] = [];
  for (const entry of [...ATTRIBUTES, ...CATEGORIES]) {
    if (!used.has(entry.name)) findings.push({ message: `no card uses the predefined ${entry.kind} ${entry.name}` });
  }
  for (const alias of Object.keys(BUILT_IN_ALIASES)) {
    if (!written.has(alias)) findings.push({ message: `no card uses the built-in alias ${alias}` });
  }
  for (const alias of Object.keys(doc.pack.aliases)) {
    if (!written.has(alias)) findings.push({ message: `no card uses the pack alias ${alias}` });
  }
  if (Object.keys(doc.pack.aliases).length === 0) findings.push({ message: "the pack defines no aliases" });
  for (const layout of ["indented", "one-line"] as const) {
    if (!layouts.has(layout)) findings.push({ message: `no card uses the ${layout} attribute layout` });
  }
  return findings;
}

/** Roleplays an era deck lacks. */
export function missingRoleplays(deck: Deck): Finding[] {
  const present = new Set(deck.cards.filter(isAdventure).map((c) => c.model.roleplay));
  return ROLEPLAYS.filter((r) => !present.has(r)).map((r) => ({ era: deck.era, message: `no adventure has Roleplay "${r}"` }));
}

/**
 * Adventures the era's supports cannot cover: by one player holding every support card
 * (cooperative adventures are covered by everyone together, so the same test applies); for
 * competitive adventures, also by two players at once, with at least 2 similar support cards
 * per cost (rulebook "Customize a session pack").
 */
export function uncoverableAdventures(deck: Deck): Finding[] {
  const pool = expand(deck.cards.filter(isSupport));
  const findings: Finding[] = [];
  for (const adventure of deck.cards.filter(isAdventure)) {
    const at = { era: deck.era, identifier: adventure.card.identifier };
    const first = cover(adventure, pool);
    if (first === null) {
      findings.push({ ...at, message: `no hand of this era's supports covers ${JSON.stringify(numbers(adventure, "AdventureCommonCosts"))}` });
      continue;
    }
    if (!COMPETITIVE.has(adventure.model.roleplay ?? "")) continue;
    if (cover(adventure, without(pool, first.cards)) === null) {
      findings.push({ ...at, message: "two competing players cannot both cover it: add similar support cards" });
    }
    for (const name of Object.keys(numbers(adventure, "AdventureCommonCosts"))) {
      const similar = pool.filter((s) => (numbers(s, "AdventureResources")[name] ?? 0) > 0 && accepted(adventure.model, s.model)).length;
      if (similar < 2) findings.push({ ...at, message: `only ${similar} support card(s) give ${name}; a competitive adventure needs at least 2` });
    }
  }
  return findings;
}

const protectedCard = (m: CardModel): boolean =>
  [...Object.keys(m.globals), ...Object.keys(m.conditions)].some((n) => lookup(n)?.protects === true);
const hasPower = (m: CardModel): boolean =>
  ATTRIBUTES.some((a) => a.power && a.name !== "RewindAdventure" && m.globals[a.name] !== undefined) ||
  Object.keys(m.conditions).some((c) => POWER_CATEGORIES.has(c));
const rivals = (a: CardModel, b: CardModel): boolean => a.affiliation === null || b.affiliation !== a.affiliation;

/** Conditions no card of the era can ever fulfil (per the category's own targets). */
export function unfulfillableConditions(deck: Deck): Finding[] {
  const findings: Finding[] = [];
  // Cards that can sit in a buildsite while the era goes on: won adventures (a finale ends the era) and banked StockHolding supports.
  const buildsite = deck.cards.filter(
    (c) => (isAdventure(c) && !FINALES.has(c.model.roleplay ?? "")) || (isSupport(c) && c.model.globals.StockHolding !== undefined),
  );
  for (const card of deck.cards) {
    const others = (pool: readonly DeckCard[]) => pool.filter((c) => c !== card);
    for (const [category, conditions] of Object.entries(card.model.conditions)) {
      const all = (pred: (c: DeckCard) => boolean) => others(deck.cards).some((c) => pred(c) && conditions.every((k) => fulfils(c.model, k)));
      let ok: boolean;
      switch (category) {
        case "PlayIfBuildsite":
        case "AcceptSupportIf1": {
          const pool = category === "PlayIfBuildsite" ? others(buildsite) : deck.cards.filter(isSupport);
          ok = conditions.every((k) => pool.some((c) => fulfils(c.model, k)));
          break;
        }
        case "PlayIfBuildsite1":
          ok = others(buildsite).some((c) => conditions.every((k) => fulfils(c.model, k)));
          break;
        case "PlayIfBuildsiteSum":
          ok = conditions.every((k) => sumFulfils(others(buildsite), k));
          break;
        case "ImmuneIf1":
          ok = all((c) => isSupport(c) && hasPower(c.model) && rivals(card.model, c.model));
          break;
        case "SeizeIf":
        case "SeizeIf1":
          ok = all((c) => c.model.affiliation === null && !protectedCard(c.model));
          break;
        default: // conditional powers: a rival's unprotected support card in play
          ok = all((c) => isSupport(c) && !protectedCard(c.model) && rivals(card.model, c.model));
      }
      if (!ok) findings.push({ era: deck.era, identifier: card.card.identifier, message: `no card of the era can fulfil ${category}` });
    }
  }
  return findings;
}

function sumFulfils(pool: readonly DeckCard[], condition: Condition): boolean {
  if (condition.op !== ">") return pool.some((c) => fulfils(c.model, condition));
  const total = pool.reduce((sum, c) => {
    const v = condition.category === null ? c.model.globals[condition.name] : c.model.categories[condition.category]?.[condition.name];
    return sum + (typeof v === "number" ? v : 0);
  }, 0);
  return condition.values.some((v) => typeof v === "number" && total >= v);
}

/**
 * Era costs a player cannot pay: every EraCosts name needs an EraResources source in the era,
 * and winning an adventure should pay the era costs of the supports that covered it.
 */
export function eraCostProblems(deck: Deck): Finding[] {
  const findings: Finding[] = [];
  const resources = new Set(deck.cards.flatMap((c) => Object.keys(numbers(c, "EraResources"))));
  for (const name of new Set(deck.cards.flatMap((c) => Object.keys(numbers(c, "EraCosts"))))) {
    if (!resources.has(name)) findings.push({ era: deck.era, message: `era cost ${name} has no EraResources source in the era` });
  }
  const pool = expand(deck.cards.filter(isSupport));
  for (const adventure of deck.cards.filter(isAdventure)) {
    const used = cover(adventure, pool);
    if (used === null) continue; // reported by uncoverableAdventures
    const costs: Record<string, number> = {};
    for (const c of used.cards) for (const [k, v] of Object.entries(numbers(c, "EraCosts"))) costs[k] = (costs[k] ?? 0) + v;
    const gains = numbers(adventure, "EraResources");
    for (const [name, cost] of Object.entries(costs)) {
      if ((gains[name] ?? 0) < cost) {
        findings.push({ era: deck.era, identifier: adventure.card.identifier, message: `its cover costs ${cost} ${name} in era costs but it only brings ${gains[name] ?? 0}` });
      }
    }
  }
  return findings;
}

/** The rulebook's "should" rules and the gold-card rules. */
export function shouldRules(deck: Deck): Finding[] {
  const findings: Finding[] = [];
  for (const c of deck.cards) {
    const at = { era: deck.era, identifier: c.card.identifier };
    if (c.model.globals.StockHolding !== undefined && Object.keys(numbers(c, "EraResources")).length === 0) {
      findings.push({ ...at, message: "a StockHolding card should also have EraResources" });
    }
    if (c.model.roleplay === "Cooperation" && c.model.globals.CommonBuildsite !== "Yes") {
      findings.push({ ...at, message: 'a Cooperation adventure should have CommonBuildsite "Yes"' });
    }
    if (c.card.format === "gold" && (c.model.affiliation === null || c.card.orientation === undefined)) {
      findings.push({ ...at, message: "a gold card needs an Affiliation and an orientation" });
    }
  }
  return findings;
}

/** Limits that keep a card readable when printed (silver 63 x 88 mm). */
export const TEXT_LIMITS = { directive: 140, lore: 160, silverLines: 12, goldLines: 14 } as const;

/** Cards whose texts are too long to print at a readable size. */
export function textTooLong(deck: Deck): Finding[] {
  const findings: Finding[] = [];
  for (const c of deck.cards) {
    const at = { era: deck.era, identifier: c.card.identifier };
    if (c.card.directive.length > TEXT_LIMITS.directive) findings.push({ ...at, message: `directive has ${c.card.directive.length} characters` });
    if (c.card.lore.length > TEXT_LIMITS.lore) findings.push({ ...at, message: `lore has ${c.card.lore.length} characters` });
    const lines = c.card.attributes.split("\n").length;
    const max = c.card.format === "gold" ? TEXT_LIMITS.goldLines : TEXT_LIMITS.silverLines;
    if (lines > max) findings.push({ ...at, message: `attributes have ${lines} lines` });
  }
  return findings;
}

/**
 * Different cards sharing an identification number anywhere in the pack (they would block each
 * other; across eras too, since MultiEra adventures stay in play). The same identifier with the
 * same text in two eras is one card; with different texts it is two cards.
 */
export function numberClashes(doc: PackDocument): Finding[] {
  const seen = new Map<number, DeckCard>();
  const findings: Finding[] = [];
  for (const c of decksOf(doc).flatMap((d) => d.cards)) {
    if (c.number === null) {
      findings.push({ era: c.era, identifier: c.card.identifier, message: "the identifier ends with no number" });
      continue;
    }
    const other = seen.get(c.number);
    if (other === undefined) seen.set(c.number, c);
    else if (other.card.identifier !== c.card.identifier) {
      findings.push({ era: c.era, identifier: c.card.identifier, message: `shares identification number ${c.number} with ${other.card.identifier}` });
    } else if (other.card.attributes !== c.card.attributes || other.card.directive !== c.card.directive) {
      findings.push({ era: c.era, identifier: c.card.identifier, message: `two different cards are both ${c.card.identifier}` });
    }
  }
  return findings;
}

/** All the design checks of one pack. */
export function designFindings(doc: PackDocument): Finding[] {
  const decks = decksOf(doc);
  return [
    ...unusedFeatures(doc),
    ...numberClashes(doc),
    ...decks.flatMap((d) => [
      ...missingRoleplays(d),
      ...uncoverableAdventures(d),
      ...unfulfillableConditions(d),
      ...eraCostProblems(d),
      ...shouldRules(d),
      ...textTooLong(d),
    ]),
  ];
}

