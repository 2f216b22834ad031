/**
 * Trial play on the server (lib/server/games): a game is its log, replayed through the engine.
 * The demo pack (seeds/tidebound.pack.json) against a greedy bot.
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { REJECTIONS } from "@/lib/systems/got-cgs/engine/rules";
import { AppError } from "@/lib/server/errors";
import { act } from "@/lib/server/games/act";
import { clearGameCache } from "@/lib/server/games/cache";
import { createGame } from "@/lib/server/games/create-game";
import { deleteGame } from "@/lib/server/games/delete-game";
import { exportReplay } from "@/lib/server/games/export-replay";
import { forkGame } from "@/lib/server/games/fork-game";
import { getGame } from "@/lib/server/games/get-game";
import { importReplay } from "@/lib/server/games/import-replay";
import { listGames } from "@/lib/server/games/list-games";
import { undo } from "@/lib/server/games/undo";
import { current, deal, defaultNames, engineOf, replayPrefix, replayStored, type GameSetup } from "@/lib/server/games/play";
import type { LogEntry } from "@/lib/packs/replay";
import { stateDigest } from "@/lib/systems/got-cgs/table/sync";
import type { GameDto } from "@/lib/server/games/types";
import { demoGame, demoPackDb } from "../table/fixtures";
import { thrown } from "./helpers";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";

const demo = demoPackDb();

function newGame(seed = 7, seats: string[] = ["human", "greedy"]): Promise<GameDto> {
  return demoGame(demo, { seats, seed });
}

/** Plays the human's first legal action `n` times (or until the game ends). */
async function playFirstLegal(game: GameDto, n: number): Promise<GameDto> {
  let g = game;
  for (let i = 0; i < n && g.toAct !== null; i++) g = await act({ db: demo.db, id: g.id, action: g.legal[0] });
  return g;
}

function appError(error: unknown): AppError {
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("games: create, act, bots", () => {
  it("deals a game that waits for the human seat, with its legal actions, and lists it", async () => {
    const g = await newGame();
    expect(g.toAct).toBe(0);
    expect(g.legal.length).toBeGreaterThan(0);
    expect(g.seats).toEqual(["human", "greedy"]);
    expect(g.eras).toEqual(["The Fog Years"]);
    expect((g.state as GameState).players).toEqual(g.names);
    expect(g.actions).toBe(g.log.length);
    const { games } = await listGames({ db: demo.db, packId: demo.packId });
    expect(games.find((x) => x.id === g.id)).toMatchObject({ seats: ["human", "greedy"], over: false, actions: g.actions });
  });

  it("appends a human action and the bot's answers, and waits for the human again", async () => {
    const g = await newGame(11);
    const next = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    expect(next.log.slice(g.actions)[0]).toMatchObject({ action: g.legal[0], by: "human" });
    expect(next.log.slice(g.actions + 1).every((e) => e.by === "greedy")).toBe(true);
    expect(next.log.at(-1)?.events).toBeDefined();
    expect(next.toAct === null || next.seats[next.toAct] === "human").toBe(true);
    expect((await getGame({ db: demo.db, id: g.id })).actions).toBe(next.actions);
  });

  it("plays a whole era against the greedy bot to the end (CGS-400: nothing is legal once over)", async () => {
    const end = await playFirstLegal(await newGame(3), 400);
    expect(end.over).toBe(true);
    expect(end.toAct).toBeNull();
    expect(end.legal).toEqual([]);
    expect((end.state as GameState).eraResults.length).toBe(1);
    const refused = appError(await thrown(act({ db: demo.db, id: end.id, action: { type: "pass", player: 0 } })));
    expect(refused.details.rule).toBe(REJECTIONS["game-over"].rule);
  });

  it("bot-only games play to the end when dealt", async () => {
    const g = await newGame(5, ["greedy", "random"]);
    expect(g.over).toBe(true);
    expect(g.log.every((e) => e.by === "greedy" || e.by === "random")).toBe(true);
  });
});

describe("games: refused actions", () => {
  it("CGS-250 an action of the wrong phase is refused with the rule, and nothing is appended", async () => {
    const g = await newGame(13);
    expect((g.state as GameState).phase).toBe("claim");
    const error = appError(await thrown(act({ db: demo.db, id: g.id, action: { type: "pass", player: 0 } })));
    expect(error.status).toBe(422);
    expect(error.toBody().error).toMatchObject({ code: "validation", rule: "CGS-250", rejection: "wrong-phase" });
    expect((await getGame({ db: demo.db, id: g.id })).actions).toBe(g.actions);
  });

  it("an action for the bot's seat is refused", async () => {
    const g = await newGame(13);
    const error = appError(await thrown(act({ db: demo.db, id: g.id, action: { type: "offerTrade", player: 1, give: 0, take: 1 } })));
    expect(error.status).toBe(422);
  });

  it("setup errors name the field: an unknown era, duplicate names, one seat (CGS-180)", async () => {
    const era = appError(await thrown(createGame({ db: demo.db, packId: demo.packId, game: { eras: ["Nope"], seats: ["human", "greedy"] } })));
    expect(era.issues[0]?.path).toBe("eras[0]");
    const names = appError(await thrown(createGame({ db: demo.db, packId: demo.packId, game: { eras: null, seats: ["human", "human"], names: ["A", "A"] } })));
    expect(names.issues[0]?.path).toBe("names");
    const seats = await thrown(createGame({ db: demo.db, packId: demo.packId, game: { eras: null, seats: ["human"] } }));
    // Checked once the engine is known (the free table may be played solo): an AppError 422 at seats.
    expect(appError(seats).issues[0]).toEqual({ path: "seats", message: "a game needs at least 2 seats (CGS-180)" });
    // The demo pack's instructions say 2 players.
    const three = appError(await thrown(createGame({ db: demo.db, packId: demo.packId, game: { eras: null, seats: ["human", "greedy", "random"] } })));
    expect(three.issues[0]).toMatchObject({ path: "seats", message: expect.stringContaining("CGS-180") });
  });
});

describe("games: the answer of an action (since, legal)", () => {
  it("since=n: the log from entry n on and logFrom n; without it, the whole log and logFrom 0", async () => {
    const g = await playFirstLegal(await newGame(51), 2);
    expect(g.logFrom).toBe(0);
    const whole = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    expect(whole.logFrom).toBe(0);
    expect(whole.log.length).toBe(whole.actions);
    const tail = await act({ db: demo.db, id: g.id, action: whole.legal[0], since: whole.actions });
    expect(tail.logFrom).toBe(whole.actions);
    expect(tail.log).toEqual((await getGame({ db: demo.db, id: g.id })).log.slice(whole.actions));
    expect(tail.log[0]).toMatchObject({ action: whole.legal[0], by: "human" });
    const undone = await undo({ db: demo.db, id: g.id, since: tail.actions });
    expect(undone.logFrom).toBe(tail.actions);
    expect(undone.log.map((e) => e.by)).toEqual(["undo"]);
    // A since answer carries the state's digest, not the state (nor legal): the table applies the entries.
    expect(undone.digest).toBe(stateDigest(whole.state as GameState));
    expect(tail.digest).toBe(stateDigest((await getGame({ db: demo.db, id: g.id, at: tail.actions })).state as GameState));
    expect(Object.keys(tail).sort()).toEqual(["actions", "at", "digest", "id", "log", "logFrom", "over", "toAct", "updatedAt"]);
  });

  it("since past the log's end is refused at `since`, and nothing is appended", async () => {
    const g = await playFirstLegal(await newGame(53), 2);
    const error = appError(await thrown(act({ db: demo.db, id: g.id, action: g.legal[0], since: g.actions + 1 })));
    expect(error.status).toBe(422);
    expect(error.issues[0]?.path).toBe("since");
    expect(appError(await thrown(undo({ db: demo.db, id: g.id, since: g.actions + 1 }))).issues[0]?.path).toBe("since");
    expect((await getGame({ db: demo.db, id: g.id })).actions).toBe(g.actions);
  });

  it("CGS-285 legal leaves trade offers out; an offer posted is checked by the engine (refused: 422 naming the rule)", async () => {
    let g = await newGame(55);
    while ((g.state as GameState).phase === "claim") g = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    const seat = g.toAct ?? 0;
    const offers = legalActions(g.state as GameState, seat).filter((a) => a.type === "offerTrade");
    expect(offers.length).toBeGreaterThan(0);
    expect((g.legal as Action[]).some((a) => a.type === "offerTrade")).toBe(false);
    expect(g.legal).toEqual(legalActions(g.state as GameState, seat, { trades: false }));
    const offer = offers[0];
    if (offer?.type !== "offerTrade") throw new Error("no offer");
    const backwards = appError(await thrown(act({ db: demo.db, id: g.id, action: { ...offer, give: offer.take, take: offer.give } })));
    expect(backwards.status).toBe(422);
    expect(backwards.toBody().error).toMatchObject({ rule: REJECTIONS["trade-card"].rule, rejection: "trade-card" });
    const traded = await act({ db: demo.db, id: g.id, action: offer });
    expect(traded.log.slice(g.actions)[0]).toMatchObject({ action: offer, by: "human" });
    expect(traded.log.slice(g.actions)[1]?.action).toMatchObject({ type: "answerTrade", player: 1 - seat });
  });
});

describe("games: undo, fork, replay", () => {
  it("undo takes back the last human action and the bots' after it, recorded in the log", async () => {
    const g = await playFirstLegal(await newGame(21), 3);
    const before = g.actions;
    const after = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    const undone = await undo({ db: demo.db, id: g.id });
    const last = undone.log.at(-1);
    expect(last?.by).toBe("undo");
    expect(last?.action).toEqual({ type: "undo", undone: Array.from({ length: after.actions - before }, (_, i) => before + i) });
    expect(undone.state).toEqual(g.state);
    expect(undone.toAct).toBe(g.toAct);
    expect(undone.legal).toEqual(g.legal);
    // the moment before the undo stays viewable
    expect((await getGame({ db: demo.db, id: g.id, at: after.actions })).state).toEqual(after.state);
  });

  it("undo with no human action left is refused", async () => {
    const g = await newGame(23);
    const error = appError(await thrown(undo({ db: demo.db, id: g.id })));
    expect(error.status).toBe(422);
  });

  it("?at=n shows the game after n entries, legal empty", async () => {
    const g = await playFirstLegal(await newGame(25), 4);
    const early = await getGame({ db: demo.db, id: g.id, at: 0 });
    expect(early.at).toBe(0);
    expect(early.legal).toEqual([]);
    expect((early.state as GameState).phase).toBe("claim");
    expect(early.log.length).toBe(g.actions);
    const tooFar = appError(await thrown(getGame({ db: demo.db, id: g.id, at: g.actions + 1 })));
    expect(tooFar.issues[0]?.path).toBe("at");
  });

  it("?at=n before a later take-back's reach: each moment is the cached one and equals a fresh replay of the first n entries", async () => {
    // Play on until an action of the human's is answered by the bot (the take-back then spans both).
    let g = await newGame(33);
    let acted = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    for (let i = 0; i < 40 && acted.actions - g.actions < 2 && acted.toAct !== null; i++) {
      g = acted;
      acted = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    }
    expect(acted.actions - g.actions).toBeGreaterThan(1);
    await undo({ db: demo.db, id: g.id });
    const replay = await exportReplay({ db: demo.db, id: g.id });
    const setup: GameSetup = { document: replay.pack, eras: replay.eras, seats: replay.seats, names: replay.names ?? [], seed: replay.seed };
    const log = replay.actions as LogEntry[];
    const start = deal(setup);
    const full = replayStored(start, log, undefined, engineOf(setup));
    for (let n = 0; n <= log.length; n++) {
      const fresh = replayStored(start, log.slice(0, n), undefined, engineOf(setup));
      const prefix = replayPrefix(log, full, n);
      expect(prefix.effective).toEqual(fresh.effective);
      expect(prefix.states).toEqual(fresh.states);
      expect(prefix.events).toEqual(fresh.events);
      expect(current(prefix)).toBe(full.moments[n]); // the kept state itself: nothing was replayed
    }
    // Between the human's action and the bots' answers, which the undo took back.
    const between = g.actions + 1;
    const viewed = await getGame({ db: demo.db, id: g.id, at: between });
    expect(viewed.state).toEqual(current(replayStored(start, log.slice(0, between), undefined, engineOf(setup))));
    expect(viewed).toMatchObject({ at: between, legal: [] });
    const { id } = await forkGame({ db: demo.db, id: g.id, fork: { at: between } });
    const forked = await getGame({ db: demo.db, id });
    expect(forked.log.slice(0, between).map((e) => e.action)).toEqual(log.slice(0, between).map((e) => e.action));
    expect(forked.log.slice(between).every((e) => e.by === "greedy")).toBe(true);
  });

  it("fork: a new game from a prefix of the log", async () => {
    const g = await playFirstLegal(await newGame(27), 3);
    const mid = g.actions;
    await playFirstLegal(g, 2);
    const { id } = await forkGame({ db: demo.db, id: g.id, fork: { at: mid } });
    const forked = await getGame({ db: demo.db, id });
    expect(forked.state).toEqual(g.state);
    expect(forked.log.map((e) => e.action)).toEqual(g.log.map((e) => e.action));
    expect(forked.title).toContain(`fork at ${mid}`);
  });

  it("export then import replays to the same game", async () => {
    const g = await playFirstLegal(await newGame(29), 5);
    await undo({ db: demo.db, id: g.id });
    const played = await getGame({ db: demo.db, id: g.id });
    const replay = await exportReplay({ db: demo.db, id: g.id });
    expect(replay.format).toBe("greenhouse.replay/1");
    const { id } = await importReplay({ db: demo.db, replay: JSON.parse(JSON.stringify(replay)) });
    const imported = await getGame({ db: demo.db, id });
    expect(imported.state).toEqual(played.state);
    expect(imported.log).toEqual(played.log);
    expect(imported.packId).toBe(demo.packId);
  });

  it("import refuses a replay whose actions the engine refuses, naming the first refused index", async () => {
    const g = await playFirstLegal(await newGame(31), 3);
    const replay = JSON.parse(JSON.stringify(await exportReplay({ db: demo.db, id: g.id }))) as { actions: { action: unknown }[] };
    replay.actions[2] = { ...replay.actions[2], action: { type: "pass", player: 0 } };
    const error = appError(await thrown(importReplay({ db: demo.db, replay })));
    expect(error.status).toBe(422);
    expect(error.issues[0]?.path).toBe("actions[2]");
    expect(error.details).toMatchObject({ index: 2, rule: expect.stringMatching(/^CGS-\d+$/) });
    expect(error.message).toContain("Action 2");
  });

  it("import refuses a document that breaks the format, naming the paths", async () => {
    const error = appError(await thrown(importReplay({ db: demo.db, replay: { format: "greenhouse.replay/1", seats: ["human", "cat"], seed: 1, eras: [], actions: [], pack: {} } })));
    const paths = error.issues.map((i) => i.path);
    expect(paths).toContain("seats[1]");
    expect(paths).toContain("eras");
    expect(paths.some((p) => p.startsWith("pack"))).toBe(true);
  });
});

describe("games: concurrency and the cache", () => {
  it("two actions racing on one game: one is appended, the other gets 409", async () => {
    const g = await newGame(41);
    const results = await Promise.allSettled([act({ db: demo.db, id: g.id, action: g.legal[0] }), act({ db: demo.db, id: g.id, action: g.legal[0] })]);
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok.length).toBe(1);
    expect(failed.length).toBe(1);
    expect(appError(failed[0]?.reason).status).toBe(409);
    const now = await getGame({ db: demo.db, id: g.id });
    expect(now.log.filter((e) => e.by === "human").length).toBe(1);
  });

  it("an action inserts one GameEntry row per new entry and moves the head; earlier rows stay as they were", async () => {
    const g = await playFirstLegal(await newGame(47), 2);
    const before = await demo.db.gameEntry.findMany({ where: { gameId: g.id }, orderBy: { index: "asc" } });
    const next = await act({ db: demo.db, id: g.id, action: g.legal[0] });
    const after = await demo.db.gameEntry.findMany({ where: { gameId: g.id }, orderBy: { index: "asc" } });
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((r) => r.index)).toEqual(next.log.map((_, i) => i));
    expect(after.slice(before.length).map((r) => ({ action: JSON.parse(r.action) as unknown, by: r.by }))).toEqual(next.log.slice(g.actions).map((e) => ({ action: e.action, by: e.by })));
    expect(await demo.db.game.findUnique({ where: { id: g.id }, select: { actions: true, over: true } })).toEqual({ actions: next.actions, over: next.over });
  });

  it("an append at an index already taken is refused by the unique (gameId, index): 409, nothing written", async () => {
    const g = await playFirstLegal(await newGame(49), 2);
    // Another writer's row at the next index, the head not yet moved: only the index can tell.
    await demo.db.gameEntry.create({ data: { gameId: g.id, index: g.actions, action: JSON.stringify({ type: "pass", player: 0 }), by: "human" } });
    const error = appError(await thrown(act({ db: demo.db, id: g.id, action: g.legal[0] })));
    expect(error.status).toBe(409);
    expect(await demo.db.gameEntry.count({ where: { gameId: g.id } })).toBe(g.actions + 1);
    expect((await demo.db.game.findUnique({ where: { id: g.id }, select: { actions: true } }))?.actions).toBe(g.actions);
  });

  it("a cache miss replays the log to the same state", async () => {
    const g = await playFirstLegal(await newGame(43), 6);
    clearGameCache();
    const replayed = await getGame({ db: demo.db, id: g.id });
    expect(replayed.state).toEqual(g.state);
    expect(replayed.log).toEqual(g.log);
    expect(replayed.legal).toEqual(g.legal);
  });

  it("a cache miss replays once: GETs that miss together share one replay", async () => {
    const g = await playFirstLegal(await newGame(57), 4);
    clearGameCache();
    const [a, b] = await Promise.all([getGame({ db: demo.db, id: g.id }), getGame({ db: demo.db, id: g.id })]);
    expect(a.state).toEqual(g.state);
    expect(b.state).toBe(a.state); // the same replayed object, not a second replay's equal copy
  });

  it("a cache behind the log (another process appended) replays only the new entries", async () => {
    const g = await playFirstLegal(await newGame(59), 3);
    const cached = await getGame({ db: demo.db, id: g.id });
    // Another app instance on the same file: it appends an entry this process's cache has not seen.
    const action = g.legal[0];
    await demo.db.$transaction([
      demo.db.gameEntry.create({ data: { gameId: g.id, index: g.actions, action: JSON.stringify(action), by: "human" } }),
      demo.db.game.update({ where: { id: g.id }, data: { actions: g.actions + 1 } }),
    ]);
    const after = await getGame({ db: demo.db, id: g.id });
    expect(after.actions).toBe(g.actions + 1);
    expect(after.log.at(-1)).toMatchObject({ action, by: "human" });
    expect((await getGame({ db: demo.db, id: g.id, at: g.actions })).state).toBe(cached.state); // kept, not replayed
    clearGameCache();
    expect((await getGame({ db: demo.db, id: g.id })).state).toEqual(after.state);
  });

  it("delete removes the game; it is then 404", async () => {
    const g = await newGame(45);
    await deleteGame({ db: demo.db, id: g.id });
    expect(appError(await thrown(getGame({ db: demo.db, id: g.id }))).status).toBe(404);
  });
});

describe("default player names", () => {
  it("name every seat as the log's subject reads well: 'Player N' for the designer, never 'You' ('You plays')", () => {
    expect(defaultNames(["human", "greedy"])).toEqual(["Player 1", "Greedy bot 2"]);
    expect(defaultNames(["random", "human", "human"])).toEqual(["Random bot 1", "Player 2", "Player 3"]);
  });
});
