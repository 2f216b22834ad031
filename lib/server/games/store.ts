/**
 * Reading and writing games (internal to lib/server/games). A game is a `Game` row (the frozen
 * document and options, written once, and a head: log length, over, updatedAt) and its log, one
 * `GameEntry` row per entry. Read, it becomes its setup and its replayed log (through the cache);
 * an append inserts only the new entries and moves the head, and is written only if nobody
 * appended since it was read (409 on a race, nothing written).
 */
import { z } from "zod";
import { anySeatsSchema, logEntrySchema, playerNameSchema, seedSchema, type LogEntry } from "@/lib/packs/replay";
import type { AnyPackDocument } from "@/lib/packs/schema";
import type { Db } from "../db";
import { AppError, notFound } from "../errors";
import { writeTransaction } from "../tx";
import { cachedGame, cachedPrefix, rememberGame, type CachedGame } from "./cache";
import { current, deal, engineOf, replayStored, type GameSetup, type Replayed } from "./play";
import { digestOf, jsonDigest } from "@/lib/table/digest";
import { movedOn } from "./since";
import { pageLog, pageSeed, pageState } from "./seat-view";
import type { GameDto, GameLogEntry, GameSummary, GameTailDto } from "./types";

/** The `options` column. */
const optionsSchema = z.object({
  eras: z.array(z.string()),
  seats: anySeatsSchema,
  names: z.array(playerNameSchema),
  seed: seedSchema,
  recruits: z.number().int().optional(),
  advanced: z.boolean().optional(),
  /** Set on a game made by importing a replay (POST /api/games/import): the games list marks it. */
  imported: z.boolean().optional(),
  engine: z.literal("free").optional(),
});
export type StoredOptions = z.infer<typeof optionsSchema>;

/** The row's small columns (the document and the log are read only on a cache miss). */
export interface GameHead {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  readonly actions: number;
  readonly over: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const HEAD = { id: true, packId: true, title: true, actions: true, over: true, createdAt: true, updatedAt: true } as const;

export interface LoadedGame {
  readonly head: GameHead;
  readonly game: CachedGame;
}

/** Builds the cache entry of a log: deal, then replay. */
export function replayGame(setup: GameSetup, log: readonly LogEntry[]): CachedGame {
  const start = deal(setup);
  return { length: log.length, setup, start, log, replayed: replayStored(start, log, undefined, engineOf(setup)) };
}

/** Log entries from their GameEntry rows (ordered by index, the first at `from`); a gap means broken data (500). */
function logOf(id: string, from: number, rows: readonly { index: number; action: string; by: string }[]): LogEntry[] {
  return rows.map((row, i) => {
    if (row.index !== from + i) throw new Error(`game ${id}: log entry ${from + i} is missing (found ${row.index})`);
    return logEntrySchema.parse({ action: JSON.parse(row.action), by: row.by }) as LogEntry;
  });
}

/** Cache misses being replayed, by `id:length`: requests missing together share one replay. */
const replaying = new Map<string, Promise<CachedGame>>();

/**
 * The game with its replayed log; AppError 404 for an unknown id. From the cache when it has this
 * log length; else the rows are read and replayed once (concurrent misses of the same game and
 * length wait for the same replay), continuing from a cached prefix when there is one.
 */
export async function loadGame(db: Db, id: string): Promise<LoadedGame> {
  const head = await db.game.findUnique({ where: { id }, select: HEAD });
  if (head === null) throw notFound("game", id);
  const hit = cachedGame(id, head.actions);
  if (hit !== undefined) return { head, game: hit };
  const key = `${id}:${head.actions}`;
  let pending = replaying.get(key);
  if (pending === undefined) {
    pending = readAndReplay(db, id, head.actions).finally(() => replaying.delete(key));
    replaying.set(key, pending);
  }
  return { head, game: await pending };
}

/** Reads log entries `[from, length)` and the frozen setup when there is no cached prefix, and replays them. */
async function readAndReplay(db: Db, id: string, length: number): Promise<CachedGame> {
  const prefix = cachedPrefix(id, length);
  const from = prefix?.length ?? 0;
  // Entries never change once written, so rows below the head's length read later are still its log.
  const [row, rows] = await db.$transaction([
    db.game.findUnique({ where: { id }, select: { id: true, document: prefix === undefined, options: prefix === undefined } }),
    db.gameEntry.findMany({ where: { gameId: id, index: { gte: from, lt: length } }, orderBy: { index: "asc" }, select: { index: true, action: true, by: true } }),
  ]);
  if (row === null) throw notFound("game", id);
  const entries = logOf(id, from, rows);
  if (entries.length !== length - from) throw new Error(`game ${id}: ${from + entries.length} log entries stored, the head says ${length}`);
  let game: CachedGame;
  if (prefix === undefined) {
    const options = optionsSchema.parse(JSON.parse(row.options ?? ""));
    game = replayGame({ document: JSON.parse(row.document ?? "") as AnyPackDocument, ...options }, entries);
  } else {
    const log = [...prefix.log, ...entries];
    game = { ...prefix, length: log.length, log, replayed: replayStored(prefix.start, log, prefix.replayed, engineOf(prefix.setup)) };
  }
  rememberGame(id, game);
  return game;
}

/** One GameEntry row per entry, `from` the index of the first. */
function entryRows(gameId: string, from: number, entries: readonly LogEntry[]) {
  return entries.map((entry, i) => ({ gameId, index: from + i, action: JSON.stringify(entry.action), by: entry.by }));
}

/**
 * Appends `entries` to the loaded game's log: inserts their rows and moves the head (count,
 * over, updatedAt) in one transaction; earlier entries and the frozen document are not written.
 * AppError 409 when another request appended first (the unique (gameId, index) refuses the
 * rows: P2002; nothing is written), 404 when the game was deleted.
 */
export async function appendEntries(db: Db, loaded: LoadedGame, entries: readonly LogEntry[], replayed: Replayed, stale = false): Promise<LoadedGame> {
  const { head, game } = loaded;
  const log = [...game.log, ...entries];
  const over = engineOf(game.setup).toAct(current(replayed)) === null;
  const updatedAt = new Date();
  const moved = new Error("the head moved");
  try {
    await writeTransaction(db, async (tx) => {
      await tx.gameEntry.createMany({ data: entryRows(head.id, game.length, entries) });
      // Written only at the length the entries were computed for: with the unique (gameId, index)
      // this is the conditional write that makes the check and the append one step.
      const { count } = await tx.game.updateMany({ where: { id: head.id, actions: game.length }, data: { actions: log.length, over, updatedAt } });
      if (count !== 1) throw moved;
    });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // P2003: the rows name a game that is gone (deleted meanwhile).
    if (code === "P2003") throw notFound("game", head.id);
    if (code !== "P2002" && error !== moved) throw error;
    throw await conflictNow(db, head.id, game.length, stale);
  }
  const next: CachedGame = { ...game, length: log.length, log, replayed };
  rememberGame(head.id, next);
  return { head: { ...head, actions: log.length, over, updatedAt }, game: next };
}

/**
 * The 409 of an append that lost a race: the log is no longer `length` long. With `stale` (the
 * request named its length, `?since=`) it carries the game as it is now, like since.ts's check;
 * 404 when the game was deleted meanwhile.
 */
async function conflictNow(db: Db, id: string, length: number, stale: boolean): Promise<AppError> {
  const now = await db.game.findUnique({ where: { id }, select: { actions: true } });
  if (now === null) return notFound("game", id);
  if (stale) return movedOn(now.actions, length, gameDto(await loadGame(db, id)));
  return new AppError("conflict", `The game moved on while this action was on its way (${now.actions} log entries, not ${length}); reload it and act again.`, {
    details: { actions: now.actions },
  });
}

/** Inserts a new game row and its log's rows (already replayed) and caches it; returns its id. */
export async function insertGame(db: Db, fields: { packId: string; title: string; setup: GameSetup; game: CachedGame; imported?: boolean }): Promise<string> {
  const { packId, title, setup, game } = fields;
  const options: StoredOptions = { eras: [...setup.eras], seats: [...setup.seats], names: [...setup.names], seed: setup.seed, ...(setup.engine === undefined ? {} : { engine: setup.engine }), ...(setup.recruits === undefined ? {} : { recruits: setup.recruits }), ...(setup.advanced === undefined ? {} : { advanced: setup.advanced }), ...(fields.imported === true ? { imported: true } : {}) };
  const over = engineOf(setup).toAct(current(game.replayed)) === null;
  const row = await writeTransaction(db, (tx) =>
    tx.game.create({
      data: {
        packId,
        title,
        document: JSON.stringify(setup.document),
        options: JSON.stringify(options),
        actions: game.log.length,
        over,
        entries: { createMany: { data: entryRows("", 0, game.log).map(({ gameId: _gameId, ...row }) => row) } },
      },
      select: { id: true },
    }),
  );
  rememberGame(row.id, game);
  return row.id;
}

/** What an answer shows besides the game's present: a past moment, or only the log's tail. */
export interface DtoView {
  /** The replay viewer: the game after `at` log entries and its state then; `legal` is empty. */
  readonly at?: { readonly at: number; readonly state: unknown };
  /** The answer's log starts at this 0-based entry (the caller checked it is at most the log's length). */
  readonly since?: number;
}

/** The GET body (and the body of an action or undo), as the page's seats may see it (seat-view.ts). */
export function gameDto(loaded: LoadedGame, view: DtoView = {}): GameDto {
  const { head, game } = loaded;
  const state = view.at?.state ?? current(game.replayed);
  const engine = engineOf(game.setup);
  const seat = engine.toAct(state);
  // Compact: GOT CGS's trade offers stay out, one per pair of cards, they were most of the list
  // (the table offers a trade through a picker; the engine checks that one offer when it is posted).
  const legal = view.at === undefined && seat !== null ? engine.legal(state, seat, { compact: true }) : [];
  const logFrom = view.since ?? 0;
  const log = logTail(game, logFrom);
  return {
    id: head.id,
    packId: head.packId,
    title: head.title,
    ...(game.setup.engine === undefined ? {} : { engine: game.setup.engine }),
    seats: game.setup.seats,
    names: game.setup.names,
    seed: pageSeed(game.setup),
    eras: game.setup.eras,
    over: seat === null,
    toAct: seat,
    state: pageState(game.setup, state),
    legal,
    log,
    logFrom,
    actions: game.log.length,
    at: view.at?.at ?? game.log.length,
    createdAt: head.createdAt.toISOString(),
    updatedAt: head.updatedAt.toISOString(),
  };
}

/** The log entries from `from` on, with their events, as the page's seats may see them. */
function logTail(game: CachedGame, from: number): GameLogEntry[] {
  const log: GameLogEntry[] = [];
  for (let i = from; i < game.log.length; i++) {
    const entry = game.log[i] as LogEntry;
    log.push({ action: entry.action, events: game.replayed.events[i] ?? [], by: entry.by });
  }
  return pageLog(game.setup, log);
}

/** The answer of an action or undo with `?since=n`: the new entries and the state's digest, no state, no legal actions. */
export function tailDto(loaded: LoadedGame, since: number): GameTailDto {
  const { head, game } = loaded;
  const state = current(game.replayed);
  const seat = engineOf(game.setup).toAct(state);
  return {
    id: head.id,
    over: seat === null,
    toAct: seat,
    log: logTail(game, since),
    logFrom: since,
    actions: game.log.length,
    at: game.log.length,
    digest: (game.setup.engine === "free" ? jsonDigest : digestOf(game.setup.document))(pageState(game.setup, state)),
    updatedAt: head.updatedAt.toISOString(),
  };
}

/** A row of the games list. */
export function gameSummary(row: GameHead & { options: string }): GameSummary {
  const options = optionsSchema.parse(JSON.parse(row.options));
  return {
    id: row.id,
    packId: row.packId,
    title: row.title,
    ...(options.engine === undefined ? {} : { engine: options.engine }),
    seats: options.seats,
    names: options.names,
    eras: options.eras,
    seed: options.seed,
    over: row.over,
    actions: row.actions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(options.imported === true ? { imported: true as const } : {}),
  };
}
