/**
 * The trial-play routes (docs/architecture.md "Trial play"): shapes, JSON required (415), refused actions
 * (422 with the rule), unknown games (404). Methods a route does not answer: routes.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as actionsRoute from "@/app/api/games/[id]/actions/route";
import * as forkRoute from "@/app/api/games/[id]/fork/route";
import * as replayRoute from "@/app/api/games/[id]/replay/route";
import * as stepsRoute from "@/app/api/games/[id]/steps/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as undoRoute from "@/app/api/games/[id]/undo/route";
import * as importGameRoute from "@/app/api/games/import/route";
import * as gamesRoute from "@/app/api/packs/[id]/games/route";
import * as importRoute from "@/app/api/packs/import/route";
import type { GameDto, GameSummary } from "@/lib/server/games/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
let packId: string;

beforeAll(async () => {
  cleanup = useTempDatabase();
  const demo = readFileSync(join(process.cwd(), "seeds", "tidebound.pack.json"), "utf8");
  packId = (await call<{ id: string }>(importRoute.POST, { method: "POST", body: demo })).json.id;
});
afterAll(() => cleanup());

async function deal(body: unknown = { eras: null, seats: ["human", "greedy"], seed: 42 }) {
  return call<{ id: string }>(gamesRoute.POST, { method: "POST", params: { id: packId }, body });
}

async function get(id: string, path = "/api/games/x") {
  return call<GameDto>(gameRoute.GET, { params: { id }, path });
}

describe("games routes", () => {
  it("POST /api/packs/{id}/games -> 201 { id }; GET /api/games/{id} has the contract's fields; the pack lists it", async () => {
    const created = await deal();
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String) });
    const game = await get(created.json.id);
    expect(game.status).toBe(200);
    expect(game.json).toMatchObject({ id: created.json.id, packId, seats: ["human", "greedy"], seed: 42, over: false, toAct: 0, eras: ["The Fog Years", "The Beacon Years"] });
    expect(Object.keys(game.json)).toEqual(expect.arrayContaining(["state", "legal", "log", "actions"]));
    const list = await call<{ games: GameSummary[] }>(gamesRoute.GET, { params: { id: packId } });
    expect(list.json.games.map((g) => g.id)).toContain(created.json.id);
  });

  it("POST actions -> 200 with the game; an illegal one -> 422 with the engine's rule and nothing appended", async () => {
    const { id } = (await deal()).json;
    const game = (await get(id)).json;
    const refused = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id }, body: { type: "pass", player: 0 } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: "validation", rule: "CGS-250", rejection: "wrong-phase", message: expect.any(String) });
    expect((await get(id)).json.actions).toBe(game.actions);
    const played = await call<GameDto>(actionsRoute.POST, { method: "POST", params: { id }, body: game.legal[0] });
    expect(played.status).toBe(200);
    expect(played.json.actions).toBeGreaterThan(game.actions);
  });

  it("POST actions?since=n and undo?since=n answer the log from entry n on (logFrom n); a bad since -> 422 at since", async () => {
    const { id } = (await deal()).json;
    const game = (await get(id)).json;
    expect(game.logFrom).toBe(0);
    const played = await call<GameDto>(actionsRoute.POST, { method: "POST", params: { id }, path: `/api/games/x/actions?since=${game.actions}`, body: game.legal[0] });
    expect(played.status).toBe(200);
    expect(played.json.logFrom).toBe(game.actions);
    expect(played.json.log).toEqual((await get(id)).json.log.slice(game.actions));
    const undone = await call<GameDto>(undoRoute.POST, { method: "POST", params: { id }, path: `/api/games/x/undo?since=${played.json.actions}` });
    expect(undone.json).toMatchObject({ logFrom: played.json.actions, log: [{ by: "undo" }] });
    for (const since of ["x", "-1", String(undone.json.actions + 1)]) {
      const bad = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id }, path: `/api/games/x/actions?since=${since}`, body: game.legal[0] });
      expect(bad.status).toBe(422);
      expect(bad.json.error.issues[0]?.path).toBe("since");
    }
    expect((await get(id)).json.actions).toBe(undone.json.actions);
  });

  it("415 without the JSON content type; 422 for a body that is not JSON; 404 for an unknown game", async () => {
    const { id } = (await deal()).json;
    const plain = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id }, body: "{}", headers: { "content-type": "text/plain" } });
    expect(plain.status).toBe(415);
    const broken = await call<ErrorJson>(actionsRoute.POST, { method: "POST", params: { id }, body: "{nope" });
    expect(broken.status).toBe(422);
    expect(broken.json.error.issues[0]?.path).toBe("(body)");
    expect((await get("nope")).status).toBe(404);
    const badDeal = await deal({ eras: ["Nope"], seats: ["human", "greedy"] });
    expect(badDeal.status).toBe(422);
    expect(badDeal.json).toMatchObject({ error: { issues: [{ path: "eras[0]" }] } });
  });

  it("undo, ?at=n, replay export and import, fork, delete", async () => {
    const { id } = (await deal()).json;
    const start = (await get(id)).json;
    await call(actionsRoute.POST, { method: "POST", params: { id }, body: start.legal[0] });
    const undone = await call<GameDto>(undoRoute.POST, { method: "POST", params: { id } });
    expect(undone.status).toBe(200);
    expect(undone.json.log.at(-1)?.by).toBe("undo");
    expect(undone.json.state).toEqual(start.state);
    const at = await get(id, "/api/games/x?at=0");
    expect(at.json).toMatchObject({ at: 0, legal: [] });
    expect((await get(id, "/api/games/x?at=-1")).status).toBe(422);

    const replay = await call<{ format: string; actions: unknown[] }>(replayRoute.GET, { params: { id } });
    expect(replay.json.format).toBe("greenhouse.replay/1");
    expect(replay.json.actions.length).toBe(undone.json.actions);
    const imported = await call<{ id: string }>(importGameRoute.POST, { method: "POST", body: replay.text });
    expect(imported.status).toBe(201);
    expect((await get(imported.json.id)).json.state).toEqual(undone.json.state);
    const bad = await call<ErrorJson>(importGameRoute.POST, { method: "POST", body: { ...replay.json, format: "greenhouse.replay/2" } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues[0]?.path).toBe("format");

    const fork = await call<{ id: string }>(forkRoute.POST, { method: "POST", params: { id }, body: { at: start.actions } });
    expect(fork.status).toBe(201);
    expect((await get(fork.json.id)).json.state).toEqual(start.state);
    expect((await call<ErrorJson>(forkRoute.POST, { method: "POST", params: { id }, body: { at: 100_000 } })).status).toBe(422);

    expect((await call(gameRoute.DELETE, { method: "DELETE", params: { id } })).status).toBe(204);
    expect((await get(id)).status).toBe(404);
  });

  it("GET steps of a rules-engine game: whole states; encoding=delta (the free table's) is a 422", async () => {
    const id = (await deal()).json.id;
    const plain = await call<{ states: unknown[] }>(stepsRoute.GET, { params: { id }, path: `/api/games/${id}/steps?from=0&count=1` });
    expect(plain.status).toBe(200);
    expect(plain.json.states).toHaveLength(1);
    const delta = await call<ErrorJson>(stepsRoute.GET, { params: { id }, path: `/api/games/${id}/steps?from=0&count=1&encoding=delta` });
    expect(delta.status).toBe(422);
    expect(delta.json.error.issues).toEqual([{ path: "encoding", message: "only for a free-table game" }]);
  });
});
