/**
 * The pure steps of the game page's controllers (use-game-store.ts, use-game-actions.ts): who
 * the table is drawn for, a `since` answer applied, the view built and measured. No React.
 */
import type { TableAdapter } from "@/lib/table/adapters";
import type { Synced } from "@/lib/table/game-sync";
import type { TableView } from "@/lib/table/view";
import type { GameResponse, GameTail } from "./game-types";

/** The seat the table is drawn for: the human seat the game waits for, else the first human seat. */
export function viewerOf(game: GameResponse): number {
  if (game.toAct !== null && game.seats[game.toAct] === "human") return game.toAct;
  const human = game.seats.indexOf("human");
  return human >= 0 ? human : 0;
}

/** A view with nothing to do in it (a replay's moment). */
export function emptyLegal(view: TableView): TableView {
  return { ...view, legal: [], prompts: [], blocked: [], offer: null };
}

/** The game drawn once the server's `since` answer `tail` is applied to `state` (the whole log kept). */
export function gameAfter(game: GameResponse, state: unknown, tail: GameTail): GameResponse {
  const log = [...game.log.slice(0, tail.logFrom), ...tail.log];
  return { ...game, state, toAct: tail.toAct, over: tail.over, legal: [], log, logFrom: 0, actions: tail.actions, at: tail.at };
}

/**
 * The game after a `since` answer: its entries applied to the table's replay and checked against
 * the server's digest. Null when the table must reload the game (the reason is marked for tests
 * and the console).
 */
export function followed(adapter: TableAdapter, game: GameResponse, synced: Synced<unknown> | null, tail: GameTail): { game: GameResponse; synced: Synced<unknown> } | null {
  const result = synced === null ? ({ ok: false, reason: "the table holds no live game" } as const) : adapter.applyTail(synced, tail.logFrom, tail.log, tail.digest);
  if (!result.ok) {
    performance.mark("table-resync", { detail: result.reason });
    console.warn(`The table reloads the game: ${result.reason}`);
    return null;
  }
  return { game: gameAfter(game, result.state, tail), synced: result.synced };
}

/**
 * The adapter's view, with its build time recorded as a `table-view` measure (bench/table-click).
 * The measure is the only side effect: the view is the same on every call.
 */
export function measuredView(adapter: TableAdapter, state: unknown, viewer: number, seats: readonly string[], title: string, cache: unknown, legal: readonly unknown[] | undefined): TableView {
  const start = performance.now();
  const view = adapter.tableView(state, viewer, seats, title, cache, legal);
  performance.measure("table-view", { start, end: performance.now() });
  return view;
}
