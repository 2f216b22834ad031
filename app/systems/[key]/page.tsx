import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/server/errors";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { SystemEditor } from "@/components/system-editor/system-editor";
import { LayoutActionsProvider } from "@/components/system-editor/layout-actions-context";
import { layoutPreviewAction, layoutSamplesAction } from "./layout-actions";
import { getSystem } from "@/lib/server/systems/get-system";

export const dynamic = "force-dynamic";

interface Props {
  readonly params: Promise<{ key: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `System ${decodeURIComponent((await params).key)}` };
}

/** The system editor of one system (read-only for a built-in one). */
export default async function SystemPage({ params }: Props) {
  const key = decodeURIComponent((await params).key);
  const found = await getSystem({ key }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const { document, builtIn, revision } = found;
  return (
    <PageContainer wide>
      <PageHeader crumbs={[{ label: "Packs", href: "/" }, { label: "Systems", href: "/systems" }, { label: document.definition.name }]} title={document.definition.name} subtitle={builtIn ? "Built in: read-only." : `Revision ${revision}`} />
      <div className="mt-4">
        {/* Keyed by revision: a save elsewhere and a reload start the editor afresh. */}
        <LayoutActionsProvider preview={layoutPreviewAction} samples={layoutSamplesAction}>
          <SystemEditor key={`${key}:${revision ?? "builtin"}`} initial={document.definition} revision={revision} builtIn={builtIn} />
        </LayoutActionsProvider>
      </div>
    </PageContainer>
  );
}
