import { loadPack } from "@/app/_lib/loaders";
import { loadPackProblems, problemHref } from "@/app/_lib/pack-problems";
import { ProblemsPanel, type ProblemRow } from "@/components/packs/problems-panel";
import { generatedPagesSystem } from "@/app/_lib/data-system";
import { SystemProblems } from "./system-problems";

export const dynamic = "force-dynamic";

export default async function PackProblemsPage({ params }: { params: Promise<{ packId: string }> }) {
  const { packId } = await params;
  const definition = await generatedPagesSystem((await loadPack(packId)).system);
  if (definition !== null) return <SystemProblems packId={packId} definition={definition} />;
  const [pack, problems] = await Promise.all([loadPack(packId), loadPackProblems(packId)]);
  const rows: ProblemRow[] = problems.map((p, i) => ({
    key: i,
    severity: p.severity,
    code: p.code,
    message: p.message,
    field: p.field,
    line: p.line,
    column: p.column,
    era: p.eraName,
    identifier: p.identifier,
    href: problemHref(pack.id, p),
  }));
  return <ProblemsPanel rows={rows} eras={pack.eras.map((e) => e.name)} cards={pack.cards} />;
}
