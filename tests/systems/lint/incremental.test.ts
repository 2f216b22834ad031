/**
 * The live lint's incremental re-lint (lib/systems/lint/incremental.ts): after every edit a
 * designer makes, its findings are exactly `lintPack`'s (same findings, same order), and it
 * re-checks only the parts the edit touches (a field's maximum: the field checks, no card rule;
 * a deck rule: that deck rule only; nothing changed: nothing checked).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyEdit, type MutableDraft } from "@/components/system-editor/edit";
import { decksOfPackFile } from "@/components/system-editor/live-lint-model";
import { lintPack } from "@/lib/systems/lint";
import { createPackLinter } from "@/lib/systems/lint/incremental";
import type { SystemDefinition } from "@/lib/systems/types";

const file = JSON.parse(readFileSync(join(process.cwd(), "seeds", "ginkgopolis-demo.pack.json"), "utf8")) as { systemDefinition: SystemDefinition; decks: unknown[] };
const decks = decksOfPackFile(file);
const cardCount = decks.reduce((n, d) => n + d.cards.length, 0);
const base = file.systemDefinition;

/** Edits a designer makes, one after the other (each on the previous draft). */
const EDITS: readonly [string, (d: MutableDraft) => void][] = [
  ["the number's maximum lowered to 12", (d) => void ((d.fields.find((f) => f.key === "number")!.type as { max?: number }).max = 12)],
  ["the number's maximum back to 20", (d) => void ((d.fields.find((f) => f.key === "number")!.type as { max?: number }).max = 20)],
  ["the colour's label", (d) => void (d.fields.find((f) => f.key === "colour")!.label = "Colour of the building")],
  ["a colour value removed", (d) => void ((d.fields.find((f) => f.key === "colour")!.type as { values: string[] }).values = ["yellow", "red"])],
  ["a deck rule's message", (d) => void (d.deckRules[0]!.message = "Twice: {value}.")],
  ["a card rule removed", (d) => void d.cardRules.splice(0, 1)],
  ["a symbol removed", (d) => void d.symbols?.splice(0, 1)],
  ["the name required", (d) => void (d.fields.find((f) => f.key === "name")!.required = true)],
  ["a card type's required fields", (d) => void (d.cardTypes[0]!.required = ["letter"])],
  ["the system renamed", (d) => void (d.name = "Ginkgo")],
];

describe("incremental live lint", () => {
  it("gives lintPack's findings after each of a designer's edits", () => {
    const linter = createPackLinter();
    let def = base;
    expect(linter.lint(def, decks)).toEqual(lintPack(def, decks));
    for (const [what, change] of EDITS) {
      def = applyEdit(def, change);
      const full = lintPack(def, decks);
      expect(linter.lint(def, decks), what).toEqual(full);
    }
    // The edits did change the findings (the test is not of an always-silent pack).
    expect(lintPack(def, decks)).not.toEqual(lintPack(base, decks));
  });

  it("re-checks only what an edit touches", () => {
    const linter = createPackLinter();
    linter.lint(base, decks);
    const parts = linter.stats.checked;
    expect(parts).toBe(cardCount * (2 + base.cardRules.length) + decks.length * base.deckRules.length);

    linter.lint(structuredClone(base), decks);
    expect(linter.stats).toEqual({ checked: 0, reused: parts });

    linter.lint(applyEdit(base, (d) => void ((d.fields.find((f) => f.key === "number")!.type as { max?: number }).max = 12)), decks);
    expect(linter.stats.checked).toBe(cardCount);

    linter.lint(applyEdit(base, (d) => void (d.deckRules[0]!.message = "Twice: {value}.")), decks);
    // Back to the base fields (their checks again) and one deck rule per deck.
    expect(linter.stats.checked).toBe(cardCount + decks.length);
  });

  it("checks a card again when its object changes", () => {
    const linter = createPackLinter();
    linter.lint(base, decks);
    const [first, ...rest] = decks;
    const changed = [{ ...first!, cards: first!.cards.map((c, i) => (i === 0 ? { ...c, fields: { ...c.fields, number: 99 } } : c)) }, ...rest];
    const found = linter.lint(base, changed);
    expect(found).toEqual(lintPack(base, changed));
    expect(found.some((f) => f.code === "field-range" && f.identifier === first!.cards[0]!.identifier)).toBe(true);
    // The changed card's parts and the changed deck's rules.
    expect(linter.stats.checked).toBe(2 + base.cardRules.length + base.deckRules.length);
  });
});
