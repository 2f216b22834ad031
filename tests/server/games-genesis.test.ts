/**
 * Trial play of a Genesis pack on the server (lib/server/games): the same engine-neutral game
 * server as GOT CGS's. The demo pack (seeds/genesis-demo.pack.json) against the greedy bot:
 * deal with recruits, act, undo, resume from the database, export the replay and import it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "@/lib/cli/main";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPack } from "@/lib/server/import-pack";
import { act } from "@/lib/server/games/act";
import { clearGameCache } from "@/lib/server/games/cache";
import { createGame } from "@/lib/server/games/create-game";
import { exportReplay } from "@/lib/server/games/export-replay";
import { getGame } from "@/lib/server/games/get-game";
import { importReplay } from "@/lib/server/games/import-replay";
import { undo } from "@/lib/server/games/undo";
import { parseReplay } from "@/lib/packs/replay";
import type { GameDto } from "@/lib/server/games/types";
import type { GenesisAction, GenesisState } from "@/lib/systems/got-genesis/engine";
import { AppError } from "@/lib/server/errors";
import { makeTestDb, thrown, type TestDb } from "./helpers";

const demo = readFileSync(join(process.cwd(), "seeds", "genesis-demo.pack.json"), "utf8");

let t: TestDb;
let packId: string;

beforeAll(async () => {
  t = makeTestDb();
  packId = (await importPack({ db: t.db, document: demo })).id;
});
afterAll(async () => t.close());

async function newGame(seed: number | string = 11, recruits = 2): Promise<GameDto> {
  const { id } = await createGame({ db: t.db, packId, game: { seats: ["human", "greedy"], seed, recruits } });
  return getGame({ db: t.db, id });
}

/** The human's legal action that keeps the game short: a finish, else the last listed. */
function pick(g: GameDto, n: number): GenesisAction {
  const legal = g.legal as unknown as GenesisAction[];
  return legal[n % legal.length] as GenesisAction;
}

describe("Genesis games on the server", () => {
  it("GEN-101 GEN-278 deals the demo pack's deck for 2 seats with the recruits asked for, and waits for the human or plays the bot first", async () => {
    const g = await newGame(11, 2);
    const state = g.state as unknown as GenesisState;
    expect(state.recruitsLeft.every((n) => n <= 2)).toBe(true);
    expect(g.eras).toEqual(["First Light"]);
    expect(g.toAct).toBe(0);
    expect(g.legal.length).toBeGreaterThan(0);
  });

  it("plays a whole game against the greedy bot to its outcome, only with legal actions", async () => {
    let g = await newGame(12, 0);
    for (let n = 0; n < 2_000 && g.toAct !== null; n++) g = await act({ db: t.db, id: g.id, action: pick(g, n * 3) });
    expect(g.over).toBe(true);
    const state = g.state as unknown as GenesisState;
    expect(state.phase).toBe("over");
    expect(state.winner === 0 || state.winner === 1).toBe(true);
  });

  it("undo takes back the human's last action and the bot's answers; the game resumes from the database the same", async () => {
    let g = await newGame(13, 1);
    const before = g.state;
    g = await act({ db: t.db, id: g.id, action: pick(g, 1) });
    g = await undo({ db: t.db, id: g.id });
    expect(g.state).toEqual(before);
    g = await act({ db: t.db, id: g.id, action: pick(g, 2) });
    const live = g.state;
    clearGameCache();
    const resumed = await getGame({ db: t.db, id: g.id });
    expect(resumed.state).toEqual(live);
    expect(resumed.log.length).toBe(g.log.length);
  });

  it("exports a greenhouse.replay/1 of a Genesis game that imports as the same game", async () => {
    let g = await newGame(14, 2);
    for (let n = 0; n < 6 && g.toAct !== null; n++) g = await act({ db: t.db, id: g.id, action: pick(g, n) });
    const replay = await exportReplay({ db: t.db, id: g.id });
    expect(replay.system).toBe("got-genesis");
    expect(replay.recruits).toBe(2);
    const parsed = parseReplay(JSON.parse(JSON.stringify(replay)));
    expect(parsed.ok).toBe(true);
    const { id } = await importReplay({ db: t.db, replay: JSON.parse(JSON.stringify(replay)), packId });
    const imported = await getGame({ db: t.db, id });
    expect(imported.state).toEqual(g.state);
  });

  it("cli replay reads the system from the replay file and prints a finished Genesis game's winner (--json)", async () => {
    let g = await newGame(16, 0);
    for (let n = 0; n < 2_000 && g.toAct !== null; n++) g = await act({ db: t.db, id: g.id, action: pick(g, n * 3) });
    const replay = await exportReplay({ db: t.db, id: g.id });
    const path = join(mkdtempSync(join(tmpdir(), "genesis-replay-")), "game.json");
    writeFileSync(path, JSON.stringify(replay));
    const out = { stdout: "", stderr: "" };
    const code = await runCli(["replay", path, "--json"], { stdout: (x: string) => (out.stdout += x), stderr: (x: string) => (out.stderr += x) });
    expect(out.stderr).toBe("");
    expect(code).toBe(0);
    const outcome = JSON.parse(out.stdout) as { over: boolean; winners: string[]; summary: string[] };
    const state = g.state as unknown as GenesisState;
    expect(outcome.over).toBe(true);
    expect(outcome.winners).toEqual([state.players[state.winner === 1 ? 1 : 0].name]);
    expect(outcome.summary[0]).toMatch(/wins: .*GEN-\d+/);
  });

  it("a replay whose system is not its pack's is refused naming `system`", () => {
    const r = parseReplay({ format: "greenhouse.replay/1", system: "got-cgs", pack: JSON.parse(demo), seats: ["human", "greedy"], seed: 1, eras: ["First Light"], actions: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toContain("system");
  });

  it("GEN-288 an action for the bot's seat is refused with the rule", async () => {
    const g = await newGame(15, 0);
    const error = await thrown(act({ db: t.db, id: g.id, action: { type: "pass", seat: 1 } }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details).toMatchObject({ rule: expect.stringMatching(/^GEN-/) });
  });

  it("GEN-412 GEN-416 a deal plays without the advanced experience rules unless it asks for them; the replay keeps the choice", async () => {
    const basic = await createGame({ db: t.db, packId, game: { seats: ["human", "greedy"], seed: 31 } });
    const advanced = await createGame({ db: t.db, packId, game: { seats: ["human", "greedy"], seed: 31, advanced: true } });
    expect(((await getGame({ db: t.db, id: basic.id })).state as unknown as GenesisState).advanced).toBe(false);
    expect(((await getGame({ db: t.db, id: advanced.id })).state as unknown as GenesisState).advanced).toBe(true);
    expect((await exportReplay({ db: t.db, id: basic.id })).advanced).toBe(false);
    expect((await exportReplay({ db: t.db, id: advanced.id })).advanced).toBe(true);
  });
});
