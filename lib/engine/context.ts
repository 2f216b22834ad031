/**
 * The working context of one `apply` call: the state as it evolves (each change makes a new
 * object; the input state is never mutated) and the events produced so far.
 */
import type { CardDef } from "./cards";
import type { GameEvent } from "./events";
import type { GameState, ZoneRef } from "./state";
import { moveCard } from "./zones";

export interface Ctx {
  state: GameState;
  readonly events: GameEvent[];
}

export function update(ctx: Ctx, patch: Partial<GameState>): void {
  ctx.state = { ...ctx.state, ...patch };
}

/** Moves one card and records the move with the rule that requires it. */
export function move(ctx: Ctx, card: number, from: ZoneRef, to: ZoneRef, rule: string): void {
  ctx.state = { ...ctx.state, zones: moveCard(ctx.state.zones, card, from, to) };
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
