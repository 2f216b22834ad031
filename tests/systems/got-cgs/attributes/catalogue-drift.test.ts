/**
 * Everything that reads the catalogue agrees with it (a test fails when any of them
 * drifts from it): lexer keywords (parse.test.ts), the editor's highlighting, completion, hover,
 * lint's name rules, and the rule table documents every code analysis can emit.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES, CATALOGUE, CATEGORIES, analyze, nameTable } from "@/lib/systems/got-cgs/attributes";
import { completionsAt, hoverAt } from "@/lib/systems/got-cgs/attributes/editor";
import { LINT_RULES } from "@/lib/systems/got-cgs/attributes/lint/registry";
import { MONARCH_KEYWORDS } from "@/components/got-cgs/attribute-editor/monarch";
import { PROSE_CARDS, RULEBOOK_CARDS } from "./fixtures/rulebook-examples";

const names = nameTable(undefined);

describe("catalogue drift", () => {
  it("the editor's highlighting lists every predefined name and alias", () => {
    expect([...MONARCH_KEYWORDS.attributes].sort()).toEqual(ATTRIBUTES.map((a) => a.name).sort());
    expect([...MONARCH_KEYWORDS.categories].sort()).toEqual(CATEGORIES.map((c) => c.name).sort());
    expect([...MONARCH_KEYWORDS.aliases].sort()).toEqual(CATALOGUE.flatMap((e) => e.aliases).sort());
  });

  it("completion offers every predefined attribute and category somewhere", () => {
    const offered = new Set([
      ...completionsAt("", 1, 1, { names }).map((i) => i.label),
      ...completionsAt('Type "Adventure"\n', 2, 1, { names }).map((i) => i.label),
      ...completionsAt('Type "Support"\n', 2, 1, { names }).map((i) => i.label),
    ]);
    for (const e of CATALOGUE) for (const n of [e.name, ...e.aliases]) expect(offered, n).toContain(n);
  });

  it("hover documents every predefined name and alias with its rulebook section", () => {
    for (const e of CATALOGUE) {
      for (const n of [e.name, ...e.aliases]) {
        const text = `${n} 1`;
        expect(hoverAt(text, 1, 1, names)?.contents, n).toContain(`Rulebook: ${e.section}`);
      }
    }
  });

  it("a one-letter typo of any predefined name is caught with the right suggestion", () => {
    for (const e of CATALOGUE) {
      if (e.name.length < 6) continue;
      const typo = e.name.slice(0, 2) + e.name.slice(3); // drop the third letter
      const text = e.kind === "attribute" ? `Type "Support"\n${typo} "Yes"` : `Type "Support"\n${typo}\n  X 1`;
      const found = analyze(text).diagnostics.filter((d) => d.code === "unknown-category" || d.code === "misspelt-attribute");
      expect(found.map((d) => d.message).join(" "), typo).toContain(e.name);
    }
  });

  it("every code analysis emits is documented in the rule table", () => {
    const documented = new Set(LINT_RULES.map((r) => r.code));
    const seen = new Set<string>();
    const texts = [...RULEBOOK_CARDS.map((c) => c.attributes), ...PROSE_CARDS.map((c) => c.attributes), ...LINT_RULES.flatMap((r) => [r.bad, r.good]).filter((x): x is string => typeof x === "string")];
    for (const t of texts) for (const d of analyze(t).diagnostics) seen.add(d.code);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."Type \"Support\" AR.X > 1/2 = < Feats\n  EraCosts Sway ;$".split("")) }), (t) => {
        for (const d of analyze(t).diagnostics) seen.add(d.code);
      }),
      { numRuns: 300, seed: 42 },
    );
    for (const code of seen) expect(documented, code).toContain(code);
  });
});
