import type { Metadata } from "next";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { SystemsList } from "@/components/system-editor/systems-list";
import { listSystems } from "@/lib/server/systems/list-systems";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Game systems" };

/** The Systems page: built-in and stored systems; create blank, copy, import, export (docs/systems.md). */
export default async function SystemsPage() {
  const systems = await listSystems();
  return (
    <PageContainer>
      <PageHeader crumbs={[{ label: "Packs", href: "/" }, { label: "Systems" }]} title="Game systems" subtitle="The games your packs are made for: their fields, card types, faces and rules." />
      <div className="mt-6">
        <SystemsList systems={systems} />
      </div>
    </PageContainer>
  );
}
