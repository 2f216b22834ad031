"use client";
/**
 * The card editor's controller (components/card-editor/card-editor.tsx draws it and analyses the
 * draft with the system's attribute analyser): the autosaved draft, its deck findings, the open dialog, and the card's navigation,
 * restore, add, duplicate and delete. Views get values and callbacks from it.
 */
import { useEffect, useMemo, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { runAction } from "@/lib/client/run-action";
import type { CardDetail, PictureInfo } from "@/lib/server/types";
import type { CardEditorActions } from "./card-callbacks";
import type { Reveal } from "./card-problems";
import { identifierTwin } from "./identifier-problem";
import { useAutosave } from "./use-autosave";
import { useCardCommands, type CardCommandActions } from "./use-card-commands";
import { useCardKeys } from "./use-card-keys";
import { useCardReveal } from "./use-card-reveal";
import { useDeckFindings, type DeckPlace } from "./use-deck-findings";

/** What the controller reads of the editor's props (./card-editor.tsx's CardEditorProps extends it). */
export interface CardEditorInput {
  card: CardDetail;
  /** What the editor saves, restores, adds, duplicates and deletes with: the page's server actions. */
  actions: CardEditorActions;
  /** The pack's silver front picture, or null. */
  frontUrl: string | null;
  /** The pack's card pictures (for gold cards). */
  pictures: readonly PictureInfo[];
  /** Where to put the cursor first (from the Problems panel): a field and a 1-based position. */
  reveal: Reveal | null;
  /** The pack and this card's place in it, for live deck-level findings as the designer types. */
  deckPlace?: DeckPlace | null;
}

export type EditorDialog = "history" | "conflict" | "delete" | "zoom" | null;

/** The commands' actions for a GOT CGS card: New card is a silver card. */
function commandActions(card: CardDetail, actions: CardEditorActions): CardCommandActions {
  return { createCard: () => actions.createCard(card.packId, card.eraId, "silver"), duplicateCard: actions.duplicateCard, deleteCard: actions.deleteCard };
}

export function useCardEditor({ card, actions, frontUrl, pictures: initialPictures, reveal, deckPlace = null }: CardEditorInput) {
  const toast = useToast();
  const autosave = useAutosave(card, actions.save, { restore: actions.restoreRevision });
  const { state, flush } = autosave;
  const draft = state.draft;
  const [pictures, setPictures] = useState(initialPictures);
  const [dialog, setDialog] = useState<EditorDialog>(null);

  const deck = useDeckFindings(deckPlace, draft.attributes);
  const twin = useMemo(() => (deckPlace ? identifierTwin(deckPlace.doc, deckPlace.era, deckPlace.index, draft.identifier) : null), [deckPlace, draft.identifier]);
  const pictureUrl = draft.format === "gold" ? (pictures.find((p) => p.id === draft.pictureId)?.url ?? null) : frontUrl;

  // A conflict opens its dialog by itself: the designer must choose before saving again.
  const conflictVersion = state.conflict?.version;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening the dialog is the reaction to the save result
    if (conflictVersion !== undefined) setDialog("conflict");
  }, [conflictVersion]);

  // Navigation, add, duplicate and delete are every card editor's (./use-card-commands.ts).
  const { go, ...commands } = useCardCommands(card, commandActions(card, actions), { identifier: state.base.identifier, newCardQuery: "?field=identifier", afterDelete: "neighbour" });
  useCardKeys({ next: () => void go(card.nextId), previous: () => void go(card.previousId), save: () => void flush(), history: () => setDialog("history") });
  const reveals = useCardReveal(reveal);

  const restore = async (version: number): Promise<string | null> => {
    const now = await flush();
    if (now === "conflict") return "Resolve the conflict first.";
    const result = await runAction(() => actions.restoreRevision(card.id, version, autosave.state.base.version), "The card still shows what you had; the history stays open.");
    if (!result.ok) return result.error.message;
    autosave.replace(result.value);
    toast.show({ title: `Restored version ${version}`, description: `Saved as version ${result.value.version}.` });
    return null;
  };
  const addPicture = (p: (typeof pictures)[number]) => setPictures((list) => (list.some((x) => x.id === p.id) ? list : [...list, p]));
  return { autosave, draft, pictures, addPicture, dialog, setDialog, deck, twin, pictureUrl, go, restore, ...reveals, ...commands };
}

export type CardEditorController = ReturnType<typeof useCardEditor>;
