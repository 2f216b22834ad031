/**
 * The card editor's autosave as a pure reducer, so every transition (edit, save, conflict,
 * error, restore) is tested without timers or a server.
 *
 * `base` is the card as the server last confirmed it (its `version` goes with the next update);
 * `draft` is what the form shows. The difference between them is what the next save sends.
 */
import type { CardDto, CardFields } from "@/lib/server/types";
import type { FormatIssue } from "@/lib/packs/schema";

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
] as const satisfies readonly (keyof CardFields)[];

export type CardFieldKey = (typeof CARD_FIELD_KEYS)[number];

/** The editable fields of a stored card. */
export function fieldsOf(card: CardFields): CardFields {
  const out = {} as Record<CardFieldKey, unknown>;
  for (const key of CARD_FIELD_KEYS) out[key] = card[key];
  return out as unknown as CardFields;
}

/**
 * What the server stores for a draft: the identifier without surrounding space. Comparing
 * normalised drafts keeps a trailing space being typed from counting as an unsaved change.
 */
export function normalizeFields(draft: CardFields): CardFields {
  return draft.identifier === draft.identifier.trim() ? draft : { ...draft, identifier: draft.identifier.trim() };
}

/** The fields of `draft` (normalised) that differ from `base`; an empty object when nothing changed. */
export function changedFields(base: CardFields, draft: CardFields): Partial<CardFields> {
  const normal = normalizeFields(draft);
  const out: Partial<Record<CardFieldKey, unknown>> = {};
  for (const key of CARD_FIELD_KEYS) if (base[key] !== normal[key]) out[key] = normal[key];
  return out as Partial<CardFields>;
}

export type SaveStatus = "saved" | "pending" | "saving" | "conflict" | "error";

export interface SaveError {
  readonly message: string;
  readonly issues: readonly FormatIssue[];
  /** Worth trying again by itself (the database was busy, the network dropped). */
  readonly retryable: boolean;
}

export interface AutosaveState {
  readonly base: CardDto;
  readonly draft: CardFields;
  /** The fields sent by the save in flight, or null. */
  readonly inFlight: CardFields | null;
  /** The server's card when a save found a newer version; cleared when the designer picks. */
  readonly conflict: CardDto | null;
  readonly error: SaveError | null;
  /** Retries of a retryable error so far (backs off). */
  readonly attempts: number;
  /** When the last save succeeded (ms since epoch), or null before the first one. */
  readonly savedAt: number | null;
}

export type AutosaveAction =
  | { type: "edit"; draft: CardFields }
  | { type: "save-start" }
  | { type: "save-ok"; card: CardDto; at: number }
  | { type: "save-conflict"; current: CardDto }
  | { type: "save-error"; error: SaveError }
  | { type: "keep-mine" }
  | { type: "take-theirs"; at: number }
  /** A card that replaces both sides (a restored revision, a reload). */
  | { type: "replace"; card: CardDto; at: number };

export function initialAutosave(card: CardDto): AutosaveState {
  return { base: card, draft: fieldsOf(card), inFlight: null, conflict: null, error: null, attempts: 0, savedAt: null };
}

/** Whether the draft holds changes the server has not confirmed. */
export function isDirty(state: AutosaveState): boolean {
  return Object.keys(changedFields(state.base, state.draft)).length > 0;
}

/** The one word the save indicator shows. */
export function saveStatus(state: AutosaveState): SaveStatus {
  if (state.conflict) return "conflict";
  if (state.inFlight) return "saving";
  if (state.error) return "error";
  return isDirty(state) ? "pending" : "saved";
}

/** Whether a save should start (after the debounce): dirty, idle, and nothing waiting on the designer. */
export function shouldSave(state: AutosaveState): boolean {
  return !state.inFlight && !state.conflict && (!state.error || state.error.retryable) && isDirty(state);
}

export function autosaveReducer(state: AutosaveState, action: AutosaveAction): AutosaveState {
  switch (action.type) {
    case "edit":
      // A new edit is a new attempt: a validation error may be fixed by it.
      return { ...state, draft: action.draft, error: null, attempts: 0 };
    case "save-start":
      return { ...state, inFlight: state.draft };
    case "save-ok": {
      // When nothing was typed during the save, adopt the server's copy of the fields: should it
      // normalise a value differently from us, saving the same draft again would never end.
      const untouched = state.draft === state.inFlight;
      const draft = untouched && Object.keys(changedFields(action.card, state.draft)).length > 0 ? fieldsOf(action.card) : state.draft;
      return { ...state, base: action.card, draft, inFlight: null, error: null, attempts: 0, savedAt: action.at };
    }
    case "save-conflict":
      return { ...state, inFlight: null, conflict: action.current };
    case "save-error":
      return { ...state, inFlight: null, error: action.error, attempts: action.error.retryable ? state.attempts + 1 : 0 };
    case "keep-mine":
      // Their card becomes the base, so the next save sends my fields over their version.
      if (!state.conflict) return state;
      return { ...state, base: state.conflict, conflict: null, error: null };
    case "take-theirs":
      if (!state.conflict) return state;
      return { ...state, base: state.conflict, draft: fieldsOf(state.conflict), conflict: null, error: null, savedAt: action.at };
    case "replace":
      return { ...initialAutosave(action.card), savedAt: action.at };
  }
}
