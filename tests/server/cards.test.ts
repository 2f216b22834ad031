import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { copyCards } from "@/lib/server/copy-cards";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { deleteCards } from "@/lib/server/delete-cards";
import { AppError } from "@/lib/server/errors";
import { getCard } from "@/lib/server/get-card";
import { listCards } from "@/lib/server/list-cards";
import { listRevisions } from "@/lib/server/list-revisions";
import { moveCards } from "@/lib/server/move-cards";
import { reorderCards } from "@/lib/server/reorder-cards";
import { updateCard } from "@/lib/server/update-card";
import { updatePack } from "@/lib/server/update-pack";
import { uploadPicture } from "@/lib/server/upload-picture";
import { suggestIdentifier } from "@/lib/server/card-helpers";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";
import { makePng } from "./pictures-fixture";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

const idsOf = async (eraId: string) => (await listCards({ db: t.db, eraId })).cards.map((c) => c.identifier);

describe("createCard", () => {
  it("creates version 1 with defaults and its first revision", async () => {
    const { era } = await makePack(t.db);
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "GEN-001", attributes: 'Type "Adventure"' } });
    expect(card).toMatchObject({
      identifier: "GEN-001",
      format: "silver",
      copies: 1,
      orientation: null,
      pictureId: null,
      pictureUrl: null,
      imagePath: null,
      directive: "",
      attributes: 'Type "Adventure"',
      lore: "",
      version: 1,
      position: 0,
      eraId: era.id,
    });
    expect(await listRevisions({ db: t.db, cardId: card.id })).toEqual([expect.objectContaining({ version: 1, restoredFrom: null, identifier: "GEN-001" })]);
  });

  it("continues the era's numbering when no identifier is given", async () => {
    const { era } = await makePack(t.db, [{ identifier: "GEN-009" }]);
    expect((await createCard({ db: t.db, eraId: era.id })).identifier).toBe("GEN-010");
    expect((await createCard({ db: t.db, eraId: era.id })).identifier).toBe("GEN-011");
    expect(suggestIdentifier([])).toBe("CARD-001");
    expect(suggestIdentifier(["A-1", "B-7", "free text"])).toBe("B-8");
    expect(suggestIdentifier(["X-01", "X-02", "X-02b", "X-03"])).toBe("X-04");
    expect(suggestIdentifier(["X-3", "X-2", "X-1"])).toBe("X-4");
  });

  it("inserts at a position", async () => {
    const { era } = await makePack(t.db, [{ identifier: "A" }, { identifier: "C" }]);
    await createCard({ db: t.db, eraId: era.id, fields: { identifier: "B" }, position: 1 });
    expect(await idsOf(era.id)).toEqual(["A", "B", "C"]);
  });

  it("refuses gold-only fields on a silver card, bad copies, and an unknown era", async () => {
    const { era } = await makePack(t.db);
    const silver = await thrown(createCard({ db: t.db, eraId: era.id, fields: { identifier: "S", orientation: "portrait" } }));
    expect((silver as AppError).code).toBe("validation");
    expect((silver as AppError).issues).toEqual([{ path: "orientation", message: expect.stringContaining("only gold cards") }]);
    const copies = await thrown(createCard({ db: t.db, eraId: era.id, fields: { identifier: "S", copies: 0 } }));
    expect(copies).toBeInstanceOf(ZodError);
    expect(((await thrown(createCard({ db: t.db, eraId: "missing" }))) as AppError).code).toBe("not_found");
    expect(await idsOf(era.id)).toEqual([]);
  });
});

describe("getCard / listCards", () => {
  it("gives the editor its card, era, pack context and neighbours", async () => {
    const { pack, era, cards } = await makePack(t.db, [{ identifier: "N-1" }, { identifier: "N-2" }, { identifier: "N-3" }]);
    await updatePack({ db: t.db, id: pack.id, changes: { aliases: [{ alias: "SFR", target: "StarshipFlyRange" }] } });
    const middle = await getCard({ db: t.db, id: cards[1]?.id ?? "" });
    expect(middle).toMatchObject({ identifier: "N-2", era: { id: era.id, name: "Era 1" }, previousId: cards[0]?.id, nextId: cards[2]?.id, packId: pack.id });
    expect(middle.pack.aliases).toEqual([{ alias: "SFR", target: "StarshipFlyRange" }]);
    expect((await getCard({ db: t.db, id: cards[0]?.id ?? "" })).previousId).toBeNull();
    expect((await getCard({ db: t.db, id: cards[2]?.id ?? "" })).nextId).toBeNull();
    const table = await listCards({ db: t.db, eraId: era.id });
    expect(table.era).toMatchObject({ id: era.id, cards: 3, copies: 3 });
    expect(table.pack).toMatchObject({ id: pack.id, name: "Test Pack", system: "got-cgs" });
    expect(table.cards.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it("404s for unknown ids", async () => {
    expect(((await thrown(getCard({ db: t.db, id: "missing" }))) as AppError).code).toBe("not_found");
    expect(((await thrown(listCards({ db: t.db, eraId: "missing" }))) as AppError).code).toBe("not_found");
  });
});

describe("updateCard", () => {
  it("saves only the given fields, increments the version and keeps a revision per save", async () => {
    const { cards } = await makePack(t.db, [{ identifier: "U-1", directive: "Go", lore: "Old" }]);
    const id = cards[0]?.id ?? "";
    const v2 = await updateCard({ db: t.db, id, version: 1, changes: { lore: "New" } });
    expect(v2).toMatchObject({ version: 2, directive: "Go", lore: "New" });
    const v3 = await updateCard({ db: t.db, id, version: 2, changes: { format: "gold", orientation: "landscape", copies: 4 } });
    expect(v3).toMatchObject({ version: 3, format: "gold", orientation: "landscape", copies: 4 });
    expect((await listRevisions({ db: t.db, cardId: id })).map((r) => r.version)).toEqual([3, 2, 1]);
  });

  it("refuses a stale version with 409 carrying the current card, and writes nothing", async () => {
    const { cards } = await makePack(t.db, [{ identifier: "C-1" }]);
    const id = cards[0]?.id ?? "";
    await updateCard({ db: t.db, id, version: 1, changes: { lore: "tab A" } });
    const error = await thrown(updateCard({ db: t.db, id, version: 1, changes: { lore: "tab B" } }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).details.current).toMatchObject({ id, version: 2, lore: "tab A" });
    expect((await getCard({ db: t.db, id })).lore).toBe("tab A");
    expect(await listRevisions({ db: t.db, cardId: id })).toHaveLength(2);
  });

  it("checks the merged card: a gold card turned silver must drop its orientation (rolled back otherwise)", async () => {
    const { cards } = await makePack(t.db, [{ identifier: "G-1", format: "gold", orientation: "portrait" }]);
    const id = cards[0]?.id ?? "";
    const error = await thrown(updateCard({ db: t.db, id, version: 1, changes: { format: "silver" } }));
    expect((error as AppError).code).toBe("validation");
    expect(await getCard({ db: t.db, id })).toMatchObject({ format: "gold", version: 1 });
    await expect(updateCard({ db: t.db, id, version: 1, changes: { format: "silver", orientation: null } })).resolves.toMatchObject({ format: "silver", version: 2 });
  });

  it("accepts only a card picture of the card's own pack", async () => {
    const { pack, cards } = await makePack(t.db, [{ identifier: "P-1", format: "gold" }]);
    const other = await makePack(t.db, [], "Other");
    const id = cards[0]?.id ?? "";
    const own = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(3, 3) });
    const front = await uploadPicture({ db: t.db, packId: pack.id, role: "front", bytes: makePng(3, 3, 1) });
    const foreign = await uploadPicture({ db: t.db, packId: other.pack.id, role: "card", bytes: makePng(3, 3, 2) });
    for (const pictureId of [front.id, foreign.id, "missing"]) {
      const error = await thrown(updateCard({ db: t.db, id, version: 1, changes: { pictureId } }));
      expect((error as AppError).issues[0]?.path).toBe("pictureId");
    }
    const saved = await updateCard({ db: t.db, id, version: 1, changes: { pictureId: own.id } });
    expect(saved).toMatchObject({ pictureId: own.id, pictureUrl: `/api/pictures/${own.id}`, version: 2 });
  });

  it("writes nothing for an empty change set, but still reports a stale version", async () => {
    const { cards } = await makePack(t.db, [{ identifier: "E-1" }]);
    const id = cards[0]?.id ?? "";
    await expect(updateCard({ db: t.db, id, version: 1, changes: {} })).resolves.toMatchObject({ version: 1 });
    expect(await listRevisions({ db: t.db, cardId: id })).toHaveLength(1);
    await updateCard({ db: t.db, id, version: 1, changes: { lore: "x" } });
    expect(((await thrown(updateCard({ db: t.db, id, version: 1, changes: {} }))) as AppError).status).toBe(409);
  });

  it("404s for an unknown card and 422s unknown fields", async () => {
    expect(((await thrown(updateCard({ db: t.db, id: "missing", version: 1, changes: { lore: "x" } }))) as AppError).code).toBe("not_found");
    const { cards } = await makePack(t.db, [{ identifier: "F-1" }]);
    expect(await thrown(updateCard({ db: t.db, id: cards[0]?.id ?? "", version: 1, changes: { colour: "red" } as never }))).toBeInstanceOf(ZodError);
  });
});

describe("deleteCards", () => {
  it("deletes in bulk, skips ids already gone, and closes the gaps", async () => {
    const { era, cards } = await makePack(t.db, [{ identifier: "1" }, { identifier: "2" }, { identifier: "3" }, { identifier: "4" }]);
    const ids = cards.map((c) => c.id);
    expect(await deleteCards({ db: t.db, ids: [ids[0] ?? "", ids[2] ?? "", "gone"] })).toEqual({ deleted: 2 });
    const left = (await listCards({ db: t.db, eraId: era.id })).cards;
    expect(left.map((c) => `${c.position}:${c.identifier}`)).toEqual(["0:2", "1:4"]);
    expect(await t.db.cardRevision.count({ where: { cardId: ids[0] ?? "" } })).toBe(0);
    expect(await thrown(deleteCards({ db: t.db, ids: [] }))).toBeInstanceOf(ZodError);
  });
});

describe("copyCards / moveCards", () => {
  it("copies in deck order to another era, as new cards at version 1", async () => {
    const { pack, era, cards } = await makePack(t.db, [{ identifier: "A" }, { identifier: "B" }, { identifier: "C" }]);
    await updateCard({ db: t.db, id: cards[0]?.id ?? "", version: 1, changes: { lore: "edited" } });
    const target = await createDeck({ db: t.db, packId: pack.id, name: "Target" });
    const copies = await copyCards({ db: t.db, ids: [cards[2]?.id ?? "", cards[0]?.id ?? ""], toEraId: target.id });
    expect(copies.map((c) => [c.identifier, c.version, c.eraId, c.lore])).toEqual([
      ["A", 1, target.id, "edited"],
      ["C", 1, target.id, ""],
    ]);
    expect(await idsOf(era.id)).toEqual(["A", "B", "C"]);
    await copyCards({ db: t.db, ids: [cards[1]?.id ?? ""], toEraId: target.id, position: 1 });
    expect(await idsOf(target.id)).toEqual(["A", "B", "C"]);
  });

  it("moves to another era keeping id, version and history, and renumbers both eras", async () => {
    const { pack, era, cards } = await makePack(t.db, [{ identifier: "A" }, { identifier: "B" }, { identifier: "C" }]);
    const target = await createDeck({ db: t.db, packId: pack.id, name: "Target" });
    await createCard({ db: t.db, eraId: target.id, fields: { identifier: "X" } });
    await updateCard({ db: t.db, id: cards[1]?.id ?? "", version: 1, changes: { lore: "moved" } });
    const moved = await moveCards({ db: t.db, ids: [cards[1]?.id ?? ""], toEraId: target.id, position: 0 });
    expect(moved[0]).toMatchObject({ id: cards[1]?.id, version: 2, eraId: target.id, lore: "moved" });
    expect(await idsOf(era.id)).toEqual(["A", "C"]);
    expect(await idsOf(target.id)).toEqual(["B", "X"]);
    expect((await listCards({ db: t.db, eraId: era.id })).cards.map((c) => c.position)).toEqual([0, 1]);
    expect(await listRevisions({ db: t.db, cardId: cards[1]?.id ?? "" })).toHaveLength(2);
  });

  it("takes a gold card's picture along into another pack (one copy per content)", async () => {
    const source = await makePack(t.db, [], "Source");
    const picture = await uploadPicture({ db: t.db, packId: source.pack.id, role: "card", bytes: makePng(5, 5, 7) });
    const gold1 = await createCard({ db: t.db, eraId: source.era.id, fields: { identifier: "G-1", format: "gold", pictureId: picture.id } });
    const gold2 = await createCard({ db: t.db, eraId: source.era.id, fields: { identifier: "G-2", format: "gold", pictureId: picture.id } });
    const dest = await makePack(t.db, [], "Destination");
    const [copied] = await copyCards({ db: t.db, ids: [gold1.id], toEraId: dest.era.id });
    expect(copied?.pictureId).not.toBe(picture.id);
    const [moved] = await moveCards({ db: t.db, ids: [gold2.id], toEraId: dest.era.id });
    expect(moved?.pictureId).toBe(copied?.pictureId);
    expect(await t.db.picture.count({ where: { packId: dest.pack.id } })).toBe(1);
    expect(await t.db.picture.count({ where: { packId: source.pack.id } })).toBe(1);
  });

  it("refuses unknown cards (with the index) and unknown eras, writing nothing", async () => {
    const { era, cards } = await makePack(t.db, [{ identifier: "A" }]);
    const error = await thrown(copyCards({ db: t.db, ids: [cards[0]?.id ?? "", "gone"], toEraId: era.id }));
    expect((error as AppError).issues).toEqual([{ path: "ids[1]", message: expect.stringContaining("gone") }]);
    expect(((await thrown(moveCards({ db: t.db, ids: [cards[0]?.id ?? ""], toEraId: "missing" }))) as AppError).code).toBe("not_found");
    expect(await idsOf(era.id)).toEqual(["A"]);
  });
});

describe("reorderCards", () => {
  it("sets the order without touching versions, and refuses an incomplete list", async () => {
    const { era, cards } = await makePack(t.db, [{ identifier: "A" }, { identifier: "B" }, { identifier: "C" }]);
    const [a, b, c] = cards.map((x) => x.id) as [string, string, string];
    expect(await reorderCards({ db: t.db, eraId: era.id, ids: [c, a, b] })).toEqual({ ids: [c, a, b] });
    const table = (await listCards({ db: t.db, eraId: era.id })).cards;
    expect(table.map((x) => `${x.position}:${x.identifier}:v${x.version}`)).toEqual(["0:C:v1", "1:A:v1", "2:B:v1"]);
    expect(((await thrown(reorderCards({ db: t.db, eraId: era.id, ids: [a, b] }))) as AppError).code).toBe("validation");
  });
});

it("a new era's cards start at position 0", async () => {
  const { pack } = await makePack(t.db);
  const era = await createDeck({ db: t.db, packId: pack.id, name: "Fresh" });
  expect((await createCard({ db: t.db, eraId: era.id })).position).toBe(0);
});

it("an era and its pack count as changed when a card is saved, deleted or reordered", async () => {
  const { pack, era, cards } = await makePack(t.db, [{ identifier: "T-1" }, { identifier: "T-2" }]);
  const { getPack } = await import("@/lib/server/get-pack");
  const { listPacks } = await import("@/lib/server/list-packs");
  const stamp = async () => {
    const detail = await getPack({ db: t.db, id: pack.id });
    const summary = (await listPacks({ db: t.db })).find((p) => p.id === pack.id);
    return { era: detail.eras[0]?.updatedAt ?? "", pack: detail.updatedAt, listed: summary?.updatedAt ?? "" };
  };
  const pauseMs = () => new Promise((r) => setTimeout(r, 15));
  let before = await stamp();
  for (const change of [
    () => updateCard({ db: t.db, id: cards[0]?.id ?? "", version: 1, changes: { lore: "edited" } }),
    () => reorderCards({ db: t.db, eraId: era.id, ids: [cards[1]?.id ?? "", cards[0]?.id ?? ""] }),
    () => deleteCards({ db: t.db, ids: [cards[1]?.id ?? ""] }),
  ]) {
    await pauseMs();
    await change();
    const after = await stamp();
    expect(after.era > before.era).toBe(true);
    expect(after.pack > before.pack).toBe(true);
    expect(after.listed).toBe(after.pack);
    before = after;
  }
});
