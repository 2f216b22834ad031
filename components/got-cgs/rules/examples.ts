/**
 * What Greenhouse says about a rule's bad example: the rules page shows the real message next
 * to the example (computed when the page is built, by the same analysis the editor runs).
 */
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import type { Diagnostic } from "@/lib/systems/got-cgs/attributes/diagnostics";
import type { DeckExample, RuleMeta } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { lintPack } from "@/lib/packs/lint";
import { parsePack, type PackDocument } from "@/lib/packs/schema";

/** A deck example as a pack document (one era, "Era 1"); null if the example is not a valid pack. */
export function examplePack(example: DeckExample): PackDocument | null {
  const parsed = parsePack({
    format: "greenhouse.pack/1",
    pack: {
      game: "Example",
      name: "Example pack",
      type: "edition",
      aliases: { ...(example.aliases ?? {}) },
      instructions: {
        ...(example.players === undefined ? {} : { players: example.players }),
        ...(example.affiliations === undefined ? {} : { affiliations: [...example.affiliations] }),
      },
    },
    eras: [{ name: "Era 1", cards: example.cards.map((c) => ({ format: "silver", ...c })) }],
  });
  return parsed.ok ? parsed.value : null;
}

/** The diagnostics with the rule's code that its bad example produces. */
export function badExampleFindings(rule: RuleMeta): Diagnostic[] {
  if (typeof rule.bad === "string") {
    return analyze(rule.bad, { format: rule.exampleContext?.format, affiliations: rule.exampleContext?.affiliations }).diagnostics.filter((d) => d.code === rule.code);
  }
  const doc = examplePack(rule.bad);
  return doc === null ? [] : lintPack(doc).diagnostics.filter((d) => d.code === rule.code);
}
