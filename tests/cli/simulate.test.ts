import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";

function io() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) } };
}

const dir = mkdtempSync(join(tmpdir(), "simulate-"));
const card = (identifier: string, attributes: string, copies = 1) => ({ identifier, format: "silver", copies, attributes });
const gold = (identifier: string, affiliation: string) => ({ identifier, format: "gold", copies: 1, attributes: `Type "Support" Affiliation "${affiliation}"` });
// Two affiliations in each era deck: at most 2 players (CGS-180).
const factions = () => [gold("G-1", "Crows"), gold("G-2", "Tides")];
const pack = (broken = false, instructions: object = { players: 2 }) => ({
  format: "greenhouse.pack/1",
  pack: { game: "Test", name: "Tiny", type: "edition", instructions },
  eras: [
    { name: "Other", cards: [card("O-1", 'Type "Adventure" Roleplay "Battle"'), ...factions()] },
    {
      name: "Main",
      cards: [
        card("A-1", 'Type "Adventure" Roleplay "Competition"\nAdventureCommonCosts\n  Fire 2\nEraResources\n  Sway 5'),
        card("A-2", 'Type "Adventure" Roleplay "Obstruction"\nAdventureCommonCosts\n  Range 2\nEraResources\n  Sway 3'),
        card("S-3", 'Type "Support"\nAdventureResources\n  Fire 2\nEraCosts\n  Sway 1', 3),
        card("S-4", 'Type "Support"\nAdventureResources\n  Range 1\nEraCosts\n  Sway 1', 3),
        card("S-5", broken ? 'Type "Support"\nAdventureResourcs\n  Range 1' : 'Type "Support"\nAdventureResources\n  Range 2'),
        ...factions(),
      ],
    },
  ],
});
const good = join(dir, "good.json");
writeFileSync(good, JSON.stringify(pack()));
const broken = join(dir, "broken.json");
writeFileSync(broken, JSON.stringify(pack(true)));
const free = join(dir, "free.json");
writeFileSync(free, JSON.stringify(pack(false, {})));

describe("cli simulate", () => {
  it("plays the named era with the chosen bots and prints the report as JSON", async () => {
    const { out, io: cli } = io();
    const code = await runCli(["simulate", good, "--era", "Main", "--games", "8", "--seed", "4", "--players", "2", "--bot", "greedy", "--workers", "0", "--json"], cli);
    expect(code).toBe(0);
    const r = JSON.parse(out.stdout);
    expect(r.era).toBe("Main");
    expect(r.games).toBe(8);
    expect(r.bot).toBe("greedy");
    expect(r.adventures.map((a: { identifier: string }) => a.identifier)).toEqual(["A-1", "A-2"]);
    expect(r.supports.map((s: { identifier: string }) => s.identifier)).toEqual(["G-1", "G-2", "S-3", "S-4", "S-5"]);
    expect(r.eras.completed).toBe(8);
  });
  it("uses the first era without --era, and prints tables for people", async () => {
    const { out, io: cli } = io();
    expect(await runCli(["simulate", "--games", "3", "--bot", "random", "--workers", "1", good], cli)).toBe(0);
    expect(out.stdout).toMatch(/^Simulated 3 eras of "Other" \(2 players, random bots, seed 1\)/);
    expect(out.stdout).toMatch(/Adventure\s+played\s+won/);
  });
  it("exits 1 when the era's cards have attribute errors (the report is still printed)", async () => {
    const { out, io: cli } = io();
    expect(await runCli(["simulate", broken, "--era", "Main", "--games", "2", "--workers", "0"], cli)).toBe(1);
    expect(out.stdout).toMatch(/Simulated 2 eras/);
    expect(out.stderr).toMatch(/S-5/);
  });
  it("exits 2 on bad usage: unknown era, unknown bot, bad numbers", async () => {
    const a = io();
    expect(await runCli(["simulate", good, "--era", "Nope"], a.io)).toBe(2);
    expect(a.out.stderr).toMatch(/no era deck named "Nope" \(it has: "Other", "Main"\)/);
    const b = io();
    expect(await runCli(["simulate", good, "--bot", "clever"], b.io)).toBe(2);
    expect(b.out.stderr).toMatch(/--bot must be random or greedy/);
    const c = io();
    expect(await runCli(["simulate", good, "--games", "0"], c.io)).toBe(2);
    const d = io();
    expect(await runCli(["simulate", good, "--players", "1"], d.io)).toBe(2);
  });
  it("CGS-180 exits 2 when more players are asked for than the era deck has affiliations, or another number than the pack fixes", async () => {
    const a = io();
    expect(await runCli(["simulate", free, "--era", "Main", "--players", "3", "--games", "2", "--workers", "0"], a.io)).toBe(2);
    expect(a.out.stdout).toBe("");
    expect(a.out.stderr).toMatch(/3 players cannot play: era deck "Main" has only 2 affiliations \(Crows, Tides\).*CGS-180.*play with 2 to 2 players/);
    const b = io();
    expect(await runCli(["simulate", good, "--era", "Main", "--players", "3", "--games", "2", "--workers", "0"], b.io)).toBe(2);
    expect(b.out.stderr).toMatch(/instructions say 2 players, got 3 \(CGS-180\)/);
    const c = io();
    expect(await runCli(["simulate", free, "--era", "Main", "--players", "2", "--games", "2", "--workers", "0"], c.io)).toBe(0);
  });
});
