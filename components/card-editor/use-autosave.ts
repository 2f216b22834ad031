"use client";
/**
 * The GOT CGS card editor's autosave: the shared hook (use-card-autosave.ts: debounce, one save
 * at a time, retry with back-off, conflicts, the leave guard) with GOT CGS's fields, each save
 * sending only the fields that changed.
 */
import { useCallback } from "react";
import type { CardDto, GotCgsCardFields } from "@/lib/server/types";
import type { ActionResult } from "@/lib/action-result";
import { changedFields, gotAutosave } from "./autosave-state";
import { useCardAutosave, type CardAutosave } from "./use-card-autosave";

export { forgetStoredCards, workState } from "./use-card-autosave";

export interface SaveCardInput {
  readonly id: string;
  readonly version: number;
  readonly changes: Partial<GotCgsCardFields>;
}

export type Autosave = CardAutosave<CardDto, GotCgsCardFields>;

/**
 * `save` sends the changed fields on top of `version`. `restore` brings back `version` of the card
 * as a new save based on `baseVersion` (the history's restore); given, Take theirs keeps mine in
 * the history (use-card-autosave.ts).
 */
export function useAutosave(
  card: CardDto,
  save: (input: SaveCardInput) => Promise<ActionResult<CardDto>>,
  options: { delayMs?: number; restore?: (cardId: string, version: number, baseVersion: number) => Promise<ActionResult<CardDto>> } = {},
): Autosave {
  const { delayMs, restore } = options;
  const send = useCallback((base: CardDto, draft: GotCgsCardFields) => save({ id: base.id, version: base.version, changes: changedFields(base, draft) }), [save]);
  return useCardAutosave(card, {
    machine: gotAutosave,
    send,
    isCard,
    name: (c) => c.identifier,
    delayMs,
    restore: restore === undefined ? undefined : (base, version) => restore(base.id, version, base.version),
  });
}

function isCard(value: unknown): value is CardDto {
  return typeof value === "object" && value !== null && "version" in value && "identifier" in value && "id" in value;
}
