/**
 * The stale-tab check on PostgreSQL (`npm run test:pg` only): two app instances, two connection
 * pools on one database, racing at one log length get one 200 and one 409 (SQLite has one writer
 * per file by design; games-stale.test.ts covers the rest on both).
 */
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { act } from "@/lib/server/games/act";
import { getGame } from "@/lib/server/games/get-game";
import type { GameDto } from "@/lib/server/games/types";
import { createDb } from "@/lib/server/db";
import { importPack } from "@/lib/server/import-pack";
import { createGame } from "@/lib/server/games/create-game";
import { DEMO_PACK } from "../table/fixtures";
import { makeTestDb } from "./helpers";

function conflict(error: unknown): AppError & { details: { current: GameDto; actions: number } } {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(409);
  return error as AppError & { details: { current: GameDto; actions: number } };
}

describe("two instances on one PostgreSQL database", () => {
  // Two app instances on one PostgreSQL database: two pools, so the two appends are two
  // transactions on two connections at once (SQLite has one writer per file by design).
  it("two instances racing at one length: one applied, one 409", async () => {
    const t = makeTestDb();
    const other = createDb(t.file);
    try {
      const packId = (await importPack({ db: t.db, document: DEMO_PACK })).id;
      for (const seed of [31, 32, 33, 34, 35]) {
        const { id } = await createGame({ db: t.db, packId, game: { eras: ["The Fog Years"], seats: ["human", "human"], seed } });
        const game = await getGame({ db: t.db, id });
        const [a, b] = game.legal;
        const results = await Promise.allSettled([act({ db: t.db, id, action: a, since: game.actions }), act({ db: other, id, action: b, since: game.actions })]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const lost = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        expect(conflict(lost?.reason).details.current.actions).toBe(game.actions + 1);
        expect((await getGame({ db: other, id })).actions).toBe(game.actions + 1);
      }
    } finally {
      await other.$disconnect();
      await t.close();
    }
  });
});
