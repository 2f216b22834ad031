"use client";
/**
 * "Export" on a deck page: the deck as CSV (the columns "Import CSV" maps by itself), for Tabletop
 * Simulator (its saved object and card sheets) or as print-on-demand images at a shop's size
 * (docs/print.md, "Exports"). Plain download links to the export routes: the browser downloads
 * each zip when the server has drawn it (a few seconds for a deck).
 */
import { DownloadIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";

export function ExportMenu({ packId, deckName }: { packId: string; deckName: string }) {
  const deck = encodeURIComponent(deckName);
  const base = `/api/packs/${packId}/export`;
  return (
    <Menu
      label={
        <>
          <DownloadIcon /> Export
        </>
      }
      variant="secondary"
      size="md"
      items={[
        { kind: "link", label: "CSV (a spreadsheet of this deck)", href: `${base}/csv?deck=${deck}`, download: `${deckName}.csv` },
        { kind: "link", label: "Tabletop Simulator (saved object and sheets)", href: `${base}/tts?deck=${deck}`, download: `${deckName}-tabletop-simulator.zip` },
        { kind: "separator" },
        { kind: "link", label: "Card images, The Game Crafter poker", href: `${base}/png?deck=${deck}&profile=tgc-poker`, download: `${deckName}-tgc-poker.zip` },
        { kind: "link", label: "Card images, MakePlayingCards poker", href: `${base}/png?deck=${deck}&profile=mpc-poker`, download: `${deckName}-mpc-poker.zip` },
        { kind: "link", label: "Card images, 300 dpi with bleed", href: `${base}/png?deck=${deck}&profile=dpi-300`, download: `${deckName}-300dpi.zip` },
      ]}
    />
  );
}
