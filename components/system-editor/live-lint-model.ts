/**
 * The live lint of a pack with the draft definition (no React): the pack file's decks read as
 * lint reads them, and a pass of lint with the draft. With a `PackLinter` (one per panel) a pass
 * re-checks only the cards' parts whose definition parts changed (lib/systems/lint/incremental.ts:
 * a field's maximum typed re-runs the field checks, not the card rules); without one it is a
 * whole `lintPack` (bench/system-editor.bench.ts prints both).
 */
import { countFindings, lintPack, type LintDeckInput } from "@/lib/systems/lint";
import type { PackLinter } from "@/lib/systems/lint/incremental";
import type { CardFields, SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";

/** A pack file's decks as lint reads them; a card missing its parts is read with blanks (lint then says so). */
export function decksOfPackFile(doc: unknown): LintDeckInput[] {
  const decks = (doc as { decks?: unknown }).decks;
  if (!Array.isArray(decks)) return [];
  return decks.map((d: { name?: unknown; cards?: unknown }, i) => ({
    name: typeof d.name === "string" ? d.name : `Deck ${i + 1}`,
    cards: (Array.isArray(d.cards) ? d.cards : []).map(
      (c: { identifier?: unknown; copies?: unknown; type?: unknown; fields?: unknown }): SystemCard => ({
        identifier: typeof c.identifier === "string" ? c.identifier : "",
        copies: typeof c.copies === "number" ? c.copies : 1,
        type: typeof c.type === "string" ? c.type : "",
        fields: (typeof c.fields === "object" && c.fields !== null ? c.fields : {}) as CardFields,
      }),
    ),
  }));
}

export interface LiveLint {
  readonly findings: readonly SystemFinding[];
  readonly errors: number;
  readonly warnings: number;
  readonly cards: number;
}

/** Every finding of the pack's decks under the draft (`linter` keeps what an edit did not touch). */
export function lintWithDraft(def: SystemDefinition, decks: readonly LintDeckInput[], linter?: PackLinter): LiveLint {
  const findings = linter === undefined ? lintPack(def, decks) : linter.lint(def, decks);
  return { findings, ...countFindings(findings), cards: decks.reduce((n, d) => n + d.cards.length, 0) };
}
