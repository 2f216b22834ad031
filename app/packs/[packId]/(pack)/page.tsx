import Link from "next/link";
import { Suspense } from "react";
import { createEraAction, deleteEraAction, renameEraAction, reorderErasAction } from "@/app/packs/[packId]/actions";
import { aliasTable } from "@/app/_lib/card-meaning";
import { loadEraCards, loadPack } from "@/app/_lib/loaders";
import { analyzeCard, loadPackProblems, problemSummary, type PackProblem } from "@/app/_lib/pack-problems";
import { EraList, type EraStats } from "@/components/packs/era-list";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { PackFacts } from "@/components/packs/pack-facts";
import { generatedPagesSystem } from "@/app/_lib/data-system";
import { SystemPackPage } from "./system-pack-page";

export const dynamic = "force-dynamic";

export default async function PackPage({ params }: { params: Promise<{ packId: string }> }) {
  const { packId } = await params;
  const pack = await loadPack(packId);
  const definition = await generatedPagesSystem(pack.system);
  if (definition !== null) return <SystemPackPage packId={packId} definition={definition} />;
  // What each era holds, from each card's own meaning (kept between loads).
  const aliases = aliasTable(pack.aliases);
  const stats: Record<string, EraStats> = {};
  for (const era of pack.eras) {
    const { cards } = await loadEraCards(packId, era.id);
    const types = cards.map((c) => analyzeCard(c, aliases).kind);
    stats[era.id] = {
      adventures: types.filter((t) => t === "Adventure").length,
      supports: types.filter((t) => t === "Support").length,
      gold: cards.filter((c) => c.format === "gold").length,
    };
  }
  // The whole pack's lint streams in after the page (it can take a moment before it is cached).
  const problems = loadPackProblems(packId);
  const perEra = problems.then((all) => Object.fromEntries(pack.eras.map((e) => [e.id, problemSummary(all.filter((p) => p.eraId === e.id))])));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_320px]">
      <EraList
        packId={pack.id}
        actions={{ create: createEraAction, rename: renameEraAction, reorder: reorderErasAction, remove: deleteEraAction }}
        eras={pack.eras}
        stats={stats}
        problems={perEra}
      />
      <aside className="flex flex-col gap-4">
        <PackFacts pack={pack} />
        <div className="rounded-lg border border-line bg-surface p-4">
          <div className="mb-2 flex items-center justify-between">
            <h2 className="font-semibold">Problems</h2>
            <Link href={`/packs/${pack.id}/problems`} className="focus-ring rounded text-xs text-accent-ink hover:underline">
              See all
            </Link>
          </div>
          <Suspense fallback={<p className="text-sm text-ink-muted">Checking the pack…</p>}>
            <PackProblemSummary problems={problems} />
          </Suspense>
        </div>
        <div className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-soft">
          <h2 className="mb-1 font-semibold text-ink">Print and check</h2>
          <p>
            <Link className="text-accent-ink underline-offset-2 hover:underline" href={`/packs/${pack.id}/print`} prefetch={false}>
              Print the pack
            </Link>{" "}
            as a PDF ready to cut, see every{" "}
            <Link className="text-accent-ink underline-offset-2 hover:underline" href={`/packs/${pack.id}/problems`}>
              problem
            </Link>{" "}
            the linter finds, or read the{" "}
            <Link className="text-accent-ink underline-offset-2 hover:underline" href="/rules" prefetch={false}>
              lint rules
            </Link>
            .
          </p>
        </div>
      </aside>
    </div>
  );
}

async function PackProblemSummary({ problems }: { problems: Promise<readonly PackProblem[]> }) {
  const all = await problems;
  return all.length === 0 ? <p className="text-sm text-accent-ink">The linter finds nothing to fix.</p> : <ProblemBadges summary={problemSummary(all)} />;
}
