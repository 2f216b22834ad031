/**
 * The game page's state (a controller of game-client.tsx): the game drawn, whether a request is
 * out, the error shown, the end screens and the new log lines of the last answer, the replay's
 * step, and the table's replay of the live game (lib/table/game-sync.ts). It loads the game (a
 * replay at its start, a game at its present), takes every full answer (`receive`) and closes the
 * click measure when the predicted table has been painted (bench/table-click.bench.ts).
 */
"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from "react";
import type { Synced } from "@/lib/table/game-sync";
import { MOVED_ON_MESSAGE } from "@/lib/table/moved-on";
import { syncedFrom } from "@/lib/table/tail";
import { errorText, getJson, type HttpResult } from "../play-http";
import type { EndScreen } from "./end-screens";
import { markAfterPaint } from "./frames";
import type { GameResponse } from "./game-types";

export interface GameStore {
  readonly game: GameResponse | null;
  readonly setGame: Dispatch<SetStateAction<GameResponse | null>>;
  readonly busy: boolean;
  readonly setBusy: (busy: boolean) => void;
  readonly error: string | null;
  readonly setError: (error: string | null) => void;
  /** The end screens of the last answer (closed by the designer). */
  readonly outcomes: readonly EndScreen[];
  readonly setOutcomes: (outcomes: EndScreen[]) => void;
  /** The first log entry of the last answer (its lines are marked new); Infinity: none. */
  readonly newFrom: number;
  readonly setNewFrom: (n: number) => void;
  /** The replay's step and the log's length. */
  readonly at: number | null;
  readonly total: number;
  /** Sets the step and the length at once (a live game: both are the log's length). */
  readonly setStep: (at: number, total?: number) => void;
  /** The game drawn by a click (predicted, or the answer without a prediction): its paint closes the measure. */
  readonly paintEndRef: MutableRefObject<GameResponse | null>;
  /** The table's replay of the live game (states it held), to apply `since` answers to. */
  readonly syncedRef: MutableRefObject<Synced<unknown> | null>;
  /** Draws a full answer (GET, or an action without prediction), or its error. */
  readonly receive: (r: HttpResult<GameResponse>) => void;
  /** The server's game after a 409 "moved on" (lib/table/moved-on.ts), drawn with the reason. */
  readonly showMovedOn: (current: GameResponse) => void;
  /** Loads the game at a step (null: its present). */
  readonly load: (step: number | null) => Promise<void>;
}

export function useGameStore(gameId: string, replay: boolean): GameStore {
  const [game, setGame] = useState<GameResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<EndScreen[]>([]);
  const [newFrom, setNewFrom] = useState(Infinity);
  const [at, setAt] = useState<number | null>(null);
  const [total, setTotal] = useState(0);
  const paintEnd = useRef<GameResponse | null>(null);
  const synced = useRef<Synced<unknown> | null>(null);

  const setStep = useCallback((step: number, length: number = step) => {
    setTotal(length);
    setAt(step);
  }, []);

  const receive = useCallback(
    (r: HttpResult<GameResponse>) => {
      setBusy(false);
      if (!r.ok) {
        setError(errorText(r.error));
        return;
      }
      setError(null);
      const length = r.value.actions ?? r.value.log.length;
      const live = r.value.at === undefined || r.value.at === length;
      synced.current = live ? syncedFrom(r.value.log, r.value.state) : null;
      setGame(r.value);
      setStep(r.value.at ?? r.value.log.length, length);
    },
    [setStep],
  );

  const showMovedOn = useCallback(
    (current: GameResponse) => {
      receive({ ok: true, value: current });
      setError(MOVED_ON_MESSAGE);
    },
    [receive],
  );

  const gameUrl = useCallback((step: number | null) => `/api/games/${gameId}${step !== null ? `?at=${step}` : ""}`, [gameId]);

  const load = useCallback(
    async (step: number | null) => {
      setBusy(true);
      receive(await getJson<GameResponse>(gameUrl(step)));
    },
    [gameUrl, receive],
  );

  useEffect(() => {
    // A replay opens at its start; a game at its current moment.
    let live = true;
    void getJson<GameResponse>(gameUrl(replay ? 0 : null)).then((r) => {
      if (live) receive(r);
    });
    return () => {
      live = false;
    };
  }, [gameUrl, receive, replay]);

  // A layout effect runs right after React's commit, before the browser paints: the next frame
  // painted is the first with the predicted table (a passive effect may run after that paint).
  useLayoutEffect(() => {
    if (paintEnd.current === null || game !== paintEnd.current) return;
    paintEnd.current = null;
    performance.mark("table-committed");
    performance.measure("table-render", performance.getEntriesByName("table-predicted", "mark").length > 0 ? "table-predicted" : "table-answer", "table-committed");
    markAfterPaint("table-painted", () => {
      performance.measure("table-paint", "table-committed", "table-painted");
      performance.measure("table-click", "table-click", "table-painted");
      performance.clearMarks("table-predicted");
    });
  }, [game]);

  return { game, setGame, busy, setBusy, error, setError, outcomes, setOutcomes, newFrom, setNewFrom, at, total, setStep, paintEndRef: paintEnd, syncedRef: synced, receive, showMovedOn, load };
}
