/**
 * Trial play's hooks (lib/systems/engine.ts `EnginePlayHooks`, lib/systems/registry-play.ts): the
 * setup form each system's play page draws, its player range and `cli replay`'s report, read from
 * the demo packs as the play page reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAnyPack } from "@/lib/packs/system-pack";
import { current, deal, engineOf, playBots, replayLog, type GameSetup } from "@/lib/server/games/play";
import { LEGACY_DEFAULT_SYSTEM } from "@/lib/systems/registry";
import { playHooks } from "@/lib/systems/registry-play";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

function seed(name: string) {
  const parsed = parseAnyPack(JSON.parse(readFileSync(join(process.cwd(), "seeds", name), "utf8")));
  if (!parsed.ok) throw new Error(`${name} does not parse`);
  return parsed.value;
}

describe("play hooks", () => {
  it("GOT CGS: an era-deck form, one entry per era with its affiliations and cards; players bounded by the fewest affiliations (CGS-180)", () => {
    const doc = seed("tidebound.pack.json");
    const hooks = playHooks(doc.system);
    const setup = hooks?.setup(doc);
    if (setup?.form !== "eras") throw new Error("expected the era-deck form");
    expect(setup.decks.map((d) => d.name)).toEqual(["The Fog Years", "The Beacon Years"]);
    for (const d of setup.decks) expect(d.affiliations.length).toBeGreaterThanOrEqual(2);
    const fewest = Math.min(...setup.decks.map((d) => d.affiliations.length));
    const range = hooks?.playerRange?.(setup.decks, null);
    expect(range).toMatchObject({ min: 2, max: fewest, fixed: null, problem: null });
    expect(hooks?.playerRange?.(setup.decks, 1)?.problem).toMatch(/CGS-180/);
  });

  it("Genesis: a faction form, each deck with its factions and custom cards; no replay report of its own", () => {
    const doc = seed("genesis-demo.pack.json");
    const hooks = playHooks(doc.system);
    const setup = hooks?.setup(doc);
    if (setup?.form !== "factions") throw new Error("expected the faction form");
    expect(setup.decks.length).toBeGreaterThan(0);
    expect(setup.decks[0]?.factions.length).toBeGreaterThan(0);
    expect(setup.decks[0]?.cards).toBeGreaterThan(0);
    expect(hooks?.replayReport).toBeUndefined();
  });

  it("a system without an engine has no play hooks", () => {
    expect(playHooks(seed("altered-demo.pack.json").system)).toBeNull();
  });

  it("GOT CGS's replay report: the session's winners and each era's victory points, from the final state", () => {
    const doc = seed("tidebound.pack.json");
    const setup: GameSetup = { document: doc, eras: ["The Fog Years"], seats: ["greedy", "greedy"], names: ["Ann", "Bob"], seed: 3 };
    const empty = replayLog(deal(setup), [], undefined, engineOf(setup));
    if (!empty.ok) throw new Error("unreachable");
    const final = current(playBots(setup, [], empty.replayed).replayed) as GameState;
    const report = playHooks(LEGACY_DEFAULT_SYSTEM)?.replayReport?.(final);
    expect(report?.over).toBe(true);
    expect(report?.winners).toEqual((final.sessionWinners ?? []).map((i) => final.players[i]));
    const eras = report?.json.eras as { name: string; victoryPoints: Record<string, number> }[];
    expect(eras.map((e) => e.name)).toEqual(["The Fog Years"]);
    expect(eras[0]?.victoryPoints).toEqual({ Ann: final.eraResults[0]?.players[0]?.victoryPoints, Bob: final.eraResults[0]?.players[1]?.victoryPoints });
    expect(report?.lines).toContain(`  Ann: ${final.eraResults[0]?.players[0]?.victoryPoints} victory points`);
  });
});
