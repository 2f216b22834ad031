/** The rules page lists data systems' rules (app/rules/system-rules.tsx), rendered as the server does. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldChecks, SystemRules } from "@/app/rules/system-rules";
import { FIELD_CODES } from "@/lib/systems/lint";
import { findSystem } from "@/lib/systems/registry";

const altered = findSystem("altered")!.definition;

describe("rules page: systems defined as data", () => {
  it("Altered's section shows every rule's code, source and what Greenhouse says about its bad example", () => {
    const html = renderToStaticMarkup(<SystemRules def={altered} />);
    for (const rule of [...altered.cardRules, ...altered.deckRules]) {
      expect(html).toContain(`id="${rule.code}"`);
      if (rule.source !== undefined) expect(html).toContain(rule.source);
    }
    expect(html).toContain("Greenhouse says");
    expect(html).toContain("A deck has exactly one Hero; this one has 0.");
    expect(html).toContain("H1 · Hero");
    // The message template keeps its placeholders, set apart; the bad example's message has them filled.
    expect(html).toMatch(/Hero&#x27;s faction \(<var [^>]*>expected<\/var>\)/);
    expect(html).toContain("Hero&#x27;s faction (Axiom)");
  });

  it("the field checks list every domain code", () => {
    const html = renderToStaticMarkup(<FieldChecks />);
    for (const code of FIELD_CODES) expect(html).toContain(`id="${code}"`);
  });
});
