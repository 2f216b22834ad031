/**
 * Posting the designer's action (a controller of game-client.tsx). On a click it predicts the
 * answer (lib/table/prediction.ts: the designer's move and the bots' turns played with the
 * server's own code, lib/table/bot-turns.ts), draws it at once, and posts the action with
 * `?since=` the length of its log. The answer carries the new log entries and a digest of the
 * server's state, no state (lib/table/game-sync.ts): when they are the prediction nothing is
 * redrawn; when they differ the table applies the server's entries to the state before the
 * click; a 409 "moved on" (another tab moved first: lib/table/moved-on.ts) draws the game the
 * server sent and says so; a refusal (422) or a failure takes the move back; when the answer
 * cannot be applied (a take-back reaching back before the page was loaded) it reloads the game.
 * A game with hidden information (the engine's `view`) is not predicted: the table waits.
 *
 * Performance marks (bench/table-click.bench.ts): `table-click`, `table-predicted`,
 * `table-answer`, `table-settled` (detail: confirmed, replaced, rolledBack, movedOn or reload);
 * measures `table-predict` and `table-request` (use-game-store.ts closes `table-click`).
 */
"use client";

import { useCallback } from "react";
import type { TableAdapter } from "@/lib/table/adapters";
import { movedOnGame } from "@/lib/table/moved-on";
import { predict, settle, type Prediction } from "@/lib/table/prediction";
import { errorText, getJson, postJson, type HttpResult } from "../play-http";
import { endScreens } from "./end-screens";
import { afterNextFrame } from "./frames";
import { gameAfter } from "./game-steps";
import type { GameResponse, GameTail } from "./game-types";
import type { GameStore } from "./use-game-store";

type AnyPrediction = Prediction<unknown, unknown>;

/** The designer's move and the bots' answer predicted; null when the engine's bot broke (the server will say), or the refusal. */
function predicted(adapter: TableAdapter, game: GameResponse, before: number, action: unknown): { prediction: AnyPrediction | null } | { refused: string } {
  try {
    const result = predict(adapter.engine, game, before, game.state, action);
    return result.ok ? { prediction: result.prediction } : { refused: `${result.rejection.message} (${result.rejection.rule})` };
  } catch (error) {
    // A bot that breaks here breaks on the server too: the answer will say so.
    console.warn("The table could not predict the bots' answer", error);
    return { prediction: null };
  }
}

/** Forgets the click measure of a table that will not be painted as predicted. */
function dropPaintMeasure(paintEndRef: GameStore["paintEndRef"]) {
  if (paintEndRef.current === null) return;
  paintEndRef.current = null;
  performance.clearMarks("table-click");
}

/**
 * `post(action)`: the action predicted, drawn, posted and settled. One action at a time: the
 * table waits for the server before the next click (a click while busy does nothing).
 */
export function usePostAction(store: GameStore, adapter: TableAdapter | null, system: string, gameId: string, hidden: boolean): (action: unknown) => Promise<void> {
  const { game, busy, outcomes, newFrom, receive, showMovedOn } = store;
  const { setGame, setBusy, setError, setOutcomes, setNewFrom, setStep, paintEndRef, syncedRef } = store;
  return useCallback(
    async (action: unknown) => {
      if (adapter === null || game === null || busy) return;
      performance.mark("table-click");
      const before = game.log.length;
      if (hidden) {
        setBusy(true);
        setError(null);
        const answer = await postJson<GameResponse>(`/api/games/${gameId}/actions`, action);
        if (answer.ok) {
          setOutcomes(endScreens(system, answer.value.state, answer.value.log.slice(before).flatMap((e) => e.events)));
          setNewFrom(before);
        }
        return receive(answer);
      }
      const guess = predicted(adapter, game, before, action);
      if ("refused" in guess) return setError(guess.refused);
      const prediction = guess.prediction;
      const prior = { outcomes: [...outcomes], newFrom };
      const held = syncedRef.current;
      if (prediction !== null) {
        performance.mark("table-predicted");
        performance.measure("table-predict", "table-click", "table-predicted");
        const log = [...game.log, ...prediction.entries.map((e) => ({ action: e.action, events: e.events as readonly unknown[], by: e.by }))];
        const waiting = adapter.engine.toAct(prediction.state);
        const shown: GameResponse = { ...game, state: prediction.state, toAct: waiting, over: waiting === null, log, logFrom: 0, actions: log.length, at: log.length };
        paintEndRef.current = shown;
        setGame(shown);
        setOutcomes(endScreens(system, prediction.state, prediction.entries.flatMap((e) => e.events)));
        setNewFrom(before);
        setStep(log.length);
      } else {
        setGame({ ...game, toAct: null });
      }
      setBusy(true);
      setError(null);
      // A predicted answer is painted first, and the request sent after that frame: started here,
      // the fetch's own work in the page came before React drew the prediction (bench/table-click).
      if (prediction !== null) await afterNextFrame();
      const r = await postJson<GameTail>(`/api/games/${gameId}/actions?since=${before}`, action);
      performance.mark("table-answer");
      performance.measure("table-request", "table-click", "table-answer");
      const restore = () => {
        setOutcomes(prior.outcomes);
        setNewFrom(prior.newFrom);
      };
      const stale = r.ok ? null : movedOnGame<GameResponse>(r.error);
      if (stale !== null) {
        // Another tab moved first: nothing of this move was written; draw the game as it is now.
        dropPaintMeasure(paintEndRef);
        performance.mark("table-settled", { detail: "movedOn" });
        restore();
        return showMovedOn(stale);
      }
      await settleAnswer({ store, adapter, system, gameId, game, before, prediction, held, r, restore });
    },
    // `store` is read for its refs (stable) and its setters (stable); its values are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [adapter, system, game, gameId, busy, receive, showMovedOn, outcomes, newFrom, hidden, paintEndRef, syncedRef],
  );
}

interface SettleInput {
  readonly store: GameStore;
  readonly adapter: TableAdapter;
  readonly system: string;
  readonly gameId: string;
  /** The game before the click. */
  readonly game: GameResponse;
  readonly before: number;
  readonly prediction: AnyPrediction | null;
  /** The table's replay before the click. */
  readonly held: GameStore["syncedRef"]["current"];
  readonly r: HttpResult<GameTail>;
  /** Puts back the end screens and new lines of before the click. */
  readonly restore: () => void;
}

/** The server's answer settled against the prediction (lib/table/prediction.ts `settle`) and drawn. */
async function settleAnswer({ store, adapter, system, gameId, game, before, prediction, held, r, restore }: SettleInput): Promise<void> {
  const { paintEndRef, syncedRef } = store;
  const settled = settle(held, prediction, r, adapter.digest, (s, a) => adapter.applyTail(s, a.logFrom, a.log, a.digest));
  performance.mark("table-settled", { detail: settled.kind });
  if (settled.kind === "rolledBack" || settled.kind === "reload") {
    // The table shows what the server holds: the state before the click, or the whole game reloaded.
    dropPaintMeasure(paintEndRef);
    console.warn(`The table ${settled.kind === "reload" ? "reloads the game" : "takes the move back"}: ${settled.reason}`);
    restore();
    if (settled.kind === "reload") {
      performance.mark("table-resync", { detail: settled.reason });
      return store.receive(await getJson<GameResponse>(`/api/games/${gameId}`));
    }
    store.setBusy(false);
    store.setGame(game);
    store.setStep(before);
    store.setError(r.ok ? settled.reason : errorText(r.error));
    return;
  }
  if (!r.ok) return; // settle rolls back every failed answer; this narrows r for TypeScript.
  syncedRef.current = settled.synced;
  const tail = r.value;
  const next = gameAfter(game, settled.state, tail);
  if (settled.kind === "replaced") {
    console.warn(`The table draws the server's answer: ${settled.reason}`);
    store.setOutcomes(endScreens(system, settled.state, tail.log.flatMap((e) => e.events)));
    store.setNewFrom(before);
    store.setStep(next.log.length);
    if (prediction === null) paintEndRef.current = next;
    store.setGame(next);
  } else {
    // Confirmed: the table painted is the answer; keep its log and state objects so nothing redraws.
    store.setGame((shown) => (shown === null ? next : { ...shown, toAct: tail.toAct, over: tail.over, actions: tail.actions, at: tail.at }));
  }
  store.setBusy(false);
}
