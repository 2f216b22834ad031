/** `cli replay`: a greenhouse.replay/1 file replayed through the engine (docs/architecture.md "Trial play"). */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { parsePackJson, type PackDocument } from "@/lib/packs/schema";
import type { LogEntry } from "@/lib/packs/replay";
import { current, deal, playBots, engineOf, replayLog, type GameSetup } from "@/lib/server/games/play";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

function io() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) } };
}

const dir = mkdtempSync(join(tmpdir(), "replay-"));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const parsed = parsePackJson(readFileSync(join(process.cwd(), "seeds", "tidebound.pack.json"), "utf8"));
if (!parsed.ok) throw new Error("the demo pack does not parse");
const pack: PackDocument = parsed.value;

/** A whole era of the demo pack played by two greedy bots, as a replay document. */
function botGame(seed: number) {
  const setup: GameSetup = { document: pack, eras: ["The Fog Years"], seats: ["greedy", "greedy"], names: ["Ann", "Bob"], seed };
  const start = deal(setup);
  const empty = replayLog(start, [], undefined, engineOf(setup));
  if (!empty.ok) throw new Error("unreachable");
  const { entries, replayed } = playBots(setup, [], empty.replayed);
  const replay = { format: "greenhouse.replay/1", system: "got-cgs", pack, seats: setup.seats, names: setup.names, seed, eras: setup.eras, actions: entries };
  return { replay, final: current(replayed) as GameState };
}

describe("cli replay", () => {
  it("replays a whole era and prints the winners and victory points per player per era (--json)", async () => {
    const { replay, final } = botGame(5);
    expect(final.phase).toBe("over");
    const { out, io: cli } = io();
    expect(await runCli(["replay", file("game.json", replay), "--json"], cli)).toBe(0);
    const outcome = JSON.parse(out.stdout);
    expect(outcome.over).toBe(true);
    expect(outcome.actions).toBe(replay.actions.length);
    expect(outcome.winners).toEqual((final.sessionWinners ?? []).map((i) => final.players[i]));
    expect(outcome.eras).toHaveLength(1);
    expect(outcome.eras[0].name).toBe("The Fog Years");
    expect(outcome.eras[0].victoryPoints).toEqual({ Ann: final.eraResults[0]?.players[0]?.victoryPoints, Bob: final.eraResults[0]?.players[1]?.victoryPoints });
  });

  it("prints text without --json", async () => {
    const { replay } = botGame(6);
    const { out, io: cli } = io();
    expect(await runCli(["replay", file("text.json", replay)], cli)).toBe(0);
    expect(out.stdout).toMatch(/actions replayed; the session is over\./);
    expect(out.stdout).toMatch(/The Fog Years: /);
    expect(out.stdout).toMatch(/Ann: -?\d+ victory points/);
  });

  it("exits 1 naming the first refused action and the rejection's rule", async () => {
    const { replay } = botGame(7);
    const actions: LogEntry[] = [...replay.actions];
    actions[4] = { action: { type: "pass", player: 0 }, by: "greedy" };
    actions[9] = { action: { type: "pass", player: 1 }, by: "greedy" };
    const { out, io: cli } = io();
    expect(await runCli(["replay", "--json", file("refused.json", { ...replay, actions })], cli)).toBe(1);
    expect(out.stderr).toMatch(/action 4 of .* is refused \(CGS-\d+/);
    expect(JSON.parse(out.stdout).error).toMatchObject({ code: "refused-action", index: 4, rule: expect.stringMatching(/^CGS-\d+$/) });
  });

  it("exits 2 for a file that is not a replay, naming the path", async () => {
    const { out, io: cli } = io();
    expect(await runCli(["replay", file("bad.json", { format: "greenhouse.replay/1", pack, seats: ["human", "dog"], seed: 1, eras: ["The Fog Years"], actions: [] })], cli)).toBe(2);
    expect(out.stderr).toMatch(/seats\[1\]/);
  });
});
