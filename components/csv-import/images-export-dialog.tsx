"use client";
/**
 * Card images for a print-on-demand shop, from the Export menu: the zip of one PNG per face and
 * back at the chosen profile's size (GET /api/packs/{id}/export/png). It starts when the dialog
 * opens and shows its progress with Cancel, as the PDF does (./use-export-job.ts).
 */
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ExportProgress } from "./export-progress";
import { useExportJob } from "./use-export-job";

export interface ImageProfile {
  readonly profile: string;
  readonly label: string;
}

export function ImagesExportDialog({ profile, onClose, packId, deckName }: { profile: ImageProfile | null; onClose: () => void; packId: string; deckName: string }) {
  const { job, download, cancel } = useExportJob();
  useEffect(() => {
    if (profile === null) return;
    const query = new URLSearchParams({ deck: deckName, profile: profile.profile });
    void download(`/api/packs/${encodeURIComponent(packId)}/export/png?${query}`, "Drawing the card images", `${profile.profile}.zip`, (file, response) => `Saved ${file}: ${response.headers.get("x-greenhouse-images") ?? "the"} images of ${response.headers.get("x-greenhouse-cards") ?? "the"} cards.`);
  }, [profile, packId, deckName, download]);
  const close = () => {
    cancel();
    onClose();
  };
  return (
    <Dialog open={profile !== null} onClose={close} title={profile?.label ?? "Card images"} description={`Every card of “${deckName}”, face and back, with bleed.`} size="sm" footer={<Button onClick={close}>{job.status === "running" ? "Cancel" : "Close"}</Button>}>
      <ExportProgress job={job} onCancel={close} label="Card images progress" />
    </Dialog>
  );
}
