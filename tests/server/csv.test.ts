import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { importCsv } from "@/lib/server/import-csv";
import { listCards } from "@/lib/server/list-cards";
import { listRevisions } from "@/lib/server/list-revisions";
import { previewCsv } from "@/lib/server/preview-csv";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

const CSV = ["Identifier,Type,Roleplay,AdventureCosts.StarshipFlyRange,Copies,Lore", "TB-001,Adventure,Competition,2,1,First", "TB-002,Support,,,3,", "TB-003,Support,,,lots,Bad copies", ""].join("\n");

describe("previewCsv", () => {
  it("suggests a mapping and shows each row's card or problems, writing nothing", async () => {
    const { era } = await makePack(t.db, [{ identifier: "X-1" }]);
    const preview = await previewCsv({ db: t.db, eraId: era.id, text: CSV });
    expect(preview.columns).toHaveLength(6);
    expect(preview.mapping).toMatchObject({ Identifier: "identifier", Type: "attribute:Type", Copies: "copies" });
    expect(preview.issues).toEqual([]);
    expect([preview.valid, preview.invalid]).toEqual([2, 1]);
    if (preview.mode !== "attributes") throw new Error("a GOT CGS pack previews attribute text");
    expect(preview.mode).toBe("attributes");
    expect(preview.rows[0]?.card?.attributes).toBe('Type "Adventure"\nRoleplay "Competition"\nAdventureCosts\n  StarshipFlyRange 2');
    expect(preview.rows[2]).toMatchObject({ line: 4, card: null, lint: null, issues: [expect.objectContaining({ path: "Copies" })] });
    expect(preview.rows[0]?.lint).toEqual({ errors: expect.any(Number), warnings: expect.any(Number), infos: expect.any(Number) });
    expect((await listCards({ db: t.db, eraId: era.id })).cards).toHaveLength(1);
  });

  it("uses the given mapping and reports mapping problems", async () => {
    const { era } = await makePack(t.db);
    const preview = await previewCsv({ db: t.db, eraId: era.id, text: CSV, mapping: { Identifier: "lore" } });
    expect(preview.issues).toEqual([{ path: "mapping", message: expect.stringContaining("identifier") }]);
    expect(((await thrown(previewCsv({ db: t.db, eraId: "missing", text: CSV }))) as AppError).code).toBe("not_found");
  });
});

it("previewCsv counts lint findings per row without refusing the row", async () => {
  const { era } = await makePack(t.db);
  const preview = await previewCsv({ db: t.db, eraId: era.id, text: 'id,attributes\nL-1,AdventureCsts\nL-2,Type "Support"\n', mapping: { id: "identifier", attributes: "attributes" } });
  expect(preview.valid).toBe(2);
  expect(preview.rows[0]?.lint?.errors).toBeGreaterThan(0);
  expect(preview.rows[1]?.lint?.errors).toBe(0);
});

describe("importCsv", () => {
  it("refuses while any row has problems, listing them by line and column, and writes nothing", async () => {
    const { era } = await makePack(t.db);
    const preview = await previewCsv({ db: t.db, eraId: era.id, text: CSV });
    const error = (await thrown(importCsv({ db: t.db, eraId: era.id, text: CSV, mapping: preview.mapping }))) as AppError;
    expect(error.status).toBe(422);
    expect(error.issues).toEqual([expect.objectContaining({ path: "line 4: Copies" })]);
    expect((await listCards({ db: t.db, eraId: era.id })).cards).toHaveLength(0);
  });

  it("imports the good rows at the end of the era with skipInvalid, each with revision 1", async () => {
    const { era } = await makePack(t.db, [{ identifier: "OLD-1" }]);
    const preview = await previewCsv({ db: t.db, eraId: era.id, text: CSV });
    const result = await importCsv({ db: t.db, eraId: era.id, text: CSV, mapping: preview.mapping, skipInvalid: true });
    expect(result).toMatchObject({ created: 2, skipped: 1 });
    const cards = (await listCards({ db: t.db, eraId: era.id })).cards;
    expect(cards.map((c) => [c.identifier, c.copies, c.position])).toEqual([
      ["OLD-1", 1, 0],
      ["TB-001", 1, 1],
      ["TB-002", 3, 2],
    ]);
    expect(await listRevisions({ db: t.db, cardId: result.ids[0] ?? "" })).toHaveLength(1);
  });

  it("refuses a bad mapping even with skipInvalid", async () => {
    const { era } = await makePack(t.db);
    const error = (await thrown(importCsv({ db: t.db, eraId: era.id, text: CSV, mapping: { Type: "attribute:Type" }, skipInvalid: true }))) as AppError;
    expect(error.code).toBe("validation");
    expect((await listCards({ db: t.db, eraId: era.id })).cards).toHaveLength(0);
  });
});
