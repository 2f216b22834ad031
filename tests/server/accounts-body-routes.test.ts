/**
 * The routes that name their cards in the body (`/api/cards/copy|move|delete`) on a team server
 * (issue 14 "a role per pack enforced on every page, route and server action"): the edge lets
 * any signed-in account through, and the verb checks the role on every pack the named cards (and
 * the target deck) belong to: an editor of those packs may use them, nobody else. Also the
 * member routes (`/api/packs/{id}/members`) through the same edge, and the replay import
 * (`/api/games/import?packId=`), whose verb wants an editor of the pack it files the game under. A real node:http server: the
 * team edge in front of the real route handlers, on a fresh database.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as copyRoute from "@/app/api/cards/copy/route";
import * as deleteRoute from "@/app/api/cards/delete/route";
import * as moveRoute from "@/app/api/cards/move/route";
import * as importGameRoute from "@/app/api/games/import/route";
import * as membersRoute from "@/app/api/packs/[id]/members/route";
import * as memberRoute from "@/app/api/packs/[id]/members/[userId]/route";
import { requirement } from "@/lib/server/accounts/policy";
import { createGame } from "@/lib/server/games/create-game";
import { exportReplay } from "@/lib/server/games/export-replay";
import { getDb, type Db } from "@/lib/server/db";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { createGuard } from "@/lib/server/edge/guard";
import { databaseSessions } from "@/lib/server/edge/sessions";
import { teamGate } from "@/lib/server/edge/team";
import { useTempDatabase } from "../api/helpers";
import { makePack } from "./helpers";
import { listenLocal } from "./listen";

vi.setConfig({ testTimeout: 60_000 });

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: [RegExp, Record<string, unknown>][] = [
  [/^\/api\/cards\/copy$/, copyRoute],
  [/^\/api\/cards\/move$/, moveRoute],
  [/^\/api\/cards\/delete$/, deleteRoute],
  [/^\/api\/games\/import$/, importGameRoute],
  [/^\/api\/packs\/(?<id>[^/]+)\/members$/, membersRoute],
  [/^\/api\/packs\/(?<id>[^/]+)\/members\/(?<userId>[^/]+)$/, memberRoute],
];

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let cleanup: () => Promise<void>;
let db: Db;
let server: Server;
let url = "";
const cookies: Record<string, string> = {};
const ids = { a1: "", a2: "", a3: "", b1: "", c1: "", eraA: "", eraB: "", packA: "", users: {} as Record<string, string> };

async function person(key: string, admin: boolean, roles: Record<string, string>): Promise<void> {
  const user = await db.user.create({ data: { name: key, email: `${key}@studio.example`, passwordHash: "scrypt$test", admin } });
  for (const [packId, role] of Object.entries(roles)) await db.membership.create({ data: { userId: user.id, packId, role } });
  cookies[key] = `greenhouse_session=t1.${await databaseSessions(() => db).create(Date.now(), user.id)}`;
  ids.users[key] = user.id;
}

beforeAll(async () => {
  cleanup = useTempDatabase();
  db = getDb();
  const a = await makePack(db, [{ identifier: "A one" }, { identifier: "A two" }, { identifier: "A three" }], "Pack A");
  const b = await makePack(db, [{ identifier: "B one" }], "Pack B");
  const c = await makePack(db, [{ identifier: "C one" }], "Pack C");
  Object.assign(ids, { a1: a.cards[0]?.id, a2: a.cards[1]?.id, a3: a.cards[2]?.id, b1: b.cards[0]?.id, c1: c.cards[0]?.id, eraA: a.era.id, eraB: b.era.id, packA: a.pack.id });
  await person("admin", true, {});
  await person("eddie", false, { [a.pack.id]: "editor", [b.pack.id]: "viewer" });
  await person("vic", false, { [a.pack.id]: "viewer" });
  const guard = createGuard({ sessions: databaseSessions(() => db), limiter: databaseAttempts(() => db), team: teamGate({ db: () => db, setupCode: "unused" }) }, (req, res) => {
    void (async () => {
      const path = new URL(req.url ?? "/", url).pathname;
      const found = ROUTES.map(([re, mod]) => [re.exec(path), mod] as const).find(([m]) => m !== null);
      const handler = found?.[1][req.method ?? "GET"] as Handler | undefined;
      if (found === undefined || handler === undefined) return void res.writeHead(404).end();
      const payload = await body(req);
      const request = new Request(`${url}${req.url ?? "/"}`, { method: req.method, headers: { "content-type": "application/json" }, body: payload.length === 0 ? undefined : new Uint8Array(payload) });
      const response = await handler(request, { params: Promise.resolve({ ...found[0]?.groups }) });
      res.writeHead(response.status, { "content-type": "application/json" }).end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  server = createServer((req, res) => void guard(req, res));
  url = await listenLocal(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await cleanup();
});

const send = async (who: string, method: string, path: string, payload?: unknown) => {
  const r = await fetch(`${url}${path}`, { method, headers: { cookie: cookies[who] ?? "", "content-type": "application/json", origin: url }, body: payload === undefined ? undefined : JSON.stringify(payload) });
  const text = await r.text();
  return { status: r.status, json: (text === "" ? null : JSON.parse(text)) as Record<string, unknown> };
};
const eraOf = async (id: string) => (await db.card.findUnique({ where: { id }, select: { deckId: true } }))?.deckId ?? null;

describe("routes that name cards in the body: the role on every pack of the named cards", () => {
  it("the edge lets any signed-in account reach them (the verb checks the packs); pack import stays with studio owners", () => {
    for (const verb of ["copy", "move", "delete"]) expect(requirement("POST", `/api/cards/${verb}`, false)).toEqual({ kind: "signed-in" });
    expect(requirement("POST", "/api/games/import", false)).toEqual({ kind: "signed-in" });
    expect(requirement("POST", "/api/packs/import", false)).toEqual({ kind: "admin" });
  });

  it("an editor of the pack deletes its cards; a viewer of it is refused (403); cards of a pack not shared are 404; nothing else is deleted", async () => {
    expect(await send("eddie", "POST", "/api/cards/delete", { ids: [ids.a1] })).toMatchObject({ status: 200, json: { deleted: 1 } });
    expect(await send("vic", "POST", "/api/cards/delete", { ids: [ids.a2] })).toMatchObject({ status: 403, json: { error: { code: "forbidden" } } });
    expect(await send("eddie", "POST", "/api/cards/delete", { ids: [ids.c1] })).toMatchObject({ status: 404 });
    // One card of a pack the editor only views spoils the whole request.
    expect(await send("eddie", "POST", "/api/cards/delete", { ids: [ids.a2, ids.b1] })).toMatchObject({ status: 403 });
    expect(await db.card.count({ where: { id: { in: [ids.a2, ids.b1, ids.c1] } } })).toBe(3);
    expect(await send("admin", "POST", "/api/cards/delete", { ids: [ids.a3] })).toMatchObject({ status: 200, json: { deleted: 1 } });
  });

  it("copy needs editor on the target deck's pack and viewer on the source; move needs editor on both", async () => {
    const copied = await send("eddie", "POST", "/api/cards/copy", { ids: [ids.b1], toEraId: ids.eraA });
    expect(copied.status).toBe(201); // views B, edits A
    expect(await db.card.count({ where: { deckId: ids.eraA } })).toBe(2);
    expect(await send("eddie", "POST", "/api/cards/copy", { ids: [ids.a2], toEraId: ids.eraB })).toMatchObject({ status: 403 }); // only views B
    expect(await send("vic", "POST", "/api/cards/copy", { ids: [ids.a2], toEraId: ids.eraA })).toMatchObject({ status: 403 });
    expect(await send("eddie", "POST", "/api/cards/copy", { ids: [ids.c1], toEraId: ids.eraA })).toMatchObject({ status: 404 });
    expect(await send("eddie", "POST", "/api/cards/move", { ids: [ids.b1], toEraId: ids.eraA })).toMatchObject({ status: 403 }); // would take it out of B
    expect(await eraOf(ids.b1)).toBe(ids.eraB);
    expect(await send("eddie", "POST", "/api/cards/move", { ids: [ids.a2], toEraId: ids.eraA, position: 0 })).toMatchObject({ status: 200 });
    expect(await db.card.count({ where: { deckId: ids.eraB } })).toBe(1);
  });

  it("a request without a session is 401 before any verb runs", async () => {
    expect((await send("nobody", "POST", "/api/cards/delete", { ids: [ids.a2] })).status).toBe(401);
    expect(await eraOf(ids.a2)).toBe(ids.eraA);
  });
});

describe("member routes through the edge", () => {
  it("GET lists members for a studio owner; PATCH and DELETE change them; an editor gets 403 on all three", async () => {
    const listed = await send("admin", "GET", `/api/packs/${ids.packA}/members`);
    expect(listed.status).toBe(200);
    expect((listed.json.members as { name: string; role: string }[]).map((m) => [m.name, m.role])).toEqual([
      ["eddie", "editor"],
      ["vic", "viewer"],
    ]);
    expect((await send("eddie", "GET", `/api/packs/${ids.packA}/members`)).status).toBe(403);
    expect((await send("eddie", "PATCH", `/api/packs/${ids.packA}/members/${ids.users.eddie}`, { role: "owner" })).status).toBe(403);
    expect((await send("eddie", "DELETE", `/api/packs/${ids.packA}/members/${ids.users.vic}`)).status).toBe(403);
    expect((await send("admin", "PATCH", `/api/packs/${ids.packA}/members/${ids.users.eddie}`, { role: "owner" })).status).toBe(204);
    expect((await send("admin", "PATCH", `/api/packs/${ids.packA}/members/${ids.users.vic}`, { role: "boss" })).status).toBe(422);
    // Eddie is now an owner: he manages members, but as the last owner cannot step down.
    expect((await send("eddie", "DELETE", `/api/packs/${ids.packA}/members/${ids.users.vic}`)).status).toBe(204);
    const last = await send("eddie", "PATCH", `/api/packs/${ids.packA}/members/${ids.users.eddie}`, { role: "viewer" });
    expect(last).toMatchObject({ status: 409, json: { error: { code: "conflict" } } });
    expect(await db.membership.findMany({ where: { packId: ids.packA }, select: { role: true } })).toEqual([{ role: "owner" }]);
  });
});

describe("replay import (POST /api/games/import?packId=) through the edge", () => {
  it("files the game under a pack only for an editor of it: a viewer is refused (403) and no game is written", async () => {
    const pack = await makePack(db, [{ identifier: "D one", attributes: `Type "Adventure"\nAffiliation "Stark"` }, { identifier: "D two", attributes: `Type "Adventure"\nAffiliation "Lannister"` }], "Pack D");
    await db.membership.create({ data: { userId: ids.users.eddie ?? "", packId: pack.pack.id, role: "editor" } });
    await db.membership.create({ data: { userId: ids.users.vic ?? "", packId: pack.pack.id, role: "viewer" } });
    const dealt = await createGame({ db, packId: pack.pack.id, game: { eras: null, seats: ["greedy", "greedy"], seed: 3 } });
    const replay = await exportReplay({ db, id: dealt.id });
    const path = `/api/games/import?packId=${pack.pack.id}`;
    expect(await send("vic", "POST", path, replay)).toMatchObject({ status: 403, json: { error: { code: "forbidden" } } });
    expect(await db.game.count({ where: { packId: pack.pack.id } })).toBe(1);
    const imported = await send("eddie", "POST", path, replay);
    expect(imported.status).toBe(201);
    expect(await db.game.findUnique({ where: { id: String(imported.json.id) }, select: { packId: true } })).toEqual({ packId: pack.pack.id });
  });
});
