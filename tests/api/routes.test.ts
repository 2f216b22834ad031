import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cardRoute from "@/app/api/cards/[id]/route";
import * as restoreRoute from "@/app/api/cards/[id]/revisions/[version]/restore/route";
import * as revisionRoute from "@/app/api/cards/[id]/revisions/[version]/route";
import * as revisionsRoute from "@/app/api/cards/[id]/revisions/route";
import * as copyRoute from "@/app/api/cards/copy/route";
import * as deleteCardsRoute from "@/app/api/cards/delete/route";
import * as moveRoute from "@/app/api/cards/move/route";
import * as eraCardsOrderRoute from "@/app/api/eras/[id]/cards/order/route";
import * as eraCardsRoute from "@/app/api/eras/[id]/cards/route";
import * as csvImportRoute from "@/app/api/eras/[id]/csv/import/route";
import * as csvPreviewRoute from "@/app/api/eras/[id]/csv/preview/route";
import * as eraRoute from "@/app/api/eras/[id]/route";
import * as duplicateRoute from "@/app/api/packs/[id]/duplicate/route";
import * as erasOrderRoute from "@/app/api/packs/[id]/eras/order/route";
import * as erasRoute from "@/app/api/packs/[id]/eras/route";
import * as exportRoute from "@/app/api/packs/[id]/export/route";
import * as lintRoute from "@/app/api/packs/[id]/lint/route";
import * as picturesRoute from "@/app/api/packs/[id]/pictures/route";
import * as packRoute from "@/app/api/packs/[id]/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as packsRoute from "@/app/api/packs/route";
import * as pictureRoute from "@/app/api/pictures/[id]/route";
import type { CardDto, EraCards, EraSummary, ImportResult, PackDetail, PackSummary, PictureInfo, RevisionSummary } from "@/lib/server/types";
import { fullPackInput, fullPackText } from "../server/pack-fixture";
import { dataUrl, makeJpegHeader, makePng, makeWebpExtended } from "../server/pictures-fixture";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(() => cleanup());

describe("packs", () => {
  it("POST /api/packs/import -> 201 { id }, GET /api/packs lists it, export gives the same bytes", async () => {
    const text = fullPackText();
    const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: text, headers: { "content-type": "application/json" } });
    expect(imported.status).toBe(201);
    expect(imported.json).toMatchObject({ id: expect.any(String), name: "Genesis", cards: 6 });
    const list = await call<{ packs: PackSummary[] }>(packsRoute.GET);
    expect(list.json.packs).toEqual([expect.objectContaining({ id: imported.json.id, name: "Genesis", game: "Gardener of Thoughts", type: "expansion", eras: 3, cards: 6 })]);
    const exported = await call(exportRoute.GET, { params: { id: imported.json.id } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("application/json");
    expect(exported.text).toBe(text);
    const download = await call(exportRoute.GET, { path: "/x?download=1", params: { id: imported.json.id } });
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="genesis.pack.json"');
  });

  it("POST /api/packs/import with format errors -> 422 naming every path, nothing written", async () => {
    const before = (await call<{ packs: PackSummary[] }>(packsRoute.GET)).json.packs.length;
    const bad = await call<ErrorJson>(importRoute.POST, { method: "POST", body: { format: "greenhouse.pack/1", pack: { name: "", type: "x", game: "" }, eras: [{ name: "E", cards: [{ format: "silver" }] }] } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe("validation");
    expect(bad.json.error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["pack.name", "pack.type", "eras[0].cards[0].identifier", "eras[0].cards[0].attributes"]));
    expect((await call<{ packs: PackSummary[] }>(packsRoute.GET)).json.packs).toHaveLength(before);
    const notJson = await call<ErrorJson>(importRoute.POST, { method: "POST", body: "{ nope" });
    expect(notJson.status).toBe(422);
    expect(notJson.json.error.issues[0]?.path).toBe("(document)");
  });

  it("POST /api/packs, GET/PATCH/DELETE /api/packs/{id}, duplicate", async () => {
    const created = await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Fresh", game: "GOT", type: "booster" } });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect((await call<PackDetail>(packRoute.GET, { params: { id } })).json).toMatchObject({ name: "Fresh", version: 1 });
    const patched = await call<PackDetail>(packRoute.PATCH, { method: "PATCH", params: { id }, body: { version: 1, name: "Renamed", aliases: [{ alias: "Q", target: "Quest" }] } });
    expect(patched.json).toMatchObject({ name: "Renamed", version: 2, aliases: [{ alias: "Q", target: "Quest" }] });
    const stale = await call<ErrorJson>(packRoute.PATCH, { method: "PATCH", params: { id }, body: { version: 1, name: "Late" } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current).toMatchObject({ name: "Renamed" });
    const copy = await call<PackDetail>(duplicateRoute.POST, { method: "POST", params: { id } });
    expect(copy.status).toBe(201);
    expect(copy.json.name).toBe("Renamed (copy)");
    const named = await call<PackDetail>(duplicateRoute.POST, { method: "POST", params: { id }, body: { name: "Named copy" } });
    expect(named.json.name).toBe("Named copy");
    expect((await call(packRoute.DELETE, { method: "DELETE", params: { id } })).status).toBe(204);
    expect((await call<ErrorJson>(packRoute.GET, { params: { id } })).status).toBe(404);
  });
});

describe("eras, cards, revisions", () => {
  it("walks a designer's session through the routes", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Session" } })).json;
    const era1 = await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "First" } });
    expect(era1.status).toBe(201);
    const era2 = (await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "Second", position: 0 } })).json;
    expect((await call<{ eras: EraSummary[] }>(erasRoute.GET, { params: { id: pack.id } })).json.eras.map((e) => e.name)).toEqual(["Second", "First"]);
    const reordered = await call<{ eras: EraSummary[] }>(erasOrderRoute.PUT, { method: "PUT", params: { id: pack.id }, body: { ids: [era1.json.id, era2.id] } });
    expect(reordered.json.eras.map((e) => e.name)).toEqual(["First", "Second"]);
    expect((await call<EraSummary>(eraRoute.PATCH, { method: "PATCH", params: { id: era2.id }, body: { name: "Later" } })).json.name).toBe("Later");

    const card = await call<CardDto>(eraCardsRoute.POST, { method: "POST", params: { id: era1.json.id }, body: { fields: { identifier: "S-001", attributes: 'Type "Support"' } } });
    expect(card.status).toBe(201);
    const blank = await call<CardDto>(eraCardsRoute.POST, { method: "POST", params: { id: era1.json.id } });
    expect(blank.json.identifier).toBe("S-002");
    const table = await call<EraCards>(eraCardsRoute.GET, { params: { id: era1.json.id } });
    expect(table.json.cards.map((c) => c.identifier)).toEqual(["S-001", "S-002"]);
    const order = await call<{ ids: string[] }>(eraCardsOrderRoute.PUT, { method: "PUT", params: { id: era1.json.id }, body: { ids: [blank.json.id, card.json.id] } });
    expect(order.json.ids).toEqual([blank.json.id, card.json.id]);

    const saved = await call<CardDto>(cardRoute.PATCH, { method: "PATCH", params: { id: card.json.id }, body: { version: 1, changes: { lore: "Saved" } } });
    expect(saved.json).toMatchObject({ version: 2, lore: "Saved" });
    const conflict = await call<ErrorJson>(cardRoute.PATCH, { method: "PATCH", params: { id: card.json.id }, body: { version: 1, changes: { lore: "Other tab" } } });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error.current).toMatchObject({ version: 2, lore: "Saved" });
    expect((await call(cardRoute.GET, { params: { id: card.json.id } })).json).toMatchObject({ lore: "Saved", previousId: blank.json.id });

    const history = await call<{ revisions: RevisionSummary[] }>(revisionsRoute.GET, { params: { id: card.json.id } });
    expect(history.json.revisions.map((r) => r.version)).toEqual([2, 1]);
    expect((await call(revisionRoute.GET, { params: { id: card.json.id, version: "1" } })).json).toMatchObject({ version: 1, lore: "" });
    expect((await call<ErrorJson>(revisionRoute.GET, { params: { id: card.json.id, version: "one" } })).status).toBe(422);
    const restored = await call<CardDto>(restoreRoute.POST, { method: "POST", params: { id: card.json.id, version: "1" }, body: { baseVersion: 2 } });
    expect(restored.json).toMatchObject({ version: 3, lore: "" });

    const copied = await call<{ cards: CardDto[] }>(copyRoute.POST, { method: "POST", body: { ids: [card.json.id], toEraId: era2.id } });
    expect(copied.status).toBe(201);
    expect(copied.json.cards[0]).toMatchObject({ identifier: "S-001", eraId: era2.id, version: 1 });
    const moved = await call<{ cards: CardDto[] }>(moveRoute.POST, { method: "POST", body: { ids: [blank.json.id], toEraId: era2.id } });
    expect(moved.json.cards[0]).toMatchObject({ id: blank.json.id, eraId: era2.id });
    expect((await call<{ deleted: number }>(deleteCardsRoute.POST, { method: "POST", body: { ids: [blank.json.id] } })).json).toEqual({ deleted: 1 });
    expect((await call(cardRoute.DELETE, { method: "DELETE", params: { id: card.json.id } })).status).toBe(204);
    expect((await call(cardRoute.DELETE, { method: "DELETE", params: { id: card.json.id } })).status).toBe(404);
    expect((await call(eraRoute.DELETE, { method: "DELETE", params: { id: era2.id } })).status).toBe(204);
  });

  it("CSV preview then import", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "CSV" } })).json;
    const era = (await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "E" } })).json;
    const text = "identifier,Type,copies\nC-1,Support,2\nC-2,Adventure,1\n";
    const preview = await call<{ valid: number; mapping: Record<string, string> }>(csvPreviewRoute.POST, { method: "POST", params: { id: era.id }, body: { text } });
    expect(preview.json).toMatchObject({ valid: 2, mapping: { identifier: "identifier", Type: "attribute:Type", copies: "copies" } });
    const imported = await call<{ created: number }>(csvImportRoute.POST, { method: "POST", params: { id: era.id }, body: { text, mapping: preview.json.mapping } });
    expect(imported.status).toBe(201);
    expect(imported.json.created).toBe(2);
  });
});

describe("pictures", () => {
  it("uploads raw bytes and multipart, serves bytes with ETag, deletes", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Pics" } })).json;
    const png = makePng(9, 7);
    const raw = await call<PictureInfo>(picturesRoute.POST, { method: "POST", path: "/x?role=back&affiliation=USSA&name=back.png", params: { id: pack.id }, body: new Uint8Array(png) });
    expect(raw.status).toBe(201);
    expect(raw.json).toMatchObject({ role: "back", affiliation: "USSA", width: 9, height: 7, name: "back.png" });

    const form = new FormData();
    form.set("file", new File([new Uint8Array(makePng(4, 4, 3))], "front.png", { type: "image/png" }));
    const request = new Request("http://127.0.0.1:3000/x?role=front", { method: "POST", body: form });
    const multipart = await picturesRoute.POST(request, { params: Promise.resolve({ id: pack.id }) });
    expect(multipart.status).toBe(201);
    expect(await multipart.json()).toMatchObject({ role: "front", name: "front.png", width: 4 });

    const list = await call<{ pictures: PictureInfo[] }>(picturesRoute.GET, { params: { id: pack.id } });
    expect(list.json.pictures.map((p) => p.role)).toEqual(["front", "back"]);

    const got = await call(pictureRoute.GET, { params: { id: raw.json.id } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("etag")).toBe(`"${raw.json.sha256}"`);
    const cached = await call(pictureRoute.GET, { params: { id: raw.json.id }, headers: { "if-none-match": `"${raw.json.sha256}"` } });
    expect(cached.status).toBe(304);

    const gif = await call<ErrorJson>(picturesRoute.POST, { method: "POST", path: "/x?role=card", params: { id: pack.id }, body: "GIF89a fake" });
    expect(gif.status).toBe(415);
    const noRole = await call<ErrorJson>(picturesRoute.POST, { method: "POST", path: "/x", params: { id: pack.id }, body: new Uint8Array(png) });
    expect(noRole.status).toBe(422);
    expect(noRole.json.error.issues[0]?.path).toBe("role");

    expect((await call(pictureRoute.DELETE, { method: "DELETE", params: { id: raw.json.id } })).status).toBe(204);
    expect((await call(pictureRoute.GET, { params: { id: raw.json.id } })).status).toBe(404);
  });
});

describe("body caps", () => {
  it("answers 413 with a clear message past the cap, by Content-Length or by streaming", async () => {
    const big = "x".repeat(1024 * 1024 + 10);
    const byLength = await call<ErrorJson>(packsRoute.POST, { method: "POST", body: big, headers: { "content-length": String(big.length) } });
    expect(byLength.status).toBe(413);
    expect(byLength.json.error.message).toMatch(/larger than 1 MB/);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 30; i++) controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
    });
    const request = new Request("http://127.0.0.1:3000/x", { method: "PATCH", body: stream, duplex: "half", headers: { "content-type": "application/json" } } as RequestInit & { duplex: "half" });
    const streamed = await cardRoute.PATCH(request, { params: Promise.resolve({ id: "whatever" }) });
    expect(streamed.status).toBe(413);
  });
});

describe("malformed uploads", () => {
  it("a multipart body that does not match its boundary, or has none, is a 422 naming the problem (was a 500)", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Bad forms" } })).json;
    const mismatched = await call<ErrorJson>(picturesRoute.POST, { method: "POST", path: "/x?role=front", params: { id: pack.id }, body: "garbage", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(mismatched.status).toBe(422);
    expect(mismatched.json.error).toMatchObject({ code: "validation", issues: [{ path: "(body)" }] });
    expect(mismatched.json.error.message).toMatch(/boundary "x"/);
    const noBoundary = await call<ErrorJson>(picturesRoute.POST, { method: "POST", path: "/x?role=front", params: { id: pack.id }, body: "garbage", headers: { "content-type": "multipart/form-data" } });
    expect(noBoundary.status).toBe(422);
    expect(noBoundary.json.error).toMatchObject({ code: "validation", issues: [{ path: "content-type" }] });
    expect(noBoundary.json.error.message).toMatch(/no boundary/);
    const noFile = new FormData();
    noFile.set("picture", new File([new Uint8Array(makePng(2, 2))], "a.png"));
    const wrongField = await picturesRoute.POST(new Request("http://127.0.0.1:3000/x?role=front", { method: "POST", body: noFile }), { params: Promise.resolve({ id: pack.id }) });
    expect(wrongField.status).toBe(422);
    expect(((await wrongField.json()) as ErrorJson).error.issues[0]?.path).toBe("file");
    expect((await call<{ pictures: PictureInfo[] }>(picturesRoute.GET, { params: { id: pack.id } })).json.pictures).toEqual([]);
  });

  it("a picture over 50 megapixels is refused at upload (413) and in a pack import (422 at its path)", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Huge" } })).json;
    // A few bytes that claim 8000 x 8000 pixels: 256 MB once a printer decodes them.
    const huge = await call<ErrorJson>(picturesRoute.POST, { method: "POST", path: "/x?role=card", params: { id: pack.id }, body: new Uint8Array(makeJpegHeader(8000, 8000)) });
    expect(huge.status).toBe(413);
    expect(huge.json.error).toMatchObject({ code: "too_large", issues: [{ path: "file" }] });
    expect(huge.json.error.message).toMatch(/8000 x 8000 pixels \(64\.0 megapixels\); the limit is 50 megapixels/);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(makeWebpExtended(10_000, 5_001))], "wide.webp"));
    const multipart = await picturesRoute.POST(new Request("http://127.0.0.1:3000/x?role=front", { method: "POST", body: form }), { params: Promise.resolve({ id: pack.id }) });
    expect(multipart.status).toBe(413);
    // Exactly at the limit is fine.
    const atLimit = await call<PictureInfo>(picturesRoute.POST, { method: "POST", path: "/x?role=card", params: { id: pack.id }, body: new Uint8Array(makeWebpExtended(10_000, 5_000)) });
    expect(atLimit.status).toBe(201);

    const doc = fullPackInput();
    const era = doc.eras[0];
    if (era?.cards[2] === undefined) throw new Error("fixture changed");
    era.cards[2].image = dataUrl("image/jpeg", makeJpegHeader(9000, 9000));
    if (doc.pack.pictures !== undefined) doc.pack.pictures.front = dataUrl("image/webp", makeWebpExtended(20_000, 20_000));
    const before = (await call<{ packs: PackSummary[] }>(packsRoute.GET)).json.packs.length;
    const imported = await call<ErrorJson>(importRoute.POST, { method: "POST", body: doc });
    expect(imported.status).toBe(422);
    expect(imported.json.error.issues).toEqual([
      { path: "pack.pictures.front", message: expect.stringMatching(/20000 x 20000 pixels \(400\.0 megapixels\); the limit is 50 megapixels/) },
      { path: "eras[0].cards[2].image", message: expect.stringMatching(/9000 x 9000 pixels/) },
    ]);
    expect((await call<{ packs: PackSummary[] }>(packsRoute.GET)).json.packs).toHaveLength(before);
  });
});

describe("validation errors name the field", () => {
  it("ids, versions and CSV text are named as the route takes them, never (document)", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Names" } })).json;
    const era = (await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "E" } })).json;
    const card = (await call<CardDto>(eraCardsRoute.POST, { method: "POST", params: { id: era.id } })).json;
    const longId = "x".repeat(101);
    const paths = async (answer: Promise<{ status: number; json: ErrorJson }>) => {
      const { status, json } = await answer;
      expect(status).toBe(422);
      return json.error.issues.map((i) => i.path);
    };
    // `id` in the URL, whichever verb is behind it.
    for (const [handler, method] of [
      [cardRoute.GET, "GET"],
      [cardRoute.DELETE, "DELETE"],
      [revisionsRoute.GET, "GET"],
      [eraCardsRoute.GET, "GET"],
      [eraRoute.DELETE, "DELETE"],
      [packRoute.GET, "GET"],
      [erasRoute.GET, "GET"],
      [exportRoute.GET, "GET"],
      [picturesRoute.GET, "GET"],
      [pictureRoute.GET, "GET"],
    ] as const) {
      expect(await paths(call<ErrorJson>(handler, { method, params: { id: longId } }))).toEqual(["id"]);
    }
    expect(await paths(call<ErrorJson>(csvPreviewRoute.POST, { method: "POST", params: { id: longId }, body: { text: "identifier\nA-1\n" } }))).toEqual(["id"]);
    expect(await paths(call<ErrorJson>(cardRoute.PATCH, { method: "PATCH", params: { id: longId }, body: { version: 1, changes: {} } }))).toEqual(["id"]);
    // `version` in the URL and in bodies.
    expect(await paths(call<ErrorJson>(revisionRoute.GET, { params: { id: card.id, version: "one" } }))).toEqual(["version"]);
    expect(await paths(call<ErrorJson>(revisionRoute.GET, { params: { id: card.id, version: "0" } }))).toEqual(["version"]);
    expect(await paths(call<ErrorJson>(restoreRoute.POST, { method: "POST", params: { id: card.id, version: "1.5" }, body: { baseVersion: 1 } }))).toEqual(["version"]);
    expect(await paths(call<ErrorJson>(cardRoute.PATCH, { method: "PATCH", params: { id: card.id }, body: { version: "2", changes: {} } }))).toEqual(["version"]);
    expect(await paths(call<ErrorJson>(packRoute.PATCH, { method: "PATCH", params: { id: pack.id }, body: { version: 0 } }))).toEqual(["version"]);
    // Ids in bodies.
    expect(await paths(call<ErrorJson>(copyRoute.POST, { method: "POST", body: { ids: [], toEraId: era.id } }))).toEqual(["ids"]);
    expect(await paths(call<ErrorJson>(moveRoute.POST, { method: "POST", body: { ids: [card.id], toEraId: "" } }))).toEqual(["toEraId"]);
    expect(await paths(call<ErrorJson>(deleteCardsRoute.POST, { method: "POST", body: { ids: [card.id, card.id] } }))).toEqual(["ids"]);
    // CSV `text`: past its own 5 MB limit (the body cap is 6 MB), and of the wrong type.
    const bigCsv = `identifier,${"x".repeat(5 * 1024 * 1024)}`;
    expect(await paths(call<ErrorJson>(csvPreviewRoute.POST, { method: "POST", params: { id: era.id }, body: { text: bigCsv } }))).toEqual(["text"]);
    expect(await paths(call<ErrorJson>(csvImportRoute.POST, { method: "POST", params: { id: era.id }, body: { text: bigCsv, mapping: { identifier: "identifier" } } }))).toEqual(["text"]);
    expect(await paths(call<ErrorJson>(csvPreviewRoute.POST, { method: "POST", params: { id: era.id }, body: { text: 5 } }))).toEqual(["text"]);
  });

  it("an unknown field is named itself; a body that is not an object is (body)", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Keys" } })).json;
    const era = (await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "E" } })).json;
    const typo = await call<ErrorJson>(csvPreviewRoute.POST, { method: "POST", params: { id: era.id }, body: { txt: "a,b" } });
    expect(typo.status).toBe(422);
    expect(typo.json.error.issues.map((i) => i.path).sort()).toEqual(["text", "txt"]);
    const nested = await call<ErrorJson>(eraCardsRoute.POST, { method: "POST", params: { id: era.id }, body: { fields: { identifer: "A-1", lore: "x" } } });
    expect(nested.json.error.issues).toEqual([{ path: "fields.identifer", message: expect.stringMatching(/unknown field/) }]);
    const list = await call<ErrorJson>(packsRoute.POST, { method: "POST", body: [{ name: "A" }] });
    expect(list.status).toBe(422);
    expect(list.json.error.issues.map((i) => i.path)).toEqual(["(body)"]);
  });
});

describe("repeated query parameters", () => {
  it("are refused with 422 naming the parameter on every route that reads the query", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Twice" } })).json;
    const picture = (await call<PictureInfo>(picturesRoute.POST, { method: "POST", path: "/x?role=card", params: { id: pack.id }, body: new Uint8Array(makePng(2, 2)) })).json;
    const cases = [
      { handler: lintRoute.GET, method: "GET", path: "/x?era=A&era=B", name: "era" },
      { handler: exportRoute.GET, method: "GET", path: "/x?download=1&download=0", name: "download" },
      { handler: picturesRoute.POST, method: "POST", path: "/x?role=front&role=back", name: "role" },
      { handler: picturesRoute.POST, method: "POST", path: "/x?role=back&affiliation=A&affiliation=B", name: "affiliation" },
      { handler: pictureRoute.DELETE, method: "DELETE", path: "/x?force=1&force=1", name: "force" },
    ] as const;
    for (const { handler, method, path, name } of cases) {
      const answer = await call<ErrorJson>(handler, { method, path, params: { id: handler === pictureRoute.DELETE ? picture.id : pack.id }, body: method === "POST" ? new Uint8Array(makePng(2, 2)) : undefined });
      expect({ path, status: answer.status, issues: answer.json.error.issues }).toEqual({ path, status: 422, issues: [{ path: name, message: "given 2 times; give it once" }] });
    }
    // Nothing happened: no picture was stored or deleted.
    expect((await call<{ pictures: PictureInfo[] }>(picturesRoute.GET, { params: { id: pack.id } })).json.pictures.map((p) => p.id)).toEqual([picture.id]);
    // Once each is fine.
    expect((await call(exportRoute.GET, { path: "/x?download=1", params: { id: pack.id } })).headers.get("content-disposition")).toMatch(/attachment/);
    expect((await call(lintRoute.GET, { path: "/x?era=Nope", params: { id: pack.id } })).status).not.toBe(500);
  });
});

describe("methods a route does not answer", () => {
  // Every route file and the methods it answers (docs/data.md). A new route file fails the
  // first assertion until it is listed here, and then must export a 405 for every other method.
  const answers: Record<string, readonly string[]> = {
    "cards/[id]/revisions/[version]/restore": ["POST"],
    "cards/[id]/revisions/[version]": ["GET"],
    "cards/[id]/revisions": ["GET"],
    "cards/[id]/notes": ["PUT"],
    "cards/[id]": ["GET", "PATCH", "DELETE"],
    "cards/copy": ["POST"],
    "cards/delete": ["POST"],
    "cards/move": ["POST"],
    "decks/[id]/cards/order": ["PUT"],
    "eras/[id]/cards/order": ["PUT"],
    "games/[id]/actions": ["POST"],
    "games/[id]/fork": ["POST"],
    "games/[id]/replay": ["GET"],
    "games/[id]/steps": ["GET"],
    "games/[id]/undo": ["POST"],
    "games/[id]": ["GET", "DELETE"],
    "games/import": ["POST"],
    "decks/[id]/cards": ["GET", "POST"],
    "eras/[id]/cards": ["GET", "POST"],
    "decks/[id]/csv/import": ["POST"],
    "eras/[id]/csv/import": ["POST"],
    "decks/[id]/csv/preview": ["POST"],
    "eras/[id]/csv/preview": ["POST"],
    "decks/[id]": ["PATCH", "DELETE"],
    "eras/[id]": ["PATCH", "DELETE"],
    "packs/[id]/duplicate": ["POST"],
    "packs/[id]/decks/order": ["PUT"],
    "packs/[id]/eras/order": ["PUT"],
    "packs/[id]/decks": ["GET", "POST"],
    "packs/[id]/eras": ["GET", "POST"],
    "packs/[id]/export": ["GET"],
    "packs/[id]/export/csv": ["GET"],
    "packs/[id]/export/png": ["GET"],
    "packs/[id]/export/tts": ["GET"],
    "packs/[id]/export/tts/links": ["GET", "POST"],
    "packs/[id]/export/tts/links/[linkId]": ["DELETE"],
    "export-links/[token]/[file]": ["GET"],
    "packs/[id]/games": ["GET", "POST"],
    "packs/[id]/lint": ["GET"],
    "packs/[id]/members": ["GET"],
    "packs/[id]/members/[userId]": ["PATCH", "DELETE"],
    "packs/[id]/pdf/preflight": ["GET"],
    "packs/[id]/pdf/preview": ["GET"],
    "packs/[id]/pdf": ["GET"],
    "packs/[id]/pictures": ["GET", "POST"],
    "packs/[id]/simulations": ["GET", "POST"],
    "packs/[id]": ["GET", "PATCH", "DELETE"],
    "packs/import": ["POST"],
    "packs": ["GET", "POST"],
    "pictures/[id]": ["GET", "DELETE"],
    "simulations/[id]/cancel": ["POST"],
    "simulations/[id]": ["GET"],
    "systems": ["GET", "POST"],
    "systems/[key]": ["GET", "PUT"],
    "systems/[key]/impact": ["POST"],
    "systems/[key]/revisions": ["GET"],
  };
  const modules = import.meta.glob<Record<string, unknown>>("../../app/api/**/route.ts");
  const routeOf = (file: string) => file.replace(/^.*\/app\/api\//, "").replace(/\/route\.ts$/, "");

  it("every route file is listed", () => {
    expect(Object.keys(modules).map(routeOf).sort()).toEqual(Object.keys(answers).sort());
  });

  it.each(Object.entries(answers))("/api/%s answers 405 with Allow and the error body for every other method", async (route, answered) => {
    const mod = await modules[`../../app/api/${route}/route.ts`]?.();
    if (mod === undefined) throw new Error(`no route file for ${route}`);
    const allow = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => answered.includes(m) || m === "OPTIONS" || (m === "HEAD" && answered.includes("GET")));
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
      if (answered.includes(method)) continue;
      // HEAD is Next's own answer from GET when the route has GET.
      if (method === "HEAD" && answered.includes("GET")) {
        expect(mod.HEAD, `${route} HEAD`).toBeUndefined();
        continue;
      }
      const handler = mod[method] as Parameters<typeof call>[0] | undefined;
      expect(handler, `${route} ${method}`).toBeTypeOf("function");
      if (handler === undefined) continue;
      const answer = await call<ErrorJson>(handler, { method, path: `/api/${route}`, params: { id: "x", version: "1" }, body: method === "GET" || method === "HEAD" ? undefined : "{}" });
      expect(answer.status, `${route} ${method}`).toBe(405);
      expect(answer.headers.get("allow")).toBe(allow.join(", "));
      if (method !== "HEAD") {
        expect(answer.json.error).toEqual({ code: "method_not_allowed", message: expect.stringContaining(`not ${method}`), issues: [] });
      }
    }
    const options = mod.OPTIONS as Parameters<typeof call>[0] | undefined;
    expect(options, `${route} OPTIONS`).toBeTypeOf("function");
    if (options !== undefined) {
      const answer = await call(options, { method: "OPTIONS", path: `/api/${route}` });
      expect(answer.status).toBe(204);
      expect(answer.headers.get("allow")).toBe(allow.join(", "));
    }
  });
});
