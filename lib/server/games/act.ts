/**
 * act: one human action (`POST /api/games/{id}/actions`): checked by the engine, appended, then
 * the bots play until a human seat or the end. A refused action -> 422 with the engine's
 * rejection (`rule` names the rule sentence) and nothing appended; two actions racing on one
 * game -> the second gets 409 and nothing of it is written.
 */
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { checkHumanAction, current, engineOf, playBots, replayStored } from "./play";
import { checkSince } from "./since";
import { appendEntries, gameDto, loadGame, tailDto } from "./store";
import type { GameDto, GameTailDto } from "./types";
import type { LogEntry } from "@/lib/packs/replay";

export interface ActOptions extends DbOptions {
  readonly id: string;
  /** One engine action (JSON): `{ type, player, ... }`. */
  readonly action: unknown;
  /** The answer's log starts at this entry (`?since=n`: the entries the client has); default 0. */
  readonly since?: number;
}

/**
 * The game after the action and the bots' answers: without `since` the same body as getGame; with
 * it only the new entries and the state's digest ({@link GameTailDto}: the table applies them
 * itself). 422 at `since` past the log's end.
 */
export async function act(options: ActOptions & { readonly since: number }): Promise<GameTailDto>;
export async function act(options: ActOptions & { readonly since?: undefined }): Promise<GameDto>;
export async function act(options: ActOptions): Promise<GameDto | GameTailDto>;
export async function act(options: ActOptions): Promise<GameDto | GameTailDto> {
  const db = dbOf(options);
  const id = parseField("id", idSchema, options.id);
  const loaded = await loadGame(db, id);
  const { game } = loaded;
  const since = checkSince(options.since, game.log.length, () => gameDto(loaded));
  const action = checkHumanAction(game.setup, current(game.replayed), options.action);
  const entry: LogEntry = { action: action as unknown as LogEntry["action"], by: "human" };
  const log = [...game.log, entry];
  const afterHuman = replayStored(game.start, log, game.replayed, engineOf(game.setup));
  const bots = playBots(game.setup, log, afterHuman);
  const after = await appendEntries(db, loaded, [entry, ...bots.entries], bots.replayed, since !== undefined);
  return since === undefined ? gameDto(after) : tailDto(after, since);
}
