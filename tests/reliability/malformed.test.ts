/**
 * Issue 2 "Proof": a corpus of malformed packs, CSVs and requests -> every answer is a 4xx whose
 * body names the bad path (`error.issues[].path`), never a 500, and nothing is written.
 * Hand-picked cases first, then generated ones (fast-check: random JSON, mutations of a valid
 * pack, random CSV text).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cardRoute from "@/app/api/cards/[id]/route";
import * as restoreRoute from "@/app/api/cards/[id]/revisions/[version]/restore/route";
import * as revisionRoute from "@/app/api/cards/[id]/revisions/[version]/route";
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
import * as picturesRoute from "@/app/api/packs/[id]/pictures/route";
import * as packRoute from "@/app/api/packs/[id]/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as packsRoute from "@/app/api/packs/route";
import { getDb } from "@/lib/server/db";
import type { CardDto, EraSummary, PackDetail } from "@/lib/server/types";
import { call, useTempDatabase, type Answer, type ErrorJson } from "../api/helpers";
import { fullPackInput } from "../server/pack-fixture";
import { dataUrl, makeJpegHeader, makePng } from "../server/pictures-fixture";

let cleanup: () => Promise<void>;
let packId: string;
let eraId: string;
let card: CardDto;

beforeAll(async () => {
  cleanup = useTempDatabase();
  packId = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Target" } })).json.id;
  eraId = (await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: packId }, body: { name: "Era" } })).json.id;
  card = (await call<CardDto>(eraCardsRoute.POST, { method: "POST", params: { id: eraId }, body: { fields: { identifier: "T-1" } } })).json;
});
afterAll(() => cleanup());

/** Every table's row count: "nothing written" means this does not move. */
async function rowCounts(): Promise<number[]> {
  const db = getDb();
  return Promise.all([db.pack.count(), db.deck.count(), db.card.count(), db.cardRevision.count(), db.picture.count(), db.packAlias.count()]);
}

/** A 4xx carrying at least one issue, each with a non-empty path; never a 500. */
function expectRefusedWithPath(answer: Answer<ErrorJson>, label: string): void {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.json?.error?.issues?.length ?? 0, `${label}: no issues in ${answer.text.slice(0, 300)}`).toBeGreaterThan(0);
  for (const issue of answer.json.error.issues) {
    expect(typeof issue.path === "string" && issue.path.length > 0, `${label}: empty path`).toBe(true);
    expect(issue.message.length, `${label}: empty message`).toBeGreaterThan(0);
  }
}

/** Sets `value` at `path` inside a copy of `doc` (undefined deletes the key). */
function mutate(doc: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** Every path to a value inside `value` (objects and arrays walked). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

describe("malformed packs -> 422 with paths, nothing written", () => {
  const texts = ["", " ", "{", "[1,", "nul", "\u0000", "{'format': 1}", '{"format": "greenhouse.pack/1",}', "\uFEFF{", "[".repeat(5000) + "]".repeat(5000), '"just a string"', "42", "null", "true", "[]", "{}"];

  it("refuses text that is not a pack document", async () => {
    const before = await rowCounts();
    for (const text of texts) expectRefusedWithPath(await call<ErrorJson>(importRoute.POST, { method: "POST", body: text }), JSON.stringify(text.slice(0, 20)));
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses every hand-broken variant of a valid pack", async () => {
    const valid = fullPackInput();
    const bad: [string, unknown][] = [
      ["format 2", mutate(valid, ["format"], "greenhouse.pack/2")],
      ["system", mutate(valid, ["system"], "genesis")],
      ["no pack", mutate(valid, ["pack"], undefined)],
      ["pack name blank", mutate(valid, ["pack", "name"], "   ")],
      ["alias key", mutate(valid, ["pack", "aliases"], { "1bad": "X" })],
      ["alias value", mutate(valid, ["pack", "aliases"], { Good: "bad value" })],
      ["players 1", mutate(valid, ["pack", "instructions", "players"], 1)],
      ["level", mutate(valid, ["pack", "instructions", "playerLevel"], "god")],
      ["unknown instruction", mutate(valid, ["pack", "instructions", "colour"], "red")],
      ["front gif", mutate(valid, ["pack", "pictures", "front"], "data:image/gif;base64,R0lGODlh")],
      ["front lies", mutate(valid, ["pack", "pictures", "front"], dataUrl("image/png", makeJpegHeader(4, 4)))],
      ["back truncated", mutate(valid, ["pack", "pictures", "backs", "USSA"], dataUrl("image/png", makePng(4, 4).subarray(0, 30)))],
      ["huge picture", mutate(valid, ["pack", "pictures", "front"], dataUrl("image/jpeg", makeJpegHeader(60000, 10)))],
      ["eras object", mutate(valid, ["eras"], {})],
      ["era name dup", mutate(valid, ["eras", 2, "name"], "Book of Genesis")],
      ["card no identifier", mutate(valid, ["eras", 0, "cards", 0, "identifier"], undefined)],
      ["copies float", mutate(valid, ["eras", 0, "cards", 0, "copies"], 1.5)],
      ["copies huge", mutate(valid, ["eras", 0, "cards", 0, "copies"], 1e9)],
      ["format bronze", mutate(valid, ["eras", 0, "cards", 0, "format"], "bronze")],
      ["silver orientation", mutate(valid, ["eras", 0, "cards", 0, "orientation"], "portrait")],
      ["attributes huge", mutate(valid, ["eras", 0, "cards", 0, "attributes"], "x".repeat(100_001))],
      ["proto key", JSON.parse(JSON.stringify(valid).replace('"format":"greenhouse.pack/1"', '"__proto__":{"polluted":1},"format":"greenhouse.pack/1"'))],
      ["constructor key", mutate(valid, ["eras", 0, "cards", 0, "constructor"], { prototype: 1 })],
    ];
    const before = await rowCounts();
    for (const [label, doc] of bad) expectRefusedWithPath(await call<ErrorJson>(importRoute.POST, { method: "POST", body: doc }), label);
    expect(await rowCounts()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses random JSON and random single-node mutations of a valid pack (property)", async () => {
    const before = await rowCounts();
    const valid = fullPackInput();
    const allPaths = paths(valid).filter((p) => p.length > 0);
    const junk = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string(), fc.constant([]), fc.constant({}), fc.jsonValue({ maxDepth: 2 }));
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        expectRefusedWithPath(await call<ErrorJson>(importRoute.POST, { method: "POST", body: JSON.stringify(value) }), `random ${JSON.stringify(value).slice(0, 60)}`);
      }),
      { numRuns: 150 },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...allPaths), junk, async (path, value) => {
        const answer = await call<ErrorJson>(importRoute.POST, { method: "POST", body: JSON.stringify(mutate(valid, path, value)) });
        if (answer.status === 201) {
          accepted++; // the mutation happened to stay valid (a string replaced by a string...)
          return;
        }
        expectRefusedWithPath(answer, `mutation ${path.join(".")} = ${JSON.stringify(value)?.slice(0, 40)}`);
      }),
      { numRuns: 300 },
    );
    const after = await rowCounts();
    expect(after[0]).toBe((before[0] ?? 0) + accepted);
  });
});

describe("malformed CSV imports -> 422 with paths, nothing written", () => {
  const mapping = { id: "identifier", lore: "lore" };
  const csvs = [
    "",
    "\n\n\n",
    "id,lore\n",
    'id,lore\nA,"unclosed\n',
    "id,id\nA,B\n",
    "lore\nno identifier column\n",
    "id,lore\n,missing identifier\n",
    `id,lore\n${"x".repeat(201)},too long\n`,
    "\u0000\u0001\u0002",
  ];

  it("refuses each, and the preview shows the same problems without failing", async () => {
    const before = await rowCounts();
    for (const text of csvs) {
      const label = `csv ${JSON.stringify(text.slice(0, 30))}`;
      const answer = await call<ErrorJson>(csvImportRoute.POST, { method: "POST", params: { id: eraId }, body: { text, mapping } });
      expectRefusedWithPath(answer, label);
      const preview = await call<{ issues: unknown[]; invalid: number; valid: number }>(csvPreviewRoute.POST, { method: "POST", params: { id: eraId }, body: { text, mapping } });
      expect(preview.status, label).toBe(200);
      expect(preview.json.issues.length + preview.json.invalid, label).toBeGreaterThan(0);
    }
    for (const bad of [{ text: 5, mapping }, { text: "id\nA\n", mapping: "identifier" }, { text: "id\nA\n", mapping: { id: 7 } }, { text: "id\nA\n", mapping: { id: "colour" } }, { mapping }]) {
      expectRefusedWithPath(await call<ErrorJson>(csvImportRoute.POST, { method: "POST", params: { id: eraId }, body: bad }), `body ${JSON.stringify(bad).slice(0, 60)}`);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("never answers 500 for random CSV text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const answer = await call<ErrorJson>(csvImportRoute.POST, { method: "POST", params: { id: eraId }, body: { text: `id,lore\n${text}`, mapping } });
        if (answer.status === 201) return;
        expectRefusedWithPath(answer, `csv ${JSON.stringify(text.slice(0, 40))}`);
      }),
      { numRuns: 150 },
    );
  });
});

describe("malformed requests -> 4xx with paths", () => {
  const shapes: unknown[] = ["not json {", "[]", "null", "42", '"text"', "{}", JSON.stringify({ unknown: 1 })];

  it("every JSON route refuses bodies of the wrong shape", async () => {
    const routes: [string, (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>, string, Record<string, string>][] = [
      ["POST /api/packs", packsRoute.POST, "POST", {}],
      ["PATCH /api/packs/{id}", packRoute.PATCH, "PATCH", { id: packId }],
      ["POST /api/packs/{id}/eras", erasRoute.POST, "POST", { id: packId }],
      ["PUT /api/packs/{id}/eras/order", erasOrderRoute.PUT, "PUT", { id: packId }],
      ["PATCH /api/eras/{id}", eraRoute.PATCH, "PATCH", { id: eraId }],
      ["PUT /api/eras/{id}/cards/order", eraCardsOrderRoute.PUT, "PUT", { id: eraId }],
      ["PATCH /api/cards/{id}", cardRoute.PATCH, "PATCH", { id: card.id }],
      ["POST restore", restoreRoute.POST, "POST", { id: card.id, version: "1" }],
      ["POST /api/cards/copy", copyRoute.POST, "POST", {}],
      ["POST /api/cards/move", moveRoute.POST, "POST", {}],
      ["POST /api/cards/delete", deleteCardsRoute.POST, "POST", {}],
      ["POST csv preview", csvPreviewRoute.POST, "POST", { id: eraId }],
    ];
    const before = await rowCounts();
    for (const [label, handler, method, params] of routes) {
      for (const body of shapes) {
        const answer = await call<ErrorJson>(handler, { method, params, body: body as string });
        // `{}` is a valid (empty) change set for PATCH /api/packs/{id}; everything else is refused.
        if (label === "PATCH /api/packs/{id}" && body === "{}") continue;
        expectRefusedWithPath(answer, `${label} ${String(body)}`);
      }
    }
    expect((await rowCounts()).slice(1)).toEqual(before.slice(1));
  });

  it("refuses wrong field types in otherwise well-formed bodies", async () => {
    const cases: [string, Answer<ErrorJson>][] = [
      ["card version string", await call(cardRoute.PATCH, { method: "PATCH", params: { id: card.id }, body: { version: "1", changes: {} } })],
      ["card version 0", await call(cardRoute.PATCH, { method: "PATCH", params: { id: card.id }, body: { version: 0, changes: {} } })],
      ["card copies -1", await call(cardRoute.PATCH, { method: "PATCH", params: { id: card.id }, body: { version: 1, changes: { copies: -1 } } })],
      ["card unknown field", await call(cardRoute.PATCH, { method: "PATCH", params: { id: card.id }, body: { version: 1, changes: { colour: "red" } } })],
      ["card lore number", await call(cardRoute.PATCH, { method: "PATCH", params: { id: card.id }, body: { version: 1, changes: { lore: 5 } } })],
      ["new card position -1", await call(eraCardsRoute.POST, { method: "POST", params: { id: eraId }, body: { position: -1 } })],
      ["pack type", await call(packsRoute.POST, { method: "POST", body: { name: "x", type: "deluxe" } })],
      ["pack aliases record", await call(packRoute.PATCH, { method: "PATCH", params: { id: packId }, body: { aliases: { A: "B" } } })],
      ["era name blank", await call(erasRoute.POST, { method: "POST", params: { id: packId }, body: { name: "" } })],
      ["copy ids empty", await call(copyRoute.POST, { method: "POST", body: { ids: [], toEraId: eraId } })],
      ["copy ids repeated", await call(copyRoute.POST, { method: "POST", body: { ids: [card.id, card.id], toEraId: eraId } })],
      ["reorder partial", await call(eraCardsOrderRoute.PUT, { method: "PUT", params: { id: eraId }, body: { ids: [] } })],
      ["revision version word", await call(revisionRoute.GET, { params: { id: card.id, version: "latest" } })],
      ["picture role", await call(picturesRoute.POST, { method: "POST", path: "/x?role=cover", params: { id: packId }, body: new Uint8Array(makePng(2, 2)) })],
      ["picture gif", await call(picturesRoute.POST, { method: "POST", path: "/x?role=card", params: { id: packId }, body: "GIF89a" })],
      ["picture empty", await call(picturesRoute.POST, { method: "POST", path: "/x?role=card", params: { id: packId } })],
      ["duplicate name number", await call(duplicateRoute.POST, { method: "POST", params: { id: packId }, body: { name: 5 } })],
      ["id too long", await call(packRoute.GET, { params: { id: "x".repeat(500) } })],
    ];
    for (const [label, answer] of cases) expectRefusedWithPath(answer, label);
  });

  it("answers 404 (never 500) for ids that do not exist, whatever they look like", async () => {
    for (const id of ["missing", "../../etc/passwd", "%00", "🌱", "' OR 1=1 --"]) {
      expect((await call(packRoute.GET, { params: { id } })).status).toBe(404);
      expect((await call(cardRoute.GET, { params: { id } })).status).toBe(404);
      expect((await call(eraCardsRoute.GET, { params: { id } })).status).toBe(404);
    }
  });
});
