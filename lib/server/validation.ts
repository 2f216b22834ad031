/**
 * zod schemas of what verbs and routes accept. Verbs parse their own input with these (a
 * server action and a route get the same checks); a failure is a `ZodError`, which
 * `toErrorResponse` turns into a 422 listing every path.
 *
 * Limits and messages match the pack format (lib/packs/schema.ts), so a card that saves in the
 * editor also exports and re-imports.
 */
import { z } from "zod";
import { cappedList, LIST_CAPS } from "@/lib/packs/list-cap";
import {
  CARD_FORMATS,
  NAME_PATTERN,
  ORIENTATIONS,
  PACK_TYPES,
  instructionsSchema,
  type FormatIssue,
} from "@/lib/packs/schema";
import { allSystems, DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";

/**
 * `schema.parse(value)` for one named input: a failure is a `ZodError` whose issues sit under
 * `field` (`id: that is not an id`), where a bare `schema.parse` would leave the path empty and
 * the answer could not say which input was wrong. Verbs check each option with it.
 */
export function parseField<S extends z.ZodType>(field: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new z.ZodError(result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
}

/** A database id as the API hands them out. */
export const idSchema = z.string().min(1, "an id is required").max(100, "that is not an id");

export const aliasNameSchema = z.string().regex(NAME_PATTERN, "must be a letter followed by letters or digits");

/** Pack aliases in order; an alias may appear once. */
export const aliasesSchema = z
  .array(z.strictObject({ alias: aliasNameSchema, target: aliasNameSchema }))
  .max(LIST_CAPS.aliases, `at most ${LIST_CAPS.aliases} aliases`)
  .superRefine((aliases, ctx) => {
    const seen = new Set<string>();
    aliases.forEach((a, i) => {
      if (seen.has(a.alias)) ctx.addIssue({ code: "custom", path: [i, "alias"], message: `the alias "${a.alias}" is defined twice; keep one` });
      seen.add(a.alias);
      if (a.alias === a.target) ctx.addIssue({ code: "custom", path: [i, "target"], message: "an alias cannot stand for itself" });
    });
  });

export const packNameSchema = z.string().trim().min(1, "a pack needs a name").max(200);
export const eraNameSchema = z.string().trim().min(1, "an era deck needs a name").max(200);

export const packFieldsSchema = z.strictObject({
  name: packNameSchema,
  game: z.string().max(200).default(""),
  type: z.enum(PACK_TYPES).default("edition"),
  /**
   * A built-in key (lib/systems/registry.ts) or a stored system's; createPack checks that it
   * exists (an unknown one is a 422 listing the known ones).
   */
  system: z
    .string()
    .max(100)
    .default(DEFAULT_SYSTEM)
    .refine((key) => findSystem(key) !== null || /^[A-Za-z][A-Za-z0-9-]*$/.test(key), `unknown game system: choose one of ${allSystems().map((s) => `"${s.definition.key}"`).join(", ")}`),
  instructions: instructionsSchema.default({}),
  aliases: aliasesSchema.default([]),
});
export type PackFieldsInput = z.input<typeof packFieldsSchema>;

export const packChangesSchema = z.strictObject({
  name: packNameSchema.optional(),
  game: z.string().max(200).optional(),
  type: z.enum(PACK_TYPES).optional(),
  instructions: instructionsSchema.optional(),
  aliases: aliasesSchema.optional(),
});
export type PackChanges = z.input<typeof packChangesSchema>;

export const identifierSchema = z.string().trim().min(1, "a card needs an identifier (e.g. GEN-001)").max(200);

/**
 * Every editable card field, each optional (updates send only what changed). Any system:
 * `type` and `fields` (checked against the pack's system by checkCardFormat; `fields` are
 * merged key by key into the stored ones). GOT CGS also takes its old shape (`format`,
 * `orientation`, `directive`, `attributes`, `lore`), mapped to `type` + `fields`; a request
 * uses one shape or the other.
 */
export const cardChangesSchema = z.strictObject({
  identifier: identifierSchema.optional(),
  type: z.string().min(1, "a card needs a card type").max(100).optional(),
  fields: z.record(z.string(), z.unknown()).optional(),
  format: z.enum(CARD_FORMATS).optional(),
  copies: z.number().int("copies must be a whole number").min(1, "a card has at least 1 copy").max(999).optional(),
  orientation: z.enum(ORIENTATIONS).nullable().optional(),
  pictureId: idSchema.nullable().optional(),
  imagePath: z.string().min(1).max(2000).nullable().optional(),
  directive: z.string().max(20_000).optional(),
  attributes: z.string().max(100_000).optional(),
  lore: z.string().max(20_000).optional(),
});
export type CardChanges = z.input<typeof cardChangesSchema>;
/** {@link CardChanges} after parsing. */
export type ParsedCardChanges = z.output<typeof cardChangesSchema>;

/** Silver cards share the pack's pictures and have no orientation (same rule as the pack format). */
export function goldOnlyIssues(fields: {
  format: string;
  orientation: string | null;
  pictureId: string | null;
  imagePath: string | null;
}): FormatIssue[] {
  if (fields.format !== "silver") return [];
  const issues: FormatIssue[] = [];
  if (fields.orientation !== null) issues.push({ path: "orientation", message: "only gold cards have an orientation; clear it or make the card gold" });
  if (fields.pictureId !== null) issues.push({ path: "pictureId", message: "silver cards share the pack's front picture; remove the picture or make the card gold" });
  if (fields.imagePath !== null) issues.push({ path: "imagePath", message: "silver cards share the pack's front picture; remove the image or make the card gold" });
  return issues;
}

/** The ids of a bulk request's body (move, copy, delete): checked again, and for repeats, by {@link idListSchema}. */
export const selectionIdsSchema = cappedList(z.string(), LIST_CAPS.selection, "cards at once; select fewer and repeat");
/** A new order of an era deck's cards: each card once, so never more than a deck holds. */
export const cardOrderSchema = cappedList(z.string(), LIST_CAPS.cardsPerDeck, "cards: an era deck's order lists each of its cards once");
/** A new order of a pack's era decks: each once. */
export const eraOrderSchema = cappedList(z.string(), LIST_CAPS.decks, "era decks: the order lists each of the pack's once");

/** A list of ids for bulk operations (at least one, no repeats). */
export const idListSchema = z
  .array(idSchema)
  .min(1, "select at least one card")
  .max(LIST_CAPS.selection, `at most ${LIST_CAPS.selection} cards at once; select fewer and repeat`)
  .refine((ids) => new Set(ids).size === ids.length, "an id is listed twice");
