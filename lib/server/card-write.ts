/**
 * What a card write stores (internal to lib/server): the changes of createCard / updateCard, in
 * either shape, merged into the card as it is and checked with checkCardFormat against the pack's
 * system. A format error throws a 422 naming the path and nothing is written; a value outside
 * its domain is stored (lint reports it).
 */
import { cardTypeHasPicture, checkCardFormat, findCardType } from "@/lib/systems/card-format";
import { resolveSystem } from "./systems/resolve";
import type { CardFields as SystemFields, SystemDefinition } from "@/lib/systems/types";
import { hasEraPackFile } from "@/lib/packs/schema";
import { fromGotCgsView, gotCgsView, storeFields, type GotCgsView } from "./card-fields";
import type { Card } from "@/generated/prisma/client";
import type { Tx } from "./db";
import { notFound, validationError } from "./errors";
import { goldOnlyIssues, type ParsedCardChanges as ParsedChanges } from "./validation";

/** The stored state a write starts from (null for a new card). */
export interface CardBase {
  readonly type: string;
  readonly fields: SystemFields;
  readonly pictureId: string | null;
  readonly imagePath: string | null;
}

const GOT_KEYS = ["format", "orientation", "directive", "attributes", "lore"] as const;

/** The system definition of the pack that holds era `eraId`, with the pack's id; 404 for an unknown era. */
export async function eraSystem(tx: Tx, eraId: string): Promise<{ packId: string; definition: SystemDefinition }> {
  const era = await tx.deck.findUnique({ where: { id: eraId }, select: { packId: true, pack: { select: { system: true } } } });
  if (era === null) throw notFound("era deck", eraId);
  return { packId: era.packId, definition: await systemDefinition(tx, era.pack.system) };
}

/** The definition of a stored pack's system, built-in or stored (a key this server does not have is a 422). */
export async function systemDefinition(tx: Tx, key: string): Promise<SystemDefinition> {
  const system = await resolveSystem(tx, key);
  if (system === null) throw validationError([{ path: "system", message: `this pack's game system "${key}" is not installed` }]);
  return system.definition;
}

/**
 * The type and fields to store for `changes` applied to `base` (null: a new card). `fields`
 * are merged key by key into the stored ones; a key given as null is cleared (it takes its
 * default). Throws a 422 (AppError validation) for a format error. Returns null when neither
 * type nor fields change.
 */
export function resolveCardWrite(definition: SystemDefinition, base: CardBase | null, changes: ParsedChanges): Pick<Card, "type" | "fields"> | null {
  const gotKeys = GOT_KEYS.filter((k) => changes[k] !== undefined);
  const newShape = changes.type !== undefined || changes.fields !== undefined;
  if (gotKeys.length > 0 && newShape) {
    throw validationError([{ path: gotKeys[0] ?? "fields", message: "send either type and fields or GOT CGS's format/orientation/directive/attributes/lore, not both" }]);
  }
  const pictureId = changes.pictureId !== undefined ? changes.pictureId : (base?.pictureId ?? null);
  const imagePath = changes.imagePath !== undefined ? changes.imagePath : (base?.imagePath ?? null);
  // GOT CGS requests in the old shape (its editor sends them) keep their checks and messages:
  // the cards of a system whose pack file has era decks (lib/packs/schema.ts) have that shape.
  const eraCards = hasEraPackFile(definition.key);
  if (gotKeys.length > 0 || (!newShape && eraCards)) {
    if (!eraCards) {
      throw validationError(gotKeys.map((k) => ({ path: k, message: `a ${definition.name} card has no "${k}": send its type and fields` })));
    }
    return resolveGotCgs(definition, base, changes, pictureId, imagePath);
  }
  if (!newShape && base !== null) {
    checkPicture(definition, base.type, pictureId, imagePath);
    return null;
  }
  const type = changes.type ?? base?.type ?? definition.cardTypes[0]?.key ?? "";
  const cardType = findCardType(definition, type);
  // A card changing type keeps the fields its new type has too (the others would be unknown fields).
  const kept = base === null ? {} : base.type === type || cardType === undefined ? base.fields : pick(base.fields, cardType.fields);
  // null clears a field (absent: it takes its default).
  const merged = Object.fromEntries(Object.entries({ ...kept, ...(changes.fields ?? {}) }).filter(([, v]) => v !== null));
  const checked = checkCardFormat(definition, { type, fields: merged });
  if (!checked.ok) throw validationError(checked.issues, "This card does not fit its game system; nothing was saved");
  const text = storeFields(checked.fields);
  if (text.length > 200_000) throw validationError([{ path: "fields", message: "the card's fields are too long: at most 200000 characters of JSON" }]);
  checkPicture(definition, type, pictureId, imagePath);
  return { type, fields: text };
}

function resolveGotCgs(
  definition: SystemDefinition,
  base: CardBase | null,
  changes: ParsedChanges,
  pictureId: string | null,
  imagePath: string | null,
): Pick<Card, "type" | "fields"> {
  const before: GotCgsView = base === null ? { format: "silver", orientation: null, directive: "", attributes: "", lore: "" } : gotCgsView(base.type, base.fields);
  const view: GotCgsView = {
    format: changes.format ?? before.format,
    orientation: changes.orientation !== undefined ? changes.orientation : before.orientation,
    directive: changes.directive ?? before.directive,
    attributes: changes.attributes ?? before.attributes,
    lore: changes.lore ?? before.lore,
  };
  const issues = goldOnlyIssues({ format: view.format, orientation: view.orientation, pictureId, imagePath });
  if (issues.length > 0) throw validationError(issues, "This card is silver");
  const { type, fields } = fromGotCgsView(view);
  // The old shape's zod limits already hold; this keeps the two shapes on one check.
  const checked = checkCardFormat(definition, { type, fields });
  if (!checked.ok) throw validationError(checked.issues);
  return { type, fields: storeFields(checked.fields) };
}

/** 422 when the card type shows no picture of its own but the card would carry one. */
function checkPicture(definition: SystemDefinition, typeKey: string, pictureId: string | null, imagePath: string | null): void {
  const type = findCardType(definition, typeKey);
  if (type === undefined || cardTypeHasPicture(definition, type)) return;
  const path = pictureId !== null ? "pictureId" : imagePath !== null ? "imagePath" : null;
  if (path !== null) throw validationError([{ path, message: `a ${type.label} card has no picture of its own; remove it` }]);
}

function pick(fields: SystemFields, keys: readonly string[]): SystemFields {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => keys.includes(k)));
}
