/**
 * The bot interface: a bot picks the next action of one player from the whole state (GOT CGS
 * shows every card to every player, CGS-272, so bots may read everything). A bot is created per
 * game with its own seed; its choices are deterministic for a seed and a state sequence, so a
 * simulation replays exactly.
 */
import type { Action } from "../actions";
import type { GameState } from "../state";

export interface Bot {
  readonly kind: BotKind;
  /** The action `player` takes now. Must be legal: the driver treats a rejected choice as a bot bug. */
  choose(state: GameState, player: number): Action;
}

export type BotKind = "random" | "greedy";

export const BOT_KINDS: readonly BotKind[] = ["random", "greedy"];
