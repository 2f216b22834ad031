"use client";
/**
 * The free table's controller: the game as the server last answered it, the request out, the
 * error, the replay's step, the hot-seat's viewer, and the calls (an action, undo, a replay step,
 * a fork). The views (free-table-client.tsx and its parts) draw what it holds and call it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { zoneLabel, type FreeTableState, type ZoneRef } from "@/lib/free-table";
import { predictFree, type FreePrediction } from "@/lib/free-table/predict";
import { shareState } from "@/lib/free-table/share";
import { textDigest } from "@/lib/table/game-sync";
import { getGame, post } from "./http";
import { answerStates, ReplaySteps, stepsQuery, type StepsAnswer } from "./replay-steps";
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

/** How long (ms) a replay step may take to come before the table shows busy. */
const BUSY_AFTER_MS = 120;

/**
 * The replay's step shown: the steps come from {@link ReplaySteps} (held, fetched, buffered);
 * this keeps the one shown and the busy state while a step not held yet is fetched.
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
  // While a step not held yet is being fetched: the timer that shows busy if it takes long, and
  // whether busy is shown.
  const loading = useRef<{ timer: ReturnType<typeof setTimeout>; shown: boolean } | null>(null);
  const steps = useMemo(
    () =>
      new ReplaySteps(
        async (from, count) => {
          const r = await getGame<StepsAnswer>(`${base}/steps?${stepsQuery(from, count)}`);
          return r.ok ? answerStates(r.value) : null;
        },
        () => shown.current.state,
        () => shown.current.actions,
      ),
    [base, shown],
  );
  // The buffer stops with the page (a fork or a link away): no window is fetched for a table gone.
  useEffect(() => () => steps.stop(), [steps]);

  const step = useCallback(
    (at: number | null) => {
      const ticket = ++asked.current;
      // A step still loading is dropped (its ticket) when another is shown: its busy state ends here.
      const settle = () => {
        if (loading.current === null) return;
        clearTimeout(loading.current.timer);
        if (loading.current.shown) setBusy(false);
        loading.current = null;
      };
      if (at === null) {
        steps.stop();
        settle();
        setPast(null);
        return;
      }
      const n = Math.min(shown.current.actions, Math.max(0, at));
      const kept = steps.held(n);
      const load = steps.ask(n);
      if (kept !== undefined) {
        settle();
        setError(null);
        setPast({ at: n, state: kept });
        return;
      }
      // Busy shows only when the step is slow to come: a step that comes at once is drawn in one
      // render, not one for the busy state and one for the step (and the page does not flicker).
      settle();
      const show = () => {
        wait.shown = true;
        setBusy(true);
      };
      const wait = { shown: false, timer: setTimeout(show, BUSY_AFTER_MS) };
      loading.current = wait;
      void load.then((s) => {
        if (ticket !== asked.current) return;
        settle();
        if (s === null) setError("The step could not be loaded.");
        else {
          setError(null);
          setPast({ at: n, state: s });
        }
      });
    },
    [setBusy, setError, shown, steps],
  );

  return { past, step };
}
