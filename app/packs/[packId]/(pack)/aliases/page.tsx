import { updatePackAction } from "@/app/packs/[packId]/actions";
import { loadPack } from "@/app/_lib/loaders";
import { loadCustomNames } from "@/app/_lib/pack-problems";
import { AliasesEditor } from "@/components/packs/aliases-editor";
import { cardTextLint, eraFileCardLint } from "@/lib/systems/registry-card-lint";

export const dynamic = "force-dynamic";

export default async function PackAliasesPage({ params }: { params: Promise<{ packId: string }> }) {
  const { packId } = await params;
  const [pack, usage] = await Promise.all([loadPack(packId), loadCustomNames(packId)]);
  // The pack's own names, most used first: the likely targets of a new alias (the hook that counted them, as loadCustomNames picks it).
  const hook = cardTextLint(pack.system) ?? eraFileCardLint();
  const customNames = Object.entries(hook.plainNameUsage(usage))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => name);
  return <AliasesEditor packId={pack.id} version={pack.version} aliases={pack.aliases} customNames={customNames} updatePack={updatePackAction} />;
}
