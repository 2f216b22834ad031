"use server";
/**
 * Server actions of a pack's pages: its settings and aliases, its era decks (add, rename,
 * reorder, delete), and the cards of data-system packs (add, save, preview the printed face).
 * Each declares the role it needs on the objects it names (app/_lib/action.ts), validates through
 * its lib/server verb and returns errors as data. `packId` only says which pages to refresh.
 */
import { revalidatePath } from "next/cache";
import { action, onCard, onEra, onPack, onPicture } from "@/app/_lib/action";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { deleteDeck } from "@/lib/server/delete-deck";
import { deletePicture } from "@/lib/server/delete-picture";
import { renameDeck } from "@/lib/server/rename-deck";
import { reorderDecks } from "@/lib/server/reorder-decks";
import { updateCard } from "@/lib/server/update-card";
import { updatePack } from "@/lib/server/update-pack";
import { getCard } from "@/lib/server/get-card";
import { getPack } from "@/lib/server/get-pack";
import { cardPreviewScene } from "@/components/system-cards/card-preview-scene";
import { symbolDataUrl } from "@/lib/systems/symbols";
import { loadSystem } from "@/app/_lib/data-system";
import type { SystemCard } from "@/lib/systems/types";
import { validationError } from "@/lib/server/errors";
import { getPicture } from "@/lib/server/get-picture";
import type { FaceScene } from "@/components/system-cards/face-preview";
import type { SaveSystemCardInput, StoredSystemCard } from "@/components/system-cards/system-card-editor";
import type { EraSummary, PackDetail } from "@/lib/server/types";
import type { PackChanges } from "@/lib/server/validation";

function refresh(packId: string) {
  revalidatePath(`/packs/${packId}`, "layout");
}

export const createEraAction = action(
  (packId: string, _name: string) => [onPack(packId, "editor")],
  async (packId, name): Promise<EraSummary> => {
    const era = await createDeck({ packId, name });
    refresh(packId);
    return era;
  },
);

export const renameEraAction = action(
  (_packId: string, id: string, _name: string) => [onEra(id, "editor", "id")],
  async (packId, id, name): Promise<EraSummary> => {
    const era = await renameDeck({ id, name });
    refresh(packId);
    return era;
  },
);

export const reorderErasAction = action(
  (packId: string, _ids: string[]) => [onPack(packId, "editor")],
  async (packId, ids): Promise<EraSummary[]> => {
    const eras = await reorderDecks({ packId, ids });
    refresh(packId);
    return eras;
  },
);

export const deleteEraAction = action(
  (_packId: string, id: string) => [onEra(id, "editor", "id")],
  async (packId, id) => {
    await deleteDeck({ id });
    refresh(packId);
    return null;
  },
);

/** Saves pack fields; `version` is the one the form was loaded with (stale -> conflict). */
export const updatePackAction = action(
  (id: string, _version: number, _changes: PackChanges) => [onPack(id, "editor", "id")],
  async (id, version, changes): Promise<PackDetail> => {
    const pack = await updatePack({ id, version, changes });
    refresh(id);
    revalidatePath("/");
    return pack;
  },
);

/** Deletes a picture; without `force`, a picture cards still use is a conflict naming them. */
export const deletePictureAction = action(
  (_packId: string, id: string, _force?: boolean) => [onPicture(id, "editor", "id")],
  async (packId, id, force = false) => {
    await deletePicture({ id, force });
    refresh(packId);
    return null;
  },
);

/** A new card of `type` at the end of a data-system deck (next free identifier); returns its id for the form. */
export const createSystemCardAction = action(
  (_packId: string, deckId: string, _type: string) => [onEra(deckId, "editor", "deckId")],
  async (packId, deckId, type) => {
    const card = await createCard({ eraId: deckId, fields: { type } });
    refresh(packId);
    return { id: card.id };
  },
);

/**
 * Saves a data-system card based on the version the form loaded: 409 (conflict, with the card as
 * it is now) when someone else saved, 422 naming the path for a format error. Findings never
 * refuse a save.
 */
export const saveSystemCardAction = action(
  (_packId: string, input: SaveSystemCardInput) => [onCard(input.id, "editor", "input.id")],
  async (packId, input): Promise<StoredSystemCard> => {
    const { identifier, copies, type, fields } = input.card;
    const saved = await updateCard({ id: input.id, version: input.version, changes: { identifier, copies, type, fields, pictureId: input.pictureId } });
    refresh(packId);
    return {
      id: saved.id,
      version: saved.version,
      identifier: saved.identifier,
      copies: saved.copies,
      type: saved.type,
      fields: saved.fields,
      pictureId: saved.pictureId,
      imagePath: saved.imagePath,
    };
  },
);

/**
 * The front of a data-system card as print draws it (lib/print faceFrontScene), for the form's
 * preview (components/system-cards/card-preview-scene.ts: the border, symbols and rich-text
 * fields print passes too), with the picture chosen in the form (one of this pack's card pictures; another pack's
 * is a 422). A card type without a face is a 400.
 */
export const previewSystemCardAction = action(
  (packId: string, cardId: string, _card: SystemCard, _pictureId: string | null) => [onPack(packId, "viewer"), onCard(cardId, "viewer")],
  async (packId, cardId, card, pictureId): Promise<FaceScene> => {
    const [pack] = await Promise.all([getPack({ id: packId }), getCard({ id: cardId })]);
    const definition = (await loadSystem(pack.system))?.definition;
    if (definition === undefined) throw validationError([{ path: "system", message: `the pack's game system "${pack.system}" is unknown` }]);
    const picture = pictureId === null ? null : await pictureDataUrl(packId, pictureId);
    // Symbols as their own SVG or PNG: the browser draws both (print draws SVGs as PNG, lib/print/symbol-pictures.ts).
    const scene = cardPreviewScene(definition, card, picture, symbolDataUrl);
    if (scene === null) throw validationError([{ path: "type", message: `the card type "${card.type}" has no face to draw` }]);
    return scene;
  },
);

/** A card picture as the PDF embeds it (PNG or JPEG data URL); other formats draw as no picture, as in print. */
async function pictureDataUrl(packId: string, id: string): Promise<string | null> {
  const { info, bytes } = await getPicture({ id });
  if (info.packId !== packId || info.role !== "card") throw validationError([{ path: "pictureId", message: "no such card picture in this pack; upload it to the pack first" }]);
  if (info.mime !== "image/png" && info.mime !== "image/jpeg") return null;
  return `data:${info.mime};base64,${Buffer.from(bytes).toString("base64")}`;
}
