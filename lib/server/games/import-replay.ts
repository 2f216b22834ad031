/**
 * importReplay: a `greenhouse.replay/1` document becomes a new game of a pack
 * (`POST /api/games/import`), after the engine has replayed every action. The game belongs to
 * the pack the body names in `packId`, or else to the stored pack with the replay's pack name
 * (a replay exported from this app), or else to a new pack imported from the replay's document.
 */
import { parseReplay, type Replay } from "@/lib/packs/replay";
import { actingUser } from "../accounts/acting";
import { requireRoles } from "../accounts/require";
import { visiblePacks } from "../accounts/visible";
import { AppError, validationError } from "../errors";
import { importPack } from "../import-pack";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { engineOf, playBots, rejected, replayLog, replaySetup, type GameSetup } from "./play";
import { checkActors, checkReplayShapes } from "./check-actors";
import { insertGame, replayGame } from "./store";
import type { Db } from "../db";

export interface ImportReplayOptions extends DbOptions {
  /** The replay document (parsed JSON). */
  readonly replay: unknown;
  /** The pack to file the game under; default: see the file comment. */
  readonly packId?: string;
}

/** A replay checked by the format and by the engine; 422 naming every bad path, or the first refused action (`actions[i]`). */
export function checkReplay(input: unknown): { replay: Replay; setup: GameSetup } {
  const parsed = parseReplay(input);
  if (!parsed.ok) throw validationError(parsed.issues, "The replay is not a valid greenhouse.replay/1 document");
  const replay = parsed.value;
  if (replay.engine === "free") {
    const bots = replay.seats.flatMap((kind, i) => (kind === "human" ? [] : [{ path: `seats[${i}]`, message: 'the free table has no bots: every seat is "human"' }]));
    if (bots.length > 0) throw validationError(bots, "The replay is not a valid greenhouse.replay/1 document");
  }
  const setup = replaySetup(replay);
  return { replay, setup };
}

async function packFor(db: Db, replay: Replay, packId: string | undefined): Promise<string> {
  if (packId !== undefined) {
    const id = parseField("packId", idSchema, packId);
    const found = await db.pack.findUnique({ where: { id }, select: { id: true } });
    if (found === null) throw validationError([{ path: "packId", message: `no pack with id "${id}"` }]);
    return id;
  }
  const named = await db.pack.findFirst({ where: { name: replay.pack.pack.name, ...visiblePacks() }, orderBy: { createdAt: "asc" }, select: { id: true } });
  if (named !== null) return named.id;
  // Team server: a new pack is for studio owners (as POST /api/packs/import is).
  if (actingUser()?.admin === false) throw new AppError("forbidden", "No pack of yours has this replay's pack name: add ?packId= of a pack you edit.");
  return (await importPack({ db, document: JSON.stringify(replay.pack) })).id;
}

/**
 * -> `{ id }` of the new game. 422: format issues, an action of a bad shape (`actions[i].action.<key>`),
 * `actions[i]` with the engine's rejection (`index`, `rule`), or an entry whose author disagrees
 * with the seat replaying the log gives (`actions[i].by`, `index`).
 */
export async function importReplay(options: ImportReplayOptions): Promise<{ id: string }> {
  const db = dbOf(options);
  const { replay, setup } = checkReplay(options.replay);
  const engine = engineOf(setup);
  checkReplayShapes(engine, replay.actions);
  const dealt = replayGame(setup, []);
  const result = replayLog(dealt.start, replay.actions, undefined, engine);
  if (!result.ok) {
    const { index, rejection } = result.refused;
    throw rejected(rejection, `actions[${index}]`, index);
  }
  checkActors(engine, setup, replay.actions, result.replayed);
  const log = [...replay.actions];
  const bots = playBots(setup, log, result.replayed);
  const packId = await packFor(db, replay, options.packId);
  await requireRoles(db, [[packId, "editor"]]); // team server: the game's pack must be one the account edits
  const title = replay.title ?? `Imported: ${replay.pack.pack.name}`;
  const game = { ...dealt, length: log.length + bots.entries.length, log: [...log, ...bots.entries], replayed: bots.replayed };
  return { id: await insertGame(db, { packId, title, setup, game, imported: true }) };
}
