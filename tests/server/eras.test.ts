import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { deleteDeck } from "@/lib/server/delete-deck";
import { AppError } from "@/lib/server/errors";
import { getPack } from "@/lib/server/get-pack";
import { renameDeck } from "@/lib/server/rename-deck";
import { reorderDecks } from "@/lib/server/reorder-decks";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

async function eraNames(packId: string): Promise<string[]> {
  return (await getPack({ db: t.db, id: packId })).eras.map((e) => `${e.position}:${e.name}`);
}

describe("createDeck", () => {
  it("appends by default and inserts at a position, keeping positions dense", async () => {
    const pack = await createPack({ db: t.db, name: "Eras" });
    await createDeck({ db: t.db, packId: pack.id, name: "B" });
    await createDeck({ db: t.db, packId: pack.id, name: "D" });
    const a = await createDeck({ db: t.db, packId: pack.id, name: "A", position: 0 });
    await createDeck({ db: t.db, packId: pack.id, name: "C", position: 2 });
    await createDeck({ db: t.db, packId: pack.id, name: "E", position: 99 });
    expect(a).toMatchObject({ name: "A", position: 0, cards: 0, copies: 0, packId: pack.id });
    expect(await eraNames(pack.id)).toEqual(["0:A", "1:B", "2:C", "3:D", "4:E"]);
  });

  it("refuses a name already used in the pack (409 with the field), allows it in another pack", async () => {
    const one = await createPack({ db: t.db, name: "One" });
    const two = await createPack({ db: t.db, name: "Two" });
    await createDeck({ db: t.db, packId: one.id, name: "Book of Genesis" });
    const error = await thrown(createDeck({ db: t.db, packId: one.id, name: " Book of Genesis " }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).issues).toEqual([{ path: "name", message: expect.stringContaining("already exists") }]);
    await expect(createDeck({ db: t.db, packId: two.id, name: "Book of Genesis" })).resolves.toMatchObject({ name: "Book of Genesis" });
  });

  it("404s for an unknown pack and 422s an empty name", async () => {
    expect(((await thrown(createDeck({ db: t.db, packId: "missing", name: "X" }))) as AppError).code).toBe("not_found");
    const pack = await createPack({ db: t.db, name: "P" });
    expect(await thrown(createDeck({ db: t.db, packId: pack.id, name: "   " }))).toBeInstanceOf(ZodError);
  });
});

describe("renameDeck", () => {
  it("renames, keeps counts, refuses a taken name, allows renaming to itself", async () => {
    const { pack, era } = await makePack(t.db, [{ identifier: "R-1", copies: 2 }]);
    await createDeck({ db: t.db, packId: pack.id, name: "Taken" });
    const renamed = await renameDeck({ db: t.db, id: era.id, name: "Renamed" });
    expect(renamed).toMatchObject({ name: "Renamed", cards: 1, copies: 2 });
    expect(((await thrown(renameDeck({ db: t.db, id: era.id, name: "Taken" }))) as AppError).code).toBe("conflict");
    await expect(renameDeck({ db: t.db, id: era.id, name: "Renamed" })).resolves.toMatchObject({ name: "Renamed" });
    expect(((await thrown(renameDeck({ db: t.db, id: "missing", name: "X" }))) as AppError).code).toBe("not_found");
  });
});

describe("reorderDecks", () => {
  it("sets the order and refuses a list that is not exactly the pack's eras", async () => {
    const pack = await createPack({ db: t.db, name: "Order" });
    const a = await createDeck({ db: t.db, packId: pack.id, name: "A" });
    const b = await createDeck({ db: t.db, packId: pack.id, name: "B" });
    const c = await createDeck({ db: t.db, packId: pack.id, name: "C" });
    const eras = await reorderDecks({ db: t.db, packId: pack.id, ids: [c.id, a.id, b.id] });
    expect(eras.map((e) => e.name)).toEqual(["C", "A", "B"]);
    for (const ids of [[a.id, b.id], [a.id, b.id, c.id, "x"], [a.id, a.id, b.id]]) {
      const error = await thrown(reorderDecks({ db: t.db, packId: pack.id, ids }));
      expect((error as AppError).code).toBe("validation");
      expect((error as AppError).issues[0]?.path).toBe("ids");
    }
    expect(await eraNames(pack.id)).toEqual(["0:C", "1:A", "2:B"]);
  });
});

describe("deleteDeck", () => {
  it("deletes the era with its cards and closes the gap in positions", async () => {
    const { pack, era } = await makePack(t.db, [{ identifier: "X-1" }]);
    await createDeck({ db: t.db, packId: pack.id, name: "Era 2" });
    await deleteDeck({ db: t.db, id: era.id });
    expect(await eraNames(pack.id)).toEqual(["0:Era 2"]);
    expect(await t.db.card.count({ where: { deckId: era.id } })).toBe(0);
    expect(((await thrown(deleteDeck({ db: t.db, id: era.id }))) as AppError).code).toBe("not_found");
  });
});
