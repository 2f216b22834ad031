import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) }, out: () => out.join(""), err: () => err.join("") };
}

function pack(cards: { identifier: string; attributes: string; format?: string }[], extra: Record<string, unknown> = {}) {
  return {
    format: "greenhouse.pack/1",
    pack: { game: "G", name: "P", type: "edition", instructions: { players: 2, affiliations: ["A", "B"] }, ...extra },
    eras: [{ name: "One", cards: cards.map((c) => ({ format: "silver", ...c })) }, { name: "Two", cards: [] }],
  };
}

const CLEAN = [
  { identifier: "T-001", attributes: 'Type "Adventure"\nRoleplay "Solo"\nAffiliation "A"\nAdventureCommonCosts\n  Fuel 1' },
  { identifier: "T-002", attributes: 'Type "Support"\nAffiliation "B"\nAdventureResources\n  Fuel 1' },
];
const BROKEN = [...CLEAN, { identifier: "T-003", attributes: 'Type "Suport"\nAdventureResources\n  Fuel 1' }];

function files(docs: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "gh-lint-"));
  for (const [name, doc] of Object.entries(docs)) writeFileSync(join(dir, name), typeof doc === "string" ? doc : JSON.stringify(doc));
  return dir;
}

describe("cli lint", () => {
  it("exit 0 and a summary on a clean pack (warnings do not fail)", async () => {
    const dir = files({ "p.json": pack(CLEAN) });
    const c = io();
    expect(await runCli(["lint", join(dir, "p.json"), "--era", "One"], c.io)).toBe(0);
    expect(c.out()).toBe("0 errors, 0 warnings, 0 infos (2 cards checked)\n");
  });

  it("exit 1 and file:era:identifier:line:column severity code message lines on errors", async () => {
    const dir = files({ "p.json": pack(BROKEN) });
    const c = io();
    expect(await runCli(["lint", join(dir, "p.json"), "--era", "One"], c.io)).toBe(1);
    const lines = c.out().trim().split("\n");
    expect(lines[0]).toBe(`${join(dir, "p.json")}:One:T-003:1:6 error invalid-value Type must be one of "Adventure", "Support"; did you mean "Support"?`);
    expect(lines.at(-1)).toBe("1 error, 0 warnings, 0 infos (3 cards checked)");
  });

  it("--json (before or after the file) prints exactly { diagnostics, summary } with every documented key", async () => {
    const dir = files({ "p.json": pack(BROKEN) });
    for (const argv of [["lint", "--json", join(dir, "p.json")], ["lint", join(dir, "p.json"), "--json"]]) {
      const c = io();
      expect(await runCli(argv, c.io)).toBe(1);
      const body = JSON.parse(c.out());
      expect(Object.keys(body)).toEqual(["diagnostics", "summary"]);
      expect(body.summary).toEqual({ errors: 1, warnings: 1, infos: 0 }); // and incomplete-era for the empty era Two
      const row = body.diagnostics.find((d: { code: string }) => d.code === "invalid-value");
      expect(Object.keys(row)).toEqual(["era", "identifier", "field", "code", "severity", "message", "line", "column", "endLine", "endColumn", "fixes"]);
      expect(row).toMatchObject({ era: "One", identifier: "T-003", field: "attributes", line: 1, column: 6, endLine: 1, endColumn: 14 });
      expect(row.fixes[0].edits[0].newText).toBe('"Support"');
    }
  });

  it("without --era every era is linted (the empty era is reported)", async () => {
    const dir = files({ "p.json": pack(CLEAN) });
    const c = io();
    expect(await runCli(["lint", join(dir, "p.json"), "--json"], c.io)).toBe(0);
    const body = JSON.parse(c.out());
    expect(body.diagnostics.map((d: { code: string; era: string; field: string }) => [d.code, d.era, d.field])).toEqual([["incomplete-era", "Two", "era"]]);
  });

  it("a folder lints every *.json pack, with a files wrapper in --json", async () => {
    const dir = files({ "a.json": pack(CLEAN), "b.json": pack(BROKEN), "notes.txt": "x" });
    const c = io();
    expect(await runCli(["lint", dir, "--json", "--era", "One"], c.io)).toBe(1);
    const body = JSON.parse(c.out());
    expect(body.files.map((f: { file: string }) => f.file)).toEqual([join(dir, "a.json"), join(dir, "b.json")]);
    expect(body.summary).toEqual({ errors: 1, warnings: 0, infos: 0 });
    const human = io();
    await runCli(["lint", dir, "--era", "One"], human.io);
    expect(human.out().trim().split("\n").at(-1)).toBe("1 error, 0 warnings, 0 infos (5 cards checked in 2 packs)");
  });

  it("pack-level findings have empty era and identifier; other fields name themselves", async () => {
    const dir = files({ "p.json": pack([...CLEAN, { identifier: "T-001b", attributes: 'Type "Support"\nAffiliation "A"' }], { aliases: { AR: "Fuel" } }) });
    const c = io();
    await runCli(["lint", join(dir, "p.json"), "--era", "One"], c.io);
    expect(c.out()).toContain(`${join(dir, "p.json")}:::1:1 error alias-clash The pack alias AR = Fuel is ignored`);
    expect(c.out()).toContain(`${join(dir, "p.json")}:One:T-001b:1:1 warning missing-identification-number identifier: The identifier T-001b`);
  });

  it("exit 2 on bad usage and unreadable input, with a message that says what to do", async () => {
    const dir = files({ "bad.json": "{ nope", "wrong.json": { format: "greenhouse.pack/1", pack: {}, eras: [] }, "p.json": pack(CLEAN) });
    const cases: [string[], RegExp][] = [
      [["lint"], /missing argument/],
      [["lint", join(dir, "missing.json")], /no such file/],
      [["lint", join(dir, "bad.json")], /not valid JSON/],
      [["lint", join(dir, "wrong.json")], /pack.name/],
      [["lint", join(dir, "p.json"), "--era", "Three"], /no era deck named "Three" \(it has: "One", "Two"\)/],
      [["lint", join(dir, "p.json"), "--colour"], /unknown option --colour/],
    ];
    for (const [argv, message] of cases) {
      const c = io();
      expect(await runCli(argv, c.io), argv.join(" ")).toBe(2);
      expect(c.err()).toMatch(message);
    }
    const empty = join(dir, "empty");
    mkdirSync(empty);
    const c = io();
    expect(await runCli(["lint", empty], c.io)).toBe(2);
    expect(c.err()).toMatch(/holds no .json pack files/);
  });

  it("lints the demo packs in seeds/ without errors", async () => {
    const c = io();
    const code = await runCli(["lint", "seeds", "--json"], c.io);
    const body = JSON.parse(c.out());
    expect(body.summary.errors, JSON.stringify(body.files.map((f: { diagnostics: unknown[] }) => f.diagnostics).flat().slice(0, 3))).toBe(0);
    expect(code).toBe(0);
  });
});
