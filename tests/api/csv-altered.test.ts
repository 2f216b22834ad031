/**
 * CSV import into a deck of a data system (Altered) over HTTP: the mapping's targets are the
 * definition's card type and fields; a cell of the wrong JSON type is refused with its line and
 * column and nothing is written; values outside their domain import and show as lint.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as eraCardsRoute from "@/app/api/eras/[id]/cards/route";
import * as importRoute from "@/app/api/eras/[id]/csv/import/route";
import * as previewRoute from "@/app/api/eras/[id]/csv/preview/route";
import * as erasRoute from "@/app/api/packs/[id]/eras/route";
import * as packsRoute from "@/app/api/packs/route";
import type { CsvImportResult } from "@/lib/server/import-csv";
import type { CsvPreview } from "@/lib/server/preview-csv";
import type { CardDto, EraSummary, PackDetail } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(async () => cleanup());

const CSV = [
  "Identifier;Type;Name;Faction;Rarity;Hand cost;Reserve cost;Forest;Mountain;Water;Version;Copies",
  "AX-001;Hero;Sierra;Axiom;;;;;;;AXM-001-C;1",
  "AX-002;Character;Rust Golem;axiom;Common;3;2;1;2;0;AXM-002-C;3",
  "AX-003;Spell;Overclock;Axiom;Rare;25;1;;;;AXM-003-R;2",
].join("\n");

async function alteredDeck(): Promise<string> {
  const pack = await call<PackDetail>(packsRoute.POST, { method: "POST", body: { name: `CSV ${Math.random()}`, system: "altered" } });
  const era = await call<EraSummary>(erasRoute.POST, { method: "POST", params: { id: pack.json.id }, body: { name: "Axiom" } });
  return era.json.id;
}

async function cardsOf(eraId: string): Promise<CardDto[]> {
  return (await call<{ cards: CardDto[] }>(eraCardsRoute.GET, { params: { id: eraId } })).json.cards;
}

describe("CSV import into an Altered deck (targets from the system definition)", () => {
  it("POST csv/preview suggests the definition's targets and previews cards with their lint", async () => {
    const eraId = await alteredDeck();
    const preview = await call<CsvPreview>(previewRoute.POST, { method: "POST", params: { id: eraId }, body: { text: CSV } });
    expect(preview.status).toBe(200);
    if (preview.json.mode !== "fields") throw new Error("an Altered pack previews fields");
    expect(preview.json.mapping).toMatchObject({ Identifier: "identifier", Type: "type", "Hand cost": "field:handCost", Copies: "copies" });
    expect(preview.json.targets.map((t) => t.value)).toContain("field:reserveCost");
    expect(preview.json.issues).toEqual([]);
    expect([preview.json.valid, preview.json.invalid]).toEqual([3, 0]);
    expect(preview.json.rows[1]?.card?.fields).toMatchObject({ faction: "Axiom", handCost: 3 });
    // Hand cost 25 is above the field's max: lint (field-range), and the row still imports.
    expect(preview.json.rows[2]?.lint?.errors).toBeGreaterThan(0);
    expect(await cardsOf(eraId)).toEqual([]);
  });

  it("POST csv/import writes the rows as Altered cards at the end of the deck", async () => {
    const eraId = await alteredDeck();
    const preview = await call<CsvPreview>(previewRoute.POST, { method: "POST", params: { id: eraId }, body: { text: CSV } });
    const result = await call<CsvImportResult>(importRoute.POST, { method: "POST", params: { id: eraId }, body: { text: CSV, mapping: preview.json.mapping } });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ created: 3, skipped: 0 });
    const cards = await cardsOf(eraId);
    expect(cards.map((c) => [c.identifier, c.type, c.copies, c.position])).toEqual([
      ["AX-001", "Hero", 1, 0],
      ["AX-002", "Character", 3, 1],
      ["AX-003", "Spell", 2, 2],
    ]);
    expect(cards[1]?.fields).toEqual({ name: "Rust Golem", faction: "Axiom", rarity: "Common", handCost: 3, reserveCost: 2, forest: 1, mountain: 2, water: 0, version: "AXM-002-C" });
  });

  it("a wrong type in a cell -> 422 naming its line and column, and nothing is written", async () => {
    const eraId = await alteredDeck();
    const bad = CSV.replace("Common;3;2", "Common;three;2");
    const preview = await call<CsvPreview>(previewRoute.POST, { method: "POST", params: { id: eraId }, body: { text: bad } });
    const answer = await call<ErrorJson>(importRoute.POST, { method: "POST", params: { id: eraId }, body: { text: bad, mapping: preview.json.mapping } });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues).toEqual([{ path: "line 3: Hand cost", message: expect.stringContaining('"three" is not a whole number') }]);
    expect(await cardsOf(eraId)).toEqual([]);
  });

  it("a mapping to a GOT CGS field -> 422 on the mapping, nothing written", async () => {
    const eraId = await alteredDeck();
    const answer = await call<ErrorJson>(importRoute.POST, { method: "POST", params: { id: eraId }, body: { text: CSV, mapping: { Identifier: "identifier", Type: "type", Name: "lore" } } });
    expect(answer.status).toBe(422);
    expect(answer.json.error.issues[0]).toMatchObject({ path: "mapping.Name", message: expect.stringContaining("unknown target") });
    expect(await cardsOf(eraId)).toEqual([]);
  });
});
