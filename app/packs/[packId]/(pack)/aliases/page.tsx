import { loadPack } from "@/app/_lib/loaders";
import { AliasesEditor } from "@/components/packs/aliases-editor";

export const dynamic = "force-dynamic";

export default async function PackAliasesPage({ params }: { params: Promise<{ packId: string }> }) {
  const pack = await loadPack((await params).packId);
  return <AliasesEditor packId={pack.id} version={pack.version} aliases={pack.aliases} customNames={[]} />;
}
