/**
 * What a change of a system definition does to the cards already stored (docs/systems.md,
 * "Changing a system that has cards"). Pure: no database, no framework.
 *
 * The editor sends explicit renames (`{ from, to }` for a field, `{ from, to, of: "cardType" }`
 * for a card type), so a key edited in the form moves the values instead of dropping them and
 * adding an empty field. Every stored value then meets one fate:
 * - kept: the new definition takes it as it is (an enum value the new list lacks is kept and
 *   lint reports it; it is the domain, not the format);
 * - moved: its field was renamed, the value goes to the new key;
 * - converted: the field's JSON type changed and the value has a faithful spelling in the new
 *   type (3 -> "3", "12" -> 12, true -> "true", "yes" -> true);
 * - dropped: the field is gone from the card's type, or the value has no spelling in the new
 *   type ("twelve" for an int). The card revision written before keeps it.
 * A card whose type is gone (and not renamed) is `blocked`: no confirmation turns it into
 * another type; the designer moves or deletes those cards first.
 */
import { checkCardFormat, findCardType } from "./card-format";
import type { CardFields, FieldDef, FieldValue, SystemCard, SystemDefinition } from "./types";

/** A rename the editor recorded: a field (default) or a card type. */
export interface DefinitionRename {
  readonly from: string;
  readonly to: string;
  readonly of?: "field" | "cardType";
}

/** A stored card as the diff reads it. */
export interface StoredCardFacts {
  readonly packId: string;
  readonly packName: string;
  readonly type: string;
  readonly fields: CardFields;
}

export type ValueOutcome = "moved" | "converted" | "dropped" | "blocked" | "kept";

export type ChangeKind = "fieldRenamed" | "fieldRemoved" | "fieldTypeChanged" | "enumValuesRemoved" | "cardTypeRenamed" | "cardTypeRemoved";

/** One change that touches stored cards, with the cards (and packs) it touches. */
export interface DefinitionChange {
  readonly kind: ChangeKind;
  /** The field or card type key as stored. */
  readonly key: string;
  /** The new key of a rename. */
  readonly to?: string;
  /** For fieldTypeChanged: the old and new kind ("int", "text", ...). */
  readonly fromKind?: string;
  readonly toKind?: string;
  readonly outcome: ValueOutcome;
  /** Cards with a value (or, for card types, of that type) this change touches. */
  readonly cards: number;
  readonly packs: readonly { readonly id: string; readonly name: string; readonly cards: number }[];
  /** One sentence for the editor ("Renaming `colour` to `color` moves the values of 40 cards in 2 packs (…)"). */
  readonly message: string;
}

/** The impact of a change on every stored card. */
export interface DefinitionImpact {
  readonly changes: readonly DefinitionChange[];
  /** Distinct cards with a value dropped or converted: the count `confirm.cards` must repeat. */
  readonly confirmCards: number;
  /** Distinct cards whose stored fields or type change at all (moved, converted or dropped). */
  readonly changedCards: number;
  /** Distinct cards of a removed card type: the change cannot be saved while they exist. */
  readonly blockedCards: number;
}

/** One problem with the renames list, at `renames[i].<path>`. */
export interface RenameIssue {
  readonly path: string;
  readonly message: string;
}

const fieldOf = (definition: SystemDefinition, key: string): FieldDef | undefined => definition.fields.find((f) => f.key === key);

/**
 * Problems with `renames` against the two definitions: `from` must be a key of the stored one
 * that the new one no longer has, `to` a key of the new one that the stored one did not have,
 * and no key renamed twice.
 */
export function checkRenames(before: SystemDefinition, after: SystemDefinition, renames: readonly DefinitionRename[]): RenameIssue[] {
  const issues: RenameIssue[] = [];
  const seenFrom = new Set<string>();
  const seenTo = new Set<string>();
  renames.forEach((r, i) => {
    const cardType = r.of === "cardType";
    const what = cardType ? "card type" : "field";
    const had = (d: SystemDefinition, k: string) => (cardType ? findCardType(d, k) !== undefined : fieldOf(d, k) !== undefined);
    const id = `${r.of ?? "field"}:`;
    if (!had(before, r.from)) issues.push({ path: `renames[${i}].from`, message: `the stored system has no ${what} "${r.from}"; rename only a key that was saved before` });
    else if (had(after, r.from)) issues.push({ path: `renames[${i}].from`, message: `the ${what} "${r.from}" is still in the new definition; a renamed key is gone under its old name` });
    if (!had(after, r.to)) issues.push({ path: `renames[${i}].to`, message: `the new definition has no ${what} "${r.to}"; the rename must name the key it is saved under` });
    else if (had(before, r.to)) issues.push({ path: `renames[${i}].to`, message: `the ${what} "${r.to}" was already in the stored system; values cannot move onto a key that has its own` });
    if (seenFrom.has(id + r.from)) issues.push({ path: `renames[${i}].from`, message: `"${r.from}" is renamed twice; keep one rename` });
    if (seenTo.has(id + r.to)) issues.push({ path: `renames[${i}].to`, message: `two keys are renamed to "${r.to}"; keep one rename` });
    seenFrom.add(id + r.from);
    seenTo.add(id + r.to);
  });
  return issues;
}

/** `value` spelt in `field`'s JSON type, or undefined when it has no faithful spelling there. */
export function convertValue(field: FieldDef, value: FieldValue): FieldValue | undefined {
  const kind = field.type.kind;
  if (value === null) return undefined;
  switch (kind) {
    case "text":
    case "richText":
    case "attributeText":
    case "enum":
      return typeof value === "string" ? value : String(value);
    case "int": {
      if (typeof value === "number") return Number.isSafeInteger(value) ? value : undefined;
      if (typeof value === "string" && /^\s*-?\d{1,15}\s*$/.test(value)) return Number.parseInt(value, 10);
      return undefined;
    }
    case "bool": {
      if (typeof value === "boolean") return value;
      const text = String(value).trim().toLowerCase();
      if (["true", "yes", "1"].includes(text)) return true;
      if (["false", "no", "0", ""].includes(text)) return false;
      return undefined;
    }
    case "image":
      return undefined;
  }
}

/** The card as the new definition stores it, with the fate of each value. */
export function migrateCard(before: SystemDefinition, after: SystemDefinition, renames: readonly DefinitionRename[], card: Pick<SystemCard, "type" | "fields">): Pick<SystemCard, "type" | "fields"> & {
  readonly changed: boolean;
  /** Change key (see `changeKey`) -> outcome, one per touched value. */
  readonly events: readonly { readonly kind: ChangeKind; readonly key: string; readonly outcome: ValueOutcome }[];
} {
  const typeRename = renames.find((r) => r.of === "cardType" && r.from === card.type);
  const events: { kind: ChangeKind; key: string; outcome: ValueOutcome }[] = [];
  const type = typeRename?.to ?? card.type;
  if (typeRename !== undefined) events.push({ kind: "cardTypeRenamed", key: card.type, outcome: "moved" });
  const newType = findCardType(after, type);
  if (newType === undefined) {
    // Only a type the stored system had is "removed"; a card already of an unknown type is left alone.
    if (findCardType(before, card.type) !== undefined) events.push({ kind: "cardTypeRemoved", key: card.type, outcome: "blocked" });
    return { type: card.type, fields: card.fields, changed: false, events };
  }
  const fields: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(card.fields)) {
    const rename = renames.find((r) => (r.of ?? "field") === "field" && r.from === key);
    const newKey = rename?.to ?? key;
    const field = fieldOf(after, newKey);
    if (field === undefined || !newType.fields.includes(newKey)) {
      events.push({ kind: "fieldRemoved", key, outcome: "dropped" });
      continue;
    }
    const checked = checkCardFormat(after, { type, fields: { [newKey]: value } });
    const asIs = checked.ok ? checked.fields[newKey] : undefined;
    if (asIs !== undefined) {
      fields[newKey] = asIs;
      if (rename !== undefined) events.push({ kind: "fieldRenamed", key, outcome: "moved" });
      if (leftOffList(fieldOf(before, key), field, asIs)) events.push({ kind: "enumValuesRemoved", key, outcome: "kept" });
      continue;
    }
    const converted = convertValue(field, value);
    const oldKind = fieldOf(before, key)?.type.kind ?? "unknown";
    if (converted !== undefined && checkCardFormat(after, { type, fields: { [newKey]: converted } }).ok) {
      fields[newKey] = converted;
      events.push({ kind: "fieldTypeChanged", key, outcome: "converted" });
    } else {
      events.push({ kind: oldKind === field.type.kind ? "fieldRemoved" : "fieldTypeChanged", key, outcome: "dropped" });
    }
    if (rename !== undefined) events.push({ kind: "fieldRenamed", key, outcome: "moved" });
  }
  const changed = type !== card.type || JSON.stringify(fields) !== JSON.stringify(card.fields);
  return { type, fields, changed, events };
}

/** True when `value` was one of `before`'s listed values and `after` (an enum too) lists it no more. */
function leftOffList(before: FieldDef | undefined, after: FieldDef, value: FieldValue): boolean {
  if (before?.type.kind !== "enum" || after.type.kind !== "enum" || typeof value !== "string") return false;
  return before.type.values.includes(value) && !after.type.values.includes(value) && after.type.aliases?.[value] === undefined;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function sentence(change: Omit<DefinitionChange, "message">): string {
  const packs = change.packs.map((p) => `${p.name}: ${p.cards}`).join(", ");
  const where = `${plural(change.cards, "card")} in ${plural(change.packs.length, "pack")} (${packs})`;
  switch (change.kind) {
    case "fieldRenamed":
      return `Renaming \`${change.key}\` to \`${change.to ?? ""}\` moves the values of ${where}.`;
    case "fieldRemoved":
      return `Removing \`${change.key}\` drops the values of ${where}; card revisions keep them.`;
    case "fieldTypeChanged":
      return change.outcome === "converted"
        ? `Changing \`${change.key}\` from ${change.fromKind ?? "?"} to ${change.toKind ?? "?"} converts the values of ${where}; card revisions keep the old ones.`
        : `Changing \`${change.key}\` from ${change.fromKind ?? "?"} to ${change.toKind ?? "?"} drops the values of ${where} that the new type cannot hold; card revisions keep them.`;
    case "enumValuesRemoved":
      return `\`${change.key}\` no longer lists values that ${where} use: the values are kept and lint reports them.`;
    case "cardTypeRenamed":
      return `Renaming the card type \`${change.key}\` to \`${change.to ?? ""}\` moves ${where}.`;
    case "cardTypeRemoved":
      return `Removing the card type \`${change.key}\` would leave ${where} without a type: move them to another type or delete them first; this change cannot be saved while they exist.`;
  }
}

/** The impact of changing `before` to `after` (with `renames`) on `cards`. */
export function definitionImpact(before: SystemDefinition, after: SystemDefinition, renames: readonly DefinitionRename[], cards: Iterable<StoredCardFacts>): DefinitionImpact {
  const groups = new Map<string, { kind: ChangeKind; key: string; outcome: ValueOutcome; cards: number; packs: Map<string, { id: string; name: string; cards: number }> }>();
  let confirmCards = 0;
  let changedCards = 0;
  let blockedCards = 0;
  for (const card of cards) {
    const migrated = migrateCard(before, after, renames, card);
    if (migrated.changed) changedCards += 1;
    if (migrated.events.some((e) => e.outcome === "dropped" || e.outcome === "converted")) confirmCards += 1;
    if (migrated.events.some((e) => e.outcome === "blocked")) blockedCards += 1;
    const seen = new Set<string>();
    for (const event of migrated.events) {
      const id = `${event.kind}\u0000${event.key}\u0000${event.outcome}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const group = groups.get(id) ?? { ...event, cards: 0, packs: new Map() };
      group.cards += 1;
      const pack = group.packs.get(card.packId) ?? { id: card.packId, name: card.packName, cards: 0 };
      pack.cards += 1;
      group.packs.set(card.packId, pack);
      groups.set(id, group);
    }
  }
  const changes = [...groups.values()].map((g) => {
    const rename = renames.find((r) => r.from === g.key && (r.of ?? "field") === (g.kind.startsWith("cardType") ? "cardType" : "field"));
    const base: Omit<DefinitionChange, "message"> = {
      kind: g.kind,
      key: g.key,
      ...(rename !== undefined && (g.kind === "fieldRenamed" || g.kind === "cardTypeRenamed") ? { to: rename.to } : {}),
      ...(g.kind === "fieldTypeChanged"
        ? { fromKind: fieldOf(before, g.key)?.type.kind ?? "?", toKind: fieldOf(after, rename?.to ?? g.key)?.type.kind ?? "?" }
        : {}),
      outcome: g.outcome,
      cards: g.cards,
      packs: [...g.packs.values()].sort((a, b) => b.cards - a.cards || a.name.localeCompare(b.name)),
    };
    return { ...base, message: sentence(base) };
  });
  return { changes, confirmCards, changedCards, blockedCards };
}
