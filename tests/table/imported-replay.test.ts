/**
 * An imported replay is told apart from its original in Saved games (issue 27): the import keeps
 * the original's title, so the games list marks the game `imported` (its `createdAt` is when),
 * and the original stays unmarked. Through the server's functions on the demo pack.
 */
import { describe, expect, it } from "vitest";
import { act } from "@/lib/server/games/act";
import { exportReplay } from "@/lib/server/games/export-replay";
import { forkGame } from "@/lib/server/games/fork-game";
import { importReplay } from "@/lib/server/games/import-replay";
import { listGames } from "@/lib/server/games/list-games";
import { importedNote } from "@/app/packs/[packId]/play/saved-games";
import { demoGame, demoPackDb } from "./fixtures";

const demo = demoPackDb();

describe("an imported replay in the games list", () => {
  it("is marked imported with its date; the original and a fork are not", async () => {
    const original = await demoGame(demo, { seed: 41 });
    await act({ db: demo.db, id: original.id, action: original.legal[0] });
    const replay = await exportReplay({ db: demo.db, id: original.id });
    const { id } = await importReplay({ db: demo.db, replay: JSON.parse(JSON.stringify({ ...replay, title: "Ann's game" })) });
    const fork = await forkGame({ db: demo.db, id: original.id, fork: { at: 1 } });
    const { games } = await listGames({ db: demo.db, packId: demo.packId });
    const byId = new Map(games.map((g) => [g.id, g]));
    expect(byId.get(id)).toMatchObject({ imported: true, title: "Ann's game" });
    expect(byId.get(original.id)?.imported).toBeUndefined();
    expect(byId.get(fork.id)?.imported).toBeUndefined();
    const created = byId.get(id)?.createdAt ?? "";
    expect(importedNote(created)).toMatch(/^imported \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  });
});
