"use server";
/**
 * Server actions of the card editor: autosave (with the version it is based on), history
 * (list, read, restore a revision), duplicate and delete. Errors come back as data; a stale
 * version is a `conflict` carrying the card as it is now.
 *
 * Saves do not revalidate the editor's own page: the editor holds the state, and the other
 * pages are dynamic, so they read fresh data when the designer goes there.
 */
import { revalidatePath } from "next/cache";
import { attempt, type ActionResult } from "@/app/_lib/action-result";
import { copyCards } from "@/lib/server/copy-cards";
import { deleteCards } from "@/lib/server/delete-cards";
import { getRevision } from "@/lib/server/get-revision";
import { listRevisions } from "@/lib/server/list-revisions";
import { restoreRevision } from "@/lib/server/restore-revision";
import { updateCard } from "@/lib/server/update-card";
import type { CardDto, CardFields, RevisionDto, RevisionSummary } from "@/lib/server/types";

export async function saveCardAction(input: { id: string; version: number; changes: Partial<CardFields> }): Promise<ActionResult<CardDto>> {
  return attempt(() => updateCard({ id: input.id, version: input.version, changes: input.changes }));
}

export async function listRevisionsAction(cardId: string): Promise<ActionResult<RevisionSummary[]>> {
  return attempt(() => listRevisions({ cardId }));
}

export async function getRevisionAction(cardId: string, version: number): Promise<ActionResult<RevisionDto>> {
  return attempt(() => getRevision({ cardId, version }));
}

/** Brings back `version` as a new revision; `baseVersion` is the version the editor shows. */
export async function restoreRevisionAction(cardId: string, version: number, baseVersion: number): Promise<ActionResult<CardDto>> {
  return attempt(() => restoreRevision({ cardId, version, baseVersion }));
}

/** A copy of the card right after it in its era; returns the copy's id. */
export async function duplicateCardAction(packId: string, card: { id: string; eraId: string; position: number }): Promise<ActionResult<{ id: string }>> {
  return attempt(async () => {
    const [copy] = await copyCards({ ids: [card.id], toEraId: card.eraId, position: card.position + 1 });
    revalidatePath(`/packs/${packId}`, "layout");
    if (!copy) throw new Error("copyCards returned no card");
    return { id: copy.id };
  });
}

export async function deleteCardAction(packId: string, id: string): Promise<ActionResult<null>> {
  return attempt(async () => {
    await deleteCards({ ids: [id] });
    revalidatePath(`/packs/${packId}`, "layout");
    return null;
  });
}
