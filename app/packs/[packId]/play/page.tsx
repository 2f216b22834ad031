/**
 * Play: set up a game of this pack (GOT CGS: eras, players, seats, seed, turn timer; Genesis:
 * decks, faction, bot, recruits, seed), import a replay, or resume a saved game. A system whose
 * definition has a `table` is offered the free table too (`?engine=free`); one without a rules
 * engine only that.
 */
import { notPlayable } from "../not-playable";
import type { Metadata } from "next";
import { loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { decksFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { deckAffiliations } from "@/lib/systems/got-cgs/engine/players";
import { buildPackDocument, exportPack } from "@/lib/server/export-pack";
import { factionsOf, readCards, type GenesisPackDocument } from "@/lib/systems/got-genesis/engine";
import Link from "next/link";
import { findSystem } from "@/lib/systems/registry";
import { FreeSetup } from "./free-setup";
import { GenesisSetup, type GenesisSetupDeck } from "./genesis-setup";
import { PlaySetup, type SetupEra } from "./play-setup";
import { SavedGames } from "./saved-games";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string }>;
  searchParams: Promise<{ era?: string; engine?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: `Play · ${pack.name}` };
}

export default async function PlayPage({ params, searchParams }: Props) {
  const { packId } = await params;
  const { era, engine } = await searchParams;
  const pack = await loadPack(packId);
  const system = findSystem(pack.system);
  const table = system?.definition.table;
  const rules = system?.engine !== undefined;
  if (table === undefined) {
    const refused = notPlayable(pack, "Play");
    if (refused) return refused;
  }
  const header = (
    <PageHeader
      crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${packId}` }, { label: "Play" }]}
      title="Play at the table"
      subtitle={rules ? "Deal a trial game against bots, or play every seat yourself." : "Lay the cards on the free table and play every seat yourself."}
    />
  );
  const free = table !== undefined && (!rules || engine === "free");
  // Both ways to play, as links: the choice is in the address, so a reload keeps it.
  const choice =
    table !== undefined && rules ? (
      <nav aria-label="How to play" className="mt-4 flex gap-2 text-sm">
        <Link href={`/packs/${packId}/play`} aria-current={free ? undefined : "page"} className={free ? "rounded px-2 py-1 hover:bg-sunken" : "rounded bg-accent-soft px-2 py-1 font-semibold"}>
          By the rules
        </Link>
        <Link href={`/packs/${packId}/play?engine=free`} aria-current={free ? "page" : undefined} className={free ? "rounded bg-accent-soft px-2 py-1 font-semibold" : "rounded px-2 py-1 hover:bg-sunken"}>
          Free table
        </Link>
      </nav>
    ) : null;
  if (free && table !== undefined) {
    return (
      <PageContainer>
        {header}
        {choice}
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <FreeSetup packId={packId} decks={pack.eras.map((e) => ({ name: e.name, copies: e.copies }))} players={table.players} deckNoun={system?.definition.deckNoun ?? "deck"} />
          <SavedGames packId={packId} />
        </div>
      </PageContainer>
    );
  }
  if (pack.system === "got-genesis") {
    const genesis = (await buildPackDocument(packId, { pictures: "omit" })) as GenesisPackDocument;
    const decks: GenesisSetupDeck[] = (genesis.decks ?? []).map((d) => {
      const cards = readCards(genesis, [d.name]);
      const custom = cards.filter((c) => c.custom).map((c) => ({ name: c.name, faction: c.faction, ability: c.ability }));
      return { name: d.name, cards: cards.length, factions: factionsOf(cards), custom };
    });
    return (
      <PageContainer>
        {header}
        {choice}
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <GenesisSetup packId={packId} decks={decks} />
          <SavedGames packId={packId} />
        </div>
      </PageContainer>
    );
  }
  const doc = await exportPack(packId);
  const eras: SetupEra[] = decksFromPack(doc).map((d) => ({ name: d.name, affiliations: deckAffiliations(d), cards: d.cards.length }));
  const preselected = pack.eras.find((e) => e.id === era)?.name ?? null;
  return (
    <PageContainer>
      {header}
      {choice}
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <PlaySetup
          packId={packId}
          eras={eras}
          preselected={preselected}
          fixedPlayers={doc.pack.instructions.players}
          turnTimeLimitMinutes={doc.pack.instructions.turnTimeLimitMinutes ?? null}
        />
        <SavedGames packId={packId} />
      </div>
    </PageContainer>
  );
}
