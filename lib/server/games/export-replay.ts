/** exportReplay: a game as `greenhouse.replay/1` (`GET /api/games/{id}/replay`). */
import { REPLAY_FORMAT, type Replay } from "@/lib/packs/replay";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { systemKeyOf } from "./free-game";
import { loadGame } from "./store";

export interface ExportReplayOptions extends DbOptions {
  readonly id: string;
}

/** The replay document (the frozen pack, options and the whole log); 404 for an unknown id. */
export async function exportReplay(options: ExportReplayOptions): Promise<Replay> {
  const id = parseField("id", idSchema, options.id);
  const { head, game } = await loadGame(dbOf(options), id);
  const { setup } = game;
  return {
    format: REPLAY_FORMAT,
    system: systemKeyOf(setup.document),
    title: head.title,
    pack: setup.document,
    ...(setup.engine === undefined ? {} : { engine: setup.engine }),
    seats: setup.seats,
    names: setup.names,
    seed: setup.seed,
    eras: setup.eras,
    ...(setup.recruits === undefined ? {} : { recruits: setup.recruits }),
    ...(setup.advanced === undefined ? {} : { advanced: setup.advanced }),
    actions: game.log,
  };
}
