/** The table for one game (`?replay=1`: step through it; `?timer=<minutes>`: the turn timer). */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locateGame } from "@/lib/server/locate";
import { loadEraCards, loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { GameClient } from "./game-client";
import { FreeTableClient } from "@/components/free-table/free-table-client";
import { decksHoldGame, gameCardInfos } from "@/components/free-table/card-infos";
import type { CardInfos, FreeGame } from "@/components/free-table/types";
import { getGame } from "@/lib/server/games/get-game";
import { findSystem } from "@/lib/systems/registry";

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
  const readDecks = (eras: typeof pack.eras) => Promise.all(eras.map(async (era) => ({ era, cards: (await loadEraCards(packId, era.id)).cards })));
  // Links from a card on the table to its editor: by identifier, in the pack as it is now.
  const editLinks: Record<string, string> = {};
  const cardIds: Record<string, string> = {};
  const notes: Record<string, string> = {};
  const link = (eraCards: Awaited<ReturnType<typeof readDecks>>) => {
    for (const { era, cards } of eraCards) {
      for (const c of cards) {
        editLinks[c.identifier] ??= `/packs/${packId}/eras/${era.id}/cards/${c.id}`;
        cardIds[c.identifier] ??= c.id;
        notes[c.identifier] ??= c.notes;
      }
    }
  };
  // A free-table game has a table of its own (components/free-table); a rules game the system's.
  const game = await getGame({ id: gameId });
  if (game.engine === "free") {
    const definition = findSystem(pack.system)?.definition;
    // The fields the free table reads (FreeGame), not the whole answer (its `legal` list, dates...).
    const { id, title, names, eras, toAct, state, log, actions, at } = game as unknown as FreeGame;
    const free: FreeGame = { id, packId: game.packId, title, engine: "free", names, eras, toAct, state, log, actions, at };
    // Only the decks the game was dealt from are read, and only their cards sent (the props go
    // twice, in the HTML and the RSC payload); every deck when they no longer hold the game's cards.
    let decks = await readDecks(pack.eras.filter((era) => eras.includes(era.name)));
    if (!decksHoldGame(decks.map(({ era, cards }) => ({ name: era.name, cards })), free)) decks = await readDecks(pack.eras);
    link(decks);
    const infos: CardInfos = definition === undefined ? {} : gameCardInfos(definition, decks.map(({ era, cards }) => ({ name: era.name, cards })), free, (c) => editLinks[c.identifier]);
    return (
      <PageContainer wide>
        <PageHeader
          crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${packId}` }, { label: "Play", href: `/packs/${packId}/play` }, { label: "Free table" }]}
          title="Free table"
          subtitle={game.title}
        />
        <div className="mt-4">
          <FreeTableClient packId={packId} initial={free} cards={infos} />
        </div>
      </PageContainer>
    );
  }
  link(await readDecks(pack.eras));
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
