/**
 * `greenhouse.pack/1`: the interchange format of a card pack (docs/pack-format.md).
 *
 * One zod schema, used by the HTTP import, the CLI, the seeds and the tests. Unknown keys are
 * rejected (`strictObject`), so a typo such as `"copeis"` is an error that names its path
 * instead of a silently lost field.
 *
 * Extension over the base format (documented in docs/pack-format.md): `pack.pictures` carries the
 * silver front background and one back picture per affiliation as data URLs, so that exporting
 * a pack never loses its pictures.
 */
import { z } from "zod";
import { ERA_PACK_FILE_SYSTEMS } from "../systems/registry-pack-files";
import type { SystemCard, SystemDefinition } from "../systems/types";
import { jsonGuardIssues } from "./json-guard";
import { cappedList, LIST_CAPS } from "./list-cap";

export const PACK_FORMAT = "greenhouse.pack/1";
/** The systems whose pack files have `"eras"` (this file's `packSchema`), as the registry declares them; others have `"decks"`. */
export const SYSTEMS = ERA_PACK_FILE_SYSTEMS;
/** A GOT CGS-shaped document's system. Packs of other systems carry any registry key (string). */
export type GameSystem = (typeof SYSTEMS)[number];

/**
 * Whether a system's packs are written in this file's era-deck shape (`packSchema`: its cards
 * have format, orientation, directive, attributes and lore) rather than a system's decks. The
 * one place that says which systems those are: storage, import, export and copy ask it.
 */
export function hasEraPackFile(system: unknown): system is GameSystem {
  return (SYSTEMS as readonly unknown[]).includes(system);
}

export const PACK_TYPES = ["edition", "expansion", "extension", "booster"] as const;
export type PackType = (typeof PACK_TYPES)[number];
export const PLAYER_LEVELS = ["beginner", "casual", "experienced", "expert"] as const;
export const CARD_FORMATS = ["silver", "gold"] as const;
export type CardFormat = (typeof CARD_FORMATS)[number];
export const ORIENTATIONS = ["portrait", "landscape"] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/**
 * A GOT CGS card's own fields as its editor, its pack file and its print read them: one
 * declaration for the shapes that carry them (the card DTO, the export's source card). Stored as
 * the system card's `type` and `fields` (lib/server/card-fields.ts maps one to the other).
 */
export interface GotCgsView {
  readonly format: CardFormat;
  /** Gold only; null on silver cards. */
  readonly orientation: Orientation | null;
  readonly directive: string;
  readonly attributes: string;
  readonly lore: string;
}

/** Attribute and category names: a letter, then letters or digits. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;
/** A picture given inline: PNG, JPEG or WebP as a base64 data URL. */
export const DATA_URL_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const minutes = z.number().int().min(0).max(24 * 60);
const name = z.string().regex(NAME_PATTERN, "must be a letter followed by letters or digits");

/** The pack's instructions: the list in the rulebook's "Card packs" part. All optional. */
export const instructionsSchema = z.strictObject({
  /** Number of players (at least 2, at most the number of affiliations). */
  players: z.number().int().min(2).max(64).optional(),
  /** Available affiliations. */
  affiliations: cappedList(z.string().min(1), LIST_CAPS.affiliations, "affiliations").optional(),
  /** The affiliation of each player, in turn order, when the pack fixes it. */
  playerAffiliations: cappedList(z.string().min(1), LIST_CAPS.players, "player affiliations, one per player").optional(),
  /** Name of the edition pack that an expansion or extension pack extends. */
  extends: z.string().optional(),
  gameComponents: z.string().optional(),
  sessionPlayDurationMinutes: minutes.optional(),
  eraSetupDurationMinutes: minutes.optional(),
  eraWrapUpDurationMinutes: minutes.optional(),
  opsAnalysisTimeLimitMinutes: minutes.optional(),
  turnTimeLimitMinutes: minutes.optional(),
  playerLevel: z.enum(PLAYER_LEVELS).optional(),
  allowedCustomizations: z.string().optional(),
  goals: z.string().optional(),
  extraInstructions: z.string().optional(),
  /**
   * Abilities the pack defines itself (Genesis `pack.customAbilities`, lib/systems/pack-lists.ts):
   * values of the fields whose `packList` is "customAbilities". Only systems with such a field use it.
   */
  customAbilities: cappedList(z.string().trim().min(1, "an ability needs a name").max(60), LIST_CAPS.abilities, "custom abilities").optional(),
});
export type Instructions = z.infer<typeof instructionsSchema>;

export const picturesSchema = z.strictObject({
  /** The silver cards' shared front background. */
  front: z.string().regex(DATA_URL_PATTERN, "must be a PNG, JPEG or WebP data URL").optional(),
  /** Affiliation -> back picture; the key "" is the back of cards without an affiliation. */
  backs: z.record(z.string(), z.string().regex(DATA_URL_PATTERN, "must be a PNG, JPEG or WebP data URL")).optional(),
});
export type PackPictures = z.infer<typeof picturesSchema>;

export const cardSchema = z.strictObject({
  identifier: z.string().trim().min(1, "a card needs an identifier (e.g. GEN-001)").max(200),
  format: z.enum(CARD_FORMATS),
  copies: z.number().int().min(1).max(999).default(1),
  directive: z.string().max(20_000).default(""),
  attributes: z.string().max(100_000),
  lore: z.string().max(20_000).default(""),
  /** Gold cards only. */
  orientation: z.enum(ORIENTATIONS).optional(),
  /** Gold cards only: a path (kept as written) or a data URL. */
  image: z.string().min(1).optional(),
});
export type PackCard = z.infer<typeof cardSchema>;

export const eraSchema = z.strictObject({
  name: z.string().trim().min(1, "an era deck needs a name").max(200),
  cards: cappedList(cardSchema, LIST_CAPS.cardsPerDeck, "cards in one era deck; split it"),
});
export type PackEra = z.infer<typeof eraSchema>;

export const packSchema = z
  .strictObject({
    format: z.literal(PACK_FORMAT),
    system: z.enum(SYSTEMS).default(SYSTEMS[0]),
    pack: z.strictObject({
      game: z.string().max(200),
      name: z.string().trim().min(1, "a pack needs a name").max(200),
      type: z.enum(PACK_TYPES),
      aliases: z.record(name, name).default({}),
      instructions: instructionsSchema.default({}),
      pictures: picturesSchema.optional(),
    }),
    eras: cappedList(eraSchema, LIST_CAPS.decks, "era decks"),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.eras.forEach((era, i) => {
      if (seen.has(era.name)) {
        ctx.addIssue({ code: "custom", path: ["eras", i, "name"], message: `two era decks are named "${era.name}"; rename one` });
      }
      seen.add(era.name);
      era.cards.forEach((card, j) => {
        if (card.format === "silver" && card.orientation !== undefined) {
          ctx.addIssue({ code: "custom", path: ["eras", i, "cards", j, "orientation"], message: "only gold cards have an orientation; remove it or make the card gold" });
        }
        if (card.format === "silver" && card.image !== undefined) {
          ctx.addIssue({ code: "custom", path: ["eras", i, "cards", j, "image"], message: "silver cards share the pack's front picture; remove the image or make the card gold" });
        }
      });
    });
  });

/** A parsed, defaulted pack document. */
export type PackDocument = z.infer<typeof packSchema>;
/** What a file may contain before defaults are applied. */
export type PackDocumentInput = z.input<typeof packSchema>;

/** One problem with a document, `path` in the form `eras[0].cards[3].copies`. */
export interface FormatIssue {
  readonly path: string;
  readonly message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FormatIssue[] };

/** `["eras", 0, "cards", 3]` -> `eras[0].cards[3]`; the empty path is `(document)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out === "" ? "(document)" : out;
}

/** Validates any value as a pack document; never throws. Lists every problem, not the first. */
export function parsePack(input: unknown): ParseResult<PackDocument> {
  const guarded = guardIssues(input);
  if (guarded.length > 0) return { ok: false, issues: guarded };
  // reportInput: the explanations below tell a missing value from a wrong one.
  const result = packSchema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: formatIssues(result.error) };
}

/**
 * A value too deep or with a `__proto__`/`constructor`/`prototype` key (lib/packs/json-guard.ts),
 * each at its path: checked before zod, whose records would copy such a key into the prototype.
 */
export function guardIssues(input: unknown): FormatIssue[] {
  return jsonGuardIssues(input).map((i) => ({ path: formatPath(i.path), message: i.message }));
}

/**
 * zod's own wording for the common mistakes says what is wrong but not what to do; these say
 * both. Messages written in the schema (custom ones) pass through unchanged.
 */
function explainIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map(unknownKeyMessage).join("; ");
    case "invalid_type":
      return issue.input === undefined ? `missing: add ${kind(issue.expected)} here` : `must be ${kind(issue.expected)}, not ${describe(issue.input)}`;
    case "too_small":
      if (issue.origin === "number") return `must be ${issue.inclusive === false ? "more than" : "at least"} ${String(issue.minimum)}`;
      return issue.message;
    case "too_big":
      if (issue.origin === "number") return `must be ${issue.inclusive === false ? "less than" : "at most"} ${String(issue.maximum)}`;
      if (issue.origin === "string") return `is too long: at most ${String(issue.maximum)} characters`;
      return issue.message;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return issue.message;
  }
}

function unknownKeyMessage(key: string): string {
  return `unknown key "${key}": remove it or correct the spelling (docs/pack-format.md lists every key)`;
}

function kind(expected: string): string {
  if (expected === "int") return "a whole number";
  if (expected === "string") return "a text (in quotes)";
  if (expected === "array") return "a list";
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `the text ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  if (typeof value === "object") return "an object";
  return typeof value === "number" ? `the number ${String(value)}` : String(value);
}

/*
 * Packs of other systems (`"system"` other than got-cgs): `"decks"` instead of `"eras"`, each
 * card `{ identifier, copies, type, fields, image? }` with the system's own fields, and one back
 * picture. The zod schema checks the document's frame; the fields are checked against the
 * system's definition by checkCardFormat (lib/packs/system-pack.ts).
 */

/**
 * One card of a data-system pack file, as parsed and normalised (fields in the type's order): the
 * system card (`type` the system's card type key; absent field keys take the field's default)
 * plus its picture. Print reads the same card (`image` then a data URL to print).
 */
export interface SystemPackCard extends SystemCard {
  /** Only for card types with a picture field: a path (kept as written) or a data URL. */
  readonly image?: string;
}

export interface SystemPackDeck {
  readonly name: string;
  readonly cards: readonly SystemPackCard[];
}

/** A pack file of a system other than GOT CGS (`greenhouse.pack/1` with `"decks"`). */
export interface SystemPackDocument {
  readonly format: typeof PACK_FORMAT;
  /** A registry key other than "got-cgs" (lib/systems/registry.ts). */
  readonly system: string;
  readonly pack: {
    readonly game: string;
    readonly name: string;
    readonly type: PackType;
    /** Abilities the pack defines (systems with a `packList: "customAbilities"` field: Genesis). */
    readonly customAbilities?: readonly string[];
    /** The pack's one back (the system's `backs` is `{ by: "one" }`), as a data URL. */
    readonly pictures?: { readonly back?: string };
  };
  /**
   * The system's definition, for a system a designer defined (not a built-in one): export always
   * embeds it, so the file is whole on its own (docs/systems.md, "Pack files carry their system").
   */
  readonly systemDefinition?: SystemDefinition;
  readonly decks: readonly SystemPackDeck[];
}

/** A pack file of any system. */
export type AnyPackDocument = PackDocument | SystemPackDocument;

/** True for a document with `"decks"` (a system other than GOT CGS). */
export function isSystemPack(doc: AnyPackDocument): doc is SystemPackDocument {
  return "decks" in doc;
}

const dataUrl = z.string().regex(DATA_URL_PATTERN, "must be a PNG, JPEG or WebP data URL");

/** The frame of a data-system document; fields are `unknown` here and checked per system. */
export const systemPackSchema = z.strictObject({
  format: z.literal(PACK_FORMAT),
  system: z.string().min(1),
  pack: z.strictObject({
    game: z.string().max(200),
    name: z.string().trim().min(1, "a pack needs a name").max(200),
    type: z.enum(PACK_TYPES),
    customAbilities: cappedList(z.string().trim().min(1, "an ability needs a name").max(60), LIST_CAPS.abilities, "custom abilities").optional(),
    pictures: z.strictObject({ back: dataUrl.optional() }).optional(),
  }),
  /** Checked by checkDefinition in lib/packs/system-pack.ts (issues at `systemDefinition.<path>`). */
  systemDefinition: z.unknown().optional(),
  decks: cappedList(
    z.strictObject({
      name: z.string().trim().min(1, "a deck needs a name").max(200),
      cards: cappedList(
        z.strictObject({
          identifier: z.string().trim().min(1, "a card needs an identifier (e.g. ALT-001)").max(200),
          copies: z.number().int().min(1).max(999).default(1),
          type: z.string().optional(),
          fields: z.record(z.string(), z.unknown()).default({}),
          image: z.string().min(1).optional(),
        }),
        LIST_CAPS.cardsPerDeck,
        "cards in one deck; split it",
      ),
    }),
    LIST_CAPS.decks,
    "decks",
  ),
});

/** zod issues as FormatIssues with the explanations above (for the data-system parser). */
export function formatIssues(error: z.ZodError): FormatIssue[] {
  // zod reports unknown keys at their object; each is named at its own path (`eras[0].cards[1].forest`).
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: unknownKeyMessage(key) }))
      : [{ path: formatPath(issue.path), message: explainIssue(issue) }],
  );
}

/** Parses JSON text then validates it; a JSON syntax error is one issue at `(document)`. */
export function parsePackJson(text: string): ParseResult<PackDocument> {
  return parseJsonThen(text, parsePack);
}

/** JSON text through `parse`; a JSON syntax error is one issue at `(document)`. */
export function parseJsonThen<T>(text: string, parse: (value: unknown) => ParseResult<T>): ParseResult<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: "(document)", message: `not valid JSON: ${reason}` }] };
  }
  return parse(value);
}
