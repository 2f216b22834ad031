/**
 * The command line's front door (docs/cli.md): help lists every command with what
 * it does, and bad usage says how to fix it with exit code 2.
 */
import { describe, expect, it } from "vitest";
import { COMMANDS, runCli } from "@/lib/cli/main";

function capture() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) } };
}

describe("npm run cli", () => {
  it("--help lists every command's usage, each followed by its summary, and exits 0", async () => {
    const { out, io } = capture();
    expect(await runCli(["--help"], io)).toBe(0);
    const lines = out.stdout.split("\n");
    for (const command of COMMANDS) {
      const at = lines.indexOf(`  ${command.usage}`);
      expect(at, command.name).toBeGreaterThan(-1);
      expect(lines[at + 1]?.trim()).toBe(command.summary);
    }
  });

  it("registers each command under the name, usage and summary its module declares", async () => {
    // The help is printed without loading any command (issue 12): the registry must not drift.
    for (const entry of COMMANDS) {
      const { spec } = await entry.load();
      expect({ name: entry.name, usage: entry.usage, summary: entry.summary }).toEqual({ name: spec.name, usage: spec.usage, summary: spec.summary });
    }
  });

  it("without a command prints the help and exits 2", async () => {
    const { out, io } = capture();
    expect(await runCli([], io)).toBe(2);
    expect(out.stdout).toContain("Commands:");
  });

  it("names an unknown command and exits 2", async () => {
    const { out, io } = capture();
    expect(await runCli(["lnt", "x.json"], io)).toBe(2);
    expect(out.stderr).toMatch(/unknown command "lnt"/);
  });

  it("answers a command's --help with its usage", async () => {
    const { out, io } = capture();
    expect(await runCli(["lint", "--help"], io)).toBe(0);
    expect(out.stdout).toMatch(/^Usage: npm run cli -- lint /);
  });

  it("names a missing file and exits 2", async () => {
    const { out, io } = capture();
    expect(await runCli(["lint", "/nonexistent/pack.json"], io)).toBe(2);
    expect(out.stderr).toMatch(/no such file/);
  });
});
