/**
 * The working context of one `apply` call: the state as it evolves (each change makes a new
 * object; the input state is never mutated) and the events produced so far.
 */
import type { CardDef } from "./cards";
import type { GameEvent } from "./events";
import { copyState, type GameState, type ZoneRef } from "./state";
import { moveCard } from "./zones";

export interface Ctx {
  state: GameState;
  readonly events: GameEvent[];
  /**
   * True once `state` is a copy made by this apply call: later updates write into that copy
   * instead of copying all the fields again. The caller's state is never written.
   */
  owned?: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Sets fields of the state being built (the first update copies the caller's state). */
export function update(ctx: Ctx, patch: Partial<GameState>): void {
  if (ctx.owned !== true) {
    ctx.state = copyState(ctx.state);
    ctx.owned = true;
  }
  Object.assign(ctx.state as Mutable<GameState>, patch);
}

/** Moves one card and records the move with the rule that requires it. */
export function move(ctx: Ctx, card: number, from: ZoneRef, to: ZoneRef, rule: string): void {
  update(ctx, { zones: moveCard(ctx.state.zones, card, from, to) });
  ctx.events.push({ type: "moved", move: { card, from, to }, rule });
}

/** The definition of a card instance. */
export function defOf(state: GameState, card: number): CardDef {
  const c = state.cards[card];
  if (c === undefined) throw new RangeError(`engine bug: no card ${card}`);
  return c.def;
}

/** The definitions of a list of instance ids. */
export function defsOf(state: GameState, ids: readonly number[]): CardDef[] {
  return ids.map((id) => defOf(state, id));
}
