/**
 * `cli simulate` goes through the engine's simulation hook (lib/systems/engine.ts): no system is
 * named in the command. Every registered engine with a hook has a runner; a system's own options
 * (Genesis's --recruits) are refused for a system whose hook does not list them; a system
 * without an engine is refused by name of its system, not of another.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { allSystems } from "@/lib/systems/registry";
import { simulationRunner } from "@/lib/systems/registry-simulations";

async function run(...args: string[]) {
  const out = { stdout: "", stderr: "" };
  const code = await runCli(["simulate", ...args], { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) });
  return { code, ...out };
}

const dir = mkdtempSync(join(tmpdir(), "simulate-hook-"));
const got = join(dir, "got.json");
writeFileSync(
  got,
  JSON.stringify({
    format: "greenhouse.pack/1",
    pack: { game: "T", name: "T", type: "edition", instructions: { players: 2 } },
    eras: [{ name: "Main", cards: [{ identifier: "A-1", format: "silver", copies: 1, attributes: 'Type "Adventure" Roleplay "Battle"' }] }],
  }),
);

describe("cli simulate through the engine's simulation hook", () => {
  it("every engine with a simulation hook has a runner, and only those", async () => {
    for (const system of allSystems()) {
      const runner = await simulationRunner(system);
      expect(runner !== null, system.definition.key).toBe(system.engine?.simulation !== undefined);
    }
  });

  it("refuses an option the system's hook does not list (GOT CGS has no --recruits)", async () => {
    const r = await run(got, "--recruits", "2", "--games", "1", "--workers", "0");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--recruits: Gardener of Thoughts Card Game System has no such simulation option/);
  });

  it("refuses --bots with one bot (one per seat), and mixed bots where the system plays one kind", async () => {
    expect((await run(got, "--bots", "greedy")).code).toBe(2);
    const mixed = await run(got, "--bots", "greedy,random", "--games", "1", "--workers", "0");
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/one bot kind at every seat/);
  });

  it("a data system's pack is refused in its own system's name", async () => {
    const altered = join(dir, "altered.json");
    const doc = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "seeds", "altered-demo.pack.json"), "utf8").toString()) as unknown;
    writeFileSync(altered, JSON.stringify(doc));
    const r = await run(altered);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Altered has no rules engine to simulate with/);
    expect(r.stderr).not.toMatch(/Genesis|got-genesis|GOT CGS/);
  });
});
