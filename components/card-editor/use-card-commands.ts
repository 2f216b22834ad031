"use client";
/**
 * The card commands every card editor has (GOT CGS's and the data systems'): previous / next
 * card of the deck, New card, Duplicate and Delete. Each but Delete leaves this card for another
 * one with the router, which the link guard cannot see, so it first saves the pending work and,
 * when that cannot be saved, asks as a link does (components/layout/pending-work.ts `mayLeave`);
 * "stay" leaves everything as it was. Delete needs no such wait: the card and its draft go.
 */
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { mayLeave } from "@/components/layout/pending-work";
import { useToast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/client/run-action";

/** What the commands leave when the server does not answer. */
const STAY_KEPT = "This card stays open as it is.";

/** Where the card sits: its pack, its deck, its 0-based place and its neighbours in the deck's order. */
export interface CardPlace {
  readonly id: string;
  readonly packId: string;
  readonly eraId: string;
  readonly position: number;
  readonly previousId: string | null;
  readonly nextId: string | null;
}

/** The server actions behind the commands (the page's, passed in: components never import app/). */
export interface CardCommandActions {
  /** A new card at the end of the deck, of the kind the editor chose (GOT CGS: silver; a data system: this card's type). */
  createCard(): Promise<ActionResult<{ id: string }>>;
  /** A copy right after the card; returns the copy's id. */
  duplicateCard(packId: string, card: { id: string; eraId: string; position: number }): Promise<ActionResult<{ id: string }>>;
  deleteCard(packId: string, id: string): Promise<ActionResult<null>>;
}

export interface CardCommandOptions {
  /** The card's saved identifier, for the toast after Delete. */
  readonly identifier: string;
  /** The address query the new card opens with (GOT CGS: `?field=identifier` puts the cursor there). */
  readonly newCardQuery?: string;
  /** Where Delete leaves to: the next (else previous) card of the deck, as GOT CGS's editor does, or the deck page. */
  readonly afterDelete: "neighbour" | "deck";
}

/** The page Delete goes to; pure, for tests. */
export function afterDeleteHref(place: Pick<CardPlace, "previousId" | "nextId">, base: string, afterDelete: CardCommandOptions["afterDelete"]): string {
  if (afterDelete === "deck") return base;
  const neighbour = place.nextId ?? place.previousId;
  return neighbour === null ? base : `${base}/cards/${neighbour}`;
}

export function useCardCommands(place: CardPlace, actions: CardCommandActions, options: CardCommandOptions) {
  const router = useRouter();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const base = `/packs/${place.packId}/eras/${place.eraId}`;

  const go = useCallback(
    async (id: string | null) => {
      if (!id) return;
      // Saves first; what cannot be saved gets the question every link asks.
      if (!(await mayLeave())) return;
      router.push(`${base}/cards/${id}`);
    },
    [base, router],
  );
  const addCard = async () => {
    setAdding(true);
    try {
      // Opening the new card leaves this one: a draft that cannot be saved asks first.
      if (!(await mayLeave())) return;
      const result = await runAction(() => actions.createCard(), STAY_KEPT);
      if (!result.ok) return toast.show({ tone: "error", title: "Could not add a card", description: result.error.message });
      router.push(`${base}/cards/${result.value.id}${options.newCardQuery ?? ""}`);
    } finally {
      setAdding(false);
    }
  };
  const duplicate = async () => {
    // The copy is made from the stored card, so what is typed is saved first; the editor then opens the copy.
    if (!(await mayLeave())) return;
    const result = await runAction(() => actions.duplicateCard(place.packId, { id: place.id, eraId: place.eraId, position: place.position }), STAY_KEPT);
    if (!result.ok) return toast.show({ tone: "error", title: "Could not duplicate the card", description: result.error.message });
    toast.show({ title: "Duplicated; now editing the copy" });
    router.push(`${base}/cards/${result.value.id}`);
  };
  const remove = async () => {
    const result = await runAction(() => actions.deleteCard(place.packId, place.id), STAY_KEPT);
    if (!result.ok) return toast.show({ tone: "error", title: "Could not delete the card", description: result.error.message });
    toast.show({ title: `Deleted ${options.identifier}` });
    router.push(afterDeleteHref(place, base, options.afterDelete));
  };
  return { base, go, adding, addCard, duplicate, remove };
}

export type CardCommands = ReturnType<typeof useCardCommands>;
