/**
 * What the table draws of the game (a controller of game-client.tsx): the neutral view, the log's
 * lines, the outcome and the end screens, and whether Undo has anything to take back.
 *
 * Speed (bench/table-click.bench.ts): the view is built once per state (trade offers left out:
 * the picker checks the one pair chosen), unchanged cards keep their view objects so the
 * memoised cards skip them (the adapter's cache), unchanged legal actions and blocked cards
 * keep theirs (the sharer), and the log's lines are made once per entry.
 */
"use client";

import { useMemo } from "react";
import type { OutcomeView, TableAdapter } from "@/lib/table/adapters";
import { viewSharer } from "@/lib/table/share";
import { canTakeBack } from "@/lib/table/tail";
import type { LogLine, TableView } from "@/lib/table/view";
import { endScreens, type EndScreen } from "./end-screens";
import { gameLogLines, lastEraEvents } from "./game-log";
import { emptyLegal, measuredView, viewerOf } from "./game-steps";
import type { GameResponse } from "./game-types";

export interface TableDrawing {
  readonly view: TableView | null;
  readonly viewer: number;
  /** A game with hidden information: the server's legal actions are drawn, nothing is predicted. */
  readonly hidden: boolean;
  readonly entries: (readonly LogLine[])[];
  readonly outcome: OutcomeView | null;
  /** The end screens of a finished game (its last era's), or null. */
  readonly finalOutcome: EndScreen[] | null;
  /** Undo is offered while a human action is still in effect (the server refuses it otherwise). */
  readonly undoable: boolean;
}

export function useTableView(adapter: TableAdapter | null, system: string, game: GameResponse | null, replay: boolean, at: number | null): TableDrawing {
  const cache = useMemo(() => adapter?.viewCache(), [adapter]);
  const sharer = useMemo(() => viewSharer(), []);
  const state = game?.state ?? null;
  const seats = game?.seats ?? null;
  const title = game?.title ?? "";
  const viewer = game === null ? 0 : viewerOf(game);
  // A game with hidden information comes narrowed to what this page may see (the engine's `view`,
  // lib/server/games/seat-view.ts): the table can neither predict it nor list its legal actions,
  // so it draws the server's legal actions and waits for each answer.
  const hidden = adapter?.engine.view !== undefined;
  const legal = game?.legal ?? null;
  const view = useMemo(() => {
    if (adapter === null || state === null || seats === null) return null;
    const v = measuredView(adapter, state, viewer, seats, title, cache, hidden ? (legal ?? []) : undefined);
    return sharer.share(replay ? emptyLegal(v) : v);
  }, [adapter, state, viewer, seats, title, cache, replay, sharer, hidden, legal]);
  const log = game?.log ?? null;
  const entries = useMemo(() => (adapter === null || state === null || log === null ? [] : gameLogLines(adapter, state, replay ? log.slice(0, at ?? 0) : log)), [adapter, state, log, replay, at]);
  const outcome = useMemo(() => (adapter === null || state === null ? null : adapter.outcome(state)), [adapter, state]);
  const finalOutcome = useMemo(() => (state !== null && log !== null && outcome !== null ? endScreens(system, state, lastEraEvents(log)) : null), [system, state, log, outcome]);
  const undoable = useMemo(() => log !== null && canTakeBack(log), [log]);
  return { view, viewer, hidden, entries, outcome, finalOutcome, undoable };
}
