/**
 * The card's findings from the whole pack's lint that the editor cannot recompute as the
 * designer types: print fit and findings about other fields (identifier clashes...). The card's
 * own findings, the deck-level ones about its attributes and a duplicate identifier (shown at the
 * Identifier field, on both cards) are live in the editor. Rendered
 * inside <Suspense>: linting a big pack never holds up the editor.
 */
import { loadPackProblems } from "@/app/_lib/pack-problems";
import { PackFindings } from "@/components/card-editor/pack-findings";
import type { CardDetail } from "@/lib/server/types";

export async function CardPackFindings({ card }: { card: CardDetail }) {
  const problems = await loadPackProblems(card.packId);
  const findings = problems
    .filter((p) => p.cardId === card.id && !(p.field === "attributes" && !p.code.startsWith("print-")) && p.code !== "duplicate-identifier")
    .map(({ severity, code, message, field, line, column }) => ({ severity, code, message, field, line, column }));
  return <PackFindings findings={findings} />;
}
