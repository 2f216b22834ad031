/**
 * The free table's actions and events as JSON (docs/systems.md, "The free table"). Every action
 * names the seat taking it (any seat of a hot-seat game may act, `phase` and `endTurn` only the
 * seat whose turn it is) and the cards by their state `id`. `from` on a card action is optional:
 * given, the action is refused when the card is elsewhere (the table acted on a stale picture).
 *
 * Events name cards by id; `identifier` only when every seat sees the card (before or after the
 * action), so a log entry never tells a seat what it may not see.
 */
import type { ActionKeys } from "../systems/engine";
import type { TableCard, ZoneRef } from "./state";

export type CounterTarget = { readonly card: string } | { readonly seat: number };

export type FreeTableAction =
  | { readonly type: "move"; readonly seat: number; readonly card: string; readonly from?: ZoneRef; readonly to: ZoneRef; readonly index?: number; readonly faceDown?: boolean }
  | { readonly type: "draw"; readonly seat: number; readonly from: ZoneRef; readonly to: ZoneRef; readonly count: number; readonly faceDown?: boolean }
  | { readonly type: "shuffle"; readonly seat: number; readonly zone: ZoneRef }
  | { readonly type: "flip"; readonly seat: number; readonly card: string; readonly from?: ZoneRef }
  | { readonly type: "turn"; readonly seat: number; readonly card: string; readonly from?: ZoneRef }
  | { readonly type: "counter"; readonly seat: number; readonly target: CounterTarget; readonly key: string; readonly delta: number }
  | { readonly type: "roll"; readonly seat: number; readonly sides: number; readonly count: number }
  | { readonly type: "reveal"; readonly seat: number; readonly zone: ZoneRef; readonly count: number }
  /** The acting seat alone looks at the top `count` cards of a zone (a scry): nobody else learns them. */
  | { readonly type: "look"; readonly seat: number; readonly zone: ZoneRef; readonly count: number }
  | { readonly type: "phase"; readonly seat: number }
  | { readonly type: "endTurn"; readonly seat: number };

export type FreeTableActionType = FreeTableAction["type"];

/** What happened; a card in an event is the table card's id, and its identifier only when it is public. */
export type FreeTableEvent =
  | { readonly type: "moved"; readonly seat: number; readonly card: Pick<TableCard, "id" | "identifier">; readonly from: ZoneRef; readonly to: ZoneRef; readonly index: number; readonly faceDown: boolean }
  | { readonly type: "drew"; readonly seat: number; readonly cards: readonly Pick<TableCard, "id" | "identifier">[]; readonly from: ZoneRef; readonly to: ZoneRef }
  | { readonly type: "shuffled"; readonly seat: number; readonly zone: ZoneRef }
  | { readonly type: "flipped"; readonly seat: number; readonly card: Pick<TableCard, "id" | "identifier">; readonly faceDown: boolean }
  | { readonly type: "turned"; readonly seat: number; readonly card: Pick<TableCard, "id" | "identifier">; readonly turned: boolean }
  | { readonly type: "counted"; readonly seat: number; readonly target: CounterTarget; readonly key: string; readonly delta: number; readonly value: number }
  | { readonly type: "rolled"; readonly seat: number; readonly sides: number; readonly results: readonly number[] }
  | { readonly type: "revealed"; readonly seat: number; readonly zone: ZoneRef; readonly cards: readonly Pick<TableCard, "id" | "identifier">[] }
  /** Names no card: what the seat saw is in its own view of the state (`TableCard.lookedBy`), never in the log. */
  | { readonly type: "looked"; readonly seat: number; readonly zone: ZoneRef; readonly count: number }
  | { readonly type: "phase"; readonly seat: number; readonly phase: string }
  | { readonly type: "turnEnded"; readonly seat: number; readonly next: number; readonly round: number };

/** Every action type and its keys: the server refuses any other (lib/server/games/action-shape.ts). */
export const FREE_TABLE_ACTION_KEYS: ActionKeys<FreeTableAction> = {
  move: { type: true, seat: true, card: true, from: true, to: true, index: true, faceDown: true },
  draw: { type: true, seat: true, from: true, to: true, count: true, faceDown: true },
  shuffle: { type: true, seat: true, zone: true },
  flip: { type: true, seat: true, card: true, from: true },
  turn: { type: true, seat: true, card: true, from: true },
  counter: { type: true, seat: true, target: true, key: true, delta: true },
  roll: { type: true, seat: true, sides: true, count: true },
  reveal: { type: true, seat: true, zone: true, count: true },
  look: { type: true, seat: true, zone: true, count: true },
  phase: { type: true, seat: true },
  endTurn: { type: true, seat: true },
};

/** The most dice one roll throws, and the largest counter change one action makes. */
export const ACTION_LIMITS = { dice: 20, delta: 1000, sides: 100 } as const;
