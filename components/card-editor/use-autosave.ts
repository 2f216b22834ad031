"use client";
/**
 * Autosave for the card editor: edits are saved ~600 ms after the designer stops typing, one
 * save at a time, each carrying the version it is based on. A stale version comes back as a
 * conflict (the designer picks), busy or network failures retry with back-off, and other errors
 * wait for the next edit. Leaving the page with unsaved changes asks first.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { CardDto, CardFields } from "@/lib/server/types";
import type { ActionResult } from "@/app/_lib/action-result";
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

const RETRYABLE = new Set(["busy", "internal", "network"]);

export function useAutosave(card: CardDto, save: SaveCard, delayMs = 600): Autosave {
  const [state, setState] = useState(() => initialAutosave(card));
  // The ref is the source of truth; React state mirrors it so async code never reads a stale copy.
  const ref = useRef(state);
  const running = useRef<Promise<void> | null>(null);

  const apply = useCallback((action: AutosaveAction) => {
    ref.current = autosaveReducer(ref.current, action);
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
        const result = await save({ id: s.base.id, version: s.base.version, changes });
        if (result.ok) apply({ type: "save-ok", card: result.value, at: Date.now() });
        else if (result.error.code === "conflict" && isCard(result.error.current)) apply({ type: "save-conflict", current: result.error.current });
        else apply({ type: "save-error", error: { message: result.error.message, issues: result.error.issues, retryable: RETRYABLE.has(result.error.code) } });
      } catch {
        apply({
          type: "save-error",
          error: { message: "Could not reach Greenhouse; your changes are kept here and saved when it answers again.", issues: [], retryable: true },
        });
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
  useEffect(() => {
    if (status === "saved") return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [status]);

  const flush = useCallback(async (): Promise<SaveStatus> => {
    if (running.current) await running.current;
    if (shouldSave(ref.current)) await run();
    return saveStatus(ref.current);
  }, [run]);

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

function isCard(value: unknown): value is CardDto {
  return typeof value === "object" && value !== null && "version" in value && "identifier" in value && "id" in value;
}
