import { updatePackAction } from "@/app/packs/[packId]/actions";
import { loadPack } from "@/app/_lib/loaders";
import { SettingsForm } from "@/components/packs/settings-form";

export const dynamic = "force-dynamic";

export default async function PackSettingsPage({ params }: { params: Promise<{ packId: string }> }) {
  const pack = await loadPack((await params).packId);
  return <SettingsForm pack={pack} updatePack={updatePackAction} />;
}
