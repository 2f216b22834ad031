/**
 * /packs/{id}/print: the print dialog (components/print/print-dialog.tsx). The page itself only
 * loads the pack's name and era decks; everything else comes from the PDF routes.
 */
import type { Metadata } from "next";
import "@fontsource/inter/400-italic.css";
import { loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { PrintDialog } from "@/components/print/print-dialog";
import { plural } from "@/components/ui/format";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: `Print ${pack.name}` };
}

export default async function PrintPage({ params }: Props) {
  const pack = await loadPack((await params).packId);
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: "Print" }]}
        title={`Print ${pack.name}`}
        subtitle={`${plural(pack.copies, "card")} to print, silver (63 × 88 mm) and gold (125 × 176 mm) on their own sheets, ready to cut.`}
      />
      <div className="mt-6">
        <PrintDialog packId={pack.id} eras={pack.eras.map((e) => e.name)} />
      </div>
    </PageContainer>
  );
}
