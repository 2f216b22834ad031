/**
 * The HTTP API with a pack of a data system (Altered): create with `system`, import and export
 * a `"decks"` file, write cards as `{ identifier, copies, type, fields }`; format errors are 422
 * naming the path, domain mistakes save.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cardRoute from "@/app/api/cards/[id]/route";
import * as eraCardsRoute from "@/app/api/eras/[id]/cards/route";
import * as erasRoute from "@/app/api/packs/[id]/eras/route";
import * as exportRoute from "@/app/api/packs/[id]/export/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as packsRoute from "@/app/api/packs/route";
import type { CardDto, EraSummary, ImportResult, PackDetail } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

const fixture = readFileSync(join(import.meta.dirname, "..", "packs", "fixtures", "altered-small.pack.json"), "utf8");

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(async () => cleanup());

describe("Altered packs over HTTP", () => {
  it("POST /api/packs/import then GET export gives the same bytes", async () => {
    const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: fixture, headers: { "content-type": "application/json" } });
    expect(imported.status).toBe(201);
    const exported = await call(exportRoute.GET, { params: { id: imported.json.id } });
    expect(exported.status).toBe(200);
    expect(exported.text).toBe(fixture);
  });

  it("POST /api/packs/import of a wrong JSON type -> 422 naming decks[0].cards[3].fields.handCost", async () => {
    const doc = JSON.parse(fixture) as { decks: { cards: { fields: Record<string, unknown> }[] }[] };
    const card = doc.decks[0]?.cards[3];
    if (card) card.fields.handCost = "two";
    const answer = await call<ErrorJson>(importRoute.POST, { method: "POST", body: doc });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues.map((i) => i.path)).toEqual(["decks[0].cards[3].fields.handCost"]);
  });

  it("POST /api/packs with an unknown system -> 422 listing the known ones; cards save out of domain, refuse a wrong type", async () => {
    const bad = await call<ErrorJson>(packsRoute.POST, { method: "POST", body: { name: "X", system: "magic" } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues[0]).toMatchObject({ path: "system", message: expect.stringContaining('"got-cgs", "altered"') as string });

    const pack = await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: "Via HTTP", system: "altered" } });
    expect(pack.status).toBe(201);
    const era = await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.json.id }, body: { name: "Deck" } });
    const card = await call<CardDto>(eraCardsRoute.POST, {
      method: "POST",
      params: { id: era.json.id },
      body: { identifier: "V-1", copies: 1, type: "Spell", fields: { name: "Gust", handCost: 40 } },
    });
    expect(card.status).toBe(201);
    expect(card.json.fields).toEqual({ name: "Gust", handCost: 40 });
    const wrong = await call<ErrorJson>(cardRoute.PATCH, { method: "PATCH", params: { id: card.json.id }, body: { version: 1, changes: { fields: { handCost: "1" } } } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.issues.map((i) => i.path)).toEqual(["fields.handCost"]);
  });
});
