import type { Metadata } from "next";
import {
  copyCardsAction,
  createCardAction,
  deleteCardsAction,
  listEraTargetsAction,
  listPackTargetsAction,
  moveCardsAction,
  reorderCardsAction,
} from "@/app/packs/[packId]/eras/[eraId]/actions";
import { loadEraCards } from "@/app/_lib/loaders";
import { aliasTable } from "@/app/_lib/card-meaning";
import { analyzeCard, loadPackProblems, problemsByCard } from "@/app/_lib/pack-problems";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { EraTable } from "@/components/era-table/era-table";
import { toEraRows } from "@/components/era-table/rows";
import { EraHeaderActions } from "@/components/era-table/era-header-actions";
import { EraEmpty } from "@/components/era-table/era-empty";
import { plural } from "@/components/ui/format";
import { generatedPagesSystem } from "@/app/_lib/data-system";
import { SystemDeckPage } from "./system-deck-page";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string; eraId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { packId, eraId } = await params;
  const { era, pack } = await loadEraCards(packId, eraId);
  return { title: `${era.name} · ${pack.name}` };
}

const BULK_ACTIONS = {
  listPacks: listPackTargetsAction,
  listEras: listEraTargetsAction,
  copy: copyCardsAction,
  move: moveCardsAction,
  remove: deleteCardsAction,
};

export default async function EraPage({ params }: Props) {
  const { packId, eraId } = await params;
  const { era, pack, cards } = await loadEraCards(packId, eraId);
  const definition = await generatedPagesSystem(pack.system);
  if (definition !== null) return <SystemDeckPage packId={packId} eraId={eraId} definition={definition} />;
  const aliases = aliasTable(pack.aliases);
  // One analyser pass per card gives both its meaning (columns) and its findings (problems column).
  const none = { errors: 0, warnings: 0, infos: 0 };
  const rows = toEraRows(cards, (card) => ({ model: analyzeCard(card, aliases).model, problems: none }));
  // The problems column is the whole pack's lint (deck-level findings too). It streams in after
  // the table, so a pack whose lint is not cached yet never holds the table up.
  const problems = loadPackProblems(pack.id).then((all) => Object.fromEntries(problemsByCard(all)));
  const adventures = rows.filter((r) => r.type === "Adventure").length;
  const supports = rows.filter((r) => r.type === "Support").length;
  const gold = rows.filter((r) => r.format === "gold").length;

  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${packId}` }, { label: era.name }]}
        title={era.name}
        subtitle={
          cards.length === 0
            ? "An empty era deck."
            : `${plural(cards.length, "card")} · ${plural(adventures, "adventure")} · ${plural(supports, "support card")} · ${gold} gold · ${plural(era.copies, "copy", "copies")} to print`
        }
        actions={<EraHeaderActions packId={packId} eraId={eraId} eraName={era.name} createCard={createCardAction} />}
      />
      <div className="mt-5">
        {cards.length === 0 ? (
          <EraEmpty packId={packId} eraId={eraId} createCard={createCardAction} />
        ) : (
          <EraTable packId={packId} eraId={eraId} rows={rows} bulkActions={BULK_ACTIONS} problems={problems} reorder={reorderCardsAction} />
        )}
      </div>
    </PageContainer>
  );
}
