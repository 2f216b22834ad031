/**
 * /packs/{id}/simulate: run N eras of an era deck with bots on the server and read the charts
 * (components/simulation/simulation-workbench.tsx). The page loads the era decks with their
 * player ranges, the saved runs and the packs to compare with; runs go through the API.
 */
import { notPlayable } from "../not-playable";
import type { Metadata } from "next";
import { loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { SimulationWorkbench } from "@/components/simulation/simulation-workbench";
import { listPacks } from "@/lib/server/list-packs";
import { getSimulationSetup } from "@/lib/server/simulations/get-simulation-setup";
import { listSimulations } from "@/lib/server/simulations/list-simulations";

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
        subtitle="Bots play whole eras of an era deck on the server; the charts show how every card and the era behave."
      />
      <div className="mt-6">
        <SimulationWorkbench setup={setup} runs={runs} packs={packs.filter((p) => p.system === pack.system).map((p) => ({ id: p.id, name: p.name }))} watchId={typeof run === "string" ? run : null} />
      </div>
    </PageContainer>
  );
}
