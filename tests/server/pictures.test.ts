import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createCard } from "@/lib/server/create-card";
import { deletePicture } from "@/lib/server/delete-picture";
import { AppError } from "@/lib/server/errors";
import { getCard } from "@/lib/server/get-card";
import { getPicture } from "@/lib/server/get-picture";
import { listPictures } from "@/lib/server/list-pictures";
import { uploadPicture } from "@/lib/server/upload-picture";
import { makePack, makeTestDb, thrown, type TestDb } from "./helpers";
import { makeJpegHeader, makePng, makeWebpLossless } from "./pictures-fixture";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(() => t.close());

describe("uploadPicture", () => {
  it("stores PNG, JPEG and WebP by their content with size, dimensions and hash", async () => {
    const { pack } = await makePack(t.db);
    const png = makePng(6, 4);
    const front = await uploadPicture({ db: t.db, packId: pack.id, role: "front", name: "front.png", bytes: png });
    expect(front).toMatchObject({ role: "front", affiliation: "", mime: "image/png", width: 6, height: 4, size: png.length, name: "front.png", url: `/api/pictures/${front.id}` });
    expect(front.sha256).toBe(createHash("sha256").update(png).digest("hex"));
    const back = await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "USSA", bytes: makeJpegHeader(300, 200) });
    expect(back).toMatchObject({ mime: "image/jpeg", width: 300, height: 200, affiliation: "USSA" });
    const card = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makeWebpLossless(125, 176) });
    expect(card).toMatchObject({ mime: "image/webp", width: 125, height: 176, affiliation: null });
    const got = await getPicture({ db: t.db, id: front.id });
    expect(Buffer.from(got.bytes).equals(png)).toBe(true);
  });

  it("replaces the front and an affiliation's back in place; keeps backs in upload order", async () => {
    const { pack } = await makePack(t.db);
    const first = await uploadPicture({ db: t.db, packId: pack.id, role: "front", bytes: makePng(2, 2, 1) });
    const second = await uploadPicture({ db: t.db, packId: pack.id, role: "front", bytes: makePng(3, 3, 2) });
    expect(second.id).toBe(first.id);
    expect(second.width).toBe(3);
    await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "B", bytes: makePng(2, 2, 3) });
    await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "", bytes: makePng(2, 2, 4) });
    await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "B", bytes: makePng(4, 4, 5) });
    const pictures = await listPictures({ db: t.db, packId: pack.id });
    expect(pictures.map((p) => `${p.role}:${p.affiliation}:${p.width}`)).toEqual(["front::3", "back:B:4", "back::2"]);
  });

  it("stores identical card pictures once", async () => {
    const { pack } = await makePack(t.db);
    const a = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(5, 5, 9) });
    const b = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(5, 5, 9) });
    expect(b.id).toBe(a.id);
    expect(await t.db.picture.count({ where: { packId: pack.id } })).toBe(1);
  });

  it("refuses anything that is not PNG, JPEG or WebP by content (415), whatever its name", async () => {
    const { pack } = await makePack(t.db);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const bytes of [gif, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), Buffer.alloc(0), makePng(3, 3).subarray(0, 20)]) {
      const error = await thrown(uploadPicture({ db: t.db, packId: pack.id, role: "card", name: "looks-like.png", bytes }));
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(415);
      expect((error as AppError).issues[0]?.path).toBe("file");
    }
    expect(await t.db.picture.count({ where: { packId: pack.id } })).toBe(0);
  });

  it("refuses pictures over 20 MB (413) and bad roles (422)", async () => {
    const { pack } = await makePack(t.db);
    const big = Buffer.concat([makePng(1, 1), Buffer.alloc(20 * 1024 * 1024)]);
    expect(((await thrown(uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: big }))) as AppError).status).toBe(413);
    expect(await thrown(uploadPicture({ db: t.db, packId: pack.id, role: "back", bytes: makePng(1, 1) }))).toMatchObject({ name: "ZodError" });
    expect(await thrown(uploadPicture({ db: t.db, packId: pack.id, role: "card", affiliation: "X", bytes: makePng(1, 1) }))).toMatchObject({ name: "ZodError" });
    expect(((await thrown(uploadPicture({ db: t.db, packId: "missing", role: "front", bytes: makePng(1, 1) }))) as AppError).code).toBe("not_found");
  });
});

describe("deletePicture", () => {
  it("refuses to delete a picture gold cards use unless forced, then detaches it", async () => {
    const { pack, era } = await makePack(t.db);
    const picture = await uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makePng(2, 2) });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "G-7", format: "gold", pictureId: picture.id } });
    const error = await thrown(deletePicture({ db: t.db, id: picture.id }));
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).details.cards).toEqual(["G-7"]);
    await deletePicture({ db: t.db, id: picture.id, force: true });
    expect((await getCard({ db: t.db, id: card.id })).pictureId).toBeNull();
    expect(((await thrown(getPicture({ db: t.db, id: picture.id }))) as AppError).code).toBe("not_found");
  });

  it("closes the gap in the backs' order", async () => {
    const { pack } = await makePack(t.db);
    const a = await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "A", bytes: makePng(1, 1, 1) });
    await uploadPicture({ db: t.db, packId: pack.id, role: "back", affiliation: "B", bytes: makePng(1, 1, 2) });
    await deletePicture({ db: t.db, id: a.id });
    const rows = await t.db.picture.findMany({ where: { packId: pack.id }, select: { backKey: true, position: true } });
    expect(rows).toEqual([{ backKey: "B", position: 0 }]);
  });
});

describe("the pixel limit", () => {
  it("is one constant that uploads, inline pictures and sniffing all apply", async () => {
    const { MAX_PICTURE_PIXELS, decodeDataUrl, sniffPicture } = await import("@/lib/packs/pictures");
    const { dataUrl, makeWebpExtended } = await import("./pictures-fixture");
    expect(MAX_PICTURE_PIXELS).toBe(50_000_000);
    expect(sniffPicture(makeWebpExtended(10_000, 5_000)).ok).toBe(true);
    expect(sniffPicture(makeWebpExtended(10_000, 5_001))).toEqual({ ok: false, tooLarge: true, message: expect.stringContaining("the limit is 50 megapixels") });
    expect(decodeDataUrl(dataUrl("image/jpeg", makeJpegHeader(7072, 7072)))).toMatchObject({ ok: false, message: expect.stringContaining("7072 x 7072 pixels (50.0 megapixels)") });
    const { pack } = await makePack(t.db);
    const error = await thrown(uploadPicture({ db: t.db, packId: pack.id, role: "card", bytes: makeJpegHeader(20_000, 20_000) }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "too_large", status: 413, issues: [{ path: "file", message: expect.stringContaining("400.0 megapixels") }] });
    expect(await listPictures({ db: t.db, packId: pack.id })).toEqual([]);
  });
});
