/**
 * The check of a game system's definition (lib/systems/types.ts `SystemDefinition`): a zod schema
 * of its shape, then the references between its parts (a card type's fields exist, faces exist,
 * regions lie inside their face, rules read existing fields, patterns compile, keys and codes are
 * unique). A data system (lib/systems/data/<key>.json) is valid when `checkDefinition` says ok;
 * a test runs it on every registered system.
 */
import { z } from "zod";
import { comparisonFields, compilePattern, conditionFields } from "./lint/conditions";
import type { Condition, RectMm, SystemDefinition } from "./types";
import { templateKeys } from "./region-template";
import { tableConditions, tableIssues, tableSchema } from "../free-table/definition";

/**
 * The longest list a definition may hold anywhere (fields, values, rules, regions, example
 * cards): definitions arrive in request bodies (POST /api/systems), and every list there has a cap.
 */
export const LIST_CAP = 1000;

const key = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "a key is letters, digits and dashes, starting with a letter");
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const fieldType = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("text"), multiline: z.boolean().optional(), pattern: z.string().optional(), patternHint: z.string().optional() }),
  z.strictObject({ kind: z.literal("richText") }),
  z.strictObject({ kind: z.literal("int"), min: z.number().int().optional(), max: z.number().int().optional() }),
  z.strictObject({ kind: z.literal("enum"), values: z.array(z.string()).min(1).max(LIST_CAP), aliases: z.record(z.string(), z.string()).optional(), packList: z.string().min(1).optional() }),
  z.strictObject({ kind: z.literal("bool") }),
  z.strictObject({ kind: z.literal("image") }),
  z.strictObject({ kind: z.literal("attributeText"), grammar: z.string() }),
]);

const fieldDef = z.strictObject({
  key,
  label: z.string().min(1),
  type: fieldType,
  required: z.boolean().optional(),
  default: fieldValue.optional(),
  help: z.string().optional(),
  column: z.boolean().optional(),
});

const faceChoice = z.union([z.string(), z.strictObject({ byField: z.string(), faces: z.record(z.string(), z.string()), default: z.string() })]);

const cardTypeDef = z.strictObject({
  key,
  label: z.string().min(1),
  fields: z.array(z.string()).max(LIST_CAP),
  required: z.array(z.string()).max(LIST_CAP).optional(),
  face: faceChoice,
  border: z.string().regex(/^#[0-9a-fA-F]{6}$/, "a CSS hex colour such as #b42318").optional(),
});

const rect = z.strictObject({ x: z.number().min(0), y: z.number().min(0), width: z.number().positive(), height: z.number().positive() });

const regionDef = z.strictObject({
  name: z.string().min(1),
  field: z.string(),
  rect,
  fontPt: z.number().positive(),
  minFontPt: z.number().positive(),
  style: z.enum(["regular", "medium", "italic", "bold", "mono", "monoBold"]).optional(),
  align: z.enum(["left", "center", "right"]).optional(),
  prefix: z.string().optional(),
  panel: z.boolean().optional(),
  text: z.string().optional(),
});

const faceDef = z.strictObject({
  key,
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
  orientation: z.enum(["portrait", "landscape"]),
  borderMm: z.number().min(0).optional(),
  picture: rect.optional(),
  regions: z.array(regionDef).max(LIST_CAP),
});

const comparand = z.union([z.number().finite(), z.strictObject({ field: z.string() })]);

const condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ field: z.string(), equals: fieldValue }),
    z.strictObject({ field: z.string(), in: z.array(fieldValue).max(LIST_CAP) }),
    z.strictObject({ field: z.string(), matches: z.string() }),
    z.strictObject({ field: z.string(), empty: z.boolean() }),
    z.strictObject({ field: z.string(), inPackList: z.string().min(1) }),
    z.strictObject({ field: z.string(), atLeast: comparand }),
    z.strictObject({ field: z.string(), atMost: comparand }),
    z.strictObject({ all: z.array(condition).max(LIST_CAP) }),
    z.strictObject({ any: z.array(condition).max(LIST_CAP) }),
    z.strictObject({ not: condition }),
  ]),
);

const systemCard = z.strictObject({
  identifier: z.string(),
  copies: z.number().int().min(1),
  type: z.string(),
  fields: z.record(z.string(), fieldValue),
});
const deckExample = z.strictObject({ cards: z.array(systemCard).max(LIST_CAP) });

const ruleBase = {
  code: z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "a code is letters, digits and dashes"),
  severity: z.enum(["error", "warning"]),
  message: z.string().min(1),
  source: z.string().optional(),
};
const deckExamples = z.strictObject({ bad: deckExample, good: deckExample });

const cardRuleDef = z.strictObject({
  ...ruleBase,
  kind: z.literal("card"),
  when: condition.optional(),
  check: condition,
  field: z.string(),
  examples: z.strictObject({ bad: systemCard, good: systemCard }),
});

const deckRuleDef = z.discriminatedUnion("kind", [
  z.strictObject({ ...ruleBase, examples: deckExamples, kind: z.literal("count"), where: condition.optional(), min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() }),
  z.strictObject({ ...ruleBase, examples: deckExamples, kind: z.literal("maxPerValue"), field: z.string(), max: z.number().int().min(0), where: condition.optional() }),
  z.strictObject({ ...ruleBase, examples: deckExamples, kind: z.literal("sameAsAnchor"), field: z.string(), anchor: condition, where: condition.optional() }),
  z.strictObject({ ...ruleBase, examples: deckExamples, kind: z.literal("distinct"), field: z.string(), groupBy: z.string().optional(), where: condition.optional() }),
  z.strictObject({
    ...ruleBase,
    examples: deckExamples,
    kind: z.literal("referenced"),
    field: z.string(),
    by: z.string(),
    check: condition,
    checkField: z.string(),
    where: condition.optional(),
  }),
  z.strictObject({
    ...ruleBase,
    examples: deckExamples,
    kind: z.literal("countEquals"),
    where: condition.optional(),
    base: z.number().int().min(0),
    plus: z.array(z.strictObject({ times: z.number().int(), where: condition })).max(20, "at most 20 terms"),
  }),
]);

/** The shape of a `SystemDefinition` (references between its parts are checked by `checkDefinition`). */
export const systemDefinitionSchema = z.strictObject({
  key,
  name: z.string().min(1),
  description: z.string().min(1),
  deckNoun: z.string().min(1),
  fields: z.array(fieldDef).min(1).max(LIST_CAP),
  cardTypes: z.array(cardTypeDef).min(1).max(LIST_CAP),
  faces: z.array(faceDef).min(1).max(LIST_CAP),
  backs: z.discriminatedUnion("by", [z.strictObject({ by: z.literal("one") }), z.strictObject({ by: z.literal("field"), field: z.string() })]),
  cardRules: z.array(cardRuleDef).max(LIST_CAP),
  deckRules: z.array(deckRuleDef).max(LIST_CAP),
  packLists: z.record(z.string(), z.array(z.string()).max(LIST_CAP)).optional(),
  table: tableSchema(condition).optional(),
});

// The schema's output must be usable as a SystemDefinition (a compile-time check, no runtime cost).
const _assignable: (d: z.infer<typeof systemDefinitionSchema>) => SystemDefinition = (d) => d;
void _assignable;

/** One problem of a definition: where (`cardTypes[1].fields[3]`) and what, in words. */
export interface DefinitionIssue {
  readonly path: string;
  readonly message: string;
}

export type DefinitionCheck = { readonly ok: true; readonly definition: SystemDefinition } | { readonly ok: false; readonly issues: readonly DefinitionIssue[] };

/** `a.b[2].c` from zod's path segments. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out === "" ? String(seg) : `.${String(seg)}`;
  return out;
}

/** Pseudo-fields rules and regions may name besides the definition's fields. */
const RULE_PSEUDO = new Set(["$type", "$identifier", "$copies"]);
const EPSILON = 1e-9;

function inside(r: RectMm, width: number, height: number): boolean {
  return r.x + r.width <= width + EPSILON && r.y + r.height <= height + EPSILON;
}

/** The reference problems of a definition whose shape is valid. */
export function referenceIssues(def: SystemDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const fieldKeys = new Set(def.fields.map((f) => f.key));
  const faceKeys = new Set(def.faces.map((f) => f.key));
  const typeKeys = new Set(def.cardTypes.map((t) => t.key));

  const unique = (keys: readonly string[], path: (i: number) => string, what: string) => {
    const seen = new Set<string>();
    keys.forEach((k, i) => {
      if (seen.has(k)) add(path(i), `${what} "${k}" is used twice; keys must be unique.`);
      seen.add(k);
    });
  };
  unique(def.fields.map((f) => f.key), (i) => `fields[${i}].key`, "The field key");
  unique(def.cardTypes.map((t) => t.key), (i) => `cardTypes[${i}].key`, "The card type key");
  unique(def.faces.map((f) => f.key), (i) => `faces[${i}].key`, "The face key");
  const codes = [...def.cardRules.map((r) => r.code), ...def.deckRules.map((r) => r.code)];
  unique(codes, (i) => (i < def.cardRules.length ? `cardRules[${i}].code` : `deckRules[${i - def.cardRules.length}].code`), "The rule code");

  const pattern = (p: string, path: string) => {
    if (compilePattern(p) === null) add(path, `The pattern ${JSON.stringify(p)} is not a valid regular expression.`);
  };

  def.fields.forEach((f, i) => {
    const t = f.type;
    if (t.kind === "text" && t.pattern !== undefined) pattern(t.pattern, `fields[${i}].type.pattern`);
    if (t.kind === "int" && t.min !== undefined && t.max !== undefined && t.min > t.max) add(`fields[${i}].type`, `min ${t.min} is above max ${t.max}.`);
    if (t.kind === "enum") {
      for (const [alias, target] of Object.entries(t.aliases ?? {})) {
        if (!t.values.includes(target)) add(`fields[${i}].type.aliases.${alias}`, `The alias points to "${target}", which is not one of the values.`);
      }
      if (f.default !== undefined && (typeof f.default !== "string" || !t.values.includes(f.default))) {
        add(`fields[${i}].default`, `The default ${JSON.stringify(f.default)} is not one of the values.`);
      }
    }
  });

  def.cardTypes.forEach((t, i) => {
    t.fields.forEach((k, j) => {
      if (!fieldKeys.has(k)) add(`cardTypes[${i}].fields[${j}]`, `The field "${k}" is not defined in "fields".`);
      if (t.fields.indexOf(k) !== j) add(`cardTypes[${i}].fields[${j}]`, `The field "${k}" is listed twice.`);
    });
    (t.required ?? []).forEach((k, j) => {
      if (!t.fields.includes(k)) add(`cardTypes[${i}].required[${j}]`, `The required field "${k}" is not among this type's fields.`);
    });
    const face = t.face;
    if (typeof face === "string") {
      if (!faceKeys.has(face)) add(`cardTypes[${i}].face`, `The face "${face}" is not defined in "faces".`);
    } else {
      if (!t.fields.includes(face.byField)) add(`cardTypes[${i}].face.byField`, `The field "${face.byField}" is not among this type's fields.`);
      for (const [value, f] of Object.entries(face.faces)) {
        if (!faceKeys.has(f)) add(`cardTypes[${i}].face.faces.${value}`, `The face "${f}" is not defined in "faces".`);
      }
      if (!faceKeys.has(face.default)) add(`cardTypes[${i}].face.default`, `The face "${face.default}" is not defined in "faces".`);
    }
  });

  def.faces.forEach((face, i) => {
    if (face.picture !== undefined && !inside(face.picture, face.widthMm, face.heightMm)) {
      add(`faces[${i}].picture`, `The picture reaches outside the ${face.widthMm} x ${face.heightMm} mm face.`);
    }
    unique(face.regions.map((r) => r.name), (j) => `faces[${i}].regions[${j}].name`, "The region name");
    face.regions.forEach((r, j) => {
      const path = `faces[${i}].regions[${j}]`;
      if (r.field !== "$identifier" && !fieldKeys.has(r.field)) add(`${path}.field`, `The field "${r.field}" is not defined in "fields" (or use "$identifier").`);
      if (!inside(r.rect, face.widthMm, face.heightMm)) add(`${path}.rect`, `The region "${r.name}" reaches outside the ${face.widthMm} x ${face.heightMm} mm face.`);
      if (r.minFontPt > r.fontPt) add(`${path}.minFontPt`, `minFontPt ${r.minFontPt} is above fontPt ${r.fontPt}.`);
      for (const k of r.text === undefined ? [] : templateKeys(r.text)) {
        if (k !== "$identifier" && !fieldKeys.has(k)) add(`${path}.text`, `The template names "{${k}}", which is not a field; use a field's key in braces, e.g. "{${[...fieldKeys][0] ?? "name"}}", or "{$identifier}".`);
      }
    });
  });

  if (def.backs.by === "field" && !fieldKeys.has(def.backs.field)) add("backs.field", `The field "${def.backs.field}" is not defined in "fields".`);

  const ruleField = (k: string, path: string) => {
    if (!fieldKeys.has(k) && !RULE_PSEUDO.has(k)) add(path, `The field "${k}" is not defined in "fields" (or use "$type", "$identifier").`);
  };
  const numeric = (k: string) => k === "$copies" || def.fields.find((f) => f.key === k)?.type.kind === "int";
  const cond = (c: Condition, path: string) => {
    for (const k of conditionFields(c)) ruleField(k, path);
    for (const k of comparisonFields(c)) {
      if ((fieldKeys.has(k) || RULE_PSEUDO.has(k)) && !numeric(k)) add(path, `"${k}" is not a whole-number field: atLeast and atMost compare numbers only (an int field or "$copies").`);
    }
    walkPatterns(c, (p) => pattern(p, path));
  };
  const exampleType = (card: { readonly type: string }, path: string) => {
    if (!typeKeys.has(card.type) && !(card.type === "" && def.cardTypes.length === 1)) add(`${path}.type`, `The card type "${card.type}" is not defined in "cardTypes".`);
  };
  def.cardRules.forEach((r, i) => {
    const path = `cardRules[${i}]`;
    ruleField(r.field, `${path}.field`);
    if (r.when !== undefined) cond(r.when, `${path}.when`);
    cond(r.check, `${path}.check`);
    exampleType(r.examples.bad, `${path}.examples.bad`);
    exampleType(r.examples.good, `${path}.examples.good`);
  });
  def.deckRules.forEach((r, i) => {
    const path = `deckRules[${i}]`;
    if (r.where !== undefined) cond(r.where, `${path}.where`);
    if (r.kind === "count" && r.min !== undefined && r.max !== undefined && r.min > r.max) add(path, `min ${r.min} is above max ${r.max}.`);
    if (r.kind === "countEquals") r.plus.forEach((t, j) => cond(t.where, `${path}.plus[${j}].where`));
    if (r.kind !== "count" && r.kind !== "countEquals") ruleField(r.field, `${path}.field`);
    if (r.kind === "sameAsAnchor") cond(r.anchor, `${path}.anchor`);
    if (r.kind === "distinct" && r.groupBy !== undefined) ruleField(r.groupBy, `${path}.groupBy`);
    if (r.kind === "referenced") {
      ruleField(r.by, `${path}.by`);
      ruleField(r.checkField, `${path}.checkField`);
      cond(r.check, `${path}.check`);
    }
    r.examples.bad.cards.forEach((c, j) => exampleType(c, `${path}.examples.bad.cards[${j}]`));
    r.examples.good.cards.forEach((c, j) => exampleType(c, `${path}.examples.good.cards[${j}]`));
  });
  if (def.table !== undefined) {
    issues.push(...tableIssues(def.table));
    for (const c of tableConditions(def.table)) cond(c.condition, c.path);
  }
  return issues;
}

function walkPatterns(c: Condition, visit: (pattern: string) => void): void {
  if ("all" in c) c.all.forEach((x) => walkPatterns(x, visit));
  else if ("any" in c) c.any.forEach((x) => walkPatterns(x, visit));
  else if ("not" in c) walkPatterns(c.not, visit);
  else if ("matches" in c) visit(c.matches);
}

/**
 * Checks a definition read from JSON: its shape (zod), then its references. Never throws; on
 * failure every issue found is listed with its path.
 */
export function checkDefinition(json: unknown): DefinitionCheck {
  const parsed = systemDefinitionSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
  }
  const definition: SystemDefinition = parsed.data;
  const issues = referenceIssues(definition);
  return issues.length === 0 ? { ok: true, definition } : { ok: false, issues };
}
