"use server";
/**
 * Server actions of the card editor: autosave (with the version it is based on), history
 * (list, read, restore a revision), duplicate and delete. Each declares the role it needs on the
 * card (app/_lib/action.ts); `packId` only says which pages to refresh. Errors come back as data; a stale
 * version is a `conflict` carrying the card as it is now.
 *
 * Saves do not revalidate the editor's own page: the editor holds the state, and the other
 * pages are dynamic, so they read fresh data when the designer goes there.
 */
import { revalidatePath } from "next/cache";
import { action, onCard, onCards, onEra } from "@/app/_lib/action";
import { copyCards } from "@/lib/server/copy-cards";
import { deleteCards } from "@/lib/server/delete-cards";
import { getRevision } from "@/lib/server/get-revision";
import { listRevisions } from "@/lib/server/list-revisions";
import { restoreRevision } from "@/lib/server/restore-revision";
import { updateCard } from "@/lib/server/update-card";
import type { SaveCardInput } from "@/components/card-editor/use-autosave";
import type { CardDto, RevisionDto, RevisionSummary } from "@/lib/server/types";

/** The editor's save (components/card-editor/use-autosave.ts `SaveCardInput`: the changed fields on top of `version`). */
export const saveCardAction = action(
  (input: SaveCardInput) => [onCard(input.id, "editor", "input.id")],
  (input): Promise<CardDto> => updateCard({ id: input.id, version: input.version, changes: input.changes }),
);

export const listRevisionsAction = action(
  (cardId: string) => [onCard(cardId, "viewer")],
  (cardId): Promise<RevisionSummary[]> => listRevisions({ cardId }),
);

export const getRevisionAction = action(
  (cardId: string, _version: number) => [onCard(cardId, "viewer")],
  (cardId, version): Promise<RevisionDto> => getRevision({ cardId, version }),
);

/** Brings back `version` as a new revision; `baseVersion` is the version the editor shows. */
export const restoreRevisionAction = action(
  (cardId: string, _version: number, _baseVersion: number) => [onCard(cardId, "editor")],
  (cardId, version, baseVersion): Promise<CardDto> => restoreRevision({ cardId, version, baseVersion }),
);

/** A copy of the card right after it in its era; returns the copy's id. */
export const duplicateCardAction = action(
  (_packId: string, card: { id: string; eraId: string; position: number }) => [onCard(card.id, "viewer", "card.id"), onEra(card.eraId, "editor", "card.eraId")],
  async (packId, card) => {
    const [copy] = await copyCards({ ids: [card.id], toEraId: card.eraId, position: card.position + 1 });
    revalidatePath(`/packs/${packId}`, "layout");
    if (!copy) throw new Error("copyCards returned no card");
    return { id: copy.id };
  },
);

/** Deletes the card (one already gone is not an error, as with the bulk delete). */
export const deleteCardAction = action(
  (_packId: string, id: string) => [onCards([id], "editor", "id")],
  async (packId, id) => {
    await deleteCards({ ids: [id] });
    revalidatePath(`/packs/${packId}`, "layout");
    return null;
  },
);
