/**
 * Pack files of any system (pure: no database). A document whose `"system"` is GOT CGS (or
 * absent) goes through `parsePack` unchanged; any other system's document has `"decks"` and its
 * cards' fields are checked against the system's definition with checkCardFormat, so a wrong
 * JSON type, an unknown field or an unknown card type is refused with its path
 * (`decks[0].cards[3].fields.handCost`) and a value outside its domain is left to lint.
 */
import { checkCardFormat, cardTypeHasPicture, findCardType } from "../systems/card-format";
import { checkDefinition } from "../systems/definition-schema";
import { entryName, packListNames } from "../systems/pack-lists";
import { allSystems, findSystem } from "../systems/registry";
import type { GameSystem, SystemDefinition } from "../systems/types";
import {
  formatIssues,
  guardIssues,
  hasEraPackFile,
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

/** `"got-cgs"`, `"altered"`: the keys an unknown system's message lists. */
export function knownSystemKeys(): string[] {
  return allSystems().map((s) => s.definition.key);
}

/**
 * What a pack file may read besides the built-in systems: the systems this server stores
 * (key -> definition; the caller loads them, this layer stays pure).
 */
export interface PackSystems {
  readonly stored?: ReadonlyMap<string, SystemDefinition>;
}

function unknownSystem(key: unknown, options: PackSystems = {}): FormatIssue {
  const known = [...knownSystemKeys(), ...(options.stored?.keys() ?? [])].map((k) => `"${k}"`).join(", ");
  if (typeof key !== "string") return { path: "system", message: `unknown game system ${JSON.stringify(key)}: known systems are ${known}` };
  return {
    path: "system",
    message:
      `unknown game system "${key}": this Greenhouse has no such system and the file carries no "systemDefinition". ` +
      `Add the system first (Systems page: import its greenhouse.system/1 file), or export the pack again from the Greenhouse that has it (its export embeds the definition). Known systems are ${known}`,
  };
}

/**
 * Validates any value as a pack document of any system; never throws. Lists every problem.
 * GOT CGS documents come back exactly as `parsePack` gives them. A system that is neither built in
 * nor in `options.stored` is read from the file's own `systemDefinition`.
 */
export function parseAnyPack(input: unknown, options: PackSystems = {}): ParseResult<AnyPackDocument> {
  const obj = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : undefined;
  const system = obj?.system;
  if (system === undefined || hasEraPackFile(system)) return parsePack(input);
  const known = typeof system === "string" && (findSystem(system) !== null || options.stored?.has(system) === true || obj?.systemDefinition !== undefined);
  if (!known) return { ok: false, issues: [unknownSystem(system, options)] };
  return parseSystemPack(input, options);
}

/** {@link parseAnyPack} from JSON text; a syntax error is one issue at `(document)`. */
export function parseAnyPackJson(text: string, options: PackSystems = {}): ParseResult<AnyPackDocument> {
  return parseJsonThen(text, (input) => parseAnyPack(input, options));
}

/**
 * The definition a document's cards are checked against: the built-in system's (an embedded
 * definition is refused for it), else the file's own `systemDefinition` (checked by
 * checkDefinition, its key the document's `system`), else the stored one.
 */
function documentDefinition(key: string, embedded: unknown, options: PackSystems): { definition: SystemDefinition; embedded: boolean } | { issues: FormatIssue[] } {
  const builtIn = findSystem(key);
  if (builtIn !== null) {
    if (embedded !== undefined) return { issues: [{ path: "systemDefinition", message: `"${key}" is a built-in system: remove systemDefinition (only a system a designer defined travels with its packs)` }] };
    return { definition: builtIn.definition, embedded: false };
  }
  if (embedded !== undefined) {
    const checked = checkDefinition(embedded);
    if (!checked.ok) return { issues: checked.issues.map((i) => ({ path: i.path === "" ? "systemDefinition" : `systemDefinition.${i.path}`, message: i.message })) };
    if (checked.definition.key !== key) return { issues: [{ path: "systemDefinition.key", message: `the definition's key "${checked.definition.key}" differs from the pack's system "${key}"; make them the same` }] };
    return { definition: checked.definition, embedded: true };
  }
  const stored = options.stored?.get(key);
  return stored === undefined ? { issues: [unknownSystem(key, options)] } : { definition: stored, embedded: false };
}

/** A data-system document (system other than GOT CGS): frame by zod, cards by checkCardFormat. */
export function parseSystemPack(input: unknown, options: PackSystems = {}): ParseResult<SystemPackDocument> {
  const guarded = guardIssues(input);
  if (guarded.length > 0) return { ok: false, issues: guarded };
  const parsed = systemPackSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { ok: false, issues: formatIssues(parsed.error) };
  const doc = parsed.data;
  if (hasEraPackFile(doc.system)) return { ok: false, issues: [unknownSystem(doc.system, options)] };
  const found = documentDefinition(doc.system, doc.systemDefinition, options);
  if ("issues" in found) return { ok: false, issues: found.issues };
  const definition = found.definition;
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
      ...(found.embedded ? { systemDefinition: definition } : {}),
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

/**
 * The system a document's cards belong to: the built-in one of its key, else the definition it
 * carries (a system a designer defined: export embeds it), else null.
 */
export function documentSystem(doc: SystemPackDocument): GameSystem | null {
  return findSystem(doc.system) ?? (doc.systemDefinition === undefined ? null : { definition: doc.systemDefinition, playable: false });
}

/** Plain object in canonical key order (fields keep the order checkCardFormat gave them). */
export function canonicalSystemPack(doc: SystemPackDocument): SystemPackDocument {
  const pictures = doc.pack.pictures?.back === undefined ? {} : { pictures: { back: doc.pack.pictures.back } };
  const abilities = doc.pack.customAbilities === undefined || doc.pack.customAbilities.length === 0 ? {} : { customAbilities: doc.pack.customAbilities };
  return {
    format: doc.format,
    system: doc.system,
    pack: { game: doc.pack.game, name: doc.pack.name, type: doc.pack.type, ...abilities, ...pictures },
    ...(doc.systemDefinition === undefined ? {} : { systemDefinition: doc.systemDefinition }),
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
