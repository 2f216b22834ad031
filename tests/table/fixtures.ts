/**
 * The demo pack (seeds/tidebound.pack.json) imported into a fresh test database, and games dealt
 * from it: the set-up the game tests share (tests/server/games.test.ts,
 * tests/table/prediction.test.ts, tests/table/game-sync.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "@/lib/server/db";
import { createGame } from "@/lib/server/games/create-game";
import { getGame } from "@/lib/server/games/get-game";
import type { GameDto } from "@/lib/server/games/types";
import { importPack } from "@/lib/server/import-pack";
import { makeTestDb, type TestDb } from "../server/helpers";

export const DEMO_PACK = readFileSync(join(process.cwd(), "seeds", "tidebound.pack.json"), "utf8");

/** The demo pack's database, ready inside the tests (not while the file is collected). */
export interface DemoPackDb {
  readonly db: Db;
  readonly packId: string;
}

/** Registers the suite's beforeAll (a fresh database, the demo pack imported) and afterAll (closed). */
export function demoPackDb(): DemoPackDb {
  let t: TestDb | undefined;
  let packId: string | undefined;
  beforeAll(async () => {
    t = makeTestDb();
    packId = (await importPack({ db: t.db, document: DEMO_PACK })).id;
  });
  afterAll(async () => t?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the demo pack's database is ready inside the tests only");
    return value;
  };
  return {
    get db() {
      return ready(t).db;
    },
    get packId() {
      return ready(packId);
    },
  };
}

/** A new game of the demo pack, as GET /api/games/{id} answers it. Default: its first era, the designer against a greedy bot. */
export async function demoGame(demo: DemoPackDb, game: { readonly seed: number | string; readonly eras?: readonly string[]; readonly seats?: readonly string[] }): Promise<GameDto> {
  const { id } = await createGame({
    db: demo.db,
    packId: demo.packId,
    game: { eras: [...(game.eras ?? ["The Fog Years"])], seats: [...(game.seats ?? ["human", "greedy"])], seed: game.seed },
  });
  return getGame({ db: demo.db, id });
}
