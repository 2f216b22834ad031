/**
 * The server actions the card editor calls, as callback types: the card page passes its actions
 * (app/packs/[packId]/eras/[eraId]/cards/[cardId]/actions.ts and the era's createCardAction) as
 * one object, so components never import app/.
 */
import type { ActionResult } from "@/lib/action-result";
import type { CardFormat } from "@/lib/packs/schema";
import type { CardDto, RevisionDto, RevisionSummary } from "@/lib/server/types";
import type { SaveCardInput } from "./use-autosave";

/** Reads a card's history (the history dialog). */
export interface HistoryActions {
  listRevisions(cardId: string): Promise<ActionResult<RevisionSummary[]>>;
  getRevision(cardId: string, version: number): Promise<ActionResult<RevisionDto>>;
}

export interface CardEditorActions extends HistoryActions {
  /** Autosave: the changes on top of `version`; a stale version is a `conflict` carrying the card as it is now. */
  save: (input: SaveCardInput) => Promise<ActionResult<CardDto>>;
  /** Brings back `version` as a new revision; `baseVersion` is the version the editor shows. */
  restoreRevision(cardId: string, version: number, baseVersion: number): Promise<ActionResult<CardDto>>;
  /** Adds a card at the end of the era; returns its id for the editor (also the era table's New card). */
  createCard(packId: string, eraId: string, format?: CardFormat): Promise<ActionResult<{ id: string }>>;
  duplicateCard(packId: string, card: { id: string; eraId: string; position: number }): Promise<ActionResult<{ id: string }>>;
  deleteCard(packId: string, id: string): Promise<ActionResult<null>>;
}
