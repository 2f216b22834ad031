/**
 * The API routes check the role on every object they touch inside their verbs, not only at the
 * edge (issue 24: the edge checks the object of the URL; a body may name others, and a verb
 * reached some other way must not trust its caller). Each route handler is called directly, with
 * no edge in front, as an account (actAs) on pack B's objects: refused (403/404) below the role,
 * not refused with it.
 *
 * Every handler of every app/api/** route file is found by reading the files and must be listed
 * here: with a probe, or in EDGE_ONLY with the reason the edge's check of its URL is enough (the
 * test then checks that the edge policy does resolve the URL's object).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, type ActingUser } from "@/lib/server/accounts/acting";
import type { PackRole } from "@/lib/server/accounts/accounts";
import { requirement } from "@/lib/server/accounts/policy";
import { createDeck } from "@/lib/server/create-deck";
import { getDb, type Db } from "@/lib/server/db";
import { uploadPicture } from "@/lib/server/upload-picture";
import { call, useTempDatabase } from "../api/helpers";
import { makePack } from "../server/helpers";
import { makePng } from "../server/pictures-fixture";
import { createSystem } from "@/lib/server/systems/create-system";
import { systemDoc, tileSystem } from "../server/system-fixture";

const root = join(import.meta.dirname, "..", "..");
const api = join(root, "app", "api");

/** `METHOD /api/path/[param]` of every handler a route file builds with route(...). */
function handlers(): { key: string; file: string; method: string }[] {
  const found: { key: string; file: string; method: string }[] = [];
  for (const entry of readdirSync(api, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith("route.ts")) continue;
    const text = readFileSync(join(api, entry), "utf8");
    const path = `/api/${entry.replace(/\\/g, "/").replace(/\/?route\.ts$/, "")}`.replace(/\/$/, "");
    for (const m of text.matchAll(/^export\s+const\s+(GET|HEAD|POST|PUT|PATCH|DELETE)\s*=/gm)) found.push({ key: `${m[1]} ${path}`, file: join(api, entry), method: m[1] ?? "" });
  }
  return found;
}

interface World {
  readonly packId: string;
  readonly eraId: string;
  readonly era2Id: string;
  readonly cardIds: readonly [string, string];
  readonly pictureId: string;
}

type Needed = PackRole | "studio-owner";
interface Probe {
  readonly params: Record<string, string>;
  readonly query?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly needs: Needed;
}

const PROBES: Record<string, (b: World, a: World) => Probe> = {
  "GET /api/cards/[id]": (b) => ({ params: { id: b.cardIds[0] }, needs: "viewer" }),
  "PATCH /api/cards/[id]": (b) => ({ params: { id: b.cardIds[0] }, body: { version: 1, changes: { identifier: "Overwritten" } }, needs: "editor" }),
  "DELETE /api/cards/[id]": (b) => ({ params: { id: b.cardIds[0] }, needs: "editor" }),
  "PUT /api/cards/[id]/notes": (b) => ({ params: { id: b.cardIds[0] }, body: { notes: "scribbled" }, needs: "editor" }),
  "GET /api/cards/[id]/revisions": (b) => ({ params: { id: b.cardIds[0] }, needs: "viewer" }),
  "GET /api/cards/[id]/revisions/[version]": (b) => ({ params: { id: b.cardIds[0], version: "1" }, needs: "viewer" }),
  "POST /api/cards/[id]/revisions/[version]/restore": (b) => ({ params: { id: b.cardIds[0], version: "1" }, body: { baseVersion: 1 }, needs: "editor" }),
  // Body routes: cards of B into a deck of A (eddie edits A), and A's cards into B.
  "POST /api/cards/copy": (b, a) => ({ params: {}, body: { ids: [b.cardIds[0]], toEraId: a.eraId }, needs: "editor" }), // viewer of B, editor of A
  "POST /api/cards/move": (b, a) => ({ params: {}, body: { ids: [a.cardIds[0]], toEraId: b.eraId }, needs: "editor" }),
  "POST /api/cards/delete": (b, a) => ({ params: {}, body: { ids: [a.cardIds[1], b.cardIds[1]] }, needs: "editor" }),
  "PATCH /api/decks/[id]": (b) => ({ params: { id: b.era2Id }, body: { name: "Renamed" }, needs: "editor" }),
  "DELETE /api/decks/[id]": (b) => ({ params: { id: b.era2Id }, needs: "editor" }),
  "GET /api/decks/[id]/cards": (b) => ({ params: { id: b.eraId }, needs: "viewer" }),
  "POST /api/decks/[id]/cards": (b) => ({ params: { id: b.eraId }, body: {}, needs: "editor" }),
  "PUT /api/decks/[id]/cards/order": (b) => ({ params: { id: b.eraId }, body: { ids: [b.cardIds[1], b.cardIds[0]] }, needs: "editor" }),
  "POST /api/decks/[id]/csv/preview": (b) => ({ params: { id: b.eraId }, body: { text: "identifier\nSneaked\n" }, needs: "viewer" }),
  "POST /api/decks/[id]/csv/import": (b) => ({ params: { id: b.eraId }, body: { text: "identifier\nSneaked\n", mapping: { identifier: "identifier" } }, needs: "editor" }),
  "GET /api/packs/[id]": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "PATCH /api/packs/[id]": (b) => ({ params: { id: b.packId }, body: { name: "Overwritten" }, needs: "editor" }),
  "DELETE /api/packs/[id]": (b) => ({ params: { id: b.packId }, needs: "owner" }),
  "POST /api/packs/[id]/duplicate": (b) => ({ params: { id: b.packId }, body: {}, needs: "studio-owner" }),
  "GET /api/packs/[id]/decks": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "POST /api/packs/[id]/decks": (b) => ({ params: { id: b.packId }, body: { name: "Sneaked era" }, needs: "editor" }),
  "PUT /api/packs/[id]/decks/order": (b) => ({ params: { id: b.packId }, body: { ids: [b.era2Id, b.eraId] }, needs: "editor" }),
  "GET /api/packs/[id]/export": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "GET /api/packs/[id]/export/csv": (b) => ({ params: { id: b.packId }, query: "?deck=Era%201", needs: "viewer" }),
  "GET /api/packs/[id]/export/tts": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "GET /api/packs/[id]/export/png": (b) => ({ params: { id: b.packId }, query: "?profile=dpi-72", needs: "viewer" }),
  "GET /api/packs/[id]/export/tts/links": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "POST /api/packs/[id]/export/tts/links": (b) => ({ params: { id: b.packId }, body: {}, needs: "editor" }),
  "GET /api/packs/[id]/lint": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "GET /api/packs/[id]/pdf/preflight": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "GET /api/packs/[id]/pictures": (b) => ({ params: { id: b.packId }, needs: "viewer" }),
  "POST /api/packs/[id]/pictures": (b) => ({ params: { id: b.packId }, query: "?role=card", body: new Uint8Array(makePng(3, 3, 9)), headers: { "content-type": "image/png" }, needs: "editor" }),
  "GET /api/pictures/[id]": (b) => ({ params: { id: b.pictureId }, needs: "viewer" }),
  "DELETE /api/pictures/[id]": (b) => ({ params: { id: b.pictureId }, query: "?force=1", needs: "editor" }),
  "POST /api/packs": () => ({ params: {}, body: { name: "Sneaked", game: "Gardener of Thoughts", type: "edition" }, needs: "studio-owner" }),
  "POST /api/packs/import": () => ({ params: {}, body: "{}", needs: "studio-owner" }),
  // Systems are the studio's (lib/server/systems/require-owner.ts): creating or changing one is a studio owner's.
  "POST /api/systems": () => ({ params: {}, body: systemDoc(tileSystem("probe-new")), needs: "studio-owner" }),
  "PUT /api/systems/[key]": () => ({ params: { key: "probe-put" }, body: { ...systemDoc(tileSystem("probe-put")), revision: 1 }, needs: "studio-owner" }),
  "POST /api/systems/[key]/impact": () => ({ params: { key: "probe-put" }, body: systemDoc(tileSystem("probe-put")), needs: "studio-owner" }),
};
// The URLs before issue 26 (/api/eras/..., /api/packs/{id}/eras/...) are aliases of the decks
// routes (the same handlers): probed the same way.
for (const [key, probe] of Object.entries(PROBES)) {
  if (key.includes("/decks")) PROBES[key.replace("/api/decks/", "/api/eras/").replace("/api/packs/[id]/decks", "/api/packs/[id]/eras")] = probe;
}

/**
 * Handlers whose only object is the one in their URL (the edge resolves it and checks the role,
 * lib/server/accounts/policy.ts) or whose verb is tested elsewhere; their bodies name no other
 * pack's object: a game's actions name seats and cards of that game, a simulation's body an era
 * by name within the pack.
 */
const EDGE_ONLY: Record<string, string> = {
  "GET /api/packs": "lists only the packs the account has a role on (listPacks, visiblePacks)",
  "GET /api/games/[id]": "the game of the URL",
  "DELETE /api/games/[id]": "the game of the URL",
  "POST /api/games/[id]/actions": "the game of the URL; an action names that game's seats and cards",
  "POST /api/games/[id]/fork": "the game of the URL; the body is a log length",
  "GET /api/games/[id]/replay": "the game of the URL",
  "GET /api/games/[id]/steps": "the game of the URL; the query is a range of log lengths",
  "POST /api/games/[id]/undo": "the game of the URL; empty body",
  "POST /api/games/import": "the verb checks editor on the pack it files the game under (tests/server/accounts-body-routes.test.ts)",
  "GET /api/packs/[id]/games": "the pack of the URL",
  "POST /api/packs/[id]/games": "the pack of the URL; the body names its eras by name in that pack",
  "GET /api/packs/[id]/simulations": "the pack of the URL",
  "POST /api/packs/[id]/simulations": "the pack of the URL; the body names an era by name in that pack",
  "GET /api/simulations/[id]": "the simulation of the URL",
  "POST /api/simulations/[id]/cancel": "the simulation of the URL",
  "GET /api/packs/[id]/members": "the verb checks owner (tests/server/accounts-members.test.ts)",
  "PATCH /api/packs/[id]/members/[userId]": "the verb checks owner (tests/server/accounts-members.test.ts)",
  "DELETE /api/packs/[id]/members/[userId]": "the verb checks owner (tests/server/accounts-members.test.ts)",
  "GET /api/packs/[id]/pdf": "the pack of the URL; reads it through buildPackDocument, which checks viewer (probed by pdf/preflight)",
  "GET /api/packs/[id]/pdf/preview": "the pack of the URL; buildPackDocument checks viewer (probed by pdf/preflight)",
  "DELETE /api/packs/[id]/export/tts/links/[linkId]": "the link of the URL's pack (another pack's link is a 404); the verb checks editor (tests/api/export-links.test.ts)",
  "GET /api/export-links/[token]/[file]": "no role by design: TTS cannot sign in, the 256-bit token is the key, and the edge lets only this GET through (tests/edge/export-links.test.ts)",
  "GET /api/systems": "systems are the studio's: every signed-in account reads them (tests/api/systems-routes.test.ts)",
  "GET /api/systems/[key]": "systems are the studio's: every signed-in account reads them",
  "GET /api/systems/[key]/revisions": "systems are the studio's: every signed-in account reads them",
};

const RANK: Record<Needed, number> = { viewer: 1, editor: 2, owner: 3, "studio-owner": 4 };
const PEOPLE = { stranger: 0, eddie: 0, vic: 1, edna: 2, olga: 3, admin: 4 } as const;
type Person = keyof typeof PEOPLE;
const ROLE_ON_B: Partial<Record<Person, PackRole>> = { vic: "viewer", edna: "editor", olga: "owner" };
const ALLOWED: Record<Needed, Person> = { viewer: "vic", editor: "edna", owner: "olga", "studio-owner": "admin" };

let cleanup: () => Promise<void>;
let db: Db;
let a: World;
const users = {} as Record<Person, ActingUser>;

async function world(name: string): Promise<World> {
  const made = await makePack(db, [{ identifier: `${name} one` }, { identifier: `${name} two` }], name);
  const era2 = await createDeck({ db, packId: made.pack.id, name: "Era 2" });
  const picture = await uploadPicture({ db, packId: made.pack.id, role: "card", bytes: makePng(2, 2, name.length) });
  const [one, two] = made.cards;
  if (one === undefined || two === undefined) throw new Error("makePack made no cards");
  for (const [person, role] of Object.entries(ROLE_ON_B)) await db.membership.create({ data: { userId: users[person as Person].id, packId: made.pack.id, role } });
  return { packId: made.pack.id, eraId: made.era.id, era2Id: era2.id, cardIds: [one.id, two.id], pictureId: picture.id };
}

async function snapshot(packId: string): Promise<string> {
  const pack = await db.pack.findUnique({
    where: { id: packId },
    select: {
      name: true,
      version: true,
      decks: { select: { id: true, name: true, position: true, cards: { select: { id: true, identifier: true, version: true, position: true, notes: true }, orderBy: { id: "asc" } } }, orderBy: { id: "asc" } },
      pictures: { select: { id: true }, orderBy: { id: "asc" } },
    },
  });
  return JSON.stringify({ pack, packs: await db.pack.count(), aCards: await db.card.count({ where: { deck: { packId: a.packId } } }) });
}

beforeAll(async () => {
  cleanup = useTempDatabase();
  db = getDb();
  for (const [name, rank] of Object.entries(PEOPLE)) {
    const row = await db.user.create({ data: { name, email: `${name}@studio.example`, passwordHash: "scrypt$test", admin: rank === 4 } });
    users[name as Person] = { id: row.id, name, admin: row.admin };
  }
  a = await world("Pack A");
  await createSystem({ db, definition: tileSystem("probe-put") });
  // eddie edits A (so a body route that mixes A's and B's ids is refused for B alone).
  await db.membership.create({ data: { userId: users.eddie.id, packId: a.packId, role: "editor" } });
});

afterAll(async () => {
  await cleanup?.();
});

describe("every API route handler", () => {
  it("is found by reading app/api and is probed here or named as checked by the edge", () => {
    const found = handlers();
    expect(found.length).toBeGreaterThan(40);
    for (const { key } of found) expect(PROBES[key] !== undefined || EDGE_ONLY[key] !== undefined, `${key} needs a probe or an EDGE_ONLY reason`).toBe(true);
    for (const key of Object.keys(EDGE_ONLY)) {
      expect(found.some((h) => h.key === key), `${key} is still a route`).toBe(true);
      const [method = "", path = ""] = key.split(" ");
      const needed = requirement(method, path.replace(/\[[^\]]+\]/g, "x1"), false);
      // The edge resolves the URL's pack or object, or asks only for a signed-in account on the
      // routes whose verbs check (body routes, the list of one's own packs).
      expect(["pack", "resource", "signed-in"], key).toContain(needed.kind);
    }
  });

  it("refuses every account below the role on pack B's objects without the edge, changes nothing, and lets the role through", async () => {
    const wrong: string[] = [];
    for (const { key, file, method } of handlers()) {
      const probe = PROBES[key];
      if (probe === undefined) continue;
      const mod = (await import(file)) as Record<string, Parameters<typeof call>[0]>;
      const handler = mod[method];
      if (handler === undefined) throw new Error(`${key}: no handler`);
      const b = await world(`Pack B ${key}`);
      const p = probe(b, a);
      const send = () => call(handler, { method, path: `${key.split(" ")[1]}${p.query ?? ""}`, params: p.params, body: p.body, headers: p.headers });
      const before = await snapshot(b.packId);
      for (const person of Object.keys(PEOPLE) as Person[]) {
        if (PEOPLE[person] >= RANK[p.needs]) continue;
        const answer = await actAs(users[person], send);
        if (answer.status !== 403 && answer.status !== 404) wrong.push(`${key} as ${person} (needs ${p.needs} on B): ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      if ((await snapshot(b.packId)) !== before) wrong.push(`${key}: pack B (or A) changed although every call was refused`);
      const answer = await actAs(users[ALLOWED[p.needs]], send);
      if (answer.status === 403 || answer.status === 404) wrong.push(`${key} as ${ALLOWED[p.needs]} (has ${p.needs}) was refused: ${answer.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  }, 240_000); // one probe per handler, the /api/eras aliases included: longer than the default on a busy machine
});
