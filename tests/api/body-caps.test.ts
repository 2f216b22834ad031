/**
 * Probes (issue 24 "Ways down"): every list a route's body carries is capped, and the 422 names
 * the path and the cap; a body nested absurdly deep or carrying a `__proto__` key is a 4xx with a
 * path, never a 500; an action body is capped at 16 KB (413) and has no key its engine does not
 * list. Each probe posts what an attacker would, through the route handler.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as copyRoute from "@/app/api/cards/copy/route";
import * as deleteCardsRoute from "@/app/api/cards/delete/route";
import * as moveRoute from "@/app/api/cards/move/route";
import * as eraCardsOrderRoute from "@/app/api/eras/[id]/cards/order/route";
import * as actionsRoute from "@/app/api/games/[id]/actions/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as erasOrderRoute from "@/app/api/packs/[id]/eras/order/route";
import * as gamesRoute from "@/app/api/packs/[id]/games/route";
import * as packRoute from "@/app/api/packs/[id]/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as packsRoute from "@/app/api/packs/route";
import type { GameDto } from "@/lib/server/games/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
let packId: string;
let eraId: string;
let gameId: string;

beforeAll(async () => {
  cleanup = useTempDatabase();
  const demo = readFileSync(join(process.cwd(), "seeds", "tidebound.pack.json"), "utf8");
  packId = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: demo })).json.id;
  const pack = await call<{ eras: { id: string }[] }>(packRoute.GET, { params: { id: packId } });
  eraId = pack.json.eras[0]?.id ?? "";
  gameId = (await call<{ id: string }>(gamesRoute.POST, { method: "POST", params: { id: packId }, body: { eras: null, seats: ["human", "greedy"], seed: 3 } })).json.id;
});
afterAll(() => cleanup());

const many = (n: number, value: unknown = "x") => Array.from({ length: n }, () => value);

/** Expects a 422 whose issues name `path` with a message matching `message`. */
function expect422(answer: { status: number; json: ErrorJson }, path: string, message: RegExp) {
  expect(answer.status).toBe(422);
  expect(answer.json.error.issues).toContainEqual({ path, message: expect.stringMatching(message) });
}

describe("every list in a body has a cap, named in the 422", () => {
  const post = (handler: Parameters<typeof call>[0], body: unknown, params: Record<string, string> = {}, method = "POST") => call<ErrorJson>(handler, { method, params, body });

  it("a deal's eras: 8,000 copies -> 422 at eras (at most 1000), nothing dealt", async () => {
    const before = await call<{ games: unknown[] }>(gamesRoute.GET, { params: { id: packId } });
    expect422(await post(gamesRoute.POST, { eras: many(8000, "The Fog Years"), seats: ["human", "greedy"] }, { id: packId }), "eras", /at most 1000 era decks/);
    expect422(await post(gamesRoute.POST, { eras: ["The Fog Years", "The Fog Years"], seats: ["human", "greedy"] }, { id: packId }), "eras[1]", /listed twice/);
    expect((await call<{ games: unknown[] }>(gamesRoute.GET, { params: { id: packId } })).json.games).toHaveLength(before.json.games.length);
  });

  it("bulk selections and orders: ids past the cap -> 422 at ids", async () => {
    expect422(await post(moveRoute.POST, { ids: many(10_001), toEraId: eraId }), "ids", /at most 10000 cards at once/);
    expect422(await post(copyRoute.POST, { ids: many(10_001), toEraId: eraId }), "ids", /at most 10000 cards at once/);
    expect422(await post(deleteCardsRoute.POST, { ids: many(10_001) }), "ids", /at most 10000 cards at once/);
    expect422(await post(eraCardsOrderRoute.PUT, { ids: many(20_001) }, { id: eraId }, "PUT"), "ids", /at most 20000 cards/);
    expect422(await post(erasOrderRoute.PUT, { ids: many(1001) }, { id: packId }, "PUT"), "ids", /at most 1000 era decks/);
  });

  it("a pack's lists: affiliations, player affiliations, aliases, era decks", async () => {
    expect422(await post(packsRoute.POST, { name: "Capped", instructions: { affiliations: many(201) } }), "instructions.affiliations", /at most 200 affiliations/);
    expect422(await post(packsRoute.POST, { name: "Capped", instructions: { playerAffiliations: many(65) } }), "instructions.playerAffiliations", /at most 64 player affiliations/);
    const aliases = Array.from({ length: 501 }, (_, i) => ({ alias: `A${i}`, target: "Renown" }));
    expect422(await post(packRoute.PATCH, { aliases }, { id: packId }, "PATCH"), "aliases", /at most 500 aliases/);
    const doc = { format: "greenhouse.pack/1", pack: { game: "G", name: "Many", type: "edition" }, eras: Array.from({ length: 1001 }, (_, i) => ({ name: `E${i}`, cards: [] })) };
    expect422(await post(importRoute.POST, doc), "eras", /at most 1000 era decks/);
  });
});

describe("malformed bodies are a 4xx with a path, never a 500", () => {
  const deep = (depth: number) => `{ "type": "pass", "player": 0, "x": ${"[".repeat(depth)}${"]".repeat(depth)} }`;

  it("an action nested 100,000 levels deep -> 422 at the deep path, nothing appended", async () => {
    const before = (await call<GameDto>(gameRoute.GET, { params: { id: gameId } })).json.actions;
    // Within the 16 KB action cap, so the depth check is what answers.
    const answer = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id: gameId }, body: deep(8000) });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues[0]?.path).toBe(`x${"[0]".repeat(63)}`);
    const huge = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id: gameId }, body: deep(100_000) });
    expect(huge.status).toBe(413);
    expect((await call<GameDto>(gameRoute.GET, { params: { id: gameId } })).json.actions).toBe(before);
  });

  it("a pack document nested deep, or a __proto__ key in any body -> 422 at its path", async () => {
    const pack = `{ "format": "greenhouse.pack/1", "pack": { "game": "G", "name": "Deep", "type": "edition" }, "eras": ${"[".repeat(50_000)}${"]".repeat(50_000)} }`;
    const answer = await call<ErrorJson>(importRoute.POST, { method: "POST", body: pack });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues[0]?.path).toBe(`eras${"[0]".repeat(63)}`);
    const proto = await call<ErrorJson>(packRoute.PATCH, { method: "PATCH", params: { id: packId }, body: '{ "name": "P", "__proto__": { "admin": true } }' });
    expect422(proto, "__proto__", /not allowed/);
  });

  it("an action over 16 KB -> 413; an action with a key its engine does not list -> 422 at the key", async () => {
    const game = (await call<GameDto>(gameRoute.GET, { params: { id: gameId } })).json;
    const legal = game.legal[0] as unknown as Record<string, unknown>;
    const big = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id: gameId }, body: { ...legal, note: "x".repeat(900_000) } });
    expect(big.status).toBe(413);
    expect422(await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id: gameId }, body: { ...legal, note: "hi" } }), "note", /unknown field/);
    expect((await call<GameDto>(gameRoute.GET, { params: { id: gameId } })).json.actions).toBe(game.actions);
  });
});
