/** The table for one game (`?replay=1`: step through it; `?timer=<minutes>`: the turn timer). */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locateGame } from "@/lib/server/locate";
import { loadEraCards, loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { GameClient } from "./game-client";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string; gameId: string }>;
  searchParams: Promise<{ replay?: string; timer?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: `Table · ${pack.name}` };
}

export default async function GamePage({ params, searchParams }: Props) {
  const { packId, gameId } = await params;
  const { replay, timer } = await searchParams;
  // A game of another pack is not this pack's table (its client would load it under this header).
  if ((await locateGame({ id: gameId }))?.packId !== packId) notFound();
  const pack = await loadPack(packId);
  // Links from a card on the table to its editor: by identifier, in the pack as it is now.
  const editLinks: Record<string, string> = {};
  const cardIds: Record<string, string> = {};
  const notes: Record<string, string> = {};
  for (const era of pack.eras) {
    const { cards } = await loadEraCards(packId, era.id);
    for (const c of cards) {
      editLinks[c.identifier] ??= `/packs/${packId}/eras/${era.id}/cards/${c.id}`;
      cardIds[c.identifier] ??= c.id;
      notes[c.identifier] ??= c.notes;
    }
  }
  const minutes = timer !== undefined && /^\d+$/.test(timer) && Number(timer) > 0 ? Number(timer) : null;
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${packId}` }, { label: "Play", href: `/packs/${packId}/play` }, { label: replay !== undefined ? "Replay" : "Table" }]}
        title={replay !== undefined ? "Replay" : "Table"}
      />
      <div className="mt-4">
        <GameClient packId={packId} system={pack.system} gameId={gameId} replay={replay !== undefined} timerMinutes={minutes} editLinks={editLinks} cardIds={cardIds} notes={notes} />
      </div>
    </PageContainer>
  );
}
