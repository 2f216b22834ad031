import type { Metadata } from "next";
import { Suspense } from "react";
import { notFound, redirect } from "next/navigation";
import { createCardAction } from "@/app/packs/[packId]/eras/[eraId]/actions";
import { loadCard, loadPack } from "@/app/_lib/loaders";
import { loadCustomNames, loadPackDocument } from "@/app/_lib/pack-problems";
import { aliasTable } from "@/app/_lib/card-meaning";
import { CardEditor } from "@/components/card-editor/card-editor";
import type { Reveal } from "@/components/card-editor/card-problems";
import { PageContainer } from "@/components/layout/page-header";
import {
  deleteCardAction,
  duplicateCardAction,
  getRevisionAction,
  listRevisionsAction,
  restoreRevisionAction,
  saveCardAction,
} from "./actions";
import { CardPackFindings } from "./card-pack-findings";
import { generatedPagesSystem } from "@/app/_lib/data-system";
import { SystemCardPage } from "./system-card-page";
import { revealedField } from "@/components/system-cards/reveal-field";

const CARD_ACTIONS = {
  save: saveCardAction,
  listRevisions: listRevisionsAction,
  getRevision: getRevisionAction,
  restoreRevision: restoreRevisionAction,
  createCard: createCardAction,
  duplicateCard: duplicateCardAction,
  deleteCard: deleteCardAction,
};

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string; eraId: string; cardId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { packId, cardId } = await params;
  const card = await loadCard(packId, cardId);
  return { title: `${card.identifier} · ${card.era.name}` };
}

const FIELDS = new Set(["identifier", "directive", "attributes", "lore", "copies"]);

/**
 * `?field=attributes&line=3&column=5` from the Problems panel, or `?field=identifier` alone (a
 * new card: its identifier gets the focus); null when absent or malformed.
 */
function revealFrom(query: Record<string, string | string[] | undefined>): Reveal | null {
  const field = typeof query.field === "string" ? query.field : "attributes";
  const line = Number(query.line ?? (typeof query.field === "string" ? 1 : undefined));
  const column = Number(query.column ?? 1);
  if (!FIELDS.has(field) || !Number.isInteger(line) || line < 1 || !Number.isInteger(column) || column < 1) return null;
  return { field, line, column };
}

export default async function CardPage({ params, searchParams }: Props) {
  const { packId, eraId, cardId } = await params;
  const definition = await generatedPagesSystem((await loadPack(packId)).system);
  if (definition !== null) return <SystemCardPage packId={packId} cardId={cardId} definition={definition} reveal={revealedField(definition, (await searchParams).field)} />;
  const [card, pack, query, customNames, packDoc] = await Promise.all([
    loadCard(packId, cardId),
    loadPack(packId),
    searchParams,
    loadCustomNames(packId),
    loadPackDocument(packId),
  ]);
  if (card.packId !== packId) notFound();
  // A card moved to another era keeps working links.
  if (card.eraId !== eraId) redirect(`/packs/${packId}/eras/${card.eraId}/cards/${cardId}`);
  const front = pack.pictures.find((p) => p.role === "front") ?? null;
  const aliases = aliasTable(card.pack.aliases);
  // Where the card sits in the pack document, for live deck-level findings in the editor.
  const index = packDoc.eras.find((e) => e.era.id === card.eraId)?.cards.findIndex((c) => c.id === card.id) ?? -1;
  return (
    <PageContainer wide className="pt-0">
      <CardEditor
        key={card.id}
        card={card}
        actions={CARD_ACTIONS}
        packName={pack.name}
        aliases={aliases}
        customNames={customNames}
        affiliations={pack.instructions.affiliations}
        frontUrl={front?.url ?? null}
        pictures={pack.pictures.filter((p) => p.role === "card")}
        reveal={revealFrom(query)}
        deckPlace={index >= 0 ? { doc: packDoc.doc, era: card.era.name, index } : null}
        packFindings={
          <Suspense fallback={null}>
            <CardPackFindings card={card} />
          </Suspense>
        }
      />
    </PageContainer>
  );
}
