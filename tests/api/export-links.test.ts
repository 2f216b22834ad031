/**
 * Tabletop Simulator export links over HTTP (lib/server/export-links.ts): publishing draws the
 * export with its image URLs on this server and stores it; anyone with a URL reads its files
 * without an account; revoking, or deleting the pack, makes every URL a 404; editors publish and
 * revoke, viewers only list, strangers see nothing. The edge's side (no sign-in for exactly that
 * path) is tests/edge/export-links.test.ts.
 */
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fileRoute from "@/app/api/export-links/[token]/[file]/route";
import * as linkRoute from "@/app/api/packs/[id]/export/tts/links/[linkId]/route";
import * as linksRoute from "@/app/api/packs/[id]/export/tts/links/route";
import * as ttsRoute from "@/app/api/packs/[id]/export/tts/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as packRoute from "@/app/api/packs/[id]/route";
import { actAs, type ActingUser } from "@/lib/server/accounts/acting";
import { getDb } from "@/lib/server/db";
import { EXPORT_LINK_LIMITS, newExportLinkToken, publishExportLink, type ExportLinkDto } from "@/lib/server/export-links";
import { MB } from "@/lib/server/edge/limits";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

interface Published {
  link: ExportLinkDto;
  savedObjectUrl: string;
  warnings: string[];
}
interface SavedObject {
  ObjectStates: { Name: string; Nickname: string; DeckIDs: number[]; CustomDeck: Record<string, { FaceURL: string; BackURL: string }> }[];
}

const pack = (name: string) => ({
  format: "greenhouse.pack/1",
  pack: { game: "Gardener of Thoughts", name, type: "edition" },
  eras: [
    { name: "Era One", cards: [
      { identifier: "LNK-001", format: "silver", copies: 2, directive: "Go.", attributes: 'Type "Adventure"\nRoleplay "Solo"', lore: "" },
      { identifier: "LNK-002", format: "silver", copies: 1, directive: "", attributes: 'Type "Support"\nEraCosts\n  Sway 1', lore: "Old." },
    ] },
    { name: "Era Two", cards: [{ identifier: "LNK-101", format: "silver", copies: 1, directive: "Stay.", attributes: 'Type "Support"', lore: "" }] },
  ],
});

let cleanup: () => Promise<void>;
let packId: string;
const users = {} as Record<"stranger" | "vic" | "edna", ActingUser>;

async function importPack(name: string): Promise<string> {
  return (await call<{ id: string }>(importRoute.POST, { method: "POST", body: JSON.stringify(pack(name)) })).json.id;
}

beforeAll(async () => {
  cleanup = useTempDatabase();
  packId = await importPack("Link Pack");
  const db = getDb();
  for (const name of ["stranger", "vic", "edna"] as const) {
    const row = await db.user.create({ data: { name, email: `${name}@studio.example`, passwordHash: "scrypt$test" } });
    users[name] = { id: row.id, name, admin: false };
  }
  await db.membership.create({ data: { userId: users.vic.id, packId, role: "viewer" } });
  await db.membership.create({ data: { userId: users.edna.id, packId, role: "editor" } });
}, 60_000);
afterAll(() => cleanup());

const publish = (id: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call<Published>(linksRoute.POST, { method: "POST", path: `/api/packs/${id}/export/tts/links`, params: { id }, body, headers });

/** GETs a URL the way TTS would: no account, only the path. */
async function fetchAsTts(url: string) {
  const { pathname } = new URL(url);
  const [, , , token = "", file = ""] = pathname.split("/");
  const response = await fileRoute.GET(new Request(`http://127.0.0.1:3000${pathname}`), { params: Promise.resolve({ token, file: decodeURIComponent(file) }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const rows = async (id: string) => ({ links: await getDb().exportLink.count({ where: { packId: id } }), files: await getDb().exportLinkFile.count({ where: { link: { packId: id } } }) });

describe("publishing a TTS export as links", () => {
  let published: Published;

  it("POST draws the export with its URLs on this server (the request's Host) and stores it", async () => {
    const answer = await actAs(users.edna, () => publish(packId, { deck: "Era One" }, { host: "cards.studio.example:8080", "x-forwarded-proto": "https" }));
    expect(answer.status).toBe(201);
    published = answer.json;
    expect(published.link).toMatchObject({ deck: "Era One", createdBy: "edna", revokedAt: null, files: 3 });
    const token = /\/api\/export-links\/([A-Za-z0-9_-]{43})\//.exec(published.savedObjectUrl)?.[1];
    expect(token).toBeDefined();
    expect(published.savedObjectUrl).toBe(`https://cards.studio.example:8080/api/export-links/${token}/Link_Pack.json`);
    expect(published.link.savedObjectPath).toBe(`/api/export-links/${token}/Link_Pack.json`);

    // The saved object, read as TTS's user would download it: every image URL is a file of the link.
    const saved = await fetchAsTts(published.savedObjectUrl);
    expect(saved.status).toBe(200);
    expect(saved.headers.get("content-type")).toBe("application/json");
    expect(saved.headers.get("content-disposition")).toBe('attachment; filename="Link_Pack.json"');
    const object = JSON.parse(new TextDecoder().decode(saved.bytes)) as SavedObject;
    expect(object.ObjectStates.map((o) => o.Nickname)).toEqual(["Era One"]);
    expect(object.ObjectStates[0]?.DeckIDs).toHaveLength(3);
    const urls = Object.values(object.ObjectStates[0]?.CustomDeck ?? {}).flatMap((d) => [d.FaceURL, d.BackURL]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(`https://cards.studio.example:8080/api/export-links/${token}/`), url).toBe(true);
      const image = await fetchAsTts(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBeLessThan(4096);
    }
  }, 120_000);

  it("serves what the download of the same export holds, byte for byte", async () => {
    const base = published.savedObjectUrl.replace(/\/[^/]+$/, "");
    const response = await ttsRoute.GET(new Request(`http://127.0.0.1/x?deck=Era%20One&baseUrl=${encodeURIComponent(base)}`), { params: Promise.resolve({ id: packId }) });
    const fresh = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(fresh).length).toBe(3);
    for (const [name, bytes] of Object.entries(fresh)) {
      const served = await fetchAsTts(`${base}/${name}`);
      expect(served.status, name).toBe(200);
      expect(Buffer.from(served.bytes).equals(Buffer.from(bytes)), name).toBe(true);
    }
  }, 120_000);

  it("answers 404 for an unknown or malformed token and a file the link lacks", async () => {
    const base = published.savedObjectUrl.replace(/\/[^/]+$/, "");
    for (const url of [`http://x/api/export-links/${newExportLinkToken()}/Link_Pack.json`, "http://x/api/export-links/short/Link_Pack.json", `${base}/Nope.png`, `${base}/..`]) {
      const answer = await fetchAsTts(url);
      expect(answer.status, url).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(answer.bytes))).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("is read-only: every other method on a link's file is a 405", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const answer = await call<ErrorJson>(async (request) => fileRoute[method](request), { method, path: new URL(published.savedObjectUrl).pathname, body: "{}" });
      expect(answer.status, method).toBe(405);
    }
    expect((await fetchAsTts(published.savedObjectUrl)).status).toBe(200);
  });

  it("GET lists the links; DELETE revokes one: its URLs answer 404, its files are gone, the row says revoked", async () => {
    const list = await actAs(users.vic, () => call<{ links: ExportLinkDto[] }>(linksRoute.GET, { params: { id: packId } }));
    expect(list.status).toBe(200);
    expect(list.json.links.map((l) => l.id)).toContain(published.link.id);
    const revoked = await actAs(users.edna, () => call<{ link: ExportLinkDto }>(linkRoute.DELETE, { method: "DELETE", params: { id: packId, linkId: published.link.id } }));
    expect(revoked.status).toBe(200);
    expect(revoked.json.link).toMatchObject({ id: published.link.id, files: 0, size: 0, savedObjectPath: null, revokedAt: expect.any(String) });
    expect((await fetchAsTts(published.savedObjectUrl)).status).toBe(404);
    expect(await getDb().exportLinkFile.count({ where: { linkId: published.link.id } })).toBe(0);
    // Again: nothing changes; another pack's id: 404.
    expect((await call(linkRoute.DELETE, { method: "DELETE", params: { id: packId, linkId: published.link.id } })).status).toBe(200);
    const other = await importPack("Other Pack");
    expect((await call<ErrorJson>(linkRoute.DELETE, { method: "DELETE", params: { id: other, linkId: published.link.id } })).status).toBe(404);
    const after = await call<{ links: ExportLinkDto[] }>(linksRoute.GET, { params: { id: packId } });
    expect(after.json.links.find((l) => l.id === published.link.id)?.revokedAt).toEqual(expect.any(String));
  });

  it("a deleted pack's links answer 404, and their rows went with it", async () => {
    const doomed = await importPack("Doomed Pack");
    const answer = await publish(doomed);
    expect(answer.status).toBe(201);
    expect((await fetchAsTts(answer.json.savedObjectUrl)).status).toBe(200);
    expect((await call(packRoute.DELETE, { method: "DELETE", params: { id: doomed } })).status).toBe(204);
    expect((await fetchAsTts(answer.json.savedObjectUrl)).status).toBe(404);
    expect(await rows(doomed)).toEqual({ links: 0, files: 0 });
    expect((await call<ErrorJson>(linksRoute.GET, { params: { id: doomed } })).status).toBe(404);
  }, 120_000);
});

describe("who may publish and revoke", () => {
  it("a viewer may list but neither publish nor revoke; a stranger sees no such pack; nothing is stored", async () => {
    const made = await actAs(users.edna, () => publish(packId, { deck: "Era Two" }));
    expect(made.status).toBe(201);
    const before = await rows(packId);
    const viewer = await actAs(users.vic, () => publish(packId, { deck: "Era Two" }));
    expect(viewer.status).toBe(403);
    const viewerRevoke = await actAs(users.vic, () => call<ErrorJson>(linkRoute.DELETE, { method: "DELETE", params: { id: packId, linkId: made.json.link.id } }));
    expect(viewerRevoke.status).toBe(403);
    for (const answer of [
      await actAs(users.stranger, () => publish(packId)),
      await actAs(users.stranger, () => call(linksRoute.GET, { params: { id: packId } })),
      await actAs(users.stranger, () => call(linkRoute.DELETE, { method: "DELETE", params: { id: packId, linkId: made.json.link.id } })),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect(await rows(packId)).toEqual(before);
    // The link still works: none of the refused calls touched it.
    expect((await fetchAsTts(made.json.savedObjectUrl)).status).toBe(200);
  }, 120_000);
});

describe("bad input and caps", () => {
  it("an unknown deck is a 422 at deck, and a body with other keys a 422; nothing stored", async () => {
    const before = await rows(packId);
    const deck = await publish(packId, { deck: "Nope" });
    expect(deck.status).toBe(422);
    expect((deck.json as unknown as ErrorJson).error.issues[0]).toMatchObject({ path: "deck" });
    const extra = await publish(packId, { baseUrl: "https://x.example" });
    expect(extra.status).toBe(422);
    expect(await rows(packId)).toEqual(before);
  }, 120_000);

  it("a cancelled publish stores nothing", async () => {
    const before = await rows(packId);
    const controller = new AbortController();
    controller.abort();
    const request = new Request(`http://127.0.0.1:3000/api/packs/${packId}/export/tts/links`, { method: "POST", body: "{}", headers: { "content-type": "application/json" }, signal: controller.signal });
    const response = await linksRoute.POST(request, { params: Promise.resolve({ id: packId }) });
    expect(response.status).not.toBe(201);
    expect(await rows(packId)).toEqual(before);
  }, 120_000);

  it("a pack with its most live links is a 409 that says to revoke one, before anything is drawn", async () => {
    const full = await importPack("Full Pack");
    const db = getDb();
    for (let i = 0; i < EXPORT_LINK_LIMITS.perPack; i++) {
      await db.exportLink.create({ data: { token: newExportLinkToken(), packId: full, savedObject: "x.json", files: 0, size: 0 } });
    }
    const answer = await publish(full);
    expect(answer.status).toBe(409);
    expect((answer.json as unknown as ErrorJson).error.message).toContain("Revoke one");
    // A revoked link does not count.
    const one = await db.exportLink.findFirstOrThrow({ where: { packId: full } });
    await db.exportLink.update({ where: { id: one.id }, data: { revokedAt: new Date() } });
    expect((await publish(full)).status).toBe(201);
  }, 120_000);

  it("an export larger than a link may hold is refused at deck, nothing stored", async () => {
    const before = await rows(packId);
    const big = new Uint8Array(EXPORT_LINK_LIMITS.bytes + 1);
    await expect(publishExportLink({ packId, token: newExportLinkToken(), savedObject: "a.json", files: [{ name: "a.json", data: new Uint8Array(2) }, { name: "a.png", data: big }] })).rejects.toMatchObject({
      status: 422,
      issues: [{ path: "deck", message: expect.stringContaining(`${EXPORT_LINK_LIMITS.bytes / MB} MB a link may hold`) }],
    });
    expect(await rows(packId)).toEqual(before);
  });
});
