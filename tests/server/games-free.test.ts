/**
 * Free-table games on the game server (lib/server/games with lib/free-table): created from any
 * system's pack, played, refused (422, nothing appended), undone, forked, exported and imported
 * through the same log-and-replay mechanism as the rules engines; and a seat's answers never carry
 * the identifier of a card it may not see.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { act } from "@/lib/server/games/act";
import { clearGameCache } from "@/lib/server/games/cache";
import { createGame } from "@/lib/server/games/create-game";
import { exportReplay } from "@/lib/server/games/export-replay";
import { forkGame } from "@/lib/server/games/fork-game";
import { getGame } from "@/lib/server/games/get-game";
import { importReplay } from "@/lib/server/games/import-replay";
import { listGames } from "@/lib/server/games/list-games";
import { loadGame } from "@/lib/server/games/store";
import { undo } from "@/lib/server/games/undo";
import { importPack } from "@/lib/server/import-pack";
import type { FreeTableState, ZoneState } from "@/lib/free-table";
import type { GameDto } from "@/lib/server/games/types";
import { ZodError } from "zod";
import { formatPath } from "@/lib/packs/schema";
import { makeTestDb, thrown, type TestDb } from "./helpers";

const seed = (file: string) => readFileSync(join(process.cwd(), "seeds", file), "utf8");
const DECK = "Muna: Lanterns of the Fen";

let t: TestDb;
let altered: string;
let genesis: string;
let gotCgs: string;

beforeAll(async () => {
  t = makeTestDb();
  altered = (await importPack({ db: t.db, document: seed("altered-demo.pack.json") })).id;
  genesis = (await importPack({ db: t.db, document: seed("genesis-demo.pack.json") })).id;
  gotCgs = (await importPack({ db: t.db, document: seed("tidebound.pack.json") })).id;
});
afterAll(async () => t.close());

const stateOf = (g: GameDto) => g.state as unknown as FreeTableState;
function zone(g: GameDto | FreeTableState, key: string, seat: number | null = 0): ZoneState {
  const s = "zones" in g ? g : stateOf(g);
  const z = s.zones.find((x) => x.zone === key && x.seat === seat);
  if (z === undefined) throw new Error(`no zone ${key}/${seat}`);
  return z;
}

async function solo(seedValue: number | string = 1): Promise<GameDto> {
  const { id } = await createGame({ db: t.db, packId: altered, game: { engine: "free", decks: [DECK], seats: ["human"], seed: seedValue } });
  return getGame({ db: t.db, id });
}

/** The 422 an error becomes at the HTTP edge: an AppError "validation", or a ZodError of the body (lib/server/errors maps both). */
function validation(error: unknown): { issues: { path: string; message: string }[]; details: Record<string, unknown> | undefined; message: string } {
  if (error instanceof ZodError) return { issues: error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })), details: undefined, message: error.message };
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  expect(e.code).toBe("validation");
  return { issues: (e.issues ?? []) as { path: string; message: string }[], details: e.details as Record<string, unknown> | undefined, message: e.message };
}

describe("creating a free-table game", () => {
  it("an Altered pack, solo: the Hero in the hero zone, six cards in the hand, the rest in the deck", async () => {
    const g = await solo();
    expect(g.engine).toBe("free");
    expect(g.seats).toEqual(["human"]);
    expect(g.eras).toEqual([DECK]);
    expect(g.toAct).toBe(0);
    expect(g.over).toBe(false);
    expect(zone(g, "hero").cards).toHaveLength(1);
    expect(zone(g, "hand").cards).toHaveLength(6);
    expect(zone(g, "deck").cards).toHaveLength(41 - 7);
    expect(g.seed).toBeNull(); // it would deal the deck again
    expect(g.legal).toContainEqual({ type: "endTurn", seat: 0 });
    const { games } = await listGames({ db: t.db, packId: altered });
    expect(games.find((x) => x.id === g.id)).toMatchObject({ engine: "free", seats: ["human"], actions: 0 });
  });

  it("Altered has no rules engine: the free table is its default; asking for rules is a 422 at engine", async () => {
    const { id } = await createGame({ db: t.db, packId: altered, game: { decks: [DECK], seats: ["human"], seed: 2 } });
    expect((await getGame({ db: t.db, id })).engine).toBe("free");
    const e = validation(await thrown(createGame({ db: t.db, packId: altered, game: { engine: "rules", seats: ["human", "human"] } })));
    expect(e.issues).toEqual([{ path: "engine", message: expect.stringContaining('"engine": "free"') }]);
  });

  it("GOT CGS and Genesis packs offer both: rules by default, free when asked", async () => {
    const rules = await createGame({ db: t.db, packId: genesis, game: { seats: ["human", "greedy"], seed: 3 } });
    expect((await getGame({ db: t.db, id: rules.id })).engine).toBeUndefined();
    const g = await getGame({ db: t.db, id: (await createGame({ db: t.db, packId: genesis, game: { engine: "free", decks: ["First Light", "First Light"], seats: ["human", "human"], seed: 3 } })).id });
    expect(g.engine).toBe("free");
    expect(zone(g, "ops").cards).toHaveLength(7);
    expect(zone(g, "ops", 1).cards).toHaveLength(7);
    expect(zone(g, "destiny", null).cards.every((c) => c.identifier === undefined)).toBe(true);
    const c = await getGame({ db: t.db, id: (await createGame({ db: t.db, packId: gotCgs, game: { engine: "free", decks: ["The Fog Years"], seats: ["human"], seed: 4 } })).id });
    expect(stateOf(c).zones.map((z) => z.zone)).toEqual(["deck", "ops", "playground", "buildsite", "wreckage", "commonBuildsite", "void"]);
    expect(zone(c, "deck").cards.length).toBeGreaterThan(0);
  });

  it.each([
    ["bots", { engine: "free", decks: [DECK, DECK], seats: ["human", "greedy"] }, "seats[1]"],
    ["no decks", { engine: "free", seats: ["human"] }, "decks"],
    ["not one deck per seat", { engine: "free", decks: [DECK], seats: ["human", "human"] }, "decks"],
    ["an unknown deck", { engine: "free", decks: [DECK, "Nope"], seats: ["human", "human"] }, "decks[1]"],
    ["eras", { engine: "free", eras: [DECK], decks: [DECK], seats: ["human"] }, "eras"],
    ["more seats than the table has", { engine: "free", decks: [DECK, DECK, DECK, DECK, DECK], seats: ["human", "human", "human", "human", "human"] }, "seats"],
    ["an unknown engine", { engine: "sandbox", decks: [DECK], seats: ["human"] }, "engine"],
    ["too many decks", { engine: "free", decks: Array.from({ length: 65 }, () => DECK), seats: ["human"] }, "decks"],
    ["no seat", { engine: "free", decks: [DECK], seats: [] }, "seats"],
  ])("422 for %s, naming the field", async (_label, game, path) => {
    const before = (await listGames({ db: t.db, packId: altered })).games.length;
    const e = validation(await thrown(createGame({ db: t.db, packId: altered, game })));
    expect(e.issues.map((i) => i.path)).toContain(path);
    expect((await listGames({ db: t.db, packId: altered })).games.length).toBe(before);
  });

  it("a rules game still needs two seats", async () => {
    const e = validation(await thrown(createGame({ db: t.db, packId: genesis, game: { seats: ["human"] } })));
    expect(e.issues).toEqual([{ path: "seats", message: "a game needs at least 2 seats (CGS-180)" }]);
  });
});

describe("playing on the free table", () => {
  it("move, counter, roll, undo: the log grows, the state follows, undo takes the last action back", async () => {
    const g = await solo(5);
    const card = zone(g, "hand").cards[0];
    if (card === undefined) throw new Error("empty hand");
    const moved = await act({ db: t.db, id: g.id, action: { type: "move", seat: 0, card: card.id, from: { zone: "hand", seat: 0 }, to: { zone: "expedition", seat: null } } });
    expect(zone(moved, "expedition", null).cards.map((c) => c.id)).toEqual([card.id]);
    expect(moved.log).toEqual([{ action: expect.objectContaining({ type: "move" }), events: [expect.objectContaining({ type: "moved", card: { id: card.id, identifier: card.identifier } })], by: "human" }]);
    const boosted = await act({ db: t.db, id: g.id, action: { type: "counter", seat: 0, target: { card: card.id }, key: "boost", delta: 2 } });
    expect(zone(boosted, "expedition", null).cards[0]?.counters).toEqual({ boost: 2 });
    const rolled = await act({ db: t.db, id: g.id, action: { type: "roll", seat: 0, sides: 6, count: 2 } });
    const roll = rolled.log[2]?.events[0] as unknown as { type: string; results: number[] };
    expect(roll.type).toBe("rolled");
    expect(roll.results).toHaveLength(2);
    const undone = await undo({ db: t.db, id: g.id });
    expect(undone.actions).toBe(4);
    expect(undone.log[3]).toMatchObject({ by: "undo", action: { type: "undo", undone: [2] } });
    expect(zone(undone, "expedition", null).cards[0]?.counters).toEqual({ boost: 2 });
    const again = await undo({ db: t.db, id: g.id });
    expect(zone(again, "expedition", null).cards[0]?.counters).toEqual({});
    // Resume: a cold replay from the stored log gives the same state.
    clearGameCache();
    expect((await getGame({ db: t.db, id: g.id })).state).toEqual(again.state);
  });

  it("a refused action is a 422 with the reason and the engine's code, and nothing is appended", async () => {
    const g = await solo(6);
    const card = zone(g, "hand").cards[0]?.id as string;
    const cases: [unknown, string][] = [
      [{ type: "move", seat: 0, card, from: { zone: "deck", seat: 0 }, to: { zone: "expedition", seat: null } }, "card-not-there"],
      [{ type: "move", seat: 0, card, to: { zone: "graveyard", seat: 0 } }, "unknown-zone"],
      [{ type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 99 }, "bad-count"],
      [{ type: "counter", seat: 0, target: { card }, key: "life", delta: 1 }, "unknown-counter"],
    ];
    for (const [action, code] of cases) {
      const e = validation(await thrown(act({ db: t.db, id: g.id, action })));
      expect(e.details).toMatchObject({ rejection: code, rule: expect.stringMatching(/^free-table\./) });
      expect(e.issues[0]?.message.length).toBeGreaterThan(10);
    }
    // A key the action does not have, or a type the free table does not know: refused at its path.
    expect(validation(await thrown(act({ db: t.db, id: g.id, action: { type: "endTurn", seat: 0, extra: 1 } }))).issues.map((i) => i.path)).toEqual(["extra"]);
    expect(validation(await thrown(act({ db: t.db, id: g.id, action: { type: "cast", seat: 0 } }))).issues.map((i) => i.path)).toEqual(["type"]);
    expect((await getGame({ db: t.db, id: g.id })).actions).toBe(0);
  });

  it("fork from a step, export the replay and import it back: the same states", async () => {
    const g = await solo(8);
    const draw = { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 1 };
    await act({ db: t.db, id: g.id, action: draw });
    await act({ db: t.db, id: g.id, action: { type: "shuffle", seat: 0, zone: { zone: "deck", seat: 0 } } });
    const last = await act({ db: t.db, id: g.id, action: { type: "phase", seat: 0 } });
    const replay = await exportReplay({ db: t.db, id: g.id });
    expect(replay).toMatchObject({ format: "greenhouse.replay/1", system: "altered", engine: "free", seats: ["human"], seed: 8, eras: [DECK] });
    expect(replay.actions).toHaveLength(3);
    const imported = await getGame({ db: t.db, id: (await importReplay({ db: t.db, replay: JSON.parse(JSON.stringify(replay)), packId: altered })).id });
    expect(imported.state).toEqual(last.state);
    expect(imported.engine).toBe("free");
    const forked = await getGame({ db: t.db, id: (await forkGame({ db: t.db, id: g.id, fork: { at: 1 } })).id });
    expect(forked.actions).toBe(1);
    expect(forked.state).toEqual((await getGame({ db: t.db, id: g.id, at: 1 })).state);
    // A replay whose action the free table refuses: 422 naming its index.
    const bad = { ...replay, actions: [...replay.actions, { action: { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 500 }, by: "human" }] };
    const e = validation(await thrown(importReplay({ db: t.db, replay: bad, packId: altered })));
    expect(e.details).toMatchObject({ index: 3, rejection: "bad-count" });
    // A free replay with a bot seat is refused.
    const bots = validation(await thrown(importReplay({ db: t.db, replay: { ...replay, seats: ["greedy"] }, packId: altered })));
    expect(bots.issues.map((i) => i.path)).toEqual(["seats[0]"]);
  });
});

describe("hidden cards never reach a seat's answers", () => {
  it("hot-seat of two: the answers name only the cards of the seat whose turn it is; the replay export keeps them all", async () => {
    const { id } = await createGame({ db: t.db, packId: altered, game: { engine: "free", decks: [DECK, DECK], seats: ["human", "human"], seed: 9 } });
    const full = async () => (await loadGame(t.db, id)).game.replayed.states.at(-1) as unknown as FreeTableState;
    /** Identifiers of cards seat `viewer` may not see: the other hand, every deck, face-down mana of the other seat. */
    const secrets = (s: FreeTableState, viewer: number) => {
      const other = 1 - viewer;
      const hidden = [...zone(s, "hand", other).cards, ...zone(s, "deck", 0).cards, ...zone(s, "deck", 1).cards];
      return hidden.map((c) => ({ id: c.id, identifier: c.identifier as string }));
    };
    /** The secret cards whose id the answer's JSON pairs with an identifier (a card sent with its identifier). */
    const leaks = (answer: unknown, s: FreeTableState, viewer: number) => {
      const json = JSON.stringify(answer);
      return secrets(s, viewer).filter((c) => json.includes(`"id":"${c.id}","identifier"`));
    };
    let g = await getGame({ db: t.db, id });
    expect(leaks(g, await full(), 0)).toEqual([]);
    expect(zone(g, "hand", 1).cards.every((c) => c.identifier === undefined)).toBe(true);
    expect(zone(g, "hand", 0).cards.every((c) => c.identifier !== undefined)).toBe(true);
    // Seat 0 puts a card in its mana (face down) and draws; then ends the turn: the page is now seat 1's.
    const mana = zone(g, "hand", 0).cards[0]?.id as string;
    g = await act({ db: t.db, id, action: { type: "move", seat: 0, card: mana, to: { zone: "mana", seat: 0 } } });
    expect(zone(g, "mana", 0).cards[0]).toMatchObject({ id: mana, faceDown: true, identifier: expect.any(String) });
    g = await act({ db: t.db, id, action: { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 2 } });
    expect(leaks(g, await full(), 0)).toEqual([]);
    expect(JSON.stringify(g.log)).not.toMatch(/"drew"[^\]]*identifier/);
    g = await act({ db: t.db, id, action: { type: "endTurn", seat: 0 } });
    expect(g.toAct).toBe(1);
    expect(leaks(g, await full(), 1)).toEqual([]);
    expect(zone(g, "hand", 0).cards.every((c) => c.identifier === undefined)).toBe(true);
    expect(zone(g, "mana", 0).cards[0]?.identifier).toBeUndefined();
    expect(zone(g, "hand", 1).cards.every((c) => c.identifier !== undefined)).toBe(true);
    // The tail answer (`since`) and a past moment (`at`) too.
    const tail = await act({ db: t.db, id, since: g.actions, action: { type: "roll", seat: 1, sides: 6, count: 1 } });
    expect(leaks(tail, await full(), 1)).toEqual([]);
    const past = await getGame({ db: t.db, id, at: 0 });
    expect(zone(past, "hand", 1).cards.every((c) => c.identifier === undefined)).toBe(true);
    // The record of the game keeps everything.
    const replay = await exportReplay({ db: t.db, id });
    const replayed = await getGame({ db: t.db, id: (await importReplay({ db: t.db, replay, packId: altered })).id });
    expect(replayed.state).toEqual((await getGame({ db: t.db, id })).state);
  });
});
