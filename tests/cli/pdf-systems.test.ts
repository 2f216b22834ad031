/**
 * `pdf <altered.pack.json> -o out.pdf`: a pack of a data-defined system printed from its faces
 * (docs/systems.md: pack files with "system" and "decks"; "Command line").
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { encodePng } from "../print/png";
import { pageSizes, pdfText } from "../print/pdf-read";

let dir: string;

function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  return runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }).then((code) => ({ code, stdout, stderr }));
}

function writeAltered(name: string, cards: object[], back?: string): string {
  const file = join(dir, name);
  const pack = { game: "Altered", name: "Axiom starter", type: "edition", ...(back ? { pictures: { back } } : {}) };
  writeFileSync(file, JSON.stringify({ format: "greenhouse.pack/1", system: "altered", pack, decks: [{ name: "Axiom", cards }] }));
  return file;
}

const character = (identifier: string, extra: object = {}) => ({
  identifier,
  type: "Character",
  fields: { name: `Scout ${identifier}`, faction: "Axiom", rarity: "Common", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1, effect: "Draw a card.", version: "ALT-002-C" },
  ...extra,
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "gh-cli-pdf-sys-"));
  writeFileSync(join(dir, "art.png"), encodePng(116, 88, () => [40, 120, 90]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("cli pdf on a data-system pack (altered)", () => {
  // Altered's card types have no picture field, so the strict format check refuses a card's image;
  // the back's path is what an Altered file can give.
  it("writes the PDF from Altered's face, the back's picture read by path relative to the pack file", async () => {
    const pack = writeAltered("a.json", [character("ALT-002-C", { copies: 3 }), character("ALT-003-C")], "art.png");
    const out = join(dir, "a.pdf");
    const r = await run("pdf", pack, "-o", out, "--paper", "A3", "--crop-marks");
    expect(r.stdout).toMatch(/wrote .*a\.pdf: 2 pages, 1 sheet, 4 cards \(Altered, A3, backs: long-edge\)/);
    const pdf = new Uint8Array(readFileSync(out));
    expect(await pageSizes(pdf)).toEqual([
      { width: 841.89, height: 1190.55 },
      { width: 841.89, height: 1190.55 },
    ]);
    expect(await pdfText(pdf)).toContain("Scout ALT-003-C");
  });

  it("exits 1 with the lint errors of the cards printed, still writing the PDF; --json reports them", async () => {
    const pack = writeAltered("bad.json", [character("ALT-004-C", { fields: { ...character("x").fields, handCost: 42 } })]);
    const out = join(dir, "bad.pdf");
    const r = await run("pdf", pack, "-o", out, "--json");
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ output: out, pages: 2, cards: 1 });
    expect(report.findings).toContainEqual(expect.objectContaining({ identifier: "ALT-004-C", field: "handCost", severity: "error" }));
    expect(await pageSizes(new Uint8Array(readFileSync(out)))).toHaveLength(2);
  });

  it("reads the file with the importer's strict check: format errors are listed with their paths, exit 1, nothing written", async () => {
    const wrongType = character("ALT-007-C", { fields: { ...character("x").fields, handCost: "two" } });
    const heroRarity = { identifier: "ALT-008-C", type: "Hero", fields: { name: "Sierra", rarity: "Rare" } };
    const pack = writeAltered("format.json", [wrongType, heroRarity, { identifier: "ALT-009-C", type: "Dragon", fields: {} }]);
    const out = join(dir, "format.pdf");
    const r = await run("pdf", pack, "-o", out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("is not a valid Altered pack file; nothing was written");
    expect(r.stderr).toContain("decks[0].cards[0].fields.handCost: must be a whole number");
    expect(r.stderr).toContain('decks[0].cards[1].fields.rarity: unknown field "rarity" for a Hero card');
    expect(r.stderr).toContain('decks[0].cards[2].type: unknown card type "Dragon"');
    expect(existsSync(out)).toBe(false);
    const j = await run("pdf", pack, "-o", out, "--json");
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({ output: null, issues: expect.arrayContaining([expect.objectContaining({ path: "decks[0].cards[0].fields.handCost" })]) });
  });

  it("exits 2 naming the problem: an unknown system, a missing picture, an unknown deck", async () => {
    const unknown = join(dir, "u.json");
    writeFileSync(unknown, JSON.stringify({ format: "greenhouse.pack/1", system: "ginkgopolis", pack: { name: "G" }, decks: [] }));
    const u = await run("pdf", unknown, "-o", join(dir, "u.pdf"));
    expect(u).toMatchObject({ code: 2, stderr: expect.stringContaining('"system": "ginkgopolis" is not a game system') });
    const missing = await run("pdf", writeAltered("m.json", [character("ALT-005-C")], "nope.png"), "-o", join(dir, "m.pdf"));
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining("the pack's back: its picture nope.png cannot be read (no such file)") });
    const deck = await run("pdf", writeAltered("d.json", [character("ALT-006-C")]), "-o", join(dir, "d.pdf"), "--era", "Lyra");
    expect(deck).toMatchObject({ code: 2, stderr: expect.stringContaining('no deck named "Lyra"') });
  });
});
