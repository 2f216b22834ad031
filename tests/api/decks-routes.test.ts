/**
 * Issue 26, neutral words in the public API: /api/decks/{id}/... and /api/packs/{id}/decks/... are
 * the routes; /api/eras/... and /api/packs/{id}/eras/... stay as aliases with the same handlers.
 * Card answers carry `deckId` and, with the same value, `eraId`; pictures `backKey` and
 * `affiliation`; copy and move take `toDeckId` or its older name `toEraId`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as copyRoute from "@/app/api/cards/copy/route";
import * as moveRoute from "@/app/api/cards/move/route";
import * as deckCardsOrderRoute from "@/app/api/decks/[id]/cards/order/route";
import * as deckCardsRoute from "@/app/api/decks/[id]/cards/route";
import * as deckCsvImportRoute from "@/app/api/decks/[id]/csv/import/route";
import * as deckCsvPreviewRoute from "@/app/api/decks/[id]/csv/preview/route";
import * as deckRoute from "@/app/api/decks/[id]/route";
import * as eraCardsOrderRoute from "@/app/api/eras/[id]/cards/order/route";
import * as eraCardsRoute from "@/app/api/eras/[id]/cards/route";
import * as eraCsvImportRoute from "@/app/api/eras/[id]/csv/import/route";
import * as eraCsvPreviewRoute from "@/app/api/eras/[id]/csv/preview/route";
import * as eraRoute from "@/app/api/eras/[id]/route";
import * as decksOrderRoute from "@/app/api/packs/[id]/decks/order/route";
import * as decksRoute from "@/app/api/packs/[id]/decks/route";
import * as erasOrderRoute from "@/app/api/packs/[id]/eras/order/route";
import * as erasRoute from "@/app/api/packs/[id]/eras/route";
import * as picturesRoute from "@/app/api/packs/[id]/pictures/route";
import * as packsRoute from "@/app/api/packs/route";
import type { CardDto, EraSummary, PackDetail, PictureInfo } from "@/lib/server/types";
import { makePng } from "../server/pictures-fixture";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(() => cleanup());

describe("/api/decks and its /api/eras aliases", () => {
  it("the old URLs are the same handlers as the new ones", () => {
    const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
      [deckRoute, eraRoute],
      [deckCardsRoute, eraCardsRoute],
      [deckCardsOrderRoute, eraCardsOrderRoute],
      [deckCsvImportRoute, eraCsvImportRoute],
      [deckCsvPreviewRoute, eraCsvPreviewRoute],
      [decksRoute, erasRoute],
      [decksOrderRoute, erasOrderRoute],
    ];
    for (const [deck, era] of pairs) {
      const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => deck[m] !== undefined);
      expect(methods).toEqual(expect.arrayContaining(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]));
      for (const method of methods) expect(era[method], method).toBe(deck[method]);
      expect(Object.keys(era).filter((k) => k !== "dynamic").sort()).toEqual(methods.sort());
      expect(era.dynamic).toBe("force-dynamic");
    }
  });

  it("walks decks and cards through the new routes; answers carry deckId and eraId alike", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Decks" } })).json;
    const first = await call<EraSummary>(decksRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "First" } });
    expect(first.status).toBe(201);
    const second = (await call<EraSummary>(decksRoute.POST, { method: "POST", params: { id: pack.id }, body: { name: "Second" } })).json;
    const listed = (await call<{ decks: EraSummary[]; eras: EraSummary[] }>(decksRoute.GET, { params: { id: pack.id } })).json;
    expect(listed.decks.map((d) => d.name)).toEqual(["First", "Second"]);
    expect(listed.eras).toEqual(listed.decks);
    const reordered = (await call<{ decks: EraSummary[]; eras: EraSummary[] }>(decksOrderRoute.PUT, { method: "PUT", params: { id: pack.id }, body: { ids: [second.id, first.json.id] } })).json;
    expect(reordered.decks.map((d) => d.name)).toEqual(["Second", "First"]);
    expect(reordered.eras).toEqual(reordered.decks);
    expect((await call<EraSummary>(deckRoute.PATCH, { method: "PATCH", params: { id: second.id }, body: { name: "Later" } })).json.name).toBe("Later");

    const card = await call<CardDto>(deckCardsRoute.POST, { method: "POST", params: { id: first.json.id }, body: { fields: { identifier: "S-001" } } });
    expect(card.status).toBe(201);
    expect(card.json).toMatchObject({ deckId: first.json.id, eraId: first.json.id });

    // Copy and move: the new key, the old key, and both naming different decks.
    const copied = await call<{ cards: CardDto[] }>(copyRoute.POST, { method: "POST", body: { ids: [card.json.id], toDeckId: second.id } });
    expect(copied.status).toBe(201);
    expect(copied.json.cards.map((c) => [c.deckId, c.eraId])).toEqual([[second.id, second.id]]);
    const moved = await call<{ cards: CardDto[] }>(moveRoute.POST, { method: "POST", body: { ids: [card.json.id], toEraId: second.id } });
    expect(moved.status).toBe(200);
    expect(moved.json.cards.map((c) => c.deckId)).toEqual([second.id]);
    const both = await call<ErrorJson>(moveRoute.POST, { method: "POST", body: { ids: [card.json.id], toDeckId: second.id, toEraId: first.json.id } });
    expect(both.status).toBe(422);
    expect(both.json.error.issues).toEqual([{ path: "toEraId", message: expect.stringMatching(/different decks.*only toDeckId/) }]);
    const none = await call<ErrorJson>(moveRoute.POST, { method: "POST", body: { ids: [card.json.id] } });
    expect(none.status).toBe(422);
    expect(none.json.error.issues.map((i) => i.path)).toEqual(["toDeckId"]);

    const table = (await call<{ cards: CardDto[] }>(deckCardsRoute.GET, { params: { id: second.id } })).json;
    expect(table.cards.map((c) => c.identifier)).toEqual(["S-001", "S-001"]);
    expect((await call(deckRoute.DELETE, { method: "DELETE", params: { id: second.id } })).status).toBe(204);
    expect((await call(deckCardsRoute.GET, { params: { id: second.id } })).status).toBe(404);
  });

  it("backs: ?backKey= on upload, answers carry backKey and affiliation alike; ?affiliation= still works", async () => {
    const pack = (await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Backs" } })).json;
    const png = new Uint8Array(makePng(2, 2));
    const fresh = await call<PictureInfo>(picturesRoute.POST, { method: "POST", path: "/x?role=back&backKey=Order", params: { id: pack.id }, body: png });
    expect(fresh.status).toBe(201);
    expect(fresh.json).toMatchObject({ role: "back", backKey: "Order", affiliation: "Order" });
    const old = await call<PictureInfo>(picturesRoute.POST, { method: "POST", path: "/x?role=back&affiliation=Chaos", params: { id: pack.id }, body: png });
    expect(old.json).toMatchObject({ backKey: "Chaos", affiliation: "Chaos" });
  });
});
