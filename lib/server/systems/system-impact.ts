/**
 * What a system change does to the stored cards of its packs (docs/systems.md, "Changing a system
 * that has cards"): reads every card of every pack of the system and hands them to the pure diff
 * (lib/systems/definition-diff.ts). `systemImpact` answers `POST /api/systems/{key}/impact`
 * (nothing is saved); `updateSystem` uses the same reading inside its transaction.
 */
import { z } from "zod";
import { checkRenames, definitionImpact, type DefinitionImpact, type DefinitionRename, type StoredCardFacts } from "@/lib/systems/definition-diff";
import type { SystemDefinition } from "@/lib/systems/types";
import { parseStoredFields } from "../card-fields";
import type { Db, Tx } from "../db";
import { notFound, validationError } from "../errors";
import { dbOf } from "../tx";
import type { CardDto, DbOptions } from "../types";
import { parseField } from "../validation";
import { checkedDefinition, refuseBuiltIn } from "./document";
import { requireSystemEditor } from "./require-owner";
import { storedSystem } from "./resolve";

/** At most this many renames in one change (a definition has at most a few hundred keys). */
export const MAX_RENAMES = 200;

const keySchema = z.string().min(1, "must not be empty").max(100, "at most 100 characters");

export const renamesSchema = z
  .array(z.strictObject({ from: keySchema, to: keySchema, of: z.enum(["field", "cardType"]).optional() }), { error: 'send renames as a list: [{ "from": "colour", "to": "color" }]' })
  .max(MAX_RENAMES, `at most ${MAX_RENAMES} renames in one change; save the change in parts`);

export const confirmSchema = z.strictObject({
  cards: z.number({ error: "send the number of cards the change touches, as the server counted it (POST /api/systems/{key}/impact gives it)" }).int().min(0),
});

/** The renames of a body (absent: none), or a 422 at `renames`. */
export function parseRenames(value: unknown): DefinitionRename[] {
  return value === undefined ? [] : parseField("renames", renamesSchema, value);
}

/** Every card of every pack of system `key`, in pack and deck order, as the diff reads it plus the row's id and version (the change rewrites it). */
export async function cardsOfSystem(db: Db | Tx, key: string): Promise<(StoredCardFacts & Pick<CardDto, "id" | "version">)[]> {
  const rows = await db.card.findMany({
    where: { deck: { pack: { system: key } } },
    select: { id: true, version: true, type: true, fields: true, deck: { select: { pack: { select: { id: true, name: true } } } } },
    orderBy: [{ deckId: "asc" }, { position: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, version: r.version, packId: r.deck.pack.id, packName: r.deck.pack.name, type: r.type, fields: parseStoredFields(r.fields) }));
}

/** The impact on `cards`; a 422 at `renames[i]` when a rename does not fit the two definitions. */
export function impactOn(before: SystemDefinition, after: SystemDefinition, renames: readonly DefinitionRename[], cards: readonly StoredCardFacts[]): DefinitionImpact {
  const issues = checkRenames(before, after, renames);
  if (issues.length > 0) throw validationError(issues, "The renames do not fit the system; nothing was saved");
  return definitionImpact(before, after, renames, cards);
}

export interface SystemImpactOptions extends DbOptions {
  readonly key: string;
  readonly definition: unknown;
  readonly renames?: readonly DefinitionRename[];
}

/** The impact of saving `definition` over system `key`, with the stored revision; nothing is written. */
export async function systemImpact(options: SystemImpactOptions): Promise<DefinitionImpact & { readonly revision: number }> {
  refuseBuiltIn(options.key);
  requireSystemEditor();
  const after = checkedDefinition(options.definition);
  const db = dbOf(options);
  const row = await db.system.findUnique({ where: { key: options.key }, select: { key: true, revision: true, definition: true } });
  if (row === null) throw notFound("game system", options.key);
  const impact = impactOn(storedSystem(row).definition, after, options.renames ?? [], await cardsOfSystem(db, options.key));
  return { ...impact, revision: row.revision };
}
