/**
 * A move names the log length it was chosen at (`?since=n`, issue 24 "A stale tab's move is
 * applied"): a tab whose game moved on gets 409 with the game as it is now, and nothing of its move
 * is written; two tabs posting at the same length at once get one 200 and one 409, never both
 * applied. On SQLite here and on PostgreSQL under `npm run test:pg` (vitest.pg.config.ts), where
 * the two appends run on two connections of the pool at the same time.
 */
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/errors";
import { act } from "@/lib/server/games/act";
import { getGame } from "@/lib/server/games/get-game";
import { undo } from "@/lib/server/games/undo";
import type { GameDto } from "@/lib/server/games/types";
import { canonicalJson } from "@/lib/table/prediction";
import { demoGame, demoPackDb } from "../table/fixtures";
import { thrown } from "./helpers";

const demo = demoPackDb();

/** A hot-seat game (both seats human) with two different legal moves at its current length. */
async function twoTabs(seed: number): Promise<{ game: GameDto; a: unknown; b: unknown }> {
  const game = await demoGame(demo, { seed, seats: ["human", "human"] });
  const [a, b] = game.legal;
  if (a === undefined || b === undefined) throw new Error(`seed ${seed}: the game offers fewer than two moves`);
  return { game, a, b };
}

function conflict(error: unknown): AppError & { details: { current: GameDto; actions: number } } {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(409);
  return error as AppError & { details: { current: GameDto; actions: number } };
}

describe("a move chosen at an older log length", () => {
  it("is refused with 409 and the game as it is now, even when the engine would still take it", async () => {
    // Against the greedy bot: at each step tab A plays the first legal move, then tab B, still at
    // the old length, posts every move it was offered there that the engine would still take now
    // (before the check those were applied: 19 of 20 in the probe).
    let game = await demoGame(demo, { seed: 3, seats: ["human", "greedy"] });
    let applicable = 0;
    for (let step = 0; step < 40 && game.toAct !== null; step++) {
      const offered = game.legal;
      const first = await act({ db: demo.db, id: game.id, action: offered[0], since: game.actions });
      const now = await getGame({ db: demo.db, id: game.id });
      const stillLegal = offered.filter((m) => now.legal.some((l) => canonicalJson(l) === canonicalJson(m)));
      for (const stale of stillLegal.slice(0, 3)) {
        applicable++;
        const error = conflict(await thrown(act({ db: demo.db, id: game.id, action: stale, since: game.actions })));
        expect(error.message).toMatch(/moved on in another tab/);
        expect(error.issues[0]?.path).toBe("since");
        expect(error.details.actions).toBe(first.actions);
        expect(error.details.current).toMatchObject({ id: game.id, actions: first.actions, logFrom: 0 });
        expect(error.details.current.log).toHaveLength(first.actions);
        expect(error.details.current.state).toEqual(now.state);
      }
      expect((await getGame({ db: demo.db, id: game.id })).actions).toBe(first.actions);
      game = now;
    }
    // The probe is only worth something if stale moves the engine would take were posted.
    expect(applicable).toBeGreaterThan(5);
  });

  it("an undo from a stale tab is refused the same way (it would take back the other tab's move)", async () => {
    const { game, a } = await twoTabs(7);
    const moved = await act({ db: demo.db, id: game.id, action: a, since: game.actions });
    const second = moved.actions;
    const again = await getGame({ db: demo.db, id: game.id });
    await act({ db: demo.db, id: game.id, action: again.legal[0], since: second });
    const error = conflict(await thrown(undo({ db: demo.db, id: game.id, since: second })));
    expect(error.details.current.actions).toBeGreaterThan(second);
  });

  it("two tabs posting different moves at the same length at once: one applied, one 409 with the game now", async () => {
    for (const seed of [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) {
      const { game, a, b } = await twoTabs(seed);
      const results = await Promise.allSettled([
        act({ db: demo.db, id: game.id, action: a, since: game.actions }),
        act({ db: demo.db, id: game.id, action: b, since: game.actions }),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const error = conflict(lost[0]?.reason);
      const after = await getGame({ db: demo.db, id: game.id });
      // Exactly the winner's move follows the old log, and the 409 shows that game.
      expect(after.actions).toBe(game.actions + 1);
      expect(error.details.current.actions).toBe(after.actions);
      expect(error.details.current.log.at(-1)?.by).toBe("human");
    }
  });

  it("without since (a script), the move is checked by the engine only, as before", async () => {
    const { game, a } = await twoTabs(21);
    const next = await act({ db: demo.db, id: game.id, action: a });
    expect(next.actions).toBe(game.actions + 1);
  });
});
