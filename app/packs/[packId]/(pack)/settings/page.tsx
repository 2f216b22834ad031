import { updatePackAction } from "@/app/packs/[packId]/actions";
import { loadPack } from "@/app/_lib/loaders";
import { SettingsForm } from "@/components/packs/settings-form";
import { settingsSystemOf } from "@/components/packs/settings-model";

export const dynamic = "force-dynamic";

export default async function PackSettingsPage({ params }: { params: Promise<{ packId: string }> }) {
  const pack = await loadPack((await params).packId);
  // The form draws what the pack's system keeps: its settings hook (GOT CGS's instructions), or none.
  return <SettingsForm pack={pack} system={settingsSystemOf(pack.system)} updatePack={updatePackAction} />;
}
