import type { Metadata } from "next";
import { deletePackAction, duplicatePackAction, renamePackAction } from "@/app/actions";
import { loadPack } from "@/app/_lib/loaders";
import { loadPackProblems } from "@/app/_lib/pack-problems";
import { PackHeader } from "@/components/packs/pack-header";
import { PageContainer } from "@/components/layout/page-header";

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
  return (
    <PageContainer>
      <PackHeader pack={pack} errorCount={errorCount} actions={{ rename: renamePackAction, duplicate: duplicatePackAction, remove: deletePackAction }} />
      <div className="mt-5">{children}</div>
    </PageContainer>
  );
}
