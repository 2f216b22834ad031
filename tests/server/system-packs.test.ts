/**
 * Packs of a system a designer defined (docs/systems.md, "Pack files carry their system"): made
 * with a stored system, their cards checked against it, exported with the definition embedded,
 * imported into a Greenhouse that has the system (reused), has not (created) or has a different
 * one (409 with both ways out, never overwritten); a file naming a system nobody has is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeAnyPack } from "@/lib/packs/system-pack";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { duplicatePack } from "@/lib/server/duplicate-pack";
import { AppError } from "@/lib/server/errors";
import { buildPackDocument } from "@/lib/server/export-pack";
import { importPack } from "@/lib/server/import-pack";
import { createSystem } from "@/lib/server/systems/create-system";
import { getSystem } from "@/lib/server/systems/get-system";
import { updateCard } from "@/lib/server/update-card";
import { issuesOf, makeTestDb, thrown, type TestDb } from "./helpers";
import { tileSystem } from "./system-fixture";

let home: TestDb;
let away: TestDb;
beforeAll(() => {
  home = makeTestDb();
  away = makeTestDb();
});
afterAll(async () => {
  await home.close();
  await away.close();
});

let packText = "";

describe("a pack of a stored system", () => {
  it("is created with that system; an unknown key is a 422 listing the stored ones too", async () => {
    await createSystem({ db: home.db, definition: tileSystem() });
    const pack = await createPack({ db: home.db, name: "Garden", system: "tiles" });
    expect(pack.system).toBe("tiles");
    const issues = issuesOf(await thrown(createPack({ db: home.db, name: "Nope", system: "tilez" })));
    expect(issues).toEqual([{ path: "system", message: expect.stringContaining('"tiles"') }]);
    expect(issues[0]?.message).toContain('unknown game system "tilez"');
  });

  it("checks its cards against the stored definition: a wrong JSON type is refused, a value outside its domain saves", async () => {
    const pack = await home.db.pack.findFirstOrThrow({ where: { name: "Garden" } });
    const era = await createDeck({ db: home.db, packId: pack.id, name: "Tiles" });
    const card = await createCard({ db: home.db, eraId: era.id, fields: { identifier: "T1", type: "tile", fields: { colour: "red", number: 3 } } });
    expect(card.fields).toEqual({ colour: "red", number: 3 });
    await createCard({ db: home.db, eraId: era.id, fields: { identifier: "T2", type: "tile", fields: { colour: "blue", number: 25 } } });
    const bad = issuesOf(await thrown(updateCard({ db: home.db, id: card.id, version: card.version, changes: { fields: { number: "three" } } })));
    expect(bad.map((i) => i.path)).toEqual(["fields.number"]);
    const unknown = issuesOf(await thrown(createCard({ db: home.db, eraId: era.id, fields: { type: "meeple" } })));
    expect(unknown.map((i) => i.path)).toEqual(["type"]);
  });

  it("exports with its systemDefinition beside the decks, so the file is whole on its own", async () => {
    const pack = await home.db.pack.findFirstOrThrow({ where: { name: "Garden" } });
    const doc = await buildPackDocument(pack.id, { db: home.db });
    expect("decks" in doc && doc.systemDefinition).toEqual(tileSystem());
    packText = serializeAnyPack(doc);
    const keys = Object.keys(JSON.parse(packText) as object);
    expect(keys).toEqual(["format", "system", "pack", "systemDefinition", "decks"]);
  });

  it("duplicates (the copy's document embeds the same system, reused)", async () => {
    const pack = await home.db.pack.findFirstOrThrow({ where: { name: "Garden" } });
    const copy = await duplicatePack({ db: home.db, id: pack.id });
    expect(copy.system).toBe("tiles");
    expect(await home.db.system.count()).toBe(1);
  });
});

describe("importing a pack file that carries its system", () => {
  it("creates the system where it is missing, and the export there gives the same bytes", async () => {
    const result = await importPack({ db: away.db, document: packText });
    expect(result.cards).toBe(2);
    const stored = await getSystem({ db: away.db, key: "tiles" });
    expect(stored).toMatchObject({ builtIn: false, revision: 1, document: { definition: tileSystem() } });
    expect(serializeAnyPack(await buildPackDocument(result.id, { db: away.db }))).toBe(packText);
  });

  it("reuses an identical stored system (no new revision)", async () => {
    await importPack({ db: away.db, document: packText });
    expect((await away.db.system.findUniqueOrThrow({ where: { key: "tiles" } })).revision).toBe(1);
    expect(await away.db.systemRevision.count()).toBe(1);
  });

  it("answers 409 for a different definition of the same key, offering both ways out, and writes nothing", async () => {
    const changed = JSON.parse(packText) as { systemDefinition: { name: string } };
    changed.systemDefinition.name = "Tiles, revised";
    const before = await away.db.pack.count();
    const error = await thrown(importPack({ db: away.db, document: JSON.stringify(changed) }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).message).toMatch(/systemAs/);
    expect((error as AppError).message).toMatch(/PUT \/api\/systems\/tiles/);
    expect((error as AppError).details).toMatchObject({ system: "tiles", storedRevision: 1, ways: ["systemAs", "update"] });
    expect(await away.db.pack.count()).toBe(before);
    expect((await getSystem({ db: away.db, key: "tiles" })).document.definition.name).toBe("Tiles");

    const copy = await importPack({ db: away.db, document: JSON.stringify(changed), systemAs: "tiles-revised" });
    expect((await away.db.pack.findUniqueOrThrow({ where: { id: copy.id } })).system).toBe("tiles-revised");
    expect((await getSystem({ db: away.db, key: "tiles-revised" })).document.definition).toMatchObject({ key: "tiles-revised", name: "Tiles, revised" });
    expect((await getSystem({ db: away.db, key: "tiles" })).document.definition.name).toBe("Tiles");
  });

  it("refuses a systemAs that is built in", async () => {
    expect(issuesOf(await thrown(importPack({ db: away.db, document: packText, systemAs: "altered" }))).map((i) => i.path)).toEqual(["systemAs"]);
  });

  it("refuses an embedded definition with problems at systemDefinition.<path>, and one whose key is not the pack's system", async () => {
    const broken = JSON.parse(packText) as { systemDefinition: { backs: unknown; key: string } };
    broken.systemDefinition.backs = { by: "field", field: "shade" };
    expect(issuesOf(await thrown(importPack({ db: away.db, document: JSON.stringify(broken) }))).map((i) => i.path)).toEqual(["systemDefinition.backs.field"]);
    const other = JSON.parse(packText) as { systemDefinition: { key: string } };
    other.systemDefinition.key = "tiles-two";
    expect(issuesOf(await thrown(importPack({ db: away.db, document: JSON.stringify(other) }))).map((i) => i.path)).toEqual(["systemDefinition.key"]);
  });

  it("reads a file without a definition from the stored system of its key; refuses one nobody has, with the key and what to do", async () => {
    const bare = JSON.parse(packText) as { systemDefinition?: unknown; system: string };
    delete bare.systemDefinition;
    expect((await importPack({ db: away.db, document: JSON.stringify(bare) })).cards).toBe(2);
    bare.system = "meadow";
    const issues = issuesOf(await thrown(importPack({ db: away.db, document: JSON.stringify(bare) })));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe("system");
    expect(issues[0]?.message).toContain('unknown game system "meadow"');
    expect(issues[0]?.message).toContain("systemDefinition");
    expect(issues[0]?.message).toContain("Systems page");
  });
});
