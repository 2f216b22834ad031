import type { Metadata } from "next";
import { createPackAction, deletePackAction, duplicatePackAction, renamePackAction } from "@/app/actions";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { PackGrid } from "@/components/packs/pack-grid";
import { ImportPackButton } from "@/components/packs/import-pack-button";
import { NewPackButton } from "@/components/packs/new-pack-button";
import { plural } from "@/components/ui/format";
import { listPacks } from "@/lib/server/list-packs";
import { listSystems } from "@/lib/server/systems/list-systems";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Card packs" };

export default async function HomePage() {
  const [packs, systems] = await Promise.all([listPacks(), listSystems()]);
  const cards = packs.reduce((n, p) => n + p.cards, 0);
  return (
    <PageContainer>
      <PageHeader
        title="Card packs"
        subtitle={packs.length === 0 ? "Nothing here yet." : `${plural(packs.length, "pack")} · ${plural(cards, "card")}`}
        actions={
          <>
            <ImportPackButton />
            <NewPackButton systems={systems} create={createPackAction} />
          </>
        }
      />
      <PackGrid packs={packs} systems={systems} className="mt-6" actions={{ create: createPackAction, rename: renamePackAction, duplicate: duplicatePackAction, remove: deletePackAction }} />
    </PageContainer>
  );
}
