/**
 * Reading and writing Game rows (internal to lib/server/games): a row becomes its setup and its
 * replayed log (through the cache), and an append is written only if nobody appended since it
 * was read (the log length is the optimistic check: 409 on a race, nothing written).
 */
import { z } from "zod";
import type { Action } from "@/lib/engine/actions";
import { legalActions } from "@/lib/engine/legal";
import { toAct } from "@/lib/engine/reducer";
import type { GameState } from "@/lib/engine/state";
import { logEntrySchema, playerNameSchema, seatsSchema, seedSchema, type LogEntry } from "@/lib/packs/replay";
import type { PackDocument } from "@/lib/packs/schema";
import type { Db, Tx } from "../db";
import { AppError, notFound } from "../errors";
import { writeTransaction } from "../tx";
import { cachedGame, rememberGame, type CachedGame } from "./cache";
import { current, deal, replayStored, type GameSetup, type Replayed } from "./play";
import type { GameDto, GameLogEntry, GameSummary } from "./types";

/** The `options` column. */
const optionsSchema = z.object({
  eras: z.array(z.string()),
  seats: seatsSchema,
  names: z.array(playerNameSchema),
  seed: seedSchema,
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
  return { length: log.length, setup, start, log, replayed: replayStored(start, log) };
}

/** The game with its replayed log; AppError 404 for an unknown id. */
export async function loadGame(db: Db | Tx, id: string): Promise<LoadedGame> {
  const head = await db.game.findUnique({ where: { id }, select: HEAD });
  if (head === null) throw notFound("game", id);
  const hit = cachedGame(id, head.actions);
  if (hit !== undefined) return { head, game: hit };
  const row = await db.game.findUnique({ where: { id }, select: { ...HEAD, document: true, options: true, log: true } });
  if (row === null) throw notFound("game", id);
  const options = optionsSchema.parse(JSON.parse(row.options));
  const setup: GameSetup = { document: JSON.parse(row.document) as PackDocument, ...options };
  const log = z.array(logEntrySchema).parse(JSON.parse(row.log)) as LogEntry[];
  const game = replayGame(setup, log);
  rememberGame(id, game);
  return { head: row, game };
}

/**
 * Appends `entries` to the loaded game's log, provided its length is still what was loaded.
 * AppError 409 when another request appended first (nothing written), 404 when it was deleted.
 */
export async function appendEntries(db: Db, loaded: LoadedGame, entries: readonly LogEntry[], replayed: Replayed): Promise<LoadedGame> {
  const { head, game } = loaded;
  const log = [...game.log, ...entries];
  const over = current(replayed).phase === "over";
  const updatedAt = new Date();
  await writeTransaction(db, async (tx) => {
    const { count } = await tx.game.updateMany({
      where: { id: head.id, actions: game.length },
      data: { log: JSON.stringify(log), actions: log.length, over, updatedAt },
    });
    if (count === 1) return;
    const now = await tx.game.findUnique({ where: { id: head.id }, select: { actions: true } });
    if (now === null) throw notFound("game", head.id);
    throw new AppError("conflict", `The game moved on while this action was on its way (${now.actions} log entries, not ${game.length}); reload it and act again.`, {
      details: { actions: now.actions },
    });
  });
  const next: CachedGame = { ...game, length: log.length, log, replayed };
  rememberGame(head.id, next);
  return { head: { ...head, actions: log.length, over, updatedAt }, game: next };
}

/** Inserts a new game row with its (already replayed) log and caches it; returns its id. */
export async function insertGame(db: Db, fields: { packId: string; title: string; setup: GameSetup; game: CachedGame }): Promise<string> {
  const { packId, title, setup, game } = fields;
  const options: StoredOptions = { eras: [...setup.eras], seats: [...setup.seats], names: [...setup.names], seed: setup.seed };
  const over = current(game.replayed).phase === "over";
  const row = await writeTransaction(db, (tx) =>
    tx.game.create({
      data: { packId, title, document: JSON.stringify(setup.document), options: JSON.stringify(options), log: JSON.stringify(game.log), actions: game.log.length, over },
      select: { id: true },
    }),
  );
  rememberGame(row.id, game);
  return row.id;
}

/** What an answer shows besides the game's present: a past moment, or only the log's tail. */
export interface DtoView {
  /** The replay viewer: the game after `at` log entries and its state then; `legal` is empty. */
  readonly at?: { readonly at: number; readonly state: GameState };
  /** The answer's log starts at this 0-based entry (the caller checked it is at most the log's length). */
  readonly since?: number;
}

/** The GET body (and the body of an action or undo). */
export function gameDto(loaded: LoadedGame, view: DtoView = {}): GameDto {
  const { head, game } = loaded;
  const state: GameState = view.at?.state ?? current(game.replayed);
  const seat = toAct(state);
  // Trade offers stay out: one per pair of cards, they were most of the list (the table offers
  // a trade through a picker; the engine checks that one offer when it is posted).
  const legal: Action[] = view.at === undefined && seat !== null ? legalActions(state, seat, { trades: false }) : [];
  const logFrom = view.since ?? 0;
  const log: GameLogEntry[] = [];
  for (let i = logFrom; i < game.log.length; i++) {
    const entry = game.log[i] as LogEntry;
    log.push({ action: entry.action, events: game.replayed.events[i] ?? [], by: entry.by });
  }
  return {
    id: head.id,
    packId: head.packId,
    title: head.title,
    seats: game.setup.seats,
    names: game.setup.names,
    seed: game.setup.seed,
    eras: game.setup.eras,
    over: state.phase === "over",
    toAct: seat,
    state,
    legal,
    log,
    logFrom,
    actions: game.log.length,
    at: view.at?.at ?? game.log.length,
    createdAt: head.createdAt.toISOString(),
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
    seats: options.seats,
    names: options.names,
    eras: options.eras,
    seed: options.seed,
    over: row.over,
    actions: row.actions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
