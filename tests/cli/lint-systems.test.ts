/** `cli lint` on pack files of data systems (Altered): same output style, exit codes and --json. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) }, out: () => out.join(""), err: () => err.join("") };
}

function character(identifier: string, copies: number, fields: Record<string, unknown> = {}) {
  const n = identifier.slice(1).padStart(3, "0");
  return {
    identifier,
    copies,
    type: "Character",
    fields: { name: `Scout ${identifier}`, faction: "Axiom", rarity: "Common", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1, version: `BTG-${n}-C`, ...fields },
  };
}

const HERO = { identifier: "H1", copies: 1, type: "Hero", fields: { name: "Sierra", faction: "Axiom", version: "BTG-001-C" } };
const LEGAL = [HERO, ...Array.from({ length: 13 }, (_, i) => character(`C${i + 2}`, 3))];

function alteredPack(decks: { name: string; cards: unknown[] }[]) {
  return { format: "greenhouse.pack/1", system: "altered", pack: { game: "Altered", name: "Axiom starter", type: "edition" }, decks };
}

function file(doc: unknown, name = "p.json"): string {
  const dir = mkdtempSync(join(tmpdir(), "gh-lint-sys-"));
  writeFileSync(join(dir, name), typeof doc === "string" ? doc : JSON.stringify(doc));
  return join(dir, name);
}

describe("cli lint on a data-system pack (altered)", () => {
  it("exit 0 and the summary on a legal deck", async () => {
    const path = file(alteredPack([{ name: "Axiom", cards: LEGAL }]));
    const c = io();
    expect(await runCli(["lint", path], c.io)).toBe(0);
    expect(c.out()).toBe("0 errors, 0 warnings, 0 infos (14 cards checked)\n");
  });

  it("exit 1 and file:deck:identifier:: severity code field: message lines for card and deck findings", async () => {
    const cards = [...LEGAL.slice(0, -1), character("C14", 2, { handCost: 21, faction: "Lyra" })];
    const path = file(alteredPack([{ name: "Axiom", cards }]));
    const c = io();
    expect(await runCli(["lint", path], c.io)).toBe(1);
    expect(c.out().trim().split("\n")).toEqual([
      `${path}:Axiom:C14:: error field-range handCost: Hand cost is 21; it must be from 0 to 20.`,
      `${path}:Axiom:C14:: error ALT-deck-hero-faction faction: Every card of a deck is of its Hero's faction (Axiom); change this card's faction or take it out.`,
      `${path}:Axiom::: error ALT-deck-size A deck has at least 39 cards besides its Hero; this one has 38.`,
      "3 errors, 0 warnings, 0 infos (14 cards checked)",
    ]);
  });

  it("--json prints { diagnostics, summary } with deck, identifier, field, code, severity, message", async () => {
    const path = file(alteredPack([{ name: "Axiom", cards: [...LEGAL.slice(0, -1), character("C14", 3, { subtypes: "Pirate" })] }]));
    const c = io();
    expect(await runCli(["lint", path, "--json"], c.io)).toBe(0);
    const body = JSON.parse(c.out());
    expect(body).toEqual({
      diagnostics: [
        {
          deck: "Axiom",
          identifier: "C14",
          field: "subtypes",
          code: "ALT-character-subtypes",
          severity: "warning",
          message: expect.stringContaining('"Pirate" has another'),
        },
      ],
      summary: { errors: 0, warnings: 1, infos: 0 },
    });
  });

  it("--era picks one deck by name; an unknown name is exit 2", async () => {
    const path = file(alteredPack([{ name: "Axiom", cards: LEGAL }, { name: "Empty", cards: [] }]));
    const c = io();
    expect(await runCli(["lint", path, "--era", "Axiom"], c.io)).toBe(0);
    const bad = io();
    expect(await runCli(["lint", path, "--era", "Lyra"], bad.io)).toBe(2);
    expect(bad.err()).toContain('no era deck named "Lyra"');
  });

  it("a wrong JSON type is a field-type finding, not a crash; copies and type may be left out", async () => {
    const path = file(alteredPack([{ name: "Axiom", cards: [HERO, { identifier: "C2", type: "Character", fields: { ...character("C2", 1).fields, handCost: "2" } }] }]));
    const c = io();
    expect(await runCli(["lint", path], c.io)).toBe(1);
    expect(c.out()).toContain(`${path}:Axiom:C2:: error field-type handCost: Hand cost must be a whole number, not "2".`);
  });

  it("an unknown system and a file without decks are exit 2 with what to fix", async () => {
    const unknown = io();
    expect(await runCli(["lint", file({ ...alteredPack([]), system: "ginkgopolis" })], unknown.io)).toBe(2);
    expect(unknown.err()).toContain('"system": "ginkgopolis" is not a game system (known: got-cgs, altered, got-genesis)');
    const noDecks = io();
    expect(await runCli(["lint", file({ system: "altered", eras: [] })], noDecks.io)).toBe(2);
    expect(noDecks.err()).toContain("decks:");
  });

  it("a folder mixes systems: each file is linted by its own system and the summary adds them up", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gh-lint-sys-"));
    writeFileSync(join(dir, "a.json"), JSON.stringify(alteredPack([{ name: "Axiom", cards: [HERO] }])));
    const got = { format: "greenhouse.pack/1", pack: { game: "G", name: "P", type: "edition", instructions: { players: 2, affiliations: ["A"] } }, eras: [] };
    writeFileSync(join(dir, "b.json"), JSON.stringify(got));
    const c = io();
    expect(await runCli(["lint", dir, "--json"], c.io)).toBe(1);
    const body = JSON.parse(c.out());
    expect(body.files.map((f: { file: string }) => f.file)).toEqual([join(dir, "a.json"), join(dir, "b.json")]);
    expect(body.files[0].diagnostics.map((d: { code: string }) => d.code)).toEqual(["ALT-deck-size"]);
    expect(body.summary.errors).toBe(body.files[0].summary.errors + body.files[1].summary.errors);
  });
});
