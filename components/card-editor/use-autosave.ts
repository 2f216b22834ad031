"use client";
/**
 * Autosave for the card editor: edits are saved ~600 ms after the designer stops typing, one
 * save at a time, each carrying the version it is based on. A stale version comes back as a
 * conflict (the designer picks); a busy database, a server failure or a call that got no answer
 * at all (a dropped connection, which runAction turns into `internal`) retries with back-off;
 * other errors (a validation error above all) wait for the next edit.
 *
 * Nothing typed is lost by leaving: the hook registers with the app-wide pending-work guard
 * (components/layout/pending-work.ts), which saves before any in-app navigation (links, Back)
 * and has the browser warn before unloading while a save is pending or failed; and a dirty
 * draft still goes out when the editor unmounts some other way.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { notePendingWork, usePendingWork, type WorkState } from "@/components/layout/pending-work";
import type { CardDto, CardFields } from "@/lib/server/types";
import type { ActionResult } from "@/lib/action-result";
import type { ErrorCode } from "@/lib/server/errors";
import { runAction } from "@/lib/client/run-action";
import {
  autosaveReducer,
  changedFields,
  initialAutosave,
  saveStatus,
  shouldSave,
  type AutosaveAction,
  type AutosaveState,
  type SaveStatus,
} from "./autosave-state";

export interface SaveCardInput {
  readonly id: string;
  readonly version: number;
  readonly changes: Partial<CardFields>;
}

export type SaveCard = (input: SaveCardInput) => Promise<ActionResult<CardDto>>;

export interface Autosave {
  readonly state: AutosaveState;
  readonly status: SaveStatus;
  /** Replaces the draft (schedules a save). */
  readonly edit: (update: (draft: CardFields) => CardFields) => void;
  /** Saves now, waiting for a save in flight first; resolves with the status afterwards. */
  readonly flush: () => Promise<SaveStatus>;
  readonly keepMine: () => void;
  readonly takeTheirs: () => void;
  /** Shows a card saved elsewhere (a restored revision) as the new base and draft. */
  readonly replace: (card: CardDto) => void;
}

/**
 * The error codes a save retries by itself: what waiting can cure. A dropped connection has no
 * code of its own: runAction reports a rejected call as `internal`, like a server failure.
 */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["busy", "internal"]);

/**
 * The newest version of each card this tab has seen stored, by id. Back and Forward show a page
 * from the router's cache, rendered before the designer's last saves; starting from that copy
 * would show old text and make the next save a conflict with ourselves.
 */
const newestStored = new Map<string, CardDto>();

/** `card`, or the newer stored version of it this tab saved since `card` was read. */
export function newestOf(card: CardDto): CardDto {
  const known = newestStored.get(card.id);
  return known !== undefined && known.version > card.version ? known : card;
}

/** Forgets every remembered card (tests start each case from a fresh tab). */
export function forgetStoredCards(): void {
  newestStored.clear();
}

function remember(card: CardDto): void {
  if (newestOf(card) === card) newestStored.set(card.id, card);
}

export function useAutosave(card: CardDto, save: SaveCard, delayMs = 600): Autosave {
  const [state, setState] = useState(() => initialAutosave(newestOf(card)));
  // The ref is the source of truth; React state mirrors it so async code never reads a stale copy.
  const ref = useRef(state);
  const running = useRef<Promise<void> | null>(null);

  const apply = useCallback((action: AutosaveAction) => {
    ref.current = autosaveReducer(ref.current, action);
    remember(ref.current.base);
    setState(ref.current);
  }, []);

  const run = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    const s = ref.current;
    if (!shouldSave(s)) return Promise.resolve();
    const changes = changedFields(s.base, s.draft);
    apply({ type: "save-start" });
    const job = (async () => {
      try {
        // No answer at all comes back as an `internal` error, which is retried like a 500.
        const result = await runAction(() => save({ id: s.base.id, version: s.base.version, changes }), "Your changes are kept here and saved by themselves as soon as it answers.");
        if (result.ok) apply({ type: "save-ok", card: result.value, at: Date.now() });
        else if (result.error.code === "conflict" && isCard(result.error.current)) apply({ type: "save-conflict", current: result.error.current });
        else apply({ type: "save-error", error: { message: result.error.message, issues: result.error.issues, retryable: RETRYABLE.has(result.error.code) } });
      } finally {
        running.current = null;
      }
    })();
    running.current = job;
    return job;
  }, [apply, save]);

  // Debounce: every change of state restarts the timer; retries back off up to 30 s.
  useEffect(() => {
    if (!shouldSave(state)) return;
    const wait = state.error?.retryable ? Math.min(30_000, 2_000 * 2 ** Math.max(0, state.attempts - 1)) : delayMs;
    const timer = setTimeout(() => void run(), wait);
    return () => clearTimeout(timer);
  }, [state, run, delayMs]);

  const status = saveStatus(state);

  const flush = useCallback(async (): Promise<SaveStatus> => {
    if (running.current) await running.current;
    if (shouldSave(ref.current)) await run();
    return saveStatus(ref.current);
  }, [run]);

  usePendingWork({
    state: () => workState(saveStatus(ref.current)),
    flush: async () => workState(await flush()),
    describe: () => unsavedMessage(ref.current),
  });
  useEffect(() => notePendingWork(workState(status)), [status]);

  // Unmounted by a navigation the guard did not see (a programmatic one): the debounce timer is
  // gone with the component, so send the draft now rather than drop it.
  useEffect(
    () => () => {
      if (shouldSave(ref.current) || running.current) void flush();
    },
    [flush],
  );

  return {
    state,
    status,
    edit: useCallback((update) => apply({ type: "edit", draft: update(ref.current.draft) }), [apply]),
    flush,
    keepMine: useCallback(() => apply({ type: "keep-mine" }), [apply]),
    takeTheirs: useCallback(() => apply({ type: "take-theirs", at: Date.now() }), [apply]),
    replace: useCallback((next: CardDto) => apply({ type: "replace", card: next, at: Date.now() }), [apply]),
  };
}

/** The guard's view of a save status: a conflict or a refused save cannot be saved by waiting. */
export function workState(status: SaveStatus): WorkState {
  switch (status) {
    case "saved":
      return "clean";
    case "pending":
    case "saving":
      return "pending";
    case "conflict":
    case "error":
      return "failed";
  }
}

/** What the unload question says about this card. */
function unsavedMessage(state: AutosaveState): string {
  const name = state.base.identifier || "This card";
  if (state.conflict) return `${name} is not saved: it was changed somewhere else; choose a version first.`;
  if (state.error) return `${name} is not saved: ${state.error.message}`;
  return `${name} is not saved yet.`;
}

function isCard(value: unknown): value is CardDto {
  return typeof value === "object" && value !== null && "version" in value && "identifier" in value && "id" in value;
}
