/**
 * Playing a game out with bots: ask the player the game waits for, apply, repeat. Used by the
 * simulation, the invariant tests and solo trial play (the human's seat is simply not a bot).
 */
import type { Action } from "./actions";
import type { Bot } from "./bots/bot";
import type { GameEvent } from "./events";
import { apply, toAct } from "./reducer";
import type { GameState } from "./state";

export interface PlayOutOptions {
  /** Stop after this many actions (a safety net; a finished game never needs it). Default 100,000. */
  readonly maxActions?: number;
  /** Stop as soon as the era with this index has ended (e.g. 0: play one era). */
  readonly untilEraEnds?: number;
  /** Called after every applied action. */
  readonly onAction?: (action: Action, events: readonly GameEvent[], state: GameState) => void;
}

export interface PlayOutResult {
  readonly state: GameState;
  readonly actions: number;
  /** True when `maxActions` stopped the game before it ended. */
  readonly capped: boolean;
}

/** Thrown when a bot chooses an action the reducer rejects: always a bot bug, never a player's. */
export class BotError extends Error {
  override readonly name = "BotError";
}

/** Plays until the session is over (or the era `untilEraEnds` has ended, or the cap). */
export function playOut(start: GameState, bots: readonly Bot[], options: PlayOutOptions = {}): PlayOutResult {
  const max = options.maxActions ?? 100_000;
  let state = start;
  let actions = 0;
  for (;;) {
    if (options.untilEraEnds !== undefined && state.eraResults.length > options.untilEraEnds) break;
    const player = toAct(state);
    if (player === null) break;
    if (actions >= max) return { state, actions, capped: true };
    const bot = bots[player];
    if (bot === undefined) throw new BotError(`no bot for player ${player}`);
    const action = bot.choose(state, player);
    const result = apply(state, action);
    if (!result.ok) {
      throw new BotError(`the ${bot.kind} bot of ${state.players[player]} chose a rejected action ${JSON.stringify(action)}: ${result.rejection.message}`);
    }
    actions++;
    state = result.state;
    options.onAction?.(action, result.events, state);
  }
  return { state, actions, capped: false };
}
