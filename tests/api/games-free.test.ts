/**
 * The free table over HTTP (docs/systems.md "The free table"): `POST /api/packs/{id}/games` with
 * `"engine": "free"`, actions, a refused one (422, nothing appended), undo, the replay export and
 * its import; the replay's steps, whole and delta-encoded; and the answers of a hot-seat game
 * never carry a hidden card's identifier.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as actionsRoute from "@/app/api/games/[id]/actions/route";
import * as replayRoute from "@/app/api/games/[id]/replay/route";
import * as stepsRoute from "@/app/api/games/[id]/steps/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as undoRoute from "@/app/api/games/[id]/undo/route";
import * as importGameRoute from "@/app/api/games/import/route";
import * as gamesRoute from "@/app/api/packs/[id]/games/route";
import * as importRoute from "@/app/api/packs/import/route";
import type { FreeTableState } from "@/lib/free-table";
import { decodeSteps, type EncodedSteps } from "@/lib/free-table/step-delta";
import type { Replay } from "@/lib/packs/replay";
import type { GameDto } from "@/lib/server/games/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

const DECK = "Muna: Lanterns of the Fen";
let cleanup: () => Promise<void>;
let packId: string;

beforeAll(async () => {
  cleanup = useTempDatabase();
  const demo = readFileSync(join(process.cwd(), "seeds", "altered-demo.pack.json"), "utf8");
  packId = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: demo })).json.id;
});
afterAll(() => cleanup());

const deal = (body: unknown) => call<{ id: string }>(gamesRoute.POST, { method: "POST", params: { id: packId }, body });
const get = (id: string) => call<GameDto>(gameRoute.GET, { params: { id }, path: `/api/games/${id}` });
const post = (id: string, action: unknown) => call<GameDto>(actionsRoute.POST, { method: "POST", params: { id }, body: action, path: `/api/games/${id}/actions` });
const zone = (g: GameDto, key: string, seat: number | null) => (g.state as unknown as FreeTableState).zones.find((z) => z.zone === key && z.seat === seat);

describe("free-table routes", () => {
  it("create, act, refuse, undo, export and import", async () => {
    const created = await deal({ engine: "free", decks: [DECK], seats: ["human"], seed: 21 });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const game = await get(id);
    expect(game.status).toBe(200);
    expect(game.json).toMatchObject({ engine: "free", seats: ["human"], toAct: 0, over: false, actions: 0 });
    expect(zone(game.json, "hand", 0)?.cards).toHaveLength(6);
    const card = zone(game.json, "hand", 0)?.cards[0]?.id as string;

    const moved = await post(id, { type: "move", seat: 0, card, to: { zone: "expedition", seat: null } });
    expect(moved.status).toBe(200);
    expect(zone(moved.json, "expedition", null)?.cards.map((c) => c.id)).toEqual([card]);

    const refused = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id }, body: { type: "move", seat: 0, card, from: { zone: "hand", seat: 0 }, to: { zone: "reserve", seat: 0 } } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: "validation", rule: "free-table.move", rejection: "card-not-there" });
    expect(refused.json.error.message).toMatch(/is not in Player 1's hand: it is in Expedition zone/);
    expect((await get(id)).json.actions).toBe(1);

    const undone = await call<GameDto>(undoRoute.POST, { method: "POST", params: { id } });
    expect(undone.status).toBe(200);
    expect(zone(undone.json, "hand", 0)?.cards.map((c) => c.id)).toContain(card);

    const replay = await call<Replay>(replayRoute.GET, { params: { id } });
    expect(replay.status).toBe(200);
    expect(replay.json).toMatchObject({ engine: "free", system: "altered", eras: [DECK], seats: ["human"] });
    const imported = await call<{ id: string }>(importGameRoute.POST, { method: "POST", body: replay.json, path: `/api/games/import?packId=${packId}` });
    expect(imported.status).toBe(201);
    expect((await get(imported.json.id)).json.state).toEqual(undone.json.state);
  });

  it("422s say how to fix the body", async () => {
    const noDecks = await call<ErrorJson>(gamesRoute.POST, { method: "POST", params: { id: packId }, body: { engine: "free", seats: ["human"] } });
    expect(noDecks.status).toBe(422);
    expect(noDecks.json.error.issues).toEqual([{ path: "decks", message: `choose one deck per seat: "decks": ["${DECK}"]` }]);
    const rules = await call<ErrorJson>(gamesRoute.POST, { method: "POST", params: { id: packId }, body: { engine: "rules", seats: ["human", "human"] } });
    expect(rules.status).toBe(422);
    expect(rules.json.error.issues[0]?.path).toBe("engine");
    const many = await call<ErrorJson>(gamesRoute.POST, { method: "POST", params: { id: packId }, body: { engine: "free", decks: Array.from({ length: 100 }, () => DECK), seats: ["human"] } });
    expect(many.status).toBe(422);
    expect(many.json.error.issues[0]?.path).toBe("decks");
  });

  it("hot-seat of two: no answer holds the identifier of a card in the other seat's hand or a deck", async () => {
    const id = (await deal({ engine: "free", decks: [DECK, DECK], seats: ["human", "human"], seed: 33 })).json.id;
    const hiddenIds = (g: GameDto, viewer: number) => [...(zone(g, "hand", 1 - viewer)?.cards ?? []), ...(zone(g, "deck", 0)?.cards ?? []), ...(zone(g, "deck", 1)?.cards ?? [])].map((c) => c.id);
    const check = (answer: { text: string; json: GameDto }, viewer: number) => {
      const ids = hiddenIds(answer.json, viewer);
      expect(ids.length).toBeGreaterThan(30);
      for (const cardId of ids) expect(answer.text).not.toContain(`"id":"${cardId}","identifier"`);
    };
    const first = await get(id);
    check(first, 0);
    const drawn = await post(id, { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 1 });
    check(drawn, 0);
    const ended = await post(id, { type: "endTurn", seat: 0 });
    expect(ended.json.toAct).toBe(1);
    check(ended, 1);
    expect(zone(ended.json, "hand", 1)?.cards.every((c) => typeof c.identifier === "string")).toBe(true);
    expect(zone(ended.json, "hand", 0)?.cards.every((c) => c.identifier === undefined)).toBe(true);
    // The export keeps them: every card of seat 0's hand with its identifier.
    const replay = await call<Replay>(replayRoute.GET, { params: { id } });
    expect(replay.status).toBe(200);
    expect(replay.json.seed).toBe(33);
  });

  it("GET steps: whole states as before without encoding, the same steps delta-encoded with encoding=delta, 422 otherwise", async () => {
    const id = (await deal({ engine: "free", decks: [DECK, DECK], seats: ["human", "human"], seed: 8 })).json.id;
    for (let i = 0; i < 6; i++) {
      const g = (await get(id)).json;
      const card = zone(g, "hand", g.toAct ?? 0)?.cards[0]?.id as string;
      expect((await post(id, i % 3 === 2 ? { type: "endTurn", seat: g.toAct } : { type: "move", seat: g.toAct, card, to: { zone: "reserve", seat: g.toAct } })).status).toBe(200);
    }
    const steps = (query: string) => call<unknown>(stepsRoute.GET, { params: { id }, path: `/api/games/${id}/steps?${query}` });
    // Whole states: byte for byte the answer the route gave before the encoding, each state the page's moment (GET ?at=n).
    const plain = await steps("from=1&count=5");
    expect(plain.status).toBe(200);
    const moments = await Promise.all([1, 2, 3, 4, 5].map(async (at) => (await call<GameDto>(gameRoute.GET, { params: { id }, path: `/api/games/${id}?at=${at}` })).json.state));
    expect(plain.text).toBe(JSON.stringify({ from: 1, states: moments, actions: 6 }));
    // Delta-encoded: the same steps once decoded, in far fewer bytes.
    const delta = await steps("from=1&count=5&encoding=delta");
    expect(delta.status).toBe(200);
    const answer = delta.json as { from: number; encoding: string; steps: EncodedSteps; actions: number };
    expect(answer).toMatchObject({ from: 1, encoding: "delta", actions: 6 });
    expect(decodeSteps(answer.steps)).toStrictEqual((plain.json as { states: FreeTableState[] }).states);
    expect(delta.text.length * 3).toBeLessThan(plain.text.length);
    // Another encoding says the one allowed; the caps hold with the encoding too.
    const other = await call<ErrorJson>(stepsRoute.GET, { params: { id }, path: `/api/games/${id}/steps?from=0&count=5&encoding=gzip` });
    expect(other.status).toBe(422);
    expect(other.json.error.issues).toEqual([{ path: "encoding", message: 'encoding must be "delta" (or left out for whole states)' }]);
    const many = await call<ErrorJson>(stepsRoute.GET, { params: { id }, path: `/api/games/${id}/steps?from=0&count=51&encoding=delta` });
    expect(many.status).toBe(422);
    expect(many.json.error.issues[0]?.path).toBe("count");
  });
});
