"use server";
/**
 * Server actions of an era deck's table: add a card, the bulk operations on a selection (copy
 * or move to any era of any pack, delete), and the deck's order. Each declares the role it needs
 * on the objects it names (app/_lib/action.ts); `packId` only says which pages to refresh.
 * Errors come back as data.
 */
import { revalidatePath } from "next/cache";
import { action, onCards, onEra, onPack, signedIn } from "@/app/_lib/action";
import { copyCards } from "@/lib/server/copy-cards";
import { createCard } from "@/lib/server/create-card";
import { deleteCards } from "@/lib/server/delete-cards";
import { getPack } from "@/lib/server/get-pack";
import { listPacks } from "@/lib/server/list-packs";
import { moveCards } from "@/lib/server/move-cards";
import { reorderCards } from "@/lib/server/reorder-cards";
import type { CardFormat } from "@/lib/packs/schema";
import type { EraTarget, PackTarget } from "@/components/era-table/era-callbacks";

/** Every pack the account may see, for the "copy/move to" dialog (eras load when a pack is picked). */
export const listPackTargetsAction = action(
  () => [signedIn()],
  async (): Promise<PackTarget[]> => (await listPacks()).map((p) => ({ id: p.id, name: p.name, system: p.system })),
);

export const listEraTargetsAction = action(
  (packId: string) => [onPack(packId, "viewer")],
  async (packId): Promise<EraTarget[]> => (await getPack({ id: packId })).eras.map((e) => ({ id: e.id, name: e.name })),
);

/** A new card at the end of the era (next free identifier); returns its id for the editor. */
export const createCardAction = action(
  (_packId: string, eraId: string, _format?: CardFormat) => [onEra(eraId, "editor")],
  async (packId, eraId, format = "silver") => {
    const card = await createCard({ eraId, fields: format === "gold" ? { format, orientation: "portrait" } : { format } });
    revalidatePath(`/packs/${packId}`, "layout");
    return { id: card.id };
  },
);

/** Copies: viewer of the cards' packs, editor of the target deck's. */
export const copyCardsAction = action(
  (_packId: string, ids: string[], toEraId: string) => [onCards(ids, "viewer"), onEra(toEraId, "editor", "toEraId")],
  async (packId, ids, toEraId) => {
    const cards = await copyCards({ ids, toEraId });
    revalidatePath(`/packs/${packId}`, "layout");
    if (cards[0] && cards[0].packId !== packId) revalidatePath(`/packs/${cards[0].packId}`, "layout");
    return { count: cards.length };
  },
);

/** Moves: editor of the cards' packs and of the target deck's. */
export const moveCardsAction = action(
  (_packId: string, ids: string[], toEraId: string) => [onCards(ids, "editor"), onEra(toEraId, "editor", "toEraId")],
  async (packId, ids, toEraId) => {
    const cards = await moveCards({ ids, toEraId });
    revalidatePath(`/packs/${packId}`, "layout");
    if (cards[0] && cards[0].packId !== packId) revalidatePath(`/packs/${cards[0].packId}`, "layout");
    return { count: cards.length };
  },
);

export const deleteCardsAction = action(
  (_packId: string, ids: string[]) => [onCards(ids, "editor")],
  async (packId, ids) => {
    const { deleted } = await deleteCards({ ids });
    revalidatePath(`/packs/${packId}`, "layout");
    return { count: deleted };
  },
);

/** The era deck's new order (every card id once); a list that no longer matches the deck is a validation error. */
export const reorderCardsAction = action(
  (_packId: string, eraId: string, _ids: string[]) => [onEra(eraId, "editor")],
  async (packId, eraId, ids) => {
    const order = await reorderCards({ eraId, ids });
    revalidatePath(`/packs/${packId}`, "layout");
    return order;
  },
);
