/**
 * A data-system card on the shared autosave (components/card-editor/autosave-machine.ts): the
 * draft is what the generated form holds plus the chosen picture; a save sends the whole card
 * the draft stands for. A draft with a number that is not whole is not sent (the form marks the
 * field) until an edit fixes it. Pure, for tests.
 */
import { autosaveMachine, type AutosaveMachine } from "@/components/card-editor/autosave-machine";
import type { SystemCard, SystemDefinition } from "@/lib/systems/types";
import { cardFromDraft, draftFromCard, typeHasPicture, type CardDraft } from "./model";

/** A stored card as the editor gets it: the system card plus its id, version and own picture. */
export interface StoredSystemCard extends SystemCard {
  readonly id: string;
  readonly version: number;
  /** The card's own picture (types with an image field), or null. */
  readonly pictureId: string | null;
  /** A picture imported as a path and not uploaded yet, or null. */
  readonly imagePath: string | null;
}

/**
 * The one save shape: which card (`id`, `version`) and what it becomes (`card`, `pictureId`). What
 * a draft saves as, and a stored card as the form would send it back, are its `card` and
 * `pictureId` (`Pick<SaveSystemCardInput, "card" | "pictureId">`).
 */
export interface SaveSystemCardInput {
  readonly id: string;
  /** The version the draft is based on (stale -> a conflict carrying the card as it is now). */
  readonly version: number;
  readonly card: SystemCard;
  /** The card's own picture, or null (only types with an image field may have one). */
  readonly pictureId: string | null;
}

/** What the editor holds: the form's text as typed and the chosen picture. */
export interface SystemDraft {
  readonly form: CardDraft;
  readonly pictureId: string | null;
}

/** What a draft saves as: the card (only its type's fields) and its picture (none when the type shows none). */
export function sentCard(definition: SystemDefinition, draft: SystemDraft): Pick<SaveSystemCardInput, "card" | "pictureId"> {
  const { card } = cardFromDraft(definition, draft.form);
  return { card, pictureId: typeHasPicture(definition, card.type) ? draft.pictureId : null };
}

/** A stored card as the form would send it back (defaults filled in, only its type's fields). */
export function normalCard(definition: SystemDefinition, card: SystemCard & { readonly pictureId: string | null }): Pick<SaveSystemCardInput, "card" | "pictureId"> {
  return sentCard(definition, { form: draftFromCard(definition, card), pictureId: card.pictureId });
}

function same(a: Pick<SaveSystemCardInput, "card" | "pictureId">, b: typeof a): boolean {
  const key = (x: typeof a) => JSON.stringify([x.card.identifier, x.card.copies, x.card.type, x.card.fields, x.pictureId]);
  return key(a) === key(b);
}

const machines = new WeakMap<SystemDefinition, AutosaveMachine<StoredSystemCard, SystemDraft>>();

/** The autosave functions for cards of `definition` (one set per definition). */
export function systemAutosave(definition: SystemDefinition): AutosaveMachine<StoredSystemCard, SystemDraft> {
  let machine = machines.get(definition);
  if (machine === undefined) {
    machine = autosaveMachine<StoredSystemCard, SystemDraft>({
      draftOf: (card) => ({ form: draftFromCard(definition, card), pictureId: card.pictureId }),
      differs: (card, draft) => !same(sentCard(definition, draft), normalCard(definition, card)),
      blocked: (draft) => {
        const first = Object.values(cardFromDraft(definition, draft.form).errors)[0];
        return first === undefined ? null : `fix the field marked in red first (${first})`;
      },
    });
    machines.set(definition, machine);
  }
  return machine;
}

/** Whether a conflict's `current` is a stored card. */
export function isStoredCard(value: unknown): value is StoredSystemCard {
  const v = value as Partial<StoredSystemCard> | null;
  return typeof v === "object" && v !== null && typeof v.id === "string" && typeof v.version === "number" && typeof v.type === "string";
}

/** Only the stored card's own keys (a restore answers with the whole card row). */
export function storedOf(card: StoredSystemCard): StoredSystemCard {
  const { id, version, identifier, copies, type, fields, pictureId, imagePath } = card;
  return { id, version, identifier, copies, type, fields, pictureId, imagePath };
}
