/**
 * Members of a pack on a team server (issue 14 "Accounts and roles": a role per pack, managed by
 * its owners): an owner (or a studio owner) lists the members, changes a role, removes a member;
 * the last owner can be neither demoted nor removed; editors, viewers and strangers cannot manage
 * members, neither through the members page nor through the routes (policy) nor the verbs.
 * A real node:http server with the team edge in front of a stand-in for Next.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actAs, actingUser, type ActingUser } from "@/lib/server/accounts/acting";
import { listMembers, membersLink, removeMember, setMemberRole } from "@/lib/server/accounts/members";
import { requirement } from "@/lib/server/accounts/policy";
import { type Db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { createGuard } from "@/lib/server/edge/guard";
import { databaseSessions } from "@/lib/server/edge/sessions";
import { teamGate } from "@/lib/server/edge/team";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";
import { listenLocal } from "./listen";

vi.setConfig({ testTimeout: 60_000 });

let test: TestDb;
let db: Db;
let server: Server;
let url = "";
let packId = "";
const people: Record<"admin" | "olga" | "otto" | "eddie" | "vic" | "stranger", ActingUser & { cookie: string }> = {} as never;

async function person(key: keyof typeof people, name: string, admin = false, role?: string): Promise<void> {
  // A stand-in hash: these accounts sign in by session rows made here, never by password.
  const user = await db.user.create({ data: { name, email: `${key}@studio.example`, passwordHash: "scrypt$test", admin } });
  if (role !== undefined) await db.membership.create({ data: { userId: user.id, packId, role } });
  const token = await databaseSessions(() => db).create(Date.now(), user.id);
  people[key] = { id: user.id, name, admin, cookie: `greenhouse_session=t1.${token}` };
}

beforeAll(async () => {
  test = makeTestDb();
  db = test.db;
  packId = (await makePack(db, [], "Tidebound")).pack.id;
  await person("admin", "Ana Admin", true);
  await person("olga", "Olga Owner", false, "owner");
  await person("otto", "Otto Owner", false, "owner");
  await person("eddie", "Eddie Editor", false, "editor");
  await person("vic", "Vic Viewer", false, "viewer");
  await person("stranger", "Sam Stranger");
  const guard = createGuard(
    { sessions: databaseSessions(() => db), limiter: databaseAttempts(() => db), team: teamGate({ db: () => db, setupCode: "unused" }) },
    (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ passed: true, as: actingUser()?.name ?? null }));
    },
  );
  server = createServer((req, res) => void guard(req, res));
  url = await listenLocal(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

const page = (who: keyof typeof people) => fetch(`${url}/__greenhouse/members/${packId}`, { redirect: "manual", headers: { cookie: people[who].cookie, accept: "text/html" } });
const post = (who: keyof typeof people, fields: Record<string, string>) =>
  fetch(`${url}/__greenhouse/members/${packId}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: people[who].cookie, "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams(fields).toString(),
  });
const roles = async () => Object.fromEntries((await db.membership.findMany({ where: { packId }, include: { user: true } })).map((m) => [m.user.name, m.role]));
const as = <T>(who: keyof typeof people, fn: () => Promise<T>) => actAs(people[who], fn);

describe("members of a pack: who manages them (policy)", () => {
  it("the member routes need the owner role on the pack, whatever the method", () => {
    expect(requirement("GET", `/api/packs/p1/members`, false)).toEqual({ kind: "pack", packId: "p1", role: "owner" });
    expect(requirement("PATCH", `/api/packs/p1/members/u1`, false)).toEqual({ kind: "pack", packId: "p1", role: "owner" });
    expect(requirement("DELETE", `/api/packs/p1/members/u1`, false)).toEqual({ kind: "pack", packId: "p1", role: "owner" });
  });

  it("an owner and a studio owner see the members page with every member and role; the pack page links to it only for them", async () => {
    for (const who of ["olga", "admin"] as const) {
      const r = await page(who);
      expect(r.status).toBe(200);
      const html = await r.text();
      for (const name of ["Olga Owner", "Otto Owner", "Eddie Editor", "Vic Viewer"]) expect(html).toContain(name);
      expect(html).not.toContain("Sam Stranger");
      expect(html).toContain("Studio owners (own every pack): Ana Admin");
    }
    const listed = await as("olga", () => listMembers({ db, packId }));
    expect(listed.members.map((m) => [m.name, m.role])).toEqual([
      ["Olga Owner", "owner"],
      ["Otto Owner", "owner"],
      ["Eddie Editor", "editor"],
      ["Vic Viewer", "viewer"],
    ]);
    expect(await as("olga", () => membersLink({ db, packId }))).toBe(`/__greenhouse/members/${packId}`);
    expect(await as("admin", () => membersLink({ db, packId }))).not.toBeNull();
    expect(await as("eddie", () => membersLink({ db, packId }))).toBeNull();
    expect(await membersLink({ db, packId })).toBeNull(); // local mode: no accounts, no members
  });

  it("an editor or a viewer cannot list or manage members (403), a stranger does not see the pack (404); nothing changes", async () => {
    const before = await roles();
    for (const who of ["eddie", "vic"] as const) {
      expect((await page(who)).status).toBe(403);
      expect((await post(who, { op: "role", userId: people.vic.id, role: "owner" })).status).toBe(403);
      expect((await post(who, { op: "remove", userId: people.olga.id })).status).toBe(403);
      const listed = (await as(who, () => thrown(listMembers({ db, packId })))) as AppError;
      expect(listed.status).toBe(403);
      const promoted = (await as(who, () => thrown(setMemberRole({ db, packId, userId: people[who].id, role: "owner" })))) as AppError;
      expect(promoted.status).toBe(403);
    }
    expect((await page("stranger")).status).toBe(404);
    expect((await post("stranger", { op: "remove", userId: people.vic.id })).status).toBe(404);
    expect(((await as("stranger", () => thrown(removeMember({ db, packId, userId: people.vic.id })))) as AppError).status).toBe(404);
    expect(await roles()).toEqual(before);
  });
});

describe("members of a pack: changing roles", () => {
  it("an owner changes a role on the members page (the viewer becomes editor) and removes a member", async () => {
    const changed = await post("olga", { op: "role", userId: people.vic.id, role: "editor" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(`/__greenhouse/members/${packId}?done=role`);
    expect((await roles())["Vic Viewer"]).toBe("editor");
    const removed = await post("olga", { op: "remove", userId: people.eddie.id });
    expect(removed.status).toBe(303);
    expect((await roles())["Eddie Editor"]).toBeUndefined();
    expect(await db.user.count({ where: { id: people.eddie.id } })).toBe(1); // the account stays
    // The removed editor has no access any more.
    expect((await fetch(`${url}/api/packs/${packId}`, { headers: { cookie: people.eddie.cookie } })).status).toBe(404);
  });

  it("a bad role is refused with 422 and says which roles exist", async () => {
    const r = await post("olga", { op: "role", userId: people.vic.id, role: "superuser" });
    expect(r.status).toBe(422);
    expect(await r.text()).toContain("choose owner, editor or viewer");
  });

  it("the last owner can be neither demoted nor removed (409 saying how to fix it); with two owners one may step down", async () => {
    // Two owners: Otto steps down to editor himself, and lands back on the pack (no longer an owner).
    const down = await post("otto", { op: "role", userId: people.otto.id, role: "editor" });
    expect(down.status).toBe(303);
    expect(down.headers.get("location")).toBe(`/packs/${packId}`);
    // Olga is now the last owner: neither she nor the studio owner can demote or remove her.
    const demote = await post("olga", { op: "role", userId: people.olga.id, role: "viewer" });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain("Olga Owner is the last owner of this pack, so they cannot be made viewer: make another member an owner first");
    const remove = (await as("admin", () => thrown(removeMember({ db, packId, userId: people.olga.id })))) as AppError;
    expect(remove.status).toBe(409);
    expect(remove.message).toContain("make another member an owner first");
    expect((await roles())["Olga Owner"]).toBe("owner");
    // The fix the message names: make another owner, then the change goes through.
    await as("olga", () => setMemberRole({ db, packId, userId: people.vic.id, role: "owner" }));
    await as("admin", () => removeMember({ db, packId, userId: people.olga.id }));
    expect(await roles()).toEqual({ "Otto Owner": "editor", "Vic Viewer": "owner" });
  });

  it("two owners demoting each other at the same moment leave one owner, never none", async () => {
    await as("admin", () => setMemberRole({ db, packId, userId: people.otto.id, role: "owner" }));
    const results = await Promise.allSettled([
      as("otto", () => setMemberRole({ db, packId, userId: people.vic.id, role: "viewer" })),
      as("vic", () => setMemberRole({ db, packId, userId: people.otto.id, role: "viewer" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(Object.values(await roles()).filter((r) => r === "owner")).toHaveLength(1);
  });

  it("a member that is not on the pack is 404", async () => {
    const r = await post("admin", { op: "remove", userId: people.stranger.id });
    expect(r.status).toBe(404);
    expect(await r.text()).toContain("not a member of the pack");
  });
});
