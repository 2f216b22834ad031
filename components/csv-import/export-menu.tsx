"use client";
/**
 * "Export" on a deck page: the deck as CSV (the columns "Import CSV" maps by itself), for Tabletop
 * Simulator (its saved object and card sheets, with links this server serves or the designer's
 * own hosting: ./tts-export-dialog.tsx) or as print-on-demand images at a shop's size
 * (./images-export-dialog.tsx) (docs/print.md, "Exports"). The CSV is a plain download; the image
 * exports take seconds to minutes, so they show progress and can be cancelled.
 */
import { useState } from "react";
import { DownloadIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";
import { ImagesExportDialog, type ImageProfile } from "./images-export-dialog";
import { TtsExportDialog } from "./tts-export-dialog";

const PROFILES: readonly ImageProfile[] = [
  { profile: "tgc-poker", label: "Card images, The Game Crafter poker" },
  { profile: "mpc-poker", label: "Card images, MakePlayingCards poker" },
  { profile: "dpi-300", label: "Card images, 300 dpi with bleed" },
];

export function ExportMenu({ packId, deckName }: { packId: string; deckName: string }) {
  const [tts, setTts] = useState(false);
  const [images, setImages] = useState<ImageProfile | null>(null);
  const deck = encodeURIComponent(deckName);
  return (
    <>
      <Menu
        label={
          <>
            <DownloadIcon /> Export
          </>
        }
        variant="secondary"
        size="md"
        items={[
          { kind: "link", label: "CSV (a spreadsheet of this deck)", href: `/api/packs/${packId}/export/csv?deck=${deck}`, download: `${deckName}.csv` },
          { label: "Tabletop Simulator…", onSelect: () => setTts(true) },
          { kind: "separator" },
          ...PROFILES.map((p) => ({ label: p.label, onSelect: () => setImages(p) })),
        ]}
      />
      <TtsExportDialog open={tts} onClose={() => setTts(false)} packId={packId} deckName={deckName} />
      <ImagesExportDialog profile={images} onClose={() => setImages(null)} packId={packId} deckName={deckName} />
    </>
  );
}
