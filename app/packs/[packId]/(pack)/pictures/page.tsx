import { deletePictureAction } from "@/app/packs/[packId]/actions";
import { loadPack } from "@/app/_lib/loaders";
import { PicturesManager } from "@/components/pictures/pictures-manager";

export const dynamic = "force-dynamic";

export default async function PackPicturesPage({ params }: { params: Promise<{ packId: string }> }) {
  const pack = await loadPack((await params).packId);
  return <PicturesManager packId={pack.id} pictures={pack.pictures} affiliations={pack.instructions.affiliations ?? []} deletePicture={deletePictureAction} />;
}
