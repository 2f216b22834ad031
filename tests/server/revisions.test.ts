import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { deletePicture } from "@/lib/server/delete-picture";
import { getCard } from "@/lib/server/get-card";
import { getRevision } from "@/lib/server/get-revision";
import { listRevisions } from "@/lib/server/list-revisions";
import { restoreRevision } from "@/lib/server/restore-revision";
import { updateCard } from "@/lib/server/update-card";
import { uploadPicture } from "@/lib/server/upload-picture";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";
import { makePng } from "./pictures-fixture";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

async function cardWithHistory() {
  const { pack, cards } = await makePack(t.db, [{ identifier: "H-1", attributes: "Type \"Adventure\"", lore: "v1" }]);
  const id = cards[0]?.id ?? "";
  await updateCard({ db: t.db, id, version: 1, changes: { lore: "v2", copies: 2 } });
  await updateCard({ db: t.db, id, version: 2, changes: { lore: "v3", identifier: "H-1b" } });
  return { pack, id };
}

describe("listRevisions / getRevision", () => {
  it("lists every save newest first and returns each version's full snapshot", async () => {
    const { id } = await cardWithHistory();
    const history = await listRevisions({ db: t.db, cardId: id });
    expect(history.map((r) => [r.version, r.identifier, r.restoredFrom])).toEqual([
      [3, "H-1b", null],
      [2, "H-1", null],
      [1, "H-1", null],
    ]);
    expect(await getRevision({ db: t.db, cardId: id, version: 2 })).toMatchObject({ version: 2, lore: "v2", copies: 2, identifier: "H-1", attributes: 'Type "Adventure"', format: "silver" });
  });

  it("404s for an unknown card or version", async () => {
    const { id } = await cardWithHistory();
    expect(((await thrown(listRevisions({ db: t.db, cardId: "missing" }))) as AppError).code).toBe("not_found");
    expect(((await thrown(getRevision({ db: t.db, cardId: id, version: 9 }))) as AppError).code).toBe("not_found");
  });
});

describe("restoreRevision", () => {
  it("brings an old version back as a new save marked restoredFrom, losing nothing", async () => {
    const { id } = await cardWithHistory();
    const restored = await restoreRevision({ db: t.db, cardId: id, version: 1, baseVersion: 3 });
    expect(restored).toMatchObject({ version: 4, lore: "v1", copies: 1, identifier: "H-1" });
    const history = await listRevisions({ db: t.db, cardId: id });
    expect(history[0]).toMatchObject({ version: 4, restoredFrom: 1 });
    expect(history).toHaveLength(4);
    // The restore itself can be undone by restoring the version before it.
    await restoreRevision({ db: t.db, cardId: id, version: 3, baseVersion: 4 });
    expect(await getCard({ db: t.db, id })).toMatchObject({ version: 5, lore: "v3", identifier: "H-1b" });
  });

  it("refuses a stale base version with 409 like any save", async () => {
    const { id } = await cardWithHistory();
    const error = await thrown(restoreRevision({ db: t.db, cardId: id, version: 1, baseVersion: 2 }));
    expect((error as AppError).status).toBe(409);
    expect((await getCard({ db: t.db, id })).version).toBe(3);
  });

  it("restores a version whose picture was deleted since, without the picture", async () => {
    const { pack, cards } = await makePack(t.db, [{ identifier: "G-1", format: "gold" }]);
    const id = cards[0]?.id ?? "";
    const picture = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(2, 3) });
    await updateCard({ db: t.db, id, version: 1, changes: { pictureId: picture.id } });
    await updateCard({ db: t.db, id, version: 2, changes: { pictureId: null } });
    await deletePicture({ db: t.db, id: picture.id });
    const restored = await restoreRevision({ db: t.db, cardId: id, version: 2, baseVersion: 3 });
    expect(restored).toMatchObject({ version: 4, pictureId: null });
    expect((await getRevision({ db: t.db, cardId: id, version: 2 })).pictureId).toBe(picture.id);
  });
});
