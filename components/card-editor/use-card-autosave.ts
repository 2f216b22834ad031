"use client";
/**
 * Autosave for a card editor, whatever the card's system: edits are saved ~600 ms after the
 * designer stops typing, one save at a time, each carrying the version it is based on. A stale
 * version comes back as a conflict (the designer picks; both sides stay on screen until then);
 * a busy database, a server failure or a call that got no answer at all (a dropped connection,
 * which runAction turns into `internal`) retries with back-off; other errors (a validation error
 * above all) wait for the next edit. A draft the model says cannot be sent waits for an edit too.
 *
 * Nothing typed is lost by leaving: the hook registers with the app-wide pending-work guard
 * (components/layout/pending-work.ts), which saves before any in-app navigation (links, Back)
 * and asks when the work cannot be saved, and has the browser warn before unloading while a save
 * is pending or failed; and a dirty draft still goes out when the editor unmounts some other way.
 *
 * GOT CGS's editor uses it through use-autosave.ts, a data system's through
 * components/system-cards/system-autosave.ts.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { notePendingWork, usePendingWork, type WorkState } from "@/components/layout/pending-work";
import type { ActionError, ActionResult } from "@/lib/action-result";
import type { ErrorCode } from "@/lib/server/errors";
import { runAction } from "@/lib/client/run-action";
import type { AutosaveAction, AutosaveMachine, AutosaveState, SaveStatus, Versioned } from "./autosave-machine";

/** How one kind of card is saved. */
export interface CardAutosaveOptions<C extends Versioned, D> {
  readonly machine: AutosaveMachine<C, D>;
  /** Saves `draft` over `base` (its id and version); a stale version answers `conflict` with the card now. */
  readonly send: (base: C, draft: D) => Promise<ActionResult<C>>;
  /** Whether a conflict's `current` is a card of this kind. */
  readonly isCard: (value: unknown) => value is C;
  /** The card's name in the question asked on leaving ("GEN-001 is not saved yet."). */
  readonly name: (card: C) => string;
  /**
   * Brings back `version` as a new save over `base`. Given, Take theirs first saves mine over
   * theirs and then restores theirs, so both stay in the card's history; absent, it drops mine.
   */
  readonly restore?: (base: C, version: number) => Promise<ActionResult<C>>;
  readonly delayMs?: number;
}

export interface CardAutosave<C, D> {
  readonly state: AutosaveState<C, D>;
  readonly status: SaveStatus;
  /** Replaces the draft (schedules a save). */
  readonly edit: (update: (draft: D) => D) => void;
  /** Saves now, waiting for a save in flight first; resolves with the status afterwards. */
  readonly flush: () => Promise<SaveStatus>;
  readonly keepMine: () => void;
  /** Shows their card; with `restore`, after saving mine into the history. Resolves when done. */
  readonly takeTheirs: () => Promise<void>;
  /** Shows a card saved elsewhere (a restored revision) as the new base and draft. */
  readonly replace: (card: C) => void;
}

/**
 * The error codes a save retries by itself: what waiting can cure. A dropped connection has no
 * code of its own: runAction reports a rejected call as `internal`, like a server failure.
 */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["busy", "internal"]);

/**
 * The newest version of each card this tab has seen stored, by id (an id is one card, of one
 * system, for good). Back and Forward show a page from the router's cache, rendered before the
 * designer's last saves; starting from that copy would show old text and make the next save a
 * conflict with ourselves.
 */
const newestStored = new Map<string, Versioned>();

/** `card`, or the newer stored version of it this tab saved since `card` was read. */
export function newestOf<C extends Versioned>(card: C): C {
  const known = newestStored.get(card.id);
  return known !== undefined && known.version > card.version ? (known as C) : card;
}

/** Forgets every remembered card (tests start each case from a fresh tab). */
export function forgetStoredCards(): void {
  newestStored.clear();
}

export function useCardAutosave<C extends Versioned, D>(card: C, options: CardAutosaveOptions<C, D>): CardAutosave<C, D> {
  const { machine, delayMs = 600 } = options;
  // The callbacks may be new on every render (closures over props); a save always uses the
  // latest ones without restarting the debounce.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState(() => machine.initial(newestOf(card)));
  // The ref is the source of truth; React state mirrors it so async code never reads a stale copy.
  const ref = useRef(state);
  const running = useRef<Promise<void> | null>(null);

  const apply = useCallback(
    (action: AutosaveAction<C, D>) => {
      ref.current = machine.reducer(ref.current, action);
      const base = ref.current.base;
      if (newestOf(base) === base) newestStored.set(base.id, base);
      setState(ref.current);
    },
    [machine],
  );

  const run = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    const s = ref.current;
    if (!machine.shouldSave(s)) return Promise.resolve();
    apply({ type: "save-start" });
    const job = (async () => {
      try {
        // No answer at all comes back as an `internal` error, which is retried like a 500.
        const result = await runAction(() => latest.current.send(s.base, s.draft), "Your changes are kept here and saved by themselves as soon as it answers.");
        if (result.ok) apply({ type: "save-ok", card: result.value, at: Date.now() });
        else if (result.error.code === "conflict" && latest.current.isCard(result.error.current)) apply({ type: "save-conflict", current: result.error.current });
        else apply({ type: "save-error", error: { message: result.error.message, issues: result.error.issues, retryable: RETRYABLE.has(result.error.code) } });
      } finally {
        running.current = null;
      }
    })();
    running.current = job;
    return job;
  }, [apply, machine]);

  // Debounce: every change of state restarts the timer; retries back off up to 30 s.
  useEffect(() => {
    if (!machine.shouldSave(state)) return;
    const wait = state.error?.retryable ? Math.min(30_000, 2_000 * 2 ** Math.max(0, state.attempts - 1)) : delayMs;
    const timer = setTimeout(() => void run(), wait);
    return () => clearTimeout(timer);
  }, [state, run, delayMs, machine]);

  const status = machine.status(state);

  const flush = useCallback(async (): Promise<SaveStatus> => {
    if (running.current) await running.current;
    if (machine.shouldSave(ref.current)) await run();
    return machine.status(ref.current);
  }, [run, machine]);

  usePendingWork({
    state: () => workState(machine.status(ref.current)),
    flush: async () => workState(await flush()),
    describe: () => unsavedMessage(ref.current, latest.current.name(ref.current.base), machine.blocked(ref.current)),
  });
  useEffect(() => notePendingWork(workState(status)), [status]);

  // Unmounted by a navigation the guard did not see (a programmatic one): the debounce timer is
  // gone with the component, so send the draft now rather than drop it.
  useEffect(
    () => () => {
      if (machine.shouldSave(ref.current) || running.current) void flush();
    },
    [flush, machine],
  );

  return {
    state,
    status,
    edit: useCallback((update: (draft: D) => D) => apply({ type: "edit", draft: update(ref.current.draft) }), [apply]),
    flush,
    keepMine: useCallback(() => apply({ type: "keep-mine" }), [apply]),
    takeTheirs: useCallback(async () => {
      if (running.current) await running.current;
      const { conflict: theirs, draft } = ref.current;
      const restore = latest.current.restore;
      if (theirs === null) return;
      if (restore === undefined || !machine.model.differs(theirs, draft)) return apply({ type: "take-theirs", at: Date.now() });
      // Mine goes into the history first (saved over theirs), then theirs comes back on top; the
      // bar says Saving… until both are done, and the form shows mine until theirs is back.
      apply({ type: "keep-mine" });
      apply({ type: "save-start" });
      const job = (async () => {
        try {
          // Not retried by itself: a retry of mine alone would leave mine on top. When mine is not
          // saved, the choice is open again (theirs as the conflict); when theirs did not come
          // back, mine is saved and the History has theirs.
          const fail = (error: ActionError, again: C | null) => {
            if (error.code === "conflict" && latest.current.isCard(error.current)) return apply({ type: "save-conflict", current: error.current });
            apply({ type: "save-error", error: { message: error.message, issues: error.issues, retryable: false } });
            if (again !== null) apply({ type: "save-conflict", current: again });
          };
          const mine = await runAction(() => latest.current.send(theirs, draft), "Your changes are kept here; choose again.");
          if (!mine.ok) return fail(mine.error, theirs);
          apply({ type: "save-ok", card: mine.value, at: Date.now() });
          apply({ type: "save-start" });
          const back = await runAction(() => restore(mine.value, theirs.version), "Your version is saved; bring theirs back from the History.");
          if (back.ok) apply({ type: "replace", card: back.value, at: Date.now() });
          else fail(back.error, null);
        } finally {
          running.current = null;
        }
      })();
      running.current = job;
      await job;
    }, [apply, machine]),
    replace: useCallback((next: C) => apply({ type: "replace", card: next, at: Date.now() }), [apply]),
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

/** What the question on leaving says about this card. */
function unsavedMessage<C, D>(state: AutosaveState<C, D>, name: string, blocked: string | null): string {
  const who = name || "This card";
  if (state.conflict) return `${who} is not saved: it was changed somewhere else; choose a version first.`;
  if (state.error) return `${who} is not saved: ${state.error.message}`;
  if (blocked !== null) return `${who} is not saved: ${blocked}`;
  return `${who} is not saved yet.`;
}
