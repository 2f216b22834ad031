/**
 * updateSystem: replaces a stored system's definition with a checked one, as the next revision
 * (every revision is kept). A built-in key is read-only (405); a stale revision is a 409 carrying
 * the stored document, so an editor keeps what was typed and can show both.
 *
 * Cards of the system's packs follow in the same transaction (docs/systems.md, "Changing a system
 * that has cards"): renamed fields and card types move their values, each changed card gets a new
 * version and a card revision (the revision of the version before keeps the old values). A change
 * that would drop or convert values is refused with a 409 carrying `impact` (per change, the cards
 * and packs it touches and what becomes of the values) unless `confirm.cards` repeats the count
 * the server computed; a change that removes a card type that cards still have is always refused
 * (409 with `impact`, `blocked`). Lint reads the stored definition on every request (no stored
 * findings), so the packs re-lint at once with the new revision.
 */
import { AppError, notFound, validationError } from "../errors";
import { dbOf, writeTransaction } from "../tx";
import type { DbOptions } from "../types";
import { checkedDefinition, refuseBuiltIn, systemDocument } from "./document";
import type { SystemRef } from "./create-system";
import { actingId, requireSystemEditor } from "./require-owner";
import { storedSystem } from "./resolve";
import type { DefinitionImpact, DefinitionRename } from "@/lib/systems/definition-diff";
import { migrateCard } from "@/lib/systems/definition-diff";
import { revisionData } from "../dto";
import { storeFields } from "../card-fields";
import { cardsOfSystem, impactOn } from "./system-impact";

export interface UpdateSystemOptions extends DbOptions {
  readonly key: string;
  /** The revision the definition was loaded at. */
  readonly revision: number;
  readonly definition: unknown;
  /** The renames the editor recorded (checked against both definitions). */
  readonly renames?: readonly DefinitionRename[];
  /** The count of cards whose values are dropped or converted, as the server computed it. */
  readonly confirm?: { readonly cards: number };
}

/** The new revision, and what happened to the cards. */
export interface UpdateSystemResult extends SystemRef {
  /** Cards rewritten (moved, converted or dropped values), each with a new version and revision. */
  readonly cardsChanged: number;
  readonly impact: DefinitionImpact;
}

/** 405 built-in, 403 role, 404 unknown, 422 bad definition, changed key or bad renames, 409 stale revision or unconfirmed impact. */
export async function updateSystem(options: UpdateSystemOptions): Promise<UpdateSystemResult> {
  refuseBuiltIn(options.key);
  requireSystemEditor();
  const definition = checkedDefinition(options.definition);
  if (definition.key !== options.key) {
    throw validationError(
      [{ path: "definition.key", message: `the key is "${options.key}"; a system's key does not change (make a copy under the new key instead)` }],
      "The definition's key differs from the system's",
    );
  }
  const text = JSON.stringify(definition);
  return writeTransaction(dbOf(options), async (tx) => {
    const row = await tx.system.findUnique({ where: { key: options.key }, select: { id: true, key: true, revision: true, definition: true } });
    if (row === null) throw notFound("game system", options.key);
    if (row.revision !== options.revision) {
      throw new AppError(
        "conflict",
        `This system was changed elsewhere (you loaded revision ${options.revision}, it is now at revision ${row.revision}). Your changes are kept here: look at the current one, then save yours again on top of it.`,
        { details: { current: { ...systemDocument(storedSystem(row).definition), revision: row.revision } } },
      );
    }
    const before = storedSystem(row).definition;
    const renames = options.renames ?? [];
    const cards = await cardsOfSystem(tx, options.key);
    const impact = impactOn(before, definition, renames, cards);
    if (impact.blockedCards > 0) {
      const blocked = impact.changes.filter((c) => c.outcome === "blocked").map((c) => c.message);
      throw new AppError("conflict", `Nothing was saved. ${blocked.join(" ")}`, { details: { impact, blocked: true } });
    }
    if (impact.confirmCards > 0 && options.confirm?.cards !== impact.confirmCards) {
      const lossy = impact.changes.filter((c) => c.outcome === "dropped" || c.outcome === "converted").map((c) => c.message);
      const sent = options.confirm === undefined ? "" : ` (you confirmed ${options.confirm.cards}: the cards changed since)`;
      throw new AppError(
        "conflict",
        `This change touches the values of ${impact.confirmCards} stored card${impact.confirmCards === 1 ? "" : "s"}${sent}: ${lossy.join(" ")} Nothing was saved: send it again with "confirm": { "cards": ${impact.confirmCards} } to go ahead.`,
        { details: { impact } },
      );
    }
    const revision = row.revision + 1;
    const createdById = actingId();
    await tx.system.update({ where: { id: row.id }, data: { name: definition.name, definition: text, revision } });
    await tx.systemRevision.create({ data: { systemId: row.id, revision, definition: text, createdById } });
    let cardsChanged = 0;
    for (const card of cards) {
      const migrated = migrateCard(before, definition, renames, card);
      if (!migrated.changed) continue;
      // The revision of the version before holds the old values; a card without one (written
      // before revisions were kept) gets it now, so nothing is lost.
      const kept = await tx.cardRevision.findUnique({ where: { cardId_version: { cardId: card.id, version: card.version } }, select: { id: true } });
      if (kept === null) await tx.cardRevision.create({ data: revisionData(await tx.card.findUniqueOrThrow({ where: { id: card.id } })) });
      const updated = await tx.card.update({ where: { id: card.id }, data: { type: migrated.type, fields: storeFields(migrated.fields), version: { increment: 1 } } });
      await tx.cardRevision.create({ data: revisionData(updated) });
      cardsChanged += 1;
    }
    return { key: options.key, revision, cardsChanged, impact };
  });
}
