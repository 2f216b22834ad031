import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeAllDbs, createDb } from "@/lib/server/db";
import { serializeAnyPack } from "@/lib/packs/system-pack";
import { createPack } from "@/lib/server/create-pack";
import { buildPackDocument } from "@/lib/server/export-pack";
import { seed } from "@/seeds/seed";
import { fullPackText } from "./pack-fixture";

let dir: string;
let seeds: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-seed-"));
  seeds = join(dir, "seeds");
  mkdirSync(seeds);
  file = join(dir, "seed.db");
});
afterEach(async () => {
  await closeAllDbs();
  rmSync(dir, { recursive: true, force: true });
});

async function packNames(): Promise<string[]> {
  const db = createDb(file);
  try {
    return (await db.pack.findMany({ orderBy: { name: "asc" } })).map((p) => p.name);
  } finally {
    await db.$disconnect();
  }
}

describe("seed", () => {
  it("loads every *.pack.json into an empty database, then leaves it alone", async () => {
    writeFileSync(join(seeds, "a.pack.json"), fullPackText());
    writeFileSync(join(seeds, "b.pack.json"), fullPackText().replace('"name": "Genesis"', '"name": "Exodus"'));
    writeFileSync(join(seeds, "notes.json"), "not a pack, not a .pack.json");
    expect(await seed(file, seeds)).toEqual({ status: "seeded", packs: ["Genesis", "Exodus"] });
    expect(await seed(file, seeds)).toEqual({ status: "skipped-not-empty", packs: [] });
    expect(await packNames()).toEqual(["Exodus", "Genesis"]);
  });

  it("says so when there are no seed files", async () => {
    expect(await seed(file, seeds)).toEqual({ status: "no-seed-files", packs: [] });
    expect(await packNames()).toEqual([]);
  });

  it("never touches a database that already holds a designer's pack", async () => {
    writeFileSync(join(seeds, "a.pack.json"), fullPackText());
    const db = createDb(file);
    await createPack({ db, name: "Mine" });
    await db.$disconnect();
    expect((await seed(file, seeds)).status).toBe("skipped-not-empty");
    expect(await packNames()).toEqual(["Mine"]);
  });

  it("fails loudly on a bad seed file, naming the file and every bad path, and writes nothing", async () => {
    writeFileSync(join(seeds, "a.pack.json"), fullPackText());
    writeFileSync(join(seeds, "b.pack.json"), fullPackText().replace('"copies": 3', '"copies": 0').replace('"type": "expansion"', '"type": "deluxe"'));
    await expect(seed(file, seeds)).rejects.toThrow(/seeds\/b\.pack\.json is not a valid greenhouse\.pack\/1 document:\n {2}pack\.type: .*\n {2}eras\[0\]\.cards\[1\]\.copies/s);
    expect(await packNames()).toEqual([]);
  });
});

describe("the demo seeds (seeds/*.pack.json)", () => {
  it("load every demo pack, the Altered one included, and each exports as its file", async () => {
    const real = join(import.meta.dirname, "..", "..", "seeds");
    const result = await seed(file, real);
    expect(result.status).toBe("seeded");
    expect(result.packs).toContain("Lanterns of the Fen (Altered demo)");
    const db = createDb(file);
    try {
      const altered = await db.pack.findFirstOrThrow({ where: { name: "Lanterns of the Fen (Altered demo)" } });
      expect(altered.system).toBe("altered");
      const text = serializeAnyPack(await buildPackDocument(altered.id, { db }));
      expect(text).toBe(readFileSync(join(real, "altered-demo.pack.json"), "utf8"));
      expect(await db.card.count({ where: { deck: { packId: altered.id } } })).toBe(15);
    } finally {
      await db.$disconnect();
    }
  });
});
