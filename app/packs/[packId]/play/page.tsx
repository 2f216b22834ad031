/**
 * Play: set up a game of this pack (the form the system's play hook names, lib/systems/registry-play.ts:
 * era decks, players, seats, seed, turn timer; or decks, faction, bot, recruits, seed), import a
 * replay, or resume a saved game. A system whose
 * definition has a `table` is offered the free table too (`?engine=free`); one without a rules
 * engine only that.
 */
import { notPlayable } from "../not-playable";
import type { Metadata } from "next";
import { loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { buildPackDocument } from "@/lib/server/export-pack";
import Link from "next/link";
import { findSystem } from "@/lib/systems/registry";
import { playHooks } from "@/lib/systems/registry-play";
import { FreeSetup } from "./free-setup";
import { GenesisSetup } from "./genesis-setup";
import { PlaySetup } from "./play-setup";
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
  // The system's play hook says which setup form to draw and computes its data from the document.
  const hooks = playHooks(pack.system);
  if (hooks === null) {
    return (
      <PageContainer>
        {header}
        {choice}
        <p className="mt-5 text-sm">The rules engine of {system?.definition.name ?? pack.system} offers no setup form yet: import a replay or resume a saved game.</p>
        <SavedGames packId={packId} />
      </PageContainer>
    );
  }
  const setup = hooks.setup(await buildPackDocument(packId, { pictures: "omit" }));
  const form =
    setup.form === "factions" ? (
      <GenesisSetup packId={packId} decks={setup.decks} />
    ) : (
      <PlaySetup
        packId={packId}
        system={pack.system}
        eras={setup.decks}
        preselected={pack.eras.find((e) => e.id === era)?.name ?? null}
        fixedPlayers={setup.fixedPlayers}
        turnTimeLimitMinutes={setup.turnTimeLimitMinutes}
      />
    );
  return (
    <PageContainer>
      {header}
      {choice}
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        {form}
        <SavedGames packId={packId} />
      </div>
    </PageContainer>
  );
}
