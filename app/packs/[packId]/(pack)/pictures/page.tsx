import { deletePictureAction } from "@/app/packs/[packId]/actions";
import { loadPack } from "@/app/_lib/loaders";
import { PicturesManager } from "@/components/pictures/pictures-manager";
import { picturePlan } from "@/lib/systems/pack-pages";
import { loadSystem } from "@/app/_lib/data-system";

export const dynamic = "force-dynamic";

export default async function PackPicturesPage({ params }: { params: Promise<{ packId: string }> }) {
  const pack = await loadPack((await params).packId);
  // Built-in or stored (a system made in the editor): its faces give the advice.
  const system = await loadSystem(pack.system);
  // A pack of an unknown system (a newer Greenhouse's file) has no faces to advise on.
  const plan = system === null ? { sections: [], cards: null } : picturePlan(system, pack.instructions);
  return <PicturesManager packId={pack.id} pictures={pack.pictures} plan={plan} deletePicture={deletePictureAction} />;
}
