import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createEra } from "@/lib/server/create-era";
import { createPack } from "@/lib/server/create-pack";
import { deleteEra } from "@/lib/server/delete-era";
import { AppError } from "@/lib/server/errors";
import { getPack } from "@/lib/server/get-pack";
import { renameEra } from "@/lib/server/rename-era";
import { reorderEras } from "@/lib/server/reorder-eras";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

async function eraNames(packId: string): Promise<string[]> {
  return (await getPack({ db: t.db, id: packId })).eras.map((e) => `${e.position}:${e.name}`);
}

describe("createEra", () => {
  it("appends by default and inserts at a position, keeping positions dense", async () => {
    const pack = await createPack({ db: t.db, name: "Eras" });
    await createEra({ db: t.db, packId: pack.id, name: "B" });
    await createEra({ db: t.db, packId: pack.id, name: "D" });
    const a = await createEra({ db: t.db, packId: pack.id, name: "A", position: 0 });
    await createEra({ db: t.db, packId: pack.id, name: "C", position: 2 });
    await createEra({ db: t.db, packId: pack.id, name: "E", position: 99 });
    expect(a).toMatchObject({ name: "A", position: 0, cards: 0, copies: 0, packId: pack.id });
    expect(await eraNames(pack.id)).toEqual(["0:A", "1:B", "2:C", "3:D", "4:E"]);
  });

  it("refuses a name already used in the pack (409 with the field), allows it in another pack", async () => {
    const one = await createPack({ db: t.db, name: "One" });
    const two = await createPack({ db: t.db, name: "Two" });
    await createEra({ db: t.db, packId: one.id, name: "Book of Genesis" });
    const error = await thrown(createEra({ db: t.db, packId: one.id, name: " Book of Genesis " }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).issues).toEqual([{ path: "name", message: expect.stringContaining("already exists") }]);
    await expect(createEra({ db: t.db, packId: two.id, name: "Book of Genesis" })).resolves.toMatchObject({ name: "Book of Genesis" });
  });

  it("404s for an unknown pack and 422s an empty name", async () => {
    expect(((await thrown(createEra({ db: t.db, packId: "missing", name: "X" }))) as AppError).code).toBe("not_found");
    const pack = await createPack({ db: t.db, name: "P" });
    expect(await thrown(createEra({ db: t.db, packId: pack.id, name: "   " }))).toBeInstanceOf(ZodError);
  });
});

describe("renameEra", () => {
  it("renames, keeps counts, refuses a taken name, allows renaming to itself", async () => {
    const { pack, era } = await makePack(t.db, [{ identifier: "R-1", copies: 2 }]);
    await createEra({ db: t.db, packId: pack.id, name: "Taken" });
    const renamed = await renameEra({ db: t.db, id: era.id, name: "Renamed" });
    expect(renamed).toMatchObject({ name: "Renamed", cards: 1, copies: 2 });
    expect(((await thrown(renameEra({ db: t.db, id: era.id, name: "Taken" }))) as AppError).code).toBe("conflict");
    await expect(renameEra({ db: t.db, id: era.id, name: "Renamed" })).resolves.toMatchObject({ name: "Renamed" });
    expect(((await thrown(renameEra({ db: t.db, id: "missing", name: "X" }))) as AppError).code).toBe("not_found");
  });
});

describe("reorderEras", () => {
  it("sets the order and refuses a list that is not exactly the pack's eras", async () => {
    const pack = await createPack({ db: t.db, name: "Order" });
    const a = await createEra({ db: t.db, packId: pack.id, name: "A" });
    const b = await createEra({ db: t.db, packId: pack.id, name: "B" });
    const c = await createEra({ db: t.db, packId: pack.id, name: "C" });
    const eras = await reorderEras({ db: t.db, packId: pack.id, ids: [c.id, a.id, b.id] });
    expect(eras.map((e) => e.name)).toEqual(["C", "A", "B"]);
    for (const ids of [[a.id, b.id], [a.id, b.id, c.id, "x"], [a.id, a.id, b.id]]) {
      const error = await thrown(reorderEras({ db: t.db, packId: pack.id, ids }));
      expect((error as AppError).code).toBe("validation");
      expect((error as AppError).issues[0]?.path).toBe("ids");
    }
    expect(await eraNames(pack.id)).toEqual(["0:C", "1:A", "2:B"]);
  });
});

describe("deleteEra", () => {
  it("deletes the era with its cards and closes the gap in positions", async () => {
    const { pack, era } = await makePack(t.db, [{ identifier: "X-1" }]);
    await createEra({ db: t.db, packId: pack.id, name: "Era 2" });
    await deleteEra({ db: t.db, id: era.id });
    expect(await eraNames(pack.id)).toEqual(["0:Era 2"]);
    expect(await t.db.card.count({ where: { deckId: era.id } })).toBe(0);
    expect(((await thrown(deleteEra({ db: t.db, id: era.id }))) as AppError).code).toBe("not_found");
  });
});
