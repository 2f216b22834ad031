"use server";
/**
 * Server actions of an era deck's table: add a card, the bulk operations on a selection (copy
 * or move to any era of any pack, delete), and the deck's order. Errors come back as data.
 */
import { revalidatePath } from "next/cache";
import { attempt, type ActionResult } from "@/app/_lib/action-result";
import { copyCards } from "@/lib/server/copy-cards";
import { createCard } from "@/lib/server/create-card";
import { deleteCards } from "@/lib/server/delete-cards";
import { getPack } from "@/lib/server/get-pack";
import { listPacks } from "@/lib/server/list-packs";
import { moveCards } from "@/lib/server/move-cards";
import { reorderCards } from "@/lib/server/reorder-cards";
import type { CardFormat } from "@/lib/packs/schema";
import type { EraTarget, PackTarget } from "@/components/era-table/era-callbacks";

/** Every pack, for the "copy/move to" dialog (eras load when a pack is picked). */
export async function listPackTargetsAction(): Promise<ActionResult<PackTarget[]>> {
  return attempt(async () => (await listPacks()).map((p) => ({ id: p.id, name: p.name })));
}

export async function listEraTargetsAction(packId: string): Promise<ActionResult<EraTarget[]>> {
  return attempt(async () => (await getPack({ id: packId })).eras.map((e) => ({ id: e.id, name: e.name })));
}

/** A new card at the end of the era (next free identifier); returns its id for the editor. */
export async function createCardAction(packId: string, eraId: string, format: CardFormat = "silver"): Promise<ActionResult<{ id: string }>> {
  return attempt(async () => {
    const card = await createCard({ eraId, fields: format === "gold" ? { format, orientation: "portrait" } : { format } });
    revalidatePath(`/packs/${packId}`, "layout");
    return { id: card.id };
  });
}

export async function copyCardsAction(packId: string, ids: string[], toEraId: string): Promise<ActionResult<{ count: number }>> {
  return attempt(async () => {
    const cards = await copyCards({ ids, toEraId });
    revalidatePath(`/packs/${packId}`, "layout");
    if (cards[0] && cards[0].packId !== packId) revalidatePath(`/packs/${cards[0].packId}`, "layout");
    return { count: cards.length };
  });
}

export async function moveCardsAction(packId: string, ids: string[], toEraId: string): Promise<ActionResult<{ count: number }>> {
  return attempt(async () => {
    const cards = await moveCards({ ids, toEraId });
    revalidatePath(`/packs/${packId}`, "layout");
    if (cards[0] && cards[0].packId !== packId) revalidatePath(`/packs/${cards[0].packId}`, "layout");
    return { count: cards.length };
  });
}

export async function deleteCardsAction(packId: string, ids: string[]): Promise<ActionResult<{ count: number }>> {
  return attempt(async () => {
    const { deleted } = await deleteCards({ ids });
    revalidatePath(`/packs/${packId}`, "layout");
    return { count: deleted };
  });
}

/** The era deck's new order (every card id once); a list that no longer matches the deck is a validation error. */
export async function reorderCardsAction(packId: string, eraId: string, ids: string[]): Promise<ActionResult<{ ids: string[] }>> {
  return attempt(async () => {
    const order = await reorderCards({ eraId, ids });
    revalidatePath(`/packs/${packId}`, "layout");
    return order;
  });
}
