/**
 * /packs/{id}/simulate: run N games of a deck (GOT CGS: eras of an era deck) with bots on the
 * server and read the charts (components/simulation/simulation-workbench.tsx), for every system
 * whose engine's simulation hook plays chunked runs (`not-playable.tsx`). The page loads the
 * decks with their player ranges, the saved runs and the packs of the same system to compare
 * with; runs go through the API.
 */
import { notPlayable } from "../not-playable";
import type { Metadata } from "next";
import { loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { listPacks } from "@/lib/server/list-packs";
import { getSimulationSetup } from "@/lib/server/simulations/get-simulation-setup";
import { listSimulations } from "@/lib/server/simulations/list-simulations";
import { SimulateWorkbench } from "./workbench";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string }>;
  /** `?run=<id>`: follow that run (the saved-runs list's Watch link). */
  searchParams: Promise<{ run?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: `Simulate ${pack.name}` };
}

export default async function SimulatePage({ params, searchParams }: Props) {
  const pack = await loadPack((await params).packId);
  const refused = notPlayable(pack, "Simulate", "simulate");
  if (refused) return refused;
  const run = (await searchParams).run;
  const [setup, runs, packs] = await Promise.all([getSimulationSetup({ packId: pack.id }), listSimulations({ packId: pack.id }), listPacks({})]);
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: "Simulate" }]}
        title={`Simulate ${pack.name}`}
        subtitle={`Bots play whole ${setup.gameWord}s of one of the pack's ${setup.deckWord}s on the server; the charts show how every card behaves.`}
      />
      <div className="mt-6">
        <SimulateWorkbench setup={setup} runs={runs} packs={packs.filter((p) => p.system === pack.system).map((p) => ({ id: p.id, name: p.name }))} watchId={typeof run === "string" ? run : null} />
      </div>
    </PageContainer>
  );
}
