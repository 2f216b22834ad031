/**
 * Accounts and roles of a team server (issue 14 "Accounts and roles"): the first-run owner, the
 * password never stored plain, wrong passwords refused and rate-limited, invitations, a role per
 * pack enforced at the edge on pages, routes and server actions (viewer, editor, owner, stranger),
 * and each revision recording its author. A real node:http server with the guard in front of a
 * stand-in for Next that answers who it acts as.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actAs, actingUser } from "@/lib/server/accounts/acting";
import { hashPassword, verifyPassword } from "@/lib/server/accounts/password";
import { requirement } from "@/lib/server/accounts/policy";
import { createDb, type Db } from "@/lib/server/db";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { createGuard } from "@/lib/server/edge/guard";
import { databaseSessions } from "@/lib/server/edge/sessions";
import { teamGate } from "@/lib/server/edge/team";
import { listPacks } from "@/lib/server/list-packs";
import { listRevisions } from "@/lib/server/list-revisions";
import { updateCard } from "@/lib/server/update-card";
import { copyCards } from "@/lib/server/copy-cards";
import { deleteCards } from "@/lib/server/delete-cards";
import { AppError } from "@/lib/server/errors";
import { makePack, thrown } from "./helpers";
import { listenLocal } from "./listen";

vi.setConfig({ testTimeout: 60_000 });

const CODE = "setup-code-123";
const OWNER = { name: "Ana Owner", email: "ana@studio.example", password: "correct horse battery" };
let dir = "";
let db: Db;
let server: Server;
let url = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-accounts-"));
  db = createDb(join(dir, "team.db"));
  const guard = createGuard(
    { sessions: databaseSessions(() => db), limiter: databaseAttempts(() => db, { perAddress: 6, windowMs: 60_000, perAccount: 100, accountWindowMs: 60_000, pairFree: 6, guardedFree: 6 }), team: teamGate({ db: () => db, setupCode: CODE }) },
    (req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ passed: true, as: actingUser()?.name ?? null, path: req.url }));
    },
  );
  server = createServer((req, res) => void guard(req, res));
  url = await listenLocal(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie === undefined ? {} : { cookie }) },
  body: new URLSearchParams(fields).toString(),
});
const cookieOf = (r: Response) => (r.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const get = (path: string, cookie: string, html = false) => fetch(`${url}${path}`, { redirect: "manual", headers: { cookie, ...(html ? { accept: "text/html" } : {}) } });

async function signIn(email: string, password: string): Promise<string> {
  const r = await fetch(`${url}/__greenhouse/login`, form({ email, password, next: "/" }));
  expect(r.status).toBe(303);
  return cookieOf(r);
}

async function invite(cookie: string, email: string, pack: string, role: string): Promise<string> {
  const r = await fetch(`${url}/__greenhouse/team`, form({ email, pack, role }, cookie));
  expect(r.status).toBe(201);
  const link = /id="invitation-link" href="([^"]+)"/.exec(await r.text())?.[1] ?? "";
  expect(link).toContain("/__greenhouse/invite/");
  return new URL(link).pathname;
}

async function accept(path: string, name: string, password: string): Promise<{ cookie: string; location: string }> {
  const r = await fetch(`${url}${path}`, form({ name, password }));
  expect(r.status).toBe(303);
  return { cookie: cookieOf(r), location: r.headers.get("location") ?? "" };
}

describe("passwords", () => {
  it("are stored as memory-hard scrypt hashes, salted, never as the password; a wrong one is refused", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toContain("correct horse");
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterz", a)).toBe(false);
    expect(await verifyPassword("anything", "garbage")).toBe(false);
  });
});

describe("the policy: what a request needs", () => {
  it("maps pages, routes and server actions to a role on a pack", () => {
    expect(requirement("GET", "/packs/p1/eras/e1", false)).toEqual({ kind: "pack", packId: "p1", role: "viewer" });
    expect(requirement("POST", "/packs/p1/eras/e1", true)).toEqual({ kind: "pack", packId: "p1", role: "editor" });
    expect(requirement("DELETE", "/api/packs/p1", false)).toEqual({ kind: "pack", packId: "p1", role: "owner" });
    expect(requirement("PATCH", "/api/cards/c1", false)).toEqual({ kind: "resource", resource: "card", id: "c1", role: "editor" });
    expect(requirement("GET", "/api/games/g1/replay", false)).toEqual({ kind: "resource", resource: "game", id: "g1", role: "viewer" });
    expect(requirement("POST", "/api/cards/delete", false)).toEqual({ kind: "signed-in" });
    expect(requirement("POST", "/", true)).toEqual({ kind: "admin" });
    expect(requirement("GET", "/", false)).toEqual({ kind: "signed-in" });
  });
});

describe("a team server, from first run to roles", () => {
  let owner = "";
  let packId = "";
  let otherPackId = "";
  let cardId = "";

  it("first run: before the owner exists, pages show the setup step, the API says so, and a wrong setup code is refused", async () => {
    expect((await fetch(`${url}/api/packs`)).status).toBe(503);
    const page = await get("/", "", true);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Create the owner");
    const wrong = await fetch(`${url}/__greenhouse/setup`, form({ code: "nope", ...OWNER }));
    expect(wrong.status).toBe(401);
    expect(await db.user.count()).toBe(0);
  });

  it("first run creates the owner (signed in at once); the database keeps only a hash; a second setup is refused", async () => {
    const made = await fetch(`${url}/__greenhouse/setup`, form({ code: CODE, ...OWNER }));
    expect(made.status).toBe(303);
    owner = cookieOf(made);
    expect(owner).toMatch(/^greenhouse_session=t1\./);
    const row = await db.user.findUniqueOrThrow({ where: { email: OWNER.email } });
    expect(row.admin).toBe(true);
    expect(row.passwordHash).not.toContain(OWNER.password);
    expect(JSON.stringify(await db.user.findMany())).not.toContain(OWNER.password);
    expect(await (await get("/api/packs", owner)).json()).toMatchObject({ passed: true, as: OWNER.name });
    const again = await fetch(`${url}/__greenhouse/setup`, form({ code: CODE, name: "Mallory", email: "m@x.example", password: "0123456789ab" }));
    expect(again.status).toBe(200); // the setup step is gone: the sign-in page answers
    expect(await db.user.count()).toBe(1);
  });

  it("a wrong password is refused with 401, and after the budget even the right one waits (429)", async () => {
    await db.signInAttempt.deleteMany(); // the wrong setup code above counted too
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await fetch(`${url}/__greenhouse/login`, form({ email: OWNER.email, password: `guess ${i}` }))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const right = await fetch(`${url}/__greenhouse/login`, form({ email: OWNER.email, password: OWNER.password }));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    await db.signInAttempt.deleteMany();
    expect((await signIn(OWNER.email, OWNER.password)).startsWith("greenhouse_session=t1.")).toBe(true);
  });

  it("invitations: the owner invites a viewer; the link works once, creates the account and its role", async () => {
    const made = await makePack(db, [{ identifier: "Scout" }], "Tidebound");
    packId = made.pack.id;
    cardId = made.cards[0]?.id ?? "";
    otherPackId = (await makePack(db, [], "Secret Pack")).pack.id;
    const link = await invite(owner, "vic@studio.example", packId, "viewer");
    const shown = await get(link, "", true);
    expect(await shown.text()).toContain("as viewer of “Tidebound”");
    const weak = await fetch(`${url}${link}`, form({ name: "Vic", password: "short" }));
    expect(weak.status).toBe(422);
    const { cookie, location } = await accept(link, "Vic Viewer", "viewer password 1");
    expect(location).toBe(`/packs/${packId}`);
    expect(cookie).toMatch(/^greenhouse_session=t1\./);
    expect((await fetch(`${url}${link}`, form({ name: "Eve", password: "another password" }))).status).toBe(404);
    expect(await db.membership.findMany({ select: { role: true } })).toEqual([{ role: "viewer" }]);
  });

  it("a viewer reads the pack but its writes are 403 on a route and a server action; another pack is 404; the pack list shows only its pack", async () => {
    const viewer = await signIn("vic@studio.example", "viewer password 1");
    expect(await (await get(`/packs/${packId}`, viewer, true)).json()).toMatchObject({ passed: true, as: "Vic Viewer" });
    expect((await get(`/api/cards/${cardId}`, viewer)).status).toBe(200);
    const patch = await fetch(`${url}/api/cards/${cardId}`, { method: "PATCH", headers: { cookie: viewer, "content-type": "application/json" }, body: "{}" });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({ error: { code: "forbidden" } });
    const action = await fetch(`${url}/packs/${packId}`, { method: "POST", headers: { cookie: viewer, "next-action": "abc123", "content-type": "text/plain" }, body: "[]" });
    expect(action.status).toBe(403);
    expect((await get(`/api/packs/${otherPackId}`, viewer)).status).toBe(404);
    expect((await get(`/packs/${otherPackId}`, viewer, true)).status).toBe(404);
    expect((await fetch(`${url}/api/packs/import`, { method: "POST", headers: { cookie: viewer, "content-type": "application/json" }, body: "{}" })).status).toBe(403);
    expect(await actAs({ id: (await db.user.findUniqueOrThrow({ where: { email: "vic@studio.example" } })).id, name: "Vic Viewer", admin: false }, () => listPacks({ db }))).toEqual([
      expect.objectContaining({ id: packId, name: "Tidebound" }),
    ]);
  });

  it("an editor changes cards but cannot delete the pack (owners only); a stranger without a session gets 401", async () => {
    const link = await invite(owner, "eddie@studio.example", packId, "editor");
    const { cookie: editor } = await accept(link, "Eddie Editor", "editor password 1");
    const patch = await fetch(`${url}/api/cards/${cardId}`, { method: "PATCH", headers: { cookie: editor, "content-type": "application/json" }, body: "{}" });
    expect(await patch.json()).toMatchObject({ passed: true, as: "Eddie Editor" });
    expect((await fetch(`${url}/api/packs/${packId}`, { method: "DELETE", headers: { cookie: editor } })).status).toBe(403);
    expect(await (await fetch(`${url}/api/packs/${packId}`, { method: "DELETE", headers: { cookie: owner } })).json()).toMatchObject({ passed: true });
    // An editor may not invite: only owners of the pack.
    expect((await fetch(`${url}/__greenhouse/team`, form({ email: "x@y.example", pack: packId, role: "owner" }, editor))).status).toBe(422);
    expect((await get(`/api/packs/${packId}`, "")).status).toBe(401);
    expect((await get(`/api/packs/${packId}`, "greenhouse_session=t1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(401);
  });

  it("each revision records who saved it, and the history shows the name", async () => {
    const eddie = await db.user.findUniqueOrThrow({ where: { email: "eddie@studio.example" } });
    const card = await db.card.findUniqueOrThrow({ where: { id: cardId } });
    await actAs({ id: eddie.id, name: eddie.name, admin: false }, () => updateCard({ db, id: cardId, version: card.version, changes: { identifier: "Scout II" } }));
    const history = await listRevisions({ db, cardId });
    expect(history[0]).toMatchObject({ identifier: "Scout II", author: "Eddie Editor" });
    expect(history.at(-1)).toMatchObject({ author: null }); // made outside any account (local mode, seeds)
  });

  it("verbs that reach beyond the request's pack check every pack they touch (a server action naming another pack's cards or deck)", async () => {
    const vic = await db.user.findUniqueOrThrow({ where: { email: "vic@studio.example" } });
    const asVic = <T>(fn: () => Promise<T>) => actAs({ id: vic.id, name: vic.name, admin: false }, fn);
    const secretEra = await db.deck.findFirstOrThrow({ where: { packId: otherPackId } });
    const ownEra = await db.deck.findFirstOrThrow({ where: { packId } });
    const deleted = (await asVic(() => thrown(deleteCards({ db, ids: [cardId] })))) as AppError;
    expect(deleted).toBeInstanceOf(AppError);
    expect(deleted.status).toBe(403);
    const copied = (await asVic(() => thrown(copyCards({ db, ids: [cardId], toEraId: secretEra.id })))) as AppError;
    expect(copied.status).toBe(404);
    const intoOwn = (await asVic(() => thrown(copyCards({ db, ids: [cardId], toEraId: ownEra.id })))) as AppError;
    expect(intoOwn.status).toBe(403); // a viewer does not add cards either
    expect(await db.card.count({ where: { deck: { packId: { in: [packId, otherPackId] } } } })).toBe(1);
  });

  it("signing out ends the session", async () => {
    const cookie = await signIn(OWNER.email, OWNER.password);
    expect((await get("/api/packs", cookie)).status).toBe(200);
    // A GET (a link, an <img>) signs nobody out; the Sign out button's POST does.
    expect((await get("/__greenhouse/logout", cookie)).status).toBe(405);
    expect(await (await get("/__greenhouse/logout", cookie, true)).text()).toContain('<form method="post" action="/__greenhouse/logout">');
    expect((await get("/api/packs", cookie)).status).toBe(200);
    expect((await fetch(`${url}/__greenhouse/logout`, { method: "POST", redirect: "manual", headers: { cookie, origin: "http://evil.example" } })).status).toBe(403);
    expect((await get("/api/packs", cookie)).status).toBe(200);
    expect((await fetch(`${url}/__greenhouse/logout`, { method: "POST", redirect: "manual", headers: { cookie, origin: url } })).status).toBe(303);
    expect((await get("/api/packs", cookie)).status).toBe(401);
  });
});
