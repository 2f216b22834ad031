"use client";
/**
 * The free table's controller: the game as the server last answered it, the request out, the
 * error, the replay's step, the hot-seat's viewer, and the calls (an action, undo, a replay step,
 * a fork). The views (free-table-client.tsx and its parts) draw what it holds and call it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState } from "react";
import { zoneLabel, type FreeTableState, type ZoneRef } from "@/lib/free-table";
import { getGame, post, type Result } from "./http";
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

export function useFreeTable(packId: string, initial: FreeGame): FreeTableController {
  const router = useRouter();
  const [game, setGame] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [viewer, setViewer] = useState(initial.toAct ?? 0);
  const [past, setPast] = useState<number | null>(null);
  // The latest replay step asked for: a slower answer to an older step is dropped.
  const asked = useRef(0);
  const state = game.state;
  const turn = game.toAct ?? 0;
  const base = `/api/games/${game.id}`;

  const run = useCallback(async (request: () => Promise<Result<FreeGame>>, after?: () => void) => {
    const ticket = ++asked.current;
    setBusy(true);
    setError(null);
    const r = await request();
    if (ticket !== asked.current) return;
    if (r.ok) {
      setGame(r.value);
      after?.();
    } else setError(r.message);
    setBusy(false);
  }, []);

  const targets = useMemo(() => state.zones.map((z) => ({ ref: { zone: z.zone, seat: z.seat }, label: zoneLabel(state, z) })), [state]);
  const drawTo = useMemo(() => drawZone(state, turn), [state, turn]);
  return {
    game,
    state,
    turn,
    busy,
    error,
    past,
    passing: past === null && state.names.length > 1 && viewer !== turn && hasPrivateZones(state),
    disabled: busy || past !== null,
    targets,
    drawTo,
    act: (action) => void run(() => post<FreeGame>(`${base}/actions`, action)),
    undo: () => void run(() => post<FreeGame>(`${base}/undo`)),
    step: (at) => {
      const n = at === null ? null : Math.min(game.actions, Math.max(0, at));
      void run(() => getGame<FreeGame>(n === null ? base : `${base}?at=${n}`), () => setPast(n));
    },
    fork: () => {
      setBusy(true);
      void post<{ id: string }>(`${base}/fork`, { at: game.at }).then((r) => {
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
