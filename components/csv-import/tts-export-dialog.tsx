"use client";
/**
 * The Tabletop Simulator export of a deck (or of every deck), from the deck page's Export menu
 * (docs/print.md, "Exports"). The saved object names its sheet images by URL, so the designer
 * chooses where TTS fetches them:
 *
 * - links from this server: the export is published (POST /api/packs/{id}/export/tts/links) and
 *   the saved object's URLs are this server's, readable without the studio's password; the
 *   dialog lists the pack's links with Revoke;
 * - my own hosting: a base URL (checked as typed: ./base-url.ts), and the zip of the saved
 *   object and its sheets to upload there (GET /api/packs/{id}/export/tts?baseUrl=...).
 *
 * Both run as long exports do: progress and Cancel (./use-export-job.ts). The view: its state and
 * requests are in ./use-tts-export.ts, its parts in ./tts-export-parts.tsx.
 */
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Checkbox, Field, Input } from "@/components/ui/field";
import { DownloadIcon } from "@/components/ui/icons";
import { Segmented } from "@/components/ui/segmented";
import { ExportProgress } from "./export-progress";
import { TtsHowToLoad, TtsLinks, TtsLinksNote } from "./tts-export-parts";
import { useTtsExport, type Hosting } from "./use-tts-export";

export function TtsExportDialog({ open, onClose, packId, deckName }: { open: boolean; onClose: () => void; packId: string; deckName: string }) {
  const tts = useTtsExport(packId, deckName, open, onClose);
  const { hosting, checked, revoke } = tts;
  return (
    <Dialog
      open={open}
      onClose={tts.close}
      title="Tabletop Simulator"
      description={`A saved object with ${tts.everyDeck ? "every deck of the pack" : `the deck “${deckName}”`} on card sheets, to load in Tabletop Simulator.`}
      size="md"
      footer={
        <>
          <Button onClick={tts.close}>Close</Button>
          <Button variant="primary" onClick={() => void tts.go()} disabled={tts.running} pending={tts.running}>
            <DownloadIcon /> {hosting === "links" ? "Publish links" : "Download zip"}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Segmented<Hosting>
          label="Where Tabletop Simulator fetches the card images"
          options={[
            { value: "links", label: "Links from this server" },
            { value: "own", label: "My own hosting" },
          ]}
          value={hosting}
          onChange={tts.setHosting}
        />
        {hosting === "links" ? (
          <TtsLinksNote />
        ) : (
          <Field label="Base URL" error={tts.showUrlError && !checked.ok ? checked.message : null} hint="The saved object names each sheet <base URL>/<file name>: upload the zip’s PNGs there.">
            {(ids) => <Input {...ids} type="url" inputMode="url" placeholder="https://example.com/my-deck" value={tts.baseUrl} onChange={(e) => tts.setBaseUrl(e.target.value)} />}
          </Field>
        )}
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <Checkbox checked={tts.everyDeck} onChange={(e) => tts.setEveryDeck(e.target.checked)} /> Every deck of the pack
        </label>

        <ExportProgress job={tts.job} onCancel={tts.cancel} label="Tabletop Simulator export progress" />
        {tts.published !== null && tts.published.link.savedObjectPath !== null ? (
          <a className="w-fit text-sm font-medium text-accent underline-offset-2 hover:underline" href={tts.published.link.savedObjectPath} download data-testid="saved-object">
            Download the saved object (.json)
          </a>
        ) : null}

        {hosting === "links" ? <TtsLinks links={tts.links} liveLinks={tts.liveLinks} linksError={tts.linksError} revokeError={revoke.error} onRevoke={revoke.setRevoking} /> : null}
        <TtsHowToLoad />
      </div>
      <ConfirmDialog open={revoke.revoking !== null} onClose={() => revoke.setRevoking(null)} onConfirm={() => void revoke.revoke()} title="Revoke this link?" confirmLabel="Revoke" pending={revoke.pending}>
        Its images stop loading in Tabletop Simulator for everyone (a table that already loaded them keeps its copy). Publish again to get new links.
      </ConfirmDialog>
    </Dialog>
  );
}
