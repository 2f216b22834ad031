/**
 * Card notes: "a note written on a card during play is kept on the card" (issue 11). Not part
 * of the design: no revision, no version bump, not exported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as notesRoute from "@/app/api/cards/[id]/notes/route";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { exportPack } from "@/lib/server/export-pack";
import { getCard } from "@/lib/server/get-card";
import { listRevisions } from "@/lib/server/list-revisions";
import { setCardNotes } from "@/lib/server/set-card-notes";
import { updateCard } from "@/lib/server/update-card";
import type { CardDto } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";
import { makeTestDb, makePack, thrown, type TestDb } from "./helpers";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(async () => t.close());

describe("card notes", () => {
  it("are kept on the card without a revision or a new version, survive a design save, and are not exported", async () => {
    const { pack, cards } = await makePack(t.db, [{ identifier: "N-1", attributes: 'Type "Support"' }]);
    const card = cards[0] as CardDto;
    expect(card.notes).toBe("");
    const noted = await setCardNotes({ db: t.db, id: card.id, notes: "Too strong against Wreckers?" });
    expect(noted).toMatchObject({ notes: "Too strong against Wreckers?", version: card.version });
    expect((await getCard({ db: t.db, id: card.id })).notes).toBe("Too strong against Wreckers?");
    expect(await listRevisions({ db: t.db, cardId: card.id })).toHaveLength(1);
    // An editor open since before the note saves without a conflict, and the note stays.
    const saved = await updateCard({ db: t.db, id: card.id, version: card.version, changes: { lore: "Salt." } });
    expect(saved).toMatchObject({ version: card.version + 1, notes: "Too strong against Wreckers?" });
    expect(JSON.stringify(await exportPack(pack.id, { db: t.db }))).not.toContain("Too strong");
  });

  it("a note on an unknown card is a 404; a note too long is a 422 at notes", async () => {
    expect((await thrown(setCardNotes({ db: t.db, id: "nope", notes: "x" })) as AppError).status).toBe(404);
    const { cards } = await makePack(t.db, [{ identifier: "N-2" }], "Long notes");
    const error = (await thrown(setCardNotes({ db: t.db, id: (cards[0] as CardDto).id, notes: "x".repeat(20_001) }))) as AppError;
    expect(error).toMatchObject({ issues: [expect.objectContaining({ path: ["notes"] })] });
  });
});

describe("PUT /api/cards/{id}/notes", () => {
  let cleanup: () => Promise<void>;
  beforeAll(() => {
    cleanup = useTempDatabase();
  });
  afterAll(() => cleanup());

  it("-> 200 with the card; 422 for an unknown field; 415 without JSON", async () => {
    const { cards } = await makePack(getDb(), [{ identifier: "R-1" }]);
    const id = (cards[0] as CardDto).id;
    const ok = await call<CardDto>(notesRoute.PUT, { method: "PUT", params: { id }, body: { notes: "try 3 copies" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id, notes: "try 3 copies", version: 1 });
    const bad = await call<ErrorJson>(notesRoute.PUT, { method: "PUT", params: { id }, body: { notes: "x", version: 2 } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues[0]?.path).toBe("version");
    const plain = await call<ErrorJson>(notesRoute.PUT, { method: "PUT", params: { id }, body: "{}", headers: { "content-type": "text/plain" } });
    expect(plain.status).toBe(415);
  });
});
