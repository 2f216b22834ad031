/**
 * The GOT CGS card editor's autosave: its fields and what a save sends (the changed fields), on
 * the shared reducer (autosave-machine.ts), so every transition is tested without timers or a
 * server.
 */
import type { CardDto, GotCgsCardFields } from "@/lib/server/types";
import {
  autosaveMachine,
  type AutosaveAction as GenericAction,
  type AutosaveMachine,
  type AutosaveState as GenericState,
  type SaveStatus,
} from "./autosave-machine";

export type { SaveError, SaveStatus } from "./autosave-machine";

export const CARD_FIELD_KEYS = [
  "identifier",
  "format",
  "copies",
  "orientation",
  "pictureId",
  "imagePath",
  "directive",
  "attributes",
  "lore",
] as const satisfies readonly (keyof GotCgsCardFields)[];

export type CardFieldKey = (typeof CARD_FIELD_KEYS)[number];

/** The editable fields of a stored card. */
export function fieldsOf(card: GotCgsCardFields): GotCgsCardFields {
  const out = {} as Record<CardFieldKey, unknown>;
  for (const key of CARD_FIELD_KEYS) out[key] = card[key];
  return out as unknown as GotCgsCardFields;
}

/**
 * What the server stores for a draft: the identifier without surrounding space. Comparing
 * normalised drafts keeps a trailing space being typed from counting as an unsaved change.
 */
export function normalizeFields(draft: GotCgsCardFields): GotCgsCardFields {
  return draft.identifier === draft.identifier.trim() ? draft : { ...draft, identifier: draft.identifier.trim() };
}

/** The fields of `draft` (normalised) that differ from `base`; an empty object when nothing changed. */
export function changedFields(base: GotCgsCardFields, draft: GotCgsCardFields): Partial<GotCgsCardFields> {
  const normal = normalizeFields(draft);
  const out: Partial<Record<CardFieldKey, unknown>> = {};
  for (const key of CARD_FIELD_KEYS) if (base[key] !== normal[key]) out[key] = normal[key];
  return out as Partial<GotCgsCardFields>;
}

const got = autosaveMachine<CardDto, GotCgsCardFields>({
  draftOf: fieldsOf,
  differs: (card, draft) => Object.keys(changedFields(card, draft)).length > 0,
});

/** GOT CGS's autosave functions (components/card-editor/autosave-machine.ts with this file's fields). */
export const gotAutosave: AutosaveMachine<CardDto, GotCgsCardFields> = got;

export type AutosaveState = GenericState<CardDto, GotCgsCardFields>;
export type AutosaveAction = GenericAction<CardDto, GotCgsCardFields>;

export function initialAutosave(card: CardDto): AutosaveState {
  return got.initial(card);
}

/** Whether the draft holds changes the server has not confirmed. */
export function isDirty(state: AutosaveState): boolean {
  return got.isDirty(state);
}

/** The one word the save indicator shows. */
export function saveStatus(state: AutosaveState): SaveStatus {
  return got.status(state);
}

/** Whether a save should start (after the debounce): dirty, idle, and nothing waiting on the designer. */
export function shouldSave(state: AutosaveState): boolean {
  return got.shouldSave(state);
}

export function autosaveReducer(state: AutosaveState, action: AutosaveAction): AutosaveState {
  return got.reducer(state, action);
}
