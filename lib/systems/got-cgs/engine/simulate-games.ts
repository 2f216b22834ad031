/**
 * Playing a range of games of a simulation in the current thread: what each worker runs, and
 * what `simulate` runs itself with `workers: 0`. Game `i` always uses the seed
 * `gameSeed(seed, i)` (for the deal and for every bot), so a game plays the same in any worker.
 */
import type { BotKind, Bot } from "./bots/bot";
import { greedyBot } from "./bots/greedy";
import { randomBot } from "./bots/random";
import { playOut } from "./runner";
import { gameSeed } from "./rng";
import { newSession, type DeckSpec } from "./setup";
import { emptyCounts, GameRecorder, type Counts } from "./stats";

/** Everything a worker needs to play its games: plain data, sent by structured clone. */
export interface GameBatch {
  readonly deck: DeckSpec;
  readonly players: readonly string[];
  readonly playerAffiliations?: readonly (string | null)[];
  readonly packPlayers?: number;
  readonly bot: BotKind;
  readonly seed: number | string;
  readonly maxActions: number;
  /** Game indices [start, end). */
  readonly start: number;
  readonly end: number;
}

/** A bot of the given kind with its own seed. */
export function makeBot(kind: BotKind, seed: string): Bot {
  return kind === "greedy" ? greedyBot(seed) : randomBot(seed);
}

/**
 * Plays the batch's games, calling `progress(done)` after each (done counts this batch's games).
 * `shouldStop` is polled between games (cancellation).
 */
export function playBatch(batch: GameBatch, progress?: (done: number) => void, shouldStop?: () => boolean): Counts {
  const counts = emptyCounts(batch.players.length);
  for (let i = batch.start; i < batch.end; i++) {
    if (shouldStop?.()) break;
    const seed = gameSeed(batch.seed, i);
    const state = newSession({
      players: batch.players,
      eras: [batch.deck],
      seed,
      explain: false,
      ...(batch.playerAffiliations ? { playerAffiliations: batch.playerAffiliations } : {}),
      ...(batch.packPlayers !== undefined ? { packPlayers: batch.packPlayers } : {}),
    });
    const bots = batch.players.map((_, p) => makeBot(batch.bot, `${seed}/${p}`));
    const recorder = new GameRecorder(counts);
    const result = playOut(state, bots, {
      maxActions: batch.maxActions,
      onAction: (action, events, s) => recorder.onAction(action, events, s),
    });
    recorder.finish(result.state, result.actions, result.capped);
    progress?.(i - batch.start + 1);
  }
  return counts;
}
