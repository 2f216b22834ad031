/**
 * The rules page lists GOT CGS's lint rules (app/rules/rule-entry.tsx) and data systems' rules
 * (app/rules/system-rules.tsx) in one frame (app/rules/rule-parts.tsx), rendered as the server does.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { badExampleFindings } from "@/components/got-cgs/rules/examples";
import { RuleEntry } from "@/components/got-cgs/rules/rule-entry";
import { FieldChecks, SystemRules } from "@/app/rules/system-rules";
import { LINT_RULES } from "@/lib/systems/got-cgs/attributes/lint/registry";
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

describe("rules page: GOT CGS's lint rules", () => {
  it("every rule is a linkable article with its severity, rulebook IDs, a reported and a fixed example", () => {
    for (const rule of LINT_RULES) {
      const html = renderToStaticMarkup(<RuleEntry rule={rule} />);
      expect(html, rule.code).toContain(`id="${rule.code}"`);
      expect(html, rule.code).toContain(`href="#${rule.code}"`);
      expect(html, rule.code).toContain(">Reported");
      expect(html, rule.code).toContain(">Fixed");
      expect(html, rule.code).toContain(rule.severity);
      if (rule.rules.length > 0) expect(html, rule.code).toContain(`Rulebook ${rule.rules.join(", ")}`);
    }
  });

  it("the bad example says what Greenhouse reports for it, the linter's own message", () => {
    for (const rule of LINT_RULES) {
      const first = badExampleFindings(rule)[0];
      const html = renderToStaticMarkup(<RuleEntry rule={rule} />);
      if (first === undefined) expect(html, rule.code).not.toContain("Greenhouse says");
      else expect(html, rule.code).toContain(renderToStaticMarkup(<q>{first.message}</q>).slice(3, -4));
    }
  });
});
