/**
 * The systems routes (docs/systems.md "Systems a designer defines"): list, create, read, update
 * with its revision, revisions; a definition checkDefinition refuses is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as keyRoute from "@/app/api/systems/[key]/route";
import * as revisionsRoute from "@/app/api/systems/[key]/revisions/route";
import * as systemsRoute from "@/app/api/systems/route";
import { actAs } from "@/lib/server/accounts/acting";
import { getDb } from "@/lib/server/db";
import type { SystemSummary } from "@/lib/server/systems/list-systems";
import type { SystemDefinition } from "@/lib/systems/types";
import { systemDoc, tileSystem } from "../server/system-fixture";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(() => cleanup());

const post = (body: unknown) => call<{ key: string; revision: number } & ErrorJson>(systemsRoute.POST, { method: "POST", path: "/api/systems", body });
const get = (key: string) => call<{ format: string; definition: SystemDefinition; revision: number | null; builtIn: boolean } & ErrorJson>(keyRoute.GET, { params: { key } });
const put = (key: string, body: unknown) => call<{ key: string; revision: number } & ErrorJson>(keyRoute.PUT, { method: "PUT", params: { key }, body });

describe("POST /api/systems", () => {
  it("stores a greenhouse.system/1 document -> 201 { key, revision 1 }, listed after the built-in ones", async () => {
    const created = await post(systemDoc(tileSystem()));
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ key: "tiles", revision: 1 });
    const list = await call<{ systems: SystemSummary[] }>(systemsRoute.GET);
    expect(list.json.systems.map((s) => [s.key, s.builtIn])).toEqual([
      ["got-cgs", true],
      ["altered", true],
      ["got-genesis", true],
      ["tiles", false],
    ]);
    expect(list.json.systems.at(-1)).toMatchObject({ name: "Tiles", revision: 1, packs: 0, description: "Coloured tiles numbered 1 to 20." });
  });

  it("refuses a definition with problems: 422 with every issue at its path, nothing stored", async () => {
    const bad = tileSystem("broken") as unknown as { cardTypes: { fields: string[] }[]; faces: { regions: { fontPt: number; minFontPt: number }[] }[] };
    bad.cardTypes[0]?.fields.push("speed");
    const region = bad.faces[0]?.regions[0];
    if (region !== undefined) region.minFontPt = 20;
    const answer = await post(systemDoc(bad));
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues.map((i) => i.path)).toEqual(["definition.cardTypes[0].fields[3]", "definition.faces[0].regions[0].minFontPt"]);
    expect(answer.json.error.issues.every((i) => i.message.length > 10)).toBe(true);
    expect(await getDb().system.count({ where: { key: "broken" } })).toBe(0);
  });

  it("refuses a body that is not a greenhouse.system/1 document, saying its shape", async () => {
    const answer = await post({ definition: tileSystem("x") });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues[0]?.path).toBe("format");
    expect(answer.json.error.message).toContain('"format": "greenhouse.system/1"');
  });

  it("refuses a built-in key and a taken key with 409, saying how to go on", async () => {
    const builtIn = await post(systemDoc(tileSystem("altered")));
    expect(builtIn.status).toBe(409);
    expect(builtIn.json.error.issues[0]?.path).toBe("definition.key");
    const taken = await post(systemDoc(tileSystem()));
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toContain("PUT /api/systems/tiles");
  });

  it("refuses a list past its cap with the path", async () => {
    const big = tileSystem("big");
    const answer = await post(systemDoc({ ...big, fields: [...big.fields, ...Array.from({ length: 1000 }, (_, i) => ({ key: `f${i}`, label: "F", type: { kind: "text" } }))] }));
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues.map((i) => i.path)).toContain("definition.fields");
  });
});

describe("GET and PUT /api/systems/{key}", () => {
  it("GET gives the document with its revision; a built-in one with revision null", async () => {
    const stored = await get("tiles");
    expect(stored.status).toBe(200);
    expect(stored.json).toMatchObject({ format: "greenhouse.system/1", revision: 1, builtIn: false, definition: tileSystem() });
    const altered = await get("altered");
    expect(altered.json).toMatchObject({ revision: null, builtIn: true, definition: { key: "altered", name: "Altered" } });
    expect((await get("nope")).status).toBe(404);
    expect((await get("not a key!")).status).toBe(422);
  });

  it("PUT with the loaded revision stores the next one; a stale revision is 409 with the current document; nothing is overwritten", async () => {
    const changed = { ...tileSystem(), name: "Tiles II" };
    const saved = await put("tiles", { ...systemDoc(changed), revision: 1 });
    expect(saved.status).toBe(200);
    // The answer also says what the change did to stored cards (none here).
    expect(saved.json).toMatchObject({ key: "tiles", revision: 2, cardsChanged: 0 });
    const stale = await put("tiles", { ...systemDoc({ ...tileSystem(), name: "Tiles III" }), revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: "conflict", current: { revision: 2, definition: { name: "Tiles II" } } });
    expect((await get("tiles")).json.definition.name).toBe("Tiles II");
  });

  it("PUT refuses a built-in key (405), a missing revision, a changed key and a bad definition (422), an unknown key (404)", async () => {
    const builtIn = await put("altered", { ...systemDoc(tileSystem("altered")), revision: 1 });
    expect(builtIn.status).toBe(405);
    expect(builtIn.json.error.message).toContain("copy");
    const noRevision = await put("tiles", systemDoc(tileSystem()));
    expect(noRevision.status).toBe(422);
    expect(noRevision.json.error.issues[0]?.path).toBe("revision");
    const renamed = await put("tiles", { ...systemDoc(tileSystem("tiles2")), revision: 2 });
    expect(renamed.status).toBe(422);
    expect(renamed.json.error.issues[0]?.path).toBe("definition.key");
    const bad = await put("tiles", { ...systemDoc({ ...tileSystem(), backs: { by: "field", field: "shade" } }), revision: 2 });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues.map((i) => i.path)).toEqual(["definition.backs.field"]);
    expect((await put("gone", { ...systemDoc(tileSystem("gone")), revision: 1 })).status).toBe(404);
    expect((await get("tiles")).json.revision).toBe(2);
  });

  it("GET /revisions lists every revision newest first; none for a built-in system", async () => {
    const list = await call<{ revisions: { revision: number; definition: SystemDefinition }[] }>(revisionsRoute.GET, { params: { key: "tiles" } });
    expect(list.json.revisions.map((r) => [r.revision, r.definition.name])).toEqual([
      [2, "Tiles II"],
      [1, "Tiles"],
    ]);
    expect((await call<{ revisions: unknown[] }>(revisionsRoute.GET, { params: { key: "altered" } })).json.revisions).toEqual([]);
    expect((await call(revisionsRoute.GET, { params: { key: "nope" } })).status).toBe(404);
  });
});

describe("roles on a team server", () => {
  it("only a studio owner creates or changes a system; every account reads them", async () => {
    const db = getDb();
    const editor = await db.user.create({ data: { name: "Edna", email: "edna@studio.example", passwordHash: "scrypt$test" } });
    const admin = await db.user.create({ data: { name: "Ada", email: "ada@studio.example", passwordHash: "scrypt$test", admin: true } });
    const asEdna = { id: editor.id, name: editor.name, admin: false };
    const refused = await actAs(asEdna, () => post(systemDoc(tileSystem("ednas"))));
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toContain("studio owner");
    expect((await actAs(asEdna, () => put("tiles", { ...systemDoc(tileSystem()), revision: 2 }))).status).toBe(403);
    expect((await actAs(asEdna, () => get("tiles"))).status).toBe(200);
    const created = await actAs({ id: admin.id, name: admin.name, admin: true }, () => post(systemDoc(tileSystem("adas"))));
    expect(created.status).toBe(201);
    expect((await db.system.findUniqueOrThrow({ where: { key: "adas" } })).createdById).toBe(admin.id);
  });
});
