/**
 * Pack files of any system (pure: no database). A document whose `"system"` is GOT CGS (or
 * absent) goes through `parsePack` unchanged; any other system's document has `"decks"` and its
 * cards' fields are checked against the system's definition with checkCardFormat, so a wrong
 * JSON type, an unknown field or an unknown card type is refused with its path
 * (`decks[0].cards[3].fields.handCost`) and a value outside its domain is left to lint.
 */
import { checkCardFormat, cardTypeHasPicture, findCardType } from "../systems/card-format";
import { entryName, packListNames } from "../systems/pack-lists";
import { allSystems, findSystem } from "../systems/registry";
import type { SystemDefinition } from "../systems/types";
import {
  formatIssues,
  guardIssues,
  parseJsonThen,
  parsePack,
  systemPackSchema,
  type AnyPackDocument,
  type FormatIssue,
  type ParseResult,
  type SystemPackCard,
  type SystemPackDocument,
} from "./schema";
import { serializePack } from "./serialize";

const GOT_CGS = "got-cgs";

/** `"got-cgs"`, `"altered"`: the keys an unknown system's message lists. */
export function knownSystemKeys(): string[] {
  return allSystems().map((s) => s.definition.key);
}

function unknownSystem(key: unknown): FormatIssue {
  const known = knownSystemKeys()
    .map((k) => `"${k}"`)
    .join(", ");
  return { path: "system", message: `unknown game system ${JSON.stringify(key)}: known systems are ${known}` };
}

/**
 * Validates any value as a pack document of any system; never throws. Lists every problem.
 * GOT CGS documents come back exactly as `parsePack` gives them.
 */
export function parseAnyPack(input: unknown): ParseResult<AnyPackDocument> {
  const system = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>).system : undefined;
  if (system === undefined || system === GOT_CGS) return parsePack(input);
  if (typeof system !== "string" || findSystem(system) === null) return { ok: false, issues: [unknownSystem(system)] };
  return parseSystemPack(input);
}

/** {@link parseAnyPack} from JSON text; a syntax error is one issue at `(document)`. */
export function parseAnyPackJson(text: string): ParseResult<AnyPackDocument> {
  return parseJsonThen(text, parseAnyPack);
}

/** A data-system document (system other than GOT CGS): frame by zod, cards by checkCardFormat. */
export function parseSystemPack(input: unknown): ParseResult<SystemPackDocument> {
  const guarded = guardIssues(input);
  if (guarded.length > 0) return { ok: false, issues: guarded };
  const parsed = systemPackSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, issues: formatIssues(parsed.error) };
  const doc = parsed.data;
  const system = findSystem(doc.system);
  if (system === null || doc.system === GOT_CGS) return { ok: false, issues: [unknownSystem(doc.system)] };
  const definition = system.definition;
  const issues: FormatIssue[] = [];
  if (doc.pack.pictures?.back !== undefined && definition.backs.by !== "one") {
    issues.push({ path: "pack.pictures.back", message: `${definition.name} chooses backs by a field; one back for the pack is not supported yet` });
  }
  issues.push(...customAbilityIssues(definition, doc.pack.customAbilities));
  const names = new Set<string>();
  const decks = doc.decks.map((deck, d) => {
    if (names.has(deck.name)) issues.push({ path: `decks[${d}].name`, message: `two decks are named "${deck.name}"; rename one` });
    names.add(deck.name);
    const cards = deck.cards.map((card, c): SystemPackCard | null => {
      const at = `decks[${d}].cards[${c}]`;
      const type = card.type ?? onlyType(definition);
      if (type === undefined) {
        issues.push({ path: `${at}.type`, message: `missing: add the card type (${definition.cardTypes.map((t) => `"${t.key}"`).join(", ")})` });
        return null;
      }
      const checked = checkCardFormat(definition, { type, fields: card.fields });
      if (!checked.ok) {
        issues.push(...checked.issues.map((i) => ({ path: `${at}.${i.path}`, message: i.message })));
        return null;
      }
      const cardType = findCardType(definition, type);
      if (card.image !== undefined && cardType !== undefined && !cardTypeHasPicture(definition, cardType)) {
        issues.push({ path: `${at}.image`, message: `a ${cardType.label} card of ${definition.name} has no picture of its own; remove the image` });
      }
      return { identifier: card.identifier, copies: card.copies, type, fields: checked.fields, ...(card.image === undefined ? {} : { image: card.image }) };
    });
    return { name: deck.name, cards };
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      format: doc.format,
      system: doc.system,
      pack: {
        game: doc.pack.game,
        name: doc.pack.name,
        type: doc.pack.type,
        ...(doc.pack.customAbilities === undefined ? {} : { customAbilities: doc.pack.customAbilities }),
        ...(doc.pack.pictures === undefined ? {} : { pictures: doc.pack.pictures }),
      },
      decks: decks.map((deck) => ({ name: deck.name, cards: deck.cards.filter((c): c is SystemPackCard => c !== null) })),
    },
  };
}

/**
 * `pack.customAbilities` is refused (format) for a system without a field reading it, and when an
 * entry repeats or is already one of the system's abilities (it would mean two things).
 */
function customAbilityIssues(definition: SystemDefinition, list: readonly string[] | undefined): FormatIssue[] {
  if (list === undefined) return [];
  if (!packListNames(definition).includes("customAbilities")) {
    return [{ path: "pack.customAbilities", message: `${definition.name} has no pack-defined abilities; remove customAbilities` }];
  }
  const builtIn = new Set(definition.fields.flatMap((f) => (f.type.kind === "enum" && f.type.packList === "customAbilities" ? f.type.values : [])));
  const seen = new Set<string>();
  const issues: FormatIssue[] = [];
  list.forEach((entry, i) => {
    const name = entryName(entry);
    if (builtIn.has(name)) issues.push({ path: `pack.customAbilities[${i}]`, message: `"${name}" is already an ability of ${definition.name}; remove it from the pack's list` });
    else if (seen.has(name)) issues.push({ path: `pack.customAbilities[${i}]`, message: `"${name}" is listed twice; remove one` });
    seen.add(name);
  });
  return issues;
}

/** The card type a card without `"type"` takes: the system's only one, if it has one only. */
function onlyType(definition: SystemDefinition): string | undefined {
  return definition.cardTypes.length === 1 ? definition.cardTypes[0]?.key : undefined;
}

/** Plain object in canonical key order (fields keep the order checkCardFormat gave them). */
export function canonicalSystemPack(doc: SystemPackDocument): SystemPackDocument {
  const pictures = doc.pack.pictures?.back === undefined ? {} : { pictures: { back: doc.pack.pictures.back } };
  const abilities = doc.pack.customAbilities === undefined || doc.pack.customAbilities.length === 0 ? {} : { customAbilities: doc.pack.customAbilities };
  return {
    format: doc.format,
    system: doc.system,
    pack: { game: doc.pack.game, name: doc.pack.name, type: doc.pack.type, ...abilities, ...pictures },
    decks: doc.decks.map((deck) => ({
      name: deck.name,
      cards: deck.cards.map((card) => ({
        identifier: card.identifier,
        copies: card.copies,
        type: card.type,
        fields: card.fields,
        ...(card.image === undefined ? {} : { image: card.image }),
      })),
    })),
  };
}

/** The canonical JSON text of a data-system pack, ending with a newline. */
export function serializeSystemPack(doc: SystemPackDocument): string {
  return `${JSON.stringify(canonicalSystemPack(doc), null, 2)}\n`;
}

/** The canonical JSON text of a pack document of any system. */
export function serializeAnyPack(doc: AnyPackDocument): string {
  return "decks" in doc ? serializeSystemPack(doc) : serializePack(doc);
}
