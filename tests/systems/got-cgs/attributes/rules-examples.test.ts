import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/systems/got-cgs/attributes";
import { LINT_RULES } from "@/lib/systems/got-cgs/attributes/lint/registry";
import type { DeckExample, RuleMeta } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { lintPack } from "@/lib/packs/lint";
import { applyEdits } from "./helpers";
import { packFrom } from "./pack-builders";

function cardDiagnostics(rule: RuleMeta, text: string) {
  return analyze(text, { format: rule.exampleContext?.format, affiliations: rule.exampleContext?.affiliations }).diagnostics;
}

const textRules = LINT_RULES.filter((r) => r.layer !== "deck");
const deckRules = LINT_RULES.filter((r) => r.layer === "deck");

describe("every rule's documented examples", () => {
  it("codes are unique kebab-case, with a summary and rule IDs in CGS-<line> form", () => {
    const codes = LINT_RULES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of LINT_RULES) {
      expect(r.code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(r.summary.length).toBeGreaterThan(10);
      for (const id of r.rules) expect(id).toMatch(/^CGS-\d+$/);
    }
  });

  it.each(textRules.map((r) => [r.code, r] as const))("%s: the bad example reports it, the good one is clean", (code, rule) => {
    const bad = cardDiagnostics(rule, rule.bad as string);
    expect(bad.map((d) => d.code), `bad example of ${code}`).toContain(code);
    for (const d of bad.filter((x) => x.code === code)) expect(d.severity).toBe(rule.severity);
    expect(cardDiagnostics(rule, rule.good as string).map((d) => `${d.code}: ${d.message}`), `good example of ${code}`).toEqual([]);
  });

  it.each(textRules.filter((r) => r.fixable).map((r) => [r.code, r] as const))("%s: the bad example's first fix removes the problem", (code, rule) => {
    const text = rule.bad as string;
    const found = cardDiagnostics(rule, text).find((d) => d.code === code);
    const fix = found?.fixes?.[0];
    expect(fix, `a fix for ${code}`).toBeDefined();
    const fixed = applyEdits(text, fix?.edits ?? []);
    expect(cardDiagnostics(rule, fixed).filter((d) => d.code === code)).toEqual([]);
  });

  it.each(deckRules.map((r) => [r.code, r] as const))("%s: the bad pack reports it, the good pack does not", (code, rule) => {
    const bad = lintPack(packFrom(rule.bad as DeckExample)).diagnostics;
    expect(bad.map((d) => d.code)).toContain(code);
    for (const d of bad.filter((x) => x.code === code)) expect(d.severity).toBe(rule.severity);
    const good = lintPack(packFrom(rule.good as DeckExample)).diagnostics;
    expect(good.filter((d) => d.code === code)).toEqual([]);
    expect(good.filter((d) => d.field === "attributes" && d.severity === "error")).toEqual([]);
  });

  it.each(deckRules.filter((r) => r.fixable).map((r) => [r.code, r] as const))("%s: the bad pack's first fix removes the problem", (code, rule) => {
    const example = rule.bad as DeckExample;
    const found = lintPack(packFrom(example)).diagnostics.find((d) => d.code === code);
    const fix = found?.fixes?.[0];
    expect(fix).toBeDefined();
    const cards = example.cards.map((c) => (c.identifier === found?.identifier ? { ...c, attributes: applyEdits(c.attributes, fix?.edits ?? []) } : c));
    expect(lintPack(packFrom({ ...example, cards })).diagnostics.filter((d) => d.code === code)).toEqual([]);
  });
});

describe("the rules page", () => {
  it("lists the print codes print fit reports", async () => {
    const { PRINT_FIT_CODES } = await import("@/lib/print/fit-codes");
    const { PRINT_RULES } = await import("@/app/rules/print-rules");
    expect(PRINT_RULES.map((r) => r.code).sort()).toEqual(Object.values(PRINT_FIT_CODES).sort());
  });

  it("shows, for every rule, what Greenhouse says about the bad example", async () => {
    const { badExampleFindings } = await import("@/components/got-cgs/rules/examples");
    for (const rule of LINT_RULES) expect(badExampleFindings(rule).length, rule.code).toBeGreaterThan(0);
  });
});
