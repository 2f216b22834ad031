import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadEraCards } from "@/app/_lib/loaders";
import { CsvImport } from "@/components/csv-import/csv-import";
import { PageContainer, PageHeader } from "@/components/layout/page-header";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string; eraId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { packId, eraId } = await params;
  const { era } = await loadEraCards(packId, eraId);
  return { title: `Import CSV · ${era.name}` };
}

export default async function CsvImportPage({ params }: Props) {
  const { packId, eraId } = await params;
  const { era, pack } = await loadEraCards(packId, eraId);
  if (pack.id !== packId) notFound();
  return (
    <PageContainer>
      <PageHeader
        crumbs={[
          { label: "Packs", href: "/" },
          { label: pack.name, href: `/packs/${packId}` },
          { label: era.name, href: `/packs/${packId}/eras/${eraId}` },
          { label: "Import CSV" },
        ]}
        title="Import cards from CSV"
        subtitle={`Into “${era.name}”, after its ${era.cards} cards.`}
      />
      <div className="mt-6">
        <CsvImport packId={packId} eraId={eraId} eraName={era.name} />
      </div>
    </PageContainer>
  );
}
