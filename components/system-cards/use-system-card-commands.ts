"use client";
/**
 * The data-system card editor's card commands: the GOT CGS editor's (components/card-editor/
 * use-card-commands.ts: previous / next, New card, Duplicate, Delete, each saving first) with a
 * data system's choices: New card is of this card's type (the deck table's New card asks for
 * one; here the card at hand answers), and Delete goes back to the deck's table. Alt+↓ / Alt+↑,
 * and J / K outside text fields, go to the next / previous card.
 */
import { useState } from "react";
import { useCardCommands, type CardCommandActions, type CardPlace } from "@/components/card-editor/use-card-commands";
import { useCardKeys } from "@/components/card-editor/use-card-keys";
import type { ActionResult } from "@/lib/action-result";
import { NEW_CARD_QUERY } from "./reveal-field";

/** What the card page passes for the commands: the card's place in its deck and the server actions. */
export interface SystemCardCommandProps {
  readonly place: CardPlace;
  /** A new card of `type` at the end of deck `deckId`; returns its id (the deck table's action). */
  readonly createCard: (packId: string, deckId: string, type: string) => Promise<ActionResult<{ id: string }>>;
  readonly duplicateCard: CardCommandActions["duplicateCard"];
  readonly deleteCard: CardCommandActions["deleteCard"];
}

/** What the commands read of the editor: the saved identifier (Delete's words) and the type the form shows. */
export interface SystemCardShown {
  readonly identifier: string;
  readonly type: string;
}

export function useSystemCardCommands(props: SystemCardCommandProps, shown: SystemCardShown) {
  const { place } = props;
  const actions: CardCommandActions = {
    createCard: () => props.createCard(place.packId, place.eraId, shown.type),
    duplicateCard: props.duplicateCard,
    deleteCard: props.deleteCard,
  };
  // A new card opens with the cursor in its identifier (as GOT CGS's does): naming it comes first.
  const commands = useCardCommands(place, actions, { identifier: shown.identifier, newCardQuery: NEW_CARD_QUERY, afterDelete: "deck" });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Save and history keys are the editor's own listener's (its pages without commands have them too).
  useCardKeys({ next: place.nextId === null ? undefined : () => void commands.go(place.nextId), previous: place.previousId === null ? undefined : () => void commands.go(place.previousId) });
  // The dialog stays open, its button busy, until the server answered: a refusal leaves the card as it was.
  const remove = async () => {
    setDeleting(true);
    try {
      await commands.remove();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };
  return { ...commands, place, confirming, setConfirming, deleting, remove };
}

export type SystemCardCommands = ReturnType<typeof useSystemCardCommands>;
