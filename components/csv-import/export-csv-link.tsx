/**
 * "Export CSV": the deck as CSV in the columns "Import CSV" maps by itself (GET
 * /api/packs/{id}/export/csv), so a designer can edit it in a spreadsheet and bring it back.
 * A plain link: the browser downloads the file; no script, nothing to wait for.
 */
import { buttonClasses } from "@/components/ui/button";
import { DownloadIcon } from "@/components/ui/icons";

export function ExportCsvLink({ packId, deckName }: { packId: string; deckName: string }) {
  return (
    <a className={buttonClasses()} href={`/api/packs/${packId}/export/csv?deck=${encodeURIComponent(deckName)}`} download>
      <DownloadIcon /> Export CSV
    </a>
  );
}
