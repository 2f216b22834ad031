/**
 * The one findings pipeline (lib/systems/lint/pack.ts `lintPack`, docs/lint.md): one `Finding`
 * type from the definition's rules, the system's hooks, print fit and preflight, and the
 * historic rows made from it at the edges.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "@/lib/systems/contract/findings";
import { fromPreflightRow, toPackRow, toPreflightRow, toSystemFinding } from "@/lib/systems/lint/finding-rows";
import { lintPack } from "@/lib/systems/lint/pack";
import { lintPack as lintDecks } from "@/lib/systems/lint";
import { lintPack as lintGotCgsPack } from "@/lib/packs/lint";
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { SystemCard } from "@/lib/systems/types";
import { deck250 } from "../got-cgs/attributes/fixtures/deck-250";

const altered = findSystem("altered")!;
const gotCgs = findSystem(DEFAULT_SYSTEM)!;

const badCard: SystemCard = { identifier: "X1", copies: 1, type: "Nonsense", fields: {} };
const decks = [
  { name: "Main", cards: [badCard] },
  { name: "Side", cards: [{ ...badCard, identifier: "X2" }] },
];

function faultyGotCgs() {
  const doc = deck250();
  return { ...doc, eras: doc.eras.map((e) => ({ ...e, cards: e.cards.map((c, k) => (k % 50 === 0 ? { ...c, attributes: `${c.attributes}\nAdventureCost 2 ?? x` } : c)) })) };
}

describe("lintPack, the one pipeline", () => {
  it("runs a data system's rules deck by deck, each finding with its deck and source", () => {
    const { findings, summary } = lintPack(altered, { decks });
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings.map((f) => f.deck))).toEqual(new Set(["Main", "Side"]));
    expect(findings.every((f) => f.source === "rules")).toBe(true);
    expect(summary.errors + summary.warnings + summary.infos).toBe(findings.length);
    // lib/systems/lint's SystemFinding view is the same pipeline.
    expect(findings.map(toSystemFinding)).toEqual(lintDecks(altered, decks));
  });

  it("keeps to one deck when asked", () => {
    const { findings } = lintPack(altered, { decks }, { deck: "Side" });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.deck === "Side")).toBe(true);
  });

  it("runs GOT CGS's own pack hook from the registry and sorts in its order", () => {
    const doc = faultyGotCgs();
    const { findings } = lintPack(gotCgs, { decks: [], document: doc });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.source === "system" && f.range !== undefined)).toBe(true);
    expect(findings.map(toPackRow)).toEqual(lintGotCgsPack(doc).diagnostics);
  });

  it("merges print fit (only the deck asked for, pack-wide always) and orders it with the rest", () => {
    const doc = faultyGotCgs();
    const era = doc.eras[0]!.name;
    const first = doc.eras[0]!.cards[0]!.identifier;
    const fit: Finding[] = [
      { code: "print-text-overflow", severity: "warning", message: "too long", deck: era, identifier: first, field: "lore", range: { line: 1, column: 1, endLine: 1, endColumn: 2 }, source: "print-fit" },
      { code: "print-text-overflow", severity: "warning", message: "elsewhere", deck: "No such era", identifier: "Z", field: "lore", range: { line: 1, column: 1, endLine: 1, endColumn: 2 }, source: "print-fit" },
    ];
    const { findings } = lintPack(gotCgs, { decks: [], document: doc }, { deck: era, printFit: () => fit });
    const fits = findings.filter((f) => f.source === "print-fit");
    expect(fits.map((f) => f.message)).toEqual(["too long"]);
    // GOT CGS's order: the first card's lore finding comes right after that card's attribute findings.
    const at = findings.indexOf(fits[0]!);
    expect(findings.slice(0, at).every((f) => f.identifier === first || f.identifier === null)).toBe(true);
  });

  it("gives preflight the lint findings so far and adds what it returns", () => {
    let seen = -1;
    const { findings } = lintPack(altered, { decks }, {
      preflight: (lint) => {
        seen = lint.length;
        return [fromPreflightRow({ code: "card-lint-errors", severity: "error", message: "X1 has 2 lint errors; it prints as it is.", era: "Main", identifier: "X1", count: 2 })];
      },
    });
    expect(seen).toBe(findings.length - 1);
    expect(findings.at(-1)).toMatchObject({ source: "preflight", code: "card-lint-errors", count: 2 });
  });

  it("makes the historic rows byte for byte", () => {
    const item = { code: "picture-missing", severity: "info" as const, message: "no back", era: null, identifier: null };
    expect(JSON.stringify(toPreflightRow(fromPreflightRow(item)))).toBe(JSON.stringify(item));
    const row = toPackRow({ code: "c", severity: "warning", message: "m", deck: null, identifier: null, field: "pack", range: { line: 2, column: 3, endLine: 2, endColumn: 5 }, source: "system" });
    expect(Object.keys(row)).toEqual(["era", "identifier", "field", "code", "severity", "message", "line", "column", "endLine", "endColumn", "fixes"]);
    expect(toSystemFinding({ code: "c", severity: "error", message: "m", deck: null, identifier: "A", field: null, source: "rules" })).toEqual({ code: "c", severity: "error", message: "m", identifier: "A" });
  });
});
