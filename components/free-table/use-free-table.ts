"use client";
/**
 * The free table's controller: the game as the server last answered it, the request out, the
 * error, the replay's step, the hot-seat's viewer, and the calls (an action, undo, a replay step,
 * a fork). The views (free-table-client.tsx and its parts) draw what it holds and call it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState } from "react";
import { zoneLabel, type FreeTableState, type ZoneRef } from "@/lib/free-table";
import { predictFree, type FreePrediction } from "@/lib/free-table/predict";
import { shareState } from "@/lib/free-table/share";
import { textDigest } from "@/lib/table/game-sync";
import { getGame, post } from "./http";
import type { FreeGame } from "./types";

/** True when some zone keeps its cards from a seat (a hand, a deck, face-down cards): hot-seat then passes the device. */
export function hasPrivateZones(state: FreeTableState): boolean {
  return state.table.zones.some((z) => z.visibility !== "all" || z.faceDown === true);
}

/** Where "Draw" puts cards: the seat's hand (a per-seat zone only its owner sees), else its first row. */
export function drawZone(state: FreeTableState, seat: number): ZoneRef | null {
  const hand = state.table.zones.find((z) => z.owner === "seat" && z.visibility === "owner" && z.faceDown !== true) ?? state.table.zones.find((z) => z.owner === "seat" && z.layout === "row");
  return hand === undefined ? null : { zone: hand.key, seat };
}

export interface FreeTableController {
  readonly game: FreeGame;
  readonly state: FreeTableState;
  /** The seat whose turn it is: the page is its view, and it takes every action from the table. */
  readonly turn: number;
  readonly busy: boolean;
  readonly error: string | null;
  /** The replay's step shown, or null for the live game. */
  readonly past: number | null;
  /** True when the board must hide behind "pass the device" (hot-seat, another seat's turn began). */
  readonly passing: boolean;
  /** True when nothing may be played (a request out, or a past moment shown). */
  readonly disabled: boolean;
  readonly targets: readonly { readonly ref: ZoneRef; readonly label: string }[];
  readonly drawTo: ZoneRef | null;
  act(action: Record<string, unknown>): void;
  undo(): void;
  /** Shows the game after `at` log entries (0 = the deal, the log's length = now, still a replay); null: back to the live game. */
  step(at: number | null): void;
  fork(): void;
  /** The player at the device says they are the seat whose turn it is. */
  takeDevice(): void;
}

/** The server's answer with `?since=n` (lib/server/games/store.ts tailDto): the log only from entry `logFrom` on, the state's digest instead of the state. */
interface Answer {
  readonly toAct: number | null;
  readonly log: FreeGame["log"];
  readonly logFrom: number;
  readonly actions: number;
  readonly at: number;
  readonly digest?: string;
}

/** `answer` merged into `known`: the log entries the page already has kept (the answer holds those from `logFrom` on); the state stays `known`'s until checked. */
export function mergeAnswer(known: FreeGame, answer: Answer): FreeGame {
  return { ...known, toAct: answer.toAct, actions: answer.actions, at: answer.at, log: [...known.log.slice(0, answer.logFrom), ...answer.log] };
}

/** `game` after a predicted action: the predicted view, the entry appended. */
function predicted(game: FreeGame, action: Record<string, unknown>, p: FreePrediction): FreeGame {
  const entry = { action: action as FreeGame["log"][number]["action"], events: p.events, by: "human" };
  return { ...game, state: p.state, toAct: p.state.turn, log: [...game.log, entry], actions: game.actions + 1, at: game.at + 1 };
}

/** How many replay steps one request fetches (lib/server/games/get-steps.ts answers up to 50). */
const STEP_WINDOW = 25;

export function useFreeTable(packId: string, initial: FreeGame): FreeTableController {
  const router = useRouter();
  // `game`: what the page shows (the server's last answer, with the predicted actions still out
  // applied); `confirmed`: the server's last answer; `queue`: the requests out, one after another.
  const [game, setGame] = useState(initial);
  const confirmed = useRef(initial);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  // Bumped when an answer fails: the requests queued behind it were chosen on a picture now wrong.
  const era = useRef(0);
  // What the page shows, for the calls (they run outside render): set with `game`, by `show`.
  const shown = useRef(initial);
  const show = useCallback((g: FreeGame) => {
    shown.current = g;
    setGame(g);
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [viewer, setViewer] = useState(initial.toAct ?? 0);
  const base = `/api/games/${game.id}`;
  const { past, step } = useReplaySteps(base, shown, setBusy, setError);
  const live = game.state;
  const state = past?.state ?? live;
  const turn = past !== null ? past.state.turn : (game.toAct ?? 0);

  /** The whole game from the server (its state shared with what is drawn): after a refusal, or when a prediction was not the server's answer. */
  const reload = useCallback(async () => {
    const r = await getGame<FreeGame>(base);
    if (!r.ok) return void setError(r.message);
    confirmed.current = r.value;
    show({ ...r.value, state: shareState(shown.current.state, r.value.state) });
  }, [base, show]);

  /** Posts after the requests already out; `isPredicted`: the page already shows the action's result (no busy state). */
  const send = useCallback((path: string, body: unknown, isPredicted: boolean) => {
    const mine = era.current;
    pending.current++;
    if (!isPredicted) setBusy(true);
    setError(null);
    queue.current = queue.current.then(async () => {
      if (mine !== era.current) return void pending.current--;
      const r = await post<Answer>(`${base}${path}?since=${confirmed.current.actions}`, body);
      pending.current--;
      if (mine !== era.current) return;
      if (r.ok) {
        // A `?since=` answer holds the log's new entries and the digest of the state, not the state.
        confirmed.current = mergeAnswer(confirmed.current, r.value);
        if (pending.current > 0) return;
        // The last request out answered: the prediction shown stays when the server's state is the same, else the server's game.
        const now = shown.current;
        if (r.value.digest !== undefined && textDigest(JSON.stringify(now.state)) === r.value.digest) {
          confirmed.current = { ...confirmed.current, state: now.state };
          show({ ...now, ...confirmed.current });
        } else await reload();
        setBusy(false);
      } else {
        era.current++;
        setError(r.message);
        await reload();
        setBusy(false);
      }
    });
  }, [base, reload, show]);

  const act = useCallback(
    (action: Record<string, unknown>) => {
      const now = shown.current;
      const p = predictFree(now.state, action);
      if (p !== null) show(predicted(now, action, p));
      send("/actions", action, p !== null);
    },
    [send, show],
  );
  const undo = useCallback(() => send("/undo", {}, false), [send]);

  const targets = useMemo(() => state.zones.map((z) => ({ ref: { zone: z.zone, seat: z.seat }, label: zoneLabel(state, z) })), [state.zones.length, state.table, state.names]); // eslint-disable-line react-hooks/exhaustive-deps
  const drawTo = useMemo(() => drawZone(state, turn), [state.table, turn]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    game,
    state,
    turn,
    busy,
    error,
    past: past?.at ?? null,
    passing: state.names.length > 1 && viewer !== turn && hasPrivateZones(state),
    disabled: busy || past !== null,
    targets,
    drawTo,
    act,
    undo,
    step,
    fork: () => {
      setBusy(true);
      void post<{ id: string }>(`${base}/fork`, { at: past?.at ?? game.at }).then((r) => {
        if (r.ok) router.push(`/packs/${packId}/play/${r.value.id}`);
        else {
          setError(r.message);
          setBusy(false);
        }
      });
    },
    takeDevice: () => setViewer(turn),
  };
}

/**
 * The most steps the replay fetches ahead of need, around the step first shown: a game of up to
 * this many actions is held whole once its steps have come, so any jump is drawn from the page.
 */
export const BUFFER_STEPS = 4000;

/** How long (ms) the designer must leave the replay alone before the buffer asks for its next window. */
const QUIET_MS = 250;

/** Resolves when the page's thread is idle (at most 200 ms later), or at once where there is no requestIdleCallback. */
function idle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: 200 }) : resolve()));
}

/** The windows (their first steps) to buffer around `center`, nearest first: `center`'s, then one after, one before, ... */
export function bufferOrder(center: number, total: number, window: number, limit: number): number[] {
  const first = Math.floor(center / window) * window;
  const lo = Math.max(0, first - Math.floor(limit / 2));
  const hi = Math.min(total, first + Math.floor(limit / 2));
  const out: number[] = [];
  for (let d = 0; first - d >= lo || first + d <= hi; d += window) {
    if (first + d <= hi) out.push(first + d);
    if (d > 0 && first - d >= lo) out.push(first - d);
  }
  return out;
}

/**
 * The replay's steps: the page's view after `n` entries, fetched in windows of steps from the
 * server (never computed here: a seat's page has no hidden cards to replay with), cached so going
 * back and forth asks once. Once the replay is opened, the windows are fetched one request at a
 * time in the background, nearest the step shown first, up to {@link BUFFER_STEPS} steps (a
 * video player's buffer), whenever the designer has left the replay alone for {@link QUIET_MS}:
 * a jump then draws a step the page holds instead of asking the server.
 */
function useReplaySteps(
  base: string,
  shown: { readonly current: FreeGame },
  setBusy: (busy: boolean) => void,
  setError: (message: string | null) => void,
): { readonly past: { readonly at: number; readonly state: FreeTableState } | null; readonly step: (at: number | null) => void } {
  const [past, setPast] = useState<{ readonly at: number; readonly state: FreeTableState } | null>(null);
  // The latest replay step asked for: a slower answer to an older step is dropped.
  const asked = useRef(0);
  // Replay steps already fetched (the page's view at each); `windows`: the requests for a window
  // of steps, by its first step (out or answered).
  const steps = useRef(new Map<number, FreeTableState>());
  const windows = useRef(new Map<number, Promise<boolean>>());
  // When the designer last asked for a step (Date.now()): the buffer waits for a quiet moment.
  const lastStep = useRef(0);
  // True while a step not held yet is being fetched (the page shows busy); `loaded`: that fetch.
  const loading = useRef(false);
  const loaded = useRef<Promise<unknown>>(Promise.resolve());
  // The background buffer's run: bumped to stop it (the replay left, or a new run started).
  const buffering = useRef<{ run: number; active: boolean }>({ run: 0, active: false });

  /** Fetches the window of steps starting at `from` once (a request out is shared); false when the server refused. */
  const fetchWindow = useCallback(
    (from: number): Promise<boolean> => {
      const out = windows.current.get(from);
      if (out !== undefined) return out;
      const p = getGame<{ from: number; states: FreeTableState[] }>(`${base}/steps?from=${from}&count=${STEP_WINDOW}`).then((r) => {
        if (!r.ok) {
          windows.current.delete(from);
          return false;
        }
        let prev = steps.current.get(from - 1) ?? shown.current.state;
        r.value.states.forEach((s, i) => {
          // A step fetched alone may be on screen: it stays the same object.
          prev = steps.current.get(from + i) ?? shareState(prev, s);
          steps.current.set(from + i, prev);
        });
        // A window cut short by the log's end is asked again once the log is longer.
        if (r.value.states.length < STEP_WINDOW) windows.current.delete(from);
        return true;
      });
      windows.current.set(from, p);
      return p;
    },
    [base, shown],
  );

  /** Starts the background buffer around step `center` unless one is running; stops at the first refusal. */
  const startBuffer = useCallback(
    (center: number) => {
      if (buffering.current.active) return;
      const run = buffering.current.run + 1;
      buffering.current = { run, active: true };
      void (async () => {
        try {
          for (const from of bufferOrder(center, shown.current.actions, STEP_WINDOW, BUFFER_STEPS)) {
            // The designer's own steps go first: the buffer waits while one is loading and until
            // they have stopped stepping for a moment (scrubbing the slider), then for the page's
            // thread to be idle, so a window is neither served nor parsed in the middle of a step.
            for (let quiet = QUIET_MS - (Date.now() - lastStep.current); loading.current || quiet > 0; quiet = QUIET_MS - (Date.now() - lastStep.current)) {
              if (loading.current) await loaded.current.catch(() => undefined);
              else await new Promise((resolve) => setTimeout(resolve, quiet));
            }
            await idle();
            if (buffering.current.run !== run) return;
            if (!(await fetchWindow(from))) break;
          }
        } finally {
          if (buffering.current.run === run) buffering.current = { run, active: false };
        }
      })();
    },
    [fetchWindow, shown],
  );

  /**
   * The page's view after `n` entries, from the replay's cache; else the step alone first (a jump
   * waits for one state, not a window of 25), then its window in the background.
   */
  const loadSteps = useCallback(
    (n: number): Promise<FreeTableState | null> => {
      const total = shown.current.actions;
      const w = Math.floor(n / STEP_WINDOW) * STEP_WINDOW;
      const kept = steps.current.get(n);
      if (kept !== undefined) return Promise.resolve(kept);
      const out = windows.current.get(w);
      if (out !== undefined) return out.then(() => steps.current.get(n) ?? null);
      return getGame<{ from: number; states: FreeTableState[] }>(`${base}/steps?from=${n}&count=1`).then((r) => {
        const s = r.ok ? r.value.states[0] : undefined;
        if (s !== undefined && !steps.current.has(n)) steps.current.set(n, shareState(steps.current.get(n - 1) ?? steps.current.get(n + 1) ?? shown.current.state, s));
        if (w <= total) void fetchWindow(w);
        return steps.current.get(n) ?? null;
      });
    },
    [base, fetchWindow, shown],
  );

  const step = useCallback(
    (at: number | null) => {
      const ticket = ++asked.current;
      lastStep.current = Date.now();
      if (at === null) {
        // Back to the live game: the buffer stops (its steps stay for the next replay).
        buffering.current = { run: buffering.current.run + 1, active: false };
        if (loading.current) setBusy(false);
        loading.current = false;
        setPast(null);
        return;
      }
      const n = Math.min(shown.current.actions, Math.max(0, at));
      const kept = steps.current.get(n);
      if (kept !== undefined) {
        startBuffer(n);
        // An older step still loading is dropped (its ticket), so its busy state ends here.
        if (loading.current) setBusy(false);
        loading.current = false;
        setError(null);
        setPast({ at: n, state: kept });
        return;
      }
      loading.current = true;
      setBusy(true);
      const load = loadSteps(n);
      loaded.current = load;
      // After the step's own request: a jump waits for one state, the buffer comes behind it.
      startBuffer(n);
      void load.then((s) => {
        if (ticket !== asked.current) return;
        loading.current = false;
        setBusy(false);
        if (s === null) setError("The step could not be loaded.");
        else {
          setError(null);
          setPast({ at: n, state: s });
        }
      });
    },
    [loadSteps, setBusy, setError, shown, startBuffer],
  );

  return { past, step };
}
