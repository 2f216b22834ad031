import type { Metadata } from "next";
import { deletePackAction, duplicatePackAction, renamePackAction } from "@/app/actions";
import { loadPack } from "@/app/_lib/loaders";
import { loadPackProblems } from "@/app/_lib/pack-problems";
import { PackHeader } from "@/components/packs/pack-header";
import { PageContainer } from "@/components/layout/page-header";
import { loadSystem } from "@/app/_lib/data-system";
import { hasOwnTextLanguage } from "@/lib/systems/registry-card-lint";
import { membersLink } from "@/lib/server/accounts/members";
import { offers as systemOffers } from "../not-playable";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string }>;
  children: React.ReactNode;
}

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: pack.name };
}

export default async function PackLayout({ params, children }: Props) {
  const pack = await loadPack((await params).packId);
  // Not awaited: the Problems tab's count streams in after the page (PackHeader's Suspense).
  const errorCount = loadPackProblems(pack.id).then((problems) => problems.filter((p) => p.severity === "error").length);
  const system = await loadSystem(pack.system);
  // A pack whose system is not registered (a file from a newer Greenhouse) still opens, with nothing system-specific.
  const offers = {
    playable: systemOffers(system, "engine"),
    // Sandbox where the engine offers a resolution view, Simulate where the app plays its simulation hook.
    sandbox: systemOffers(system, "sandbox"),
    simulate: systemOffers(system, "simulate"),
    // The free table (lib/free-table) plays any system whose definition has a table.
    freeTable: system?.definition.table !== undefined,
    // Aliases are names in a language code reads (GOT CGS's attribute text).
    aliases: system !== null && hasOwnTextLanguage(system.definition.key),
    deckNoun: system?.definition.deckNoun ?? "deck",
  };
  return (
    <PageContainer>
      <PackHeader pack={pack} errorCount={errorCount} system={offers} members={await membersLink({ packId: pack.id })} actions={{ rename: renamePackAction, duplicate: duplicatePackAction, remove: deletePackAction }} />
      <div className="mt-5">{children}</div>
    </PageContainer>
  );
}
