/**
 * undo: takes back the last human action and the bots' actions after it
 * (`POST /api/games/{id}/undo`). Nothing is erased: a take-back entry naming the entries it
 * took back is appended, so the log shows it and a replay reproduces it.
 */
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { engineOf, playBots, replayStored, takeBack } from "./play";
import { checkSince } from "./since";
import { appendEntries, gameDto, loadGame, tailDto } from "./store";
import type { GameDto, GameTailDto } from "./types";

export interface UndoOptions extends DbOptions {
  readonly id: string;
  /** The answer's log starts at this entry (`?since=n`); default 0. */
  readonly since?: number;
}

/** The game as it was before the last human action (with `since`: the new entries and the state's digest, see act); 422 when there is none to take back, or at `since` past the log's end. */
export async function undo(options: UndoOptions & { readonly since: number }): Promise<GameTailDto>;
export async function undo(options: UndoOptions & { readonly since?: undefined }): Promise<GameDto>;
export async function undo(options: UndoOptions): Promise<GameDto | GameTailDto>;
export async function undo(options: UndoOptions): Promise<GameDto | GameTailDto> {
  const db = dbOf(options);
  const id = parseField("id", idSchema, options.id);
  const loaded = await loadGame(db, id);
  const { game } = loaded;
  const since = checkSince(options.since, game.log.length, () => gameDto(loaded));
  const entry = takeBack(game.log, game.replayed);
  const log = [...game.log, entry];
  const replayed = replayStored(game.start, log, game.replayed, engineOf(game.setup));
  // The state before a human action waits for that human, so the bots have nothing to do
  // unless the action was a trade offered out of turn; then they answer as usual.
  const bots = playBots(game.setup, log, replayed);
  const after = await appendEntries(db, loaded, [entry, ...bots.entries], bots.replayed, since !== undefined);
  return since === undefined ? gameDto(after) : tailDto(after, since);
}
