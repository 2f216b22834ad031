/**
 * GET /api/packs/{id}/export/csv?deck=NAME over HTTP, for every system: the CSV goes back in
 * through the CSV import routes (preview's suggested mapping, then import) and the deck's cards
 * come out the same. A deck the pack does not have is a 422 naming the decks it has.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as eraCardsRoute from "@/app/api/eras/[id]/cards/route";
import * as importCsvRoute from "@/app/api/eras/[id]/csv/import/route";
import * as previewRoute from "@/app/api/eras/[id]/csv/preview/route";
import * as csvRoute from "@/app/api/packs/[id]/export/csv/route";
import * as erasRoute from "@/app/api/packs/[id]/eras/route";
import * as packRoute from "@/app/api/packs/[id]/route";
import * as importRoute from "@/app/api/packs/import/route";
import type { CsvPreview } from "@/lib/server/preview-csv";
import type { CardDto, EraSummary, PackDetail } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(async () => cleanup());

const seed = (file: string) => readFileSync(join(import.meta.dirname, "..", "..", "seeds", file), "utf8");

/** The comparable part of a card (not its id, position, version or picture). */
function content(c: CardDto): unknown {
  const { identifier, copies } = c as unknown as { identifier: string; copies: number };
  const rest = c as unknown as Record<string, unknown>;
  return { identifier, copies, type: rest.type, fields: rest.fields, format: rest.format, directive: rest.directive, attributes: rest.attributes, lore: rest.lore, orientation: rest.orientation };
}

describe.each([
  ["tidebound.pack.json", "GOT CGS"],
  ["altered-demo.pack.json", "Altered"],
  ["genesis-demo.pack.json", "Genesis"],
])("%s (%s)", (file) => {
  it("export csv, then import it into a new deck: the same cards", async () => {
    const imported = await call<{ id: string }>(importRoute.POST, { method: "POST", body: seed(file), headers: { "content-type": "application/json" } });
    expect(imported.status).toBe(201);
    const pack = await call<PackDetail>(packRoute.GET, { params: { id: imported.json.id } });
    const deck = pack.json.eras[0] as EraSummary;
    const csv = await call(csvRoute.GET, { path: `/api/packs/${imported.json.id}/export/csv?deck=${encodeURIComponent(deck.name)}`, params: { id: imported.json.id } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.csv"$/);

    const copy = await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: imported.json.id }, body: { name: "From CSV" } });
    const preview = await call<CsvPreview>(previewRoute.POST, { method: "POST", params: { id: copy.json.id }, body: { text: csv.text } });
    expect(preview.status).toBe(200);
    expect(preview.json.invalid).toBe(0);
    const done = await call(importCsvRoute.POST, { method: "POST", params: { id: copy.json.id }, body: { text: csv.text, mapping: preview.json.mapping } });
    expect(done.status).toBe(201);
    const before = (await call<{ cards: CardDto[] }>(eraCardsRoute.GET, { params: { id: deck.id } })).json.cards;
    const after = (await call<{ cards: CardDto[] }>(eraCardsRoute.GET, { params: { id: copy.json.id } })).json.cards;
    expect(after.length).toBeGreaterThan(0);
    expect(after.map(content)).toEqual(before.map(content));
  });
});

describe("bad requests", () => {
  it("a deck the pack does not have: 422 at deck, naming the decks; no deck named: 422", async () => {
    const imported = await call<{ id: string }>(importRoute.POST, { method: "POST", body: seed("altered-demo.pack.json"), headers: { "content-type": "application/json" } });
    const wrong = await call<ErrorJson>(csvRoute.GET, { path: `/api/packs/${imported.json.id}/export/csv?deck=Nope`, params: { id: imported.json.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.issues[0]).toMatchObject({ path: "deck", message: expect.stringContaining('no deck named "Nope" (it has: "Muna: Lanterns of the Fen")') });
    const none = await call<ErrorJson>(csvRoute.GET, { path: `/api/packs/${imported.json.id}/export/csv`, params: { id: imported.json.id } });
    expect(none.status).toBe(422);
    const gone = await call<ErrorJson>(csvRoute.GET, { path: "/api/packs/nope/export/csv?deck=x", params: { id: "nope" } });
    expect(gone.status).toBe(404);
  });
});
