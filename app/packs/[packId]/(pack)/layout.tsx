import type { Metadata } from "next";
import { loadPack } from "@/app/_lib/loaders";
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
  return (
    <PageContainer>
      <PackHeader pack={pack} />
      <div className="mt-5">{children}</div>
    </PageContainer>
  );
}
