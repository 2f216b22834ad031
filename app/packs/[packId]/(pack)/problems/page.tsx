/**
 * The Problems tab of every pack, whatever its system: every finding of the one findings pipeline
 * (lib/systems/lint/pack.ts `lintPack`: the definition's rules, the system's own lint, print fit),
 * worst first, each opening its card (at the spot, when the finding has one) or its deck.
 */
import { loadPack } from "@/app/_lib/loaders";
import { loadPackProblems, problemHref, type PackProblem } from "@/app/_lib/pack-problems";
import { ProblemsPanel, type ProblemRow } from "@/components/packs/problems-panel";
import { loadSystem } from "@/app/_lib/data-system";
import type { SystemDefinition } from "@/lib/systems/types";

export const dynamic = "force-dynamic";

/** Where a finding of a system without text of its own language is: the field's label, the card's type or copies, or the whole card or deck. */
function systemFieldLabel(definition: SystemDefinition | undefined, p: PackProblem): string {
  if (p.systemField === null || p.systemField === undefined) return p.identifier === null ? "deck" : "card";
  if (p.systemField === "$type") return "type";
  if (p.systemField === "$copies") return "copies";
  return definition?.fields.find((f) => f.key === p.systemField)?.label ?? p.systemField;
}

export default async function PackProblemsPage({ params }: { params: Promise<{ packId: string }> }) {
  const { packId } = await params;
  const [pack, problems] = await Promise.all([loadPack(packId), loadPackProblems(packId)]);
  const definition = (await loadSystem(pack.system))?.definition;
  const rows: ProblemRow[] = problems.map((p, i) => {
    // A finding of a system without text of its own language is about a whole field: no spot.
    const whole = p.systemField !== undefined;
    return {
      key: i,
      severity: p.severity,
      code: p.code,
      message: p.message,
      field: whole ? systemFieldLabel(definition, p) : p.field,
      line: whole ? null : p.line,
      column: whole ? null : p.column,
      era: p.eraName,
      identifier: p.identifier,
      href: problemHref(pack.id, p),
    };
  });
  return <ProblemsPanel rows={rows} eras={pack.eras.map((e) => e.name)} cards={pack.cards} deckNoun={definition?.deckNoun ?? "era deck"} />;
}
