/**
 * The card's findings from the whole pack's lint, minus what the editor's own analysis already
 * shows live. Rendered inside <Suspense>: linting a big pack never holds up the editor.
 */
import { aliasTable } from "@/app/_lib/card-meaning";
import { analyzeCard, loadPackProblems } from "@/app/_lib/pack-problems";
import { PackFindings } from "@/components/card-editor/pack-findings";
import type { CardDetail } from "@/lib/server/types";

export async function CardPackFindings({ card }: { card: CardDetail }) {
  const problems = await loadPackProblems(card.packId);
  const live = new Set(analyzeCard(card, aliasTable(card.pack.aliases)).diagnostics.map((d) => `${d.code}:${d.line}:${d.column}`));
  const findings = problems
    .filter((p) => p.cardId === card.id && !(p.field === "attributes" && live.has(`${p.code}:${p.line}:${p.column}`)))
    .map(({ severity, code, message, field, line, column }) => ({ severity, code, message, field, line, column }));
  return <PackFindings findings={findings} />;
}
