import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { deletePack } from "@/lib/server/delete-pack";
import { duplicatePack } from "@/lib/server/duplicate-pack";
import { AppError } from "@/lib/server/errors";
import { exportPack } from "@/lib/server/export-pack";
import { getPack } from "@/lib/server/get-pack";
import { listPacks } from "@/lib/server/list-packs";
import { updatePack } from "@/lib/server/update-pack";
import { uploadPicture } from "@/lib/server/upload-picture";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";
import { makePng } from "./pictures-fixture";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

describe("createPack / getPack", () => {
  it("creates an empty pack with defaults and reads it back with aliases in order", async () => {
    const pack = await createPack({
      db: t.db,
      name: "  Genesis  ",
      aliases: [
        { alias: "SFR", target: "StarshipFlyRange" },
        { alias: "Ab", target: "Aboard" },
      ],
      instructions: { turnTimeLimitMinutes: 5, players: 2, affiliations: ["Spacelings", "USSA"] },
    });
    expect(pack).toMatchObject({ name: "Genesis", game: "", type: "edition", system: "got-cgs", version: 1, eras: [], cards: 0, copies: 0, pictures: [] });
    expect(pack.aliases).toEqual([
      { alias: "SFR", target: "StarshipFlyRange" },
      { alias: "Ab", target: "Aboard" },
    ]);
    expect(pack.instructions).toEqual({ players: 2, affiliations: ["Spacelings", "USSA"], turnTimeLimitMinutes: 5 });
    expect(await getPack({ db: t.db, id: pack.id })).toEqual(pack);
  });

  it("rejects a blank name, a bad type, bad instructions and a repeated alias with every path", async () => {
    const error = await thrown(
      createPack({
        db: t.db,
        name: " ",
        type: "deluxe" as never,
        instructions: { players: 1 },
        aliases: [
          { alias: "A", target: "Aboard" },
          { alias: "A", target: "Other" },
        ],
      }),
    );
    expect(error).toBeInstanceOf(ZodError);
    const paths = (error as ZodError).issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "type", "instructions.players", "aliases.1.alias"]));
  });

  it("answers not_found for an unknown id", async () => {
    const error = await thrown(getPack({ db: t.db, id: "nope" }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
  });
});

describe("listPacks", () => {
  it("lists packs by name with era and card counts (copies summed)", async () => {
    const { pack, era } = await makePack(t.db, [{ identifier: "Z-1", copies: 3 }, { identifier: "Z-2" }], "zebra pack");
    await createDeck({ db: t.db, packId: pack.id, name: "Era 2" });
    await createCard({ db: t.db, eraId: era.id, fields: { identifier: "Z-3" } });
    const packs = await listPacks({ db: t.db });
    const names = packs.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })));
    expect(packs.find((p) => p.id === pack.id)).toMatchObject({ name: "zebra pack", eras: 2, cards: 3, copies: 5 });
  });
});

describe("updatePack", () => {
  it("changes fields, replaces aliases in order, and increments the version", async () => {
    const pack = await createPack({ db: t.db, name: "Before", aliases: [{ alias: "X", target: "Xenon" }] });
    const updated = await updatePack({
      db: t.db,
      id: pack.id,
      version: 1,
      changes: { name: "After", game: "GOT", type: "booster", instructions: { playerLevel: "expert" }, aliases: [{ alias: "B", target: "Beta" }, { alias: "A", target: "Alpha" }] },
    });
    expect(updated).toMatchObject({ name: "After", game: "GOT", type: "booster", version: 2, instructions: { playerLevel: "expert" } });
    expect(updated.aliases).toEqual([
      { alias: "B", target: "Beta" },
      { alias: "A", target: "Alpha" },
    ]);
    const untouched = await updatePack({ db: t.db, id: pack.id, changes: { game: "GOT 2" } });
    expect(untouched.aliases).toEqual(updated.aliases);
    expect(untouched.version).toBe(3);
  });

  it("refuses a stale version with 409 and the current pack", async () => {
    const pack = await createPack({ db: t.db, name: "Race" });
    await updatePack({ db: t.db, id: pack.id, version: 1, changes: { name: "First" } });
    const error = await thrown(updatePack({ db: t.db, id: pack.id, version: 1, changes: { name: "Second" } }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).details.current).toMatchObject({ name: "First", version: 2 });
    expect((await getPack({ db: t.db, id: pack.id })).name).toBe("First");
  });

  it("404s for an unknown pack and 422s a bad change without writing", async () => {
    expect(((await thrown(updatePack({ db: t.db, id: "missing", changes: { name: "x" } }))) as AppError).code).toBe("not_found");
    const pack = await createPack({ db: t.db, name: "Keep" });
    expect(await thrown(updatePack({ db: t.db, id: pack.id, changes: { name: "" } }))).toBeInstanceOf(ZodError);
    expect((await getPack({ db: t.db, id: pack.id })).name).toBe("Keep");
  });
});

describe("duplicatePack", () => {
  it("copies aliases, instructions, pictures, eras and cards under a new name, leaving the original alone", async () => {
    const { pack, era } = await makePack(t.db, [{ identifier: "D-1", attributes: 'Type "Support"' }, { identifier: "D-2", format: "gold", orientation: "landscape" }], "Original");
    await updatePack({ db: t.db, id: pack.id, changes: { aliases: [{ alias: "Q", target: "Quest" }], instructions: { players: 3 } } });
    await createDeck({ db: t.db, packId: pack.id, name: "Era 2" });
    await uploadPicture({ db: t.db, packId: pack.id, role: "front", bytes: makePng(4, 4) });
    const copy = await duplicatePack({ db: t.db, id: pack.id });
    expect(copy.id).not.toBe(pack.id);
    expect(copy.name).toBe("Original (copy)");
    expect(copy.eras.map((e) => e.name)).toEqual(["Era 1", "Era 2"]);
    expect(copy.eras[0]?.id).not.toBe(era.id);
    expect(copy.pictures.map((p) => p.role)).toEqual(["front"]);
    const a = await exportPack(pack.id, { db: t.db });
    const b = await exportPack(copy.id, { db: t.db });
    expect(b).toEqual({ ...a, pack: { ...a.pack, name: "Original (copy)" } });
    const named = await duplicatePack({ db: t.db, id: pack.id, name: "Second edition" });
    expect(named.name).toBe("Second edition");
  });

  it("404s for an unknown pack", async () => {
    expect(((await thrown(duplicatePack({ db: t.db, id: "missing" }))) as AppError).code).toBe("not_found");
  });
});

describe("deletePack", () => {
  it("removes the pack with its eras, cards, revisions, aliases and pictures", async () => {
    const { pack } = await makePack(t.db, [{ identifier: "X-1" }]);
    await updatePack({ db: t.db, id: pack.id, changes: { aliases: [{ alias: "Q", target: "Quest" }] } });
    await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "", bytes: makePng(2, 2) });
    await deletePack({ db: t.db, id: pack.id });
    expect(((await thrown(getPack({ db: t.db, id: pack.id }))) as AppError).code).toBe("not_found");
    const orphans = await Promise.all([
      t.db.deck.count({ where: { packId: pack.id } }),
      t.db.packAlias.count({ where: { packId: pack.id } }),
      t.db.picture.count({ where: { packId: pack.id } }),
      t.db.cardRevision.count({ where: { card: { deck: { packId: pack.id } } } }),
    ]);
    expect(orphans).toEqual([0, 0, 0, 0]);
    expect(await t.db.card.count({ where: { identifier: "X-1" } })).toBe(0);
  });

  it("404s for an unknown pack", async () => {
    expect(((await thrown(deletePack({ db: t.db, id: "missing" }))) as AppError).code).toBe("not_found");
  });
});
