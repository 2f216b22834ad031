/**
 * Autosave as a pure reducer, for any kind of card: GOT CGS's (autosave-state.ts) and a data
 * system's (components/system-cards/system-autosave.ts) give their own `AutosaveModel`, so every
 * transition (edit, save, conflict, error, restore) is the same code and is tested without timers
 * or a server.
 *
 * `base` is the card as the server last confirmed it (its `version` goes with the next save);
 * `draft` is what the form shows. The difference between them is what the next save sends.
 */
import type { FormatIssue } from "@/lib/packs/schema";

/** What autosave needs of a stored card: its id and the version a save is based on. */
export interface Versioned {
  readonly id: string;
  readonly version: number;
}

/** What autosave knows about one kind of card: its draft, and when a draft differs from a card. */
export interface AutosaveModel<C extends Versioned, D> {
  /** The draft the form shows for a stored card. */
  draftOf(card: C): D;
  /** Whether saving `draft` would change `card` (compared as the server stores them). */
  differs(card: C, draft: D): boolean;
  /**
   * Why `draft` cannot be sent as it is (a number that is not whole; the form marks the field),
   * or null. Such a draft is not saved by waiting: it is an error until the next edit fixes it.
   */
  blocked?(draft: D): string | null;
}

export type SaveStatus = "saved" | "pending" | "saving" | "conflict" | "error";

export interface SaveError {
  readonly message: string;
  readonly issues: readonly FormatIssue[];
  /** Worth trying again by itself (the database was busy, the network dropped). */
  readonly retryable: boolean;
}

export interface AutosaveState<C, D> {
  readonly base: C;
  readonly draft: D;
  /** The draft sent by the save in flight, or null. */
  readonly inFlight: D | null;
  /** The server's card when a save found a newer version; cleared when the designer picks. */
  readonly conflict: C | null;
  readonly error: SaveError | null;
  /** Retries of a retryable error so far (backs off). */
  readonly attempts: number;
  /** When the last save succeeded (ms since epoch), or null before the first one. */
  readonly savedAt: number | null;
}

export type AutosaveAction<C, D> =
  | { type: "edit"; draft: D }
  | { type: "save-start" }
  | { type: "save-ok"; card: C; at: number }
  | { type: "save-conflict"; current: C }
  | { type: "save-error"; error: SaveError }
  | { type: "keep-mine" }
  | { type: "take-theirs"; at: number }
  /** A card that replaces both sides (a restored revision, a reload). */
  | { type: "replace"; card: C; at: number };

/** The autosave functions of one kind of card. */
export interface AutosaveMachine<C extends Versioned, D> {
  readonly model: AutosaveModel<C, D>;
  initial(card: C): AutosaveState<C, D>;
  /** Whether the draft holds changes the server has not confirmed. */
  isDirty(state: AutosaveState<C, D>): boolean;
  /** Why the draft cannot be sent, or null. */
  blocked(state: AutosaveState<C, D>): string | null;
  /** The one word the save indicator shows. */
  status(state: AutosaveState<C, D>): SaveStatus;
  /** Whether a save should start (after the debounce): dirty, sendable, idle, nothing waiting on the designer. */
  shouldSave(state: AutosaveState<C, D>): boolean;
  reducer(state: AutosaveState<C, D>, action: AutosaveAction<C, D>): AutosaveState<C, D>;
}

/** The autosave functions for cards of `model`. */
export function autosaveMachine<C extends Versioned, D>(model: AutosaveModel<C, D>): AutosaveMachine<C, D> {
  const initial = (card: C): AutosaveState<C, D> => ({ base: card, draft: model.draftOf(card), inFlight: null, conflict: null, error: null, attempts: 0, savedAt: null });
  const isDirty = (state: AutosaveState<C, D>) => model.differs(state.base, state.draft);
  const blocked = (state: AutosaveState<C, D>) => model.blocked?.(state.draft) ?? null;
  return {
    model,
    initial,
    isDirty,
    blocked,
    status(state) {
      if (state.conflict) return "conflict";
      if (state.inFlight) return "saving";
      if (state.error || blocked(state) !== null) return "error";
      return isDirty(state) ? "pending" : "saved";
    },
    shouldSave(state) {
      return !state.inFlight && !state.conflict && (!state.error || state.error.retryable) && blocked(state) === null && isDirty(state);
    },
    reducer(state, action) {
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
          const draft = untouched && model.differs(action.card, state.draft) ? model.draftOf(action.card) : state.draft;
          return { ...state, base: action.card, draft, inFlight: null, error: null, attempts: 0, savedAt: action.at };
        }
        case "save-conflict":
          return { ...state, inFlight: null, conflict: action.current };
        case "save-error":
          return { ...state, inFlight: null, error: action.error, attempts: action.error.retryable ? state.attempts + 1 : 0 };
        case "keep-mine":
          // Their card becomes the base, so the next save sends my draft over their version.
          if (!state.conflict) return state;
          return { ...state, base: state.conflict, conflict: null, error: null };
        case "take-theirs":
          if (!state.conflict) return state;
          return { ...state, base: state.conflict, draft: model.draftOf(state.conflict), conflict: null, error: null, savedAt: action.at };
        case "replace":
          return { ...initial(action.card), savedAt: action.at };
      }
    },
  };
}
