/** `cli simulate` on a Genesis pack: the system comes from the pack; seeded and repeatable. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";

function io() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) } };
}

const pack = join(import.meta.dirname, "..", "systems", "got-genesis", "engine", "test-pack.json");
const dir = mkdtempSync(join(tmpdir(), "simulate-genesis-"));

async function run(...args: string[]) {
  const { out, io: cli } = io();
  const code = await runCli(["simulate", ...args], cli);
  return { code, ...out };
}

describe("cli simulate, Genesis packs", () => {
  it("plays whole Genesis games with the pack's engine; the same seed prints the same report", async () => {
    const a = await run(pack, "--games", "20", "--seed", "9", "--bots", "greedy,random", "--recruits", "2", "--json");
    const b = await run(pack, "--games", "20", "--seed", "9", "--bots", "greedy,random", "--recruits", "2", "--json");
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const r = JSON.parse(a.stdout);
    expect(r).toMatchObject({ system: "got-genesis", games: 20, bots: ["greedy", "random"], broken: [] });
    expect(r.winsBySeat[0] + r.winsBySeat[1]).toBe(20);
    expect(r.winsByOrder.first + r.winsByOrder.second).toBe(20);
    expect(Object.keys(r.winsByFaction).sort()).toEqual(expect.arrayContaining(["Earthlings"]));
    const c = await run(pack, "--games", "20", "--seed", "10", "--bots", "random,random", "--json");
    expect(c.stdout).not.toBe(a.stdout);
  });

  it("prints the balance in words", async () => {
    const r = await run(pack, "--games", "4", "--seed", "1");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Simulated 4 Genesis games \(greedy against greedy, seed 1, 0 recruits each\)/);
    expect(r.stdout).toMatch(/Wins by faction: /);
    expect(r.stdout).toMatch(/Turns per game: mean /);
  });

  it("refuses a system without an engine, bad bots, and a pack that cannot be dealt", async () => {
    const altered = join(dir, "altered.json");
    writeFileSync(altered, JSON.stringify({ format: "greenhouse.pack/1", system: "altered", pack: { game: "A", name: "A", type: "edition" }, decks: [] }));
    const a = await run(altered);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/no rules engine/);
    expect((await run(pack, "--bots", "greedy")).code).toBe(2);
    expect((await run(pack, "--players", "3")).code).toBe(2);
    const doc = JSON.parse(readFileSync(pack, "utf8"));
    doc.decks[0].cards = doc.decks[0].cards.filter((c: { fields: { faction: string } }) => c.fields.faction !== "Spacelings");
    const one = join(dir, "one-faction.json");
    writeFileSync(one, JSON.stringify(doc));
    const o = await run(one, "--games", "2");
    expect(o.code).toBe(2);
    expect(o.stderr).toMatch(/different faction/);
  });
});
