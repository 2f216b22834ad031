/**
 * What a game's answers let a page see (docs/architecture.md, "Trial play"): the one place every state and
 * log entry of `GET /api/games/{id}`, an action's and an undo's answer passes through
 * (store.ts `gameDto`, `tailDto`). A page is for the human seats, the designer's: an engine with
 * hidden information (`RulesEngine.view`: Genesis hides the destiny and a rival's ops) answers
 * with what those seats may see, and without the seed, which would let the page deal the game
 * again and read the destiny. A game of bots only is watched: it is seen as every seat sees it.
 * The replay export (export-replay.ts) keeps everything, as the record of the game.
 *
 * A free-table game is hot-seat: every seat is the designer's, one at a time. Its page is for the
 * seat whose turn it is (the seat the viewer currently is), so another seat's hand and every
 * hidden deck reach the page without their identifiers; the table shows "pass the device" when
 * the turn passes.
 */
import type { SeatKind } from "@/lib/packs/replay";
import { engineOf, type GameSetup } from "./play";
import type { GameLogEntry } from "./types";

/** The seats a page of the game is for: its human seats, or every seat when none is human. */
export function pageSeats(seats: readonly SeatKind[]): number[] {
  const human = seats.flatMap((kind, i) => (kind === "human" ? [i] : []));
  return human.length > 0 ? human : seats.map((_, i) => i);
}

/** True when the game's engine hides something from some seat. */
export function hasHiddenInformation(setup: Pick<GameSetup, "document" | "engine">): boolean {
  return engineOf(setup).view !== undefined;
}

/** The seats the page of `state` is for: on the free table the seat whose turn it is, else {@link pageSeats}. */
export function viewSeats(setup: GameSetup, state: unknown): number[] {
  const turn = setup.engine === "free" ? engineOf(setup).toAct(state) : null;
  return turn === null ? pageSeats(setup.seats) : [turn];
}

/** The state as the page's seats may see it. */
export function pageState(setup: GameSetup, state: unknown): unknown {
  const view = engineOf(setup).view;
  return view === undefined ? state : view.state(state, viewSeats(setup, state));
}

/** Log entries as the page's seats may see them (a take-back names only log indices). */
export function pageLog(setup: GameSetup, log: readonly GameLogEntry[]): GameLogEntry[] {
  const view = engineOf(setup).view;
  if (view === undefined) return [...log];
  const seats = pageSeats(setup.seats);
  return log.map((entry) => {
    if (entry.by === "undo") return entry;
    const shown = view.entry(entry.action, entry.events, seats);
    return { ...entry, action: shown.action as GameLogEntry["action"], events: shown.events };
  });
}

/** The seed, or null when it would show hidden cards (it deals the destiny). */
export function pageSeed(setup: GameSetup): number | string | null {
  return hasHiddenInformation(setup) ? null : setup.seed;
}
