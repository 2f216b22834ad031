import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { parsePackJson } from "@/lib/packs/schema";
import { serializePack } from "@/lib/packs/serialize";

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) }, out: () => out.join(""), err: () => err.join("") };
}

const DOC = {
  format: "greenhouse.pack/1",
  pack: { game: "G", name: "P", type: "edition", aliases: { SFR: "StarshipFlyRange" } },
  eras: [
    {
      name: "One",
      cards: [
        { identifier: "T-001", format: "silver", attributes: 'Type "Support" AR SFR 2 EraCosts Sway 1' },
        { identifier: "T-002", format: "silver", attributes: 'Type "Support' },
      ],
    },
  ],
};

function file(doc: unknown = DOC): string {
  const dir = mkdtempSync(join(tmpdir(), "gh-format-"));
  const path = join(dir, "p.json");
  writeFileSync(path, JSON.stringify(doc));
  return path;
}

function attributesOf(text: string): string[] {
  const parsed = parsePackJson(text);
  if (!parsed.ok) throw new Error("bad output");
  return parsed.value.eras[0]!.cards.map((c) => c.attributes);
}

describe("cli format", () => {
  it("prints the canonical pack with canonical attribute text; keeps and lists cards with syntax errors (exit 1)", async () => {
    const path = file();
    const c = io();
    expect(await runCli(["format", path], c.io)).toBe(1);
    expect(attributesOf(c.out())).toEqual(['Type "Support"\nAR\n  SFR 2\nEraCosts\n  Sway 1', 'Type "Support']);
    const parsed = parsePackJson(c.out());
    expect(parsed.ok && serializePack(parsed.value)).toBe(c.out());
    expect(c.err()).toBe(`${path}:One:T-002: kept as written: 1 syntax error (first at line 1, column 6); fix them first\n`);
  });

  it("--aliases expand and contract", async () => {
    const expand = io();
    await runCli(["format", "--aliases", "expand", file()], expand.io);
    expect(attributesOf(expand.out())[0]).toBe('Type "Support"\nAdventureResources\n  StarshipFlyRange 2\nEraCosts\n  Sway 1');
    const contract = io();
    await runCli(["format", file(), "--aliases=contract"], contract.io);
    expect(attributesOf(contract.out())[0]).toBe('Type "Support"\nAR\n  SFR 2\nEC\n  Sway 1');
  });

  it("-o writes a file, --write rewrites the input; --json reports", async () => {
    const path = file();
    const out = `${path}.out.json`;
    const c = io();
    expect(await runCli(["format", path, "-o", out, "--json"], c.io)).toBe(1);
    expect(JSON.parse(c.out())).toEqual({
      file: path,
      written: out,
      changed: 1,
      kept: [{ era: "One", identifier: "T-002", reason: expect.stringContaining("syntax error") }],
    });
    expect(attributesOf(readFileSync(out, "utf8"))[0]).toContain("\n");
    const clean = file({ ...DOC, eras: [{ name: "One", cards: [DOC.eras[0]!.cards[0]] }] });
    expect(await runCli(["format", "--write", clean], io().io)).toBe(0);
    const again = io();
    expect(await runCli(["format", clean, "--check"], again.io)).toBe(0);
    expect(again.err()).toBe(`${clean} is canonical\n`);
  });

  it("--check exits 1 when something would change, and writes nothing", async () => {
    const path = file({ ...DOC, eras: [{ name: "One", cards: [DOC.eras[0]!.cards[0]] }] });
    const before = readFileSync(path, "utf8");
    const c = io();
    expect(await runCli(["format", path, "--check", "--json"], c.io)).toBe(1);
    expect(JSON.parse(c.out())).toMatchObject({ written: null, changed: 1, canonical: false });
    expect(readFileSync(path, "utf8")).toBe(before);
  });

  it("exit 2 on bad usage", async () => {
    for (const argv of [["format"], ["format", file(), "--aliases", "shorten"], ["format", file(), "--write", "-o", "x.json"]]) {
      const c = io();
      expect(await runCli(argv, c.io), argv.join(" ")).toBe(2);
      expect(c.err()).toMatch(/Usage: npm run cli -- format/);
    }
  });
});
