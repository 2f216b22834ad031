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
import { loadSystem } from "@/app/_lib/data-system";
import { hasOwnTextLanguage } from "@/lib/systems/registry-card-lint";
import type { SystemDefinition } from "@/lib/systems/types";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: `Print ${pack.name}` };
}

/** What prints, in the system's own sizes: its faces' trim sizes (upright), each size on its own sheets. */
function whatPrints(definition: SystemDefinition | null, copies: number): string {
  const faces = definition?.faces ?? [];
  const sizes = [...new Set(faces.map((f) => `${Math.min(f.widthMm, f.heightMm)} × ${Math.max(f.widthMm, f.heightMm)} mm`))];
  if (sizes.length === 0) return `${plural(copies, "card")} to print, ready to cut.`;
  return `${plural(copies, "card")} to print at ${sizes.join(" or ")}${sizes.length > 1 ? ", each size on its own sheets" : ""}, ready to cut.`;
}

export default async function PrintPage({ params }: Props) {
  const pack = await loadPack((await params).packId);
  const definition = (await loadSystem(pack.system))?.definition ?? null;
  // The attribute text mode's options belong to a system whose code reads its text (GOT CGS's), asked of the registry.
  const attributeMode = definition === null || hasOwnTextLanguage(definition.key);
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: "Print" }]}
        title={`Print ${pack.name}`}
        subtitle={whatPrints(definition, pack.copies)}
      />
      <div className="mt-6">
        <PrintDialog packId={pack.id} eras={pack.eras.map((e) => e.name)} attributeMode={attributeMode} deckNoun={definition?.deckNoun ?? "era deck"} />
      </div>
    </PageContainer>
  );
}
