import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { legalAdventure } from "./scenarios";

function io() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) } };
}

const dir = mkdtempSync(join(tmpdir(), "resolve-"));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const legal = legalAdventure;

describe("cli resolve", () => {
  it("prints the scenario result (docs/cli.md) with --json and exits 0", async () => {
    const { out, io: cli } = io();
    const code = await runCli(["resolve", file("legal.json", legal), "--json"], cli);
    expect(code).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result.outcome).toBe("won");
    expect(result.winners).toEqual(["Alice"]);
    expect(result.players.Bob).toEqual({ requirements: { StarshipFlyRange: 2 }, coverage: { StarshipFlyRange: 3 }, covered: true, overflow: 3 });
    expect(result.moves).toContainEqual({ identifier: "S-3", from: "Bob.playground", to: "Bob.ops" });
    expect(result.explanation.length).toBeGreaterThan(2);
  });
  it("prints human text without --json (flags may come first)", async () => {
    const { out, io: cli } = io();
    expect(await runCli(["resolve", file("legal2.json", legal)], cli)).toBe(0);
    expect(out.stdout).toMatch(/^Outcome: won, winner: Alice\./);
    expect(out.stdout).toMatch(/A-1: Alice.playground -> Alice.buildsite/);
  });
  it("exits 1 with the reasons for an illegal scenario", async () => {
    const illegal = { ...legal, zones: { ...legal.zones, Bob: { playground: [{ identifier: "S-2", attributes: 'Type "Adventure" Roleplay "Battle"' }] } } };
    const { out, io: cli } = io();
    expect(await runCli(["resolve", "--json", file("illegal.json", illegal)], cli)).toBe(1);
    expect(out.stderr).toMatch(/not a legal position/);
    expect(JSON.parse(out.stdout).error.problems[0]).toMatch(/CGS-311/);
  });
  it("CGS-461 CGS-366 resolves an adventure card without Roleplay (allowed) as lost, with no winner", async () => {
    const noRoleplay = { ...legal, adventure: { identifier: "A-1", attributes: 'Type "Adventure" AdventureCommonCosts StarshipFlyRange 2' } };
    const { out, io: cli } = io();
    expect(await runCli(["resolve", "--json", file("no-roleplay.json", noRoleplay)], cli)).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result.outcome).toBe("lost");
    expect(result.winners).toEqual([]);
    expect(result.explanation.join(" ")).toMatch(/CGS-366/);
  });
  it("exits 2 for unreadable input or bad usage", async () => {
    const a = io();
    expect(await runCli(["resolve", file("broken.json", "{ not json")], a.io)).toBe(2);
    expect(a.out.stderr).toMatch(/not valid JSON/);
    const b = io();
    expect(await runCli(["resolve", file("pack.json", { format: "greenhouse.pack/1" })], b.io)).toBe(2);
    expect(b.out.stderr).toMatch(/format/);
    const c = io();
    expect(await runCli(["resolve"], c.io)).toBe(2);
    const d = io();
    expect(await runCli(["resolve", join(dir, "missing.json")], d.io)).toBe(2);
  });
});
