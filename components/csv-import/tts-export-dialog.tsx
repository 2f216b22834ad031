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
 * Both run as long exports do: progress and Cancel (./use-export-job.ts).
 */
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Checkbox, Field, Input } from "@/components/ui/field";
import { DownloadIcon } from "@/components/ui/icons";
import { RelativeTime } from "@/components/ui/relative-time";
import { Segmented } from "@/components/ui/segmented";
import type { ExportLinkDto } from "@/lib/server/export-links";
import { checkBaseUrl } from "./base-url";
import { ExportProgress } from "./export-progress";
import { useExportJob } from "./use-export-job";

type Hosting = "links" | "own";

interface Published {
  readonly link: ExportLinkDto;
  readonly savedObjectUrl: string;
  readonly warnings: readonly string[];
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

async function loadLinks(packId: string): Promise<{ links: ExportLinkDto[] } | { error: string }> {
  try {
    const response = await fetch(`/api/packs/${encodeURIComponent(packId)}/export/tts/links`, { cache: "no-store" });
    const body = (await response.json()) as { links?: ExportLinkDto[]; error?: { message?: string } };
    if (!response.ok) return { error: `The links could not be listed: ${body.error?.message ?? `the server answered ${response.status}`}` };
    return { links: body.links ?? [] };
  } catch (e) {
    return { error: `The links could not be listed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The pack's links, loaded when the dialog opens and after each change (`reload`). */
function useLinks(packId: string, open: boolean) {
  const [links, setLinks] = useState<readonly ExportLinkDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void loadLinks(packId).then((answer) => {
      if (!current) return;
      if ("error" in answer) setError(answer.error);
      else {
        setLinks(answer.links);
        setError(null);
      }
    });
    return () => {
      current = false;
    };
  }, [open, packId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { links, error, reload };
}

function LinkRow({ link, onRevoke }: { link: ExportLinkDto; onRevoke: (link: ExportLinkDto) => void }) {
  const live = link.revokedAt === null;
  return (
    <li className="flex items-center justify-between gap-3 py-2" data-testid="export-link">
      <div className="min-w-0 text-sm">
        <p className={live ? "font-medium text-ink" : "text-ink-muted line-through"}>{link.deck ?? "Every deck"}</p>
        <p className="text-xs text-ink-muted">
          {live ? `${link.files} files, ${size(link.size)}, published ` : "revoked "}
          <RelativeTime iso={link.revokedAt ?? link.createdAt} />
          {link.createdBy !== "" ? ` by ${link.createdBy}` : ""}
        </p>
      </div>
      {live && link.savedObjectPath !== null ? (
        <div className="flex shrink-0 items-center gap-1">
          <a className="text-xs text-accent underline-offset-2 hover:underline" href={link.savedObjectPath} download>
            Saved object
          </a>
          <Button variant="ghost" size="sm" onClick={() => onRevoke(link)}>
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function TtsExportDialog({ open, onClose, packId, deckName }: { open: boolean; onClose: () => void; packId: string; deckName: string }) {
  const [hosting, setHosting] = useState<Hosting>("links");
  const [baseUrl, setBaseUrl] = useState("");
  const [tried, setTried] = useState(false);
  const [everyDeck, setEveryDeck] = useState(false);
  const [published, setPublished] = useState<Published | null>(null);
  const [revoking, setRevoking] = useState<ExportLinkDto | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [revokePending, setRevokePending] = useState(false);
  const { job, download, post, cancel, reset } = useExportJob();
  const { links, error: linksError, reload } = useLinks(packId, open);
  const running = job.status === "running";
  const checked = checkBaseUrl(baseUrl);
  const showUrlError = hosting === "own" && !checked.ok && (tried || baseUrl.trim() !== "");
  const base = `/api/packs/${encodeURIComponent(packId)}/export/tts`;
  const deckQuery: Record<string, string> = everyDeck ? {} : { deck: deckName };
  const liveLinks = links?.filter((l) => l.revokedAt === null).length ?? 0;

  const close = () => {
    cancel();
    setPublished(null);
    setTried(false);
    onClose();
  };

  const go = async () => {
    setPublished(null);
    if (hosting === "own") {
      setTried(true);
      if (!checked.ok) return reset();
      const query = new URLSearchParams({ ...deckQuery, baseUrl: checked.url });
      await download(`${base}?${query}`, "Drawing the sheets", "tabletop-simulator.zip", (file, response) => `Saved ${file}: ${response.headers.get("x-greenhouse-images") ?? "its"} sheets. Upload the PNGs to ${checked.url}/ and load the saved object (.json) in Tabletop Simulator.`);
      return;
    }
    const answer = await post<Published>(`${base}/links`, deckQuery, "Drawing and publishing the sheets", (a) => ({
      message: "Published. Download the saved object and load it in Tabletop Simulator: its sheets come from this server.",
      warnings: a.warnings,
    }));
    if (answer !== null) setPublished(answer);
    reload();
  };

  const revoke = async () => {
    if (revoking === null) return;
    setRevokePending(true);
    try {
      const response = await fetch(`${base}/links/${encodeURIComponent(revoking.id)}`, { method: "DELETE", cache: "no-store" });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        setRevokeError(body.error?.message ?? `The server answered ${response.status}.`);
      } else {
        setRevokeError(null);
        if (published?.link.id === revoking.id) {
          // The message and the download were of this link: they no longer hold.
          setPublished(null);
          reset();
        }
      }
    } catch (e) {
      setRevokeError(`The link could not be revoked: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setRevokePending(false);
      setRevoking(null);
      reload();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Tabletop Simulator"
      description={`A saved object with ${everyDeck ? "every deck of the pack" : `the deck “${deckName}”`} on card sheets, to load in Tabletop Simulator.`}
      size="md"
      footer={
        <>
          <Button onClick={close}>Close</Button>
          <Button variant="primary" onClick={() => void go()} disabled={running} pending={running}>
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
          onChange={(v) => {
            setHosting(v);
            reset();
          }}
        />
        {hosting === "links" ? (
          <p className="text-xs text-ink-muted">
            Greenhouse keeps the sheets as published and serves them at secret links that work without the studio’s password. Whoever has the saved object can load the deck; revoke the link to
            stop it. The players’ computers must reach this server at <span className="font-mono">{typeof window === "undefined" ? "this address" : window.location.origin}</span>.
          </p>
        ) : (
          <Field label="Base URL" error={showUrlError && !checked.ok ? checked.message : null} hint="The saved object names each sheet <base URL>/<file name>: upload the zip’s PNGs there.">
            {(ids) => <Input {...ids} type="url" inputMode="url" placeholder="https://example.com/my-deck" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />}
          </Field>
        )}
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <Checkbox checked={everyDeck} onChange={(e) => setEveryDeck(e.target.checked)} /> Every deck of the pack
        </label>

        <ExportProgress job={job} onCancel={cancel} label="Tabletop Simulator export progress" />
        {published !== null && published.link.savedObjectPath !== null ? (
          <a className="w-fit text-sm font-medium text-accent underline-offset-2 hover:underline" href={published.link.savedObjectPath} download data-testid="saved-object">
            Download the saved object (.json)
          </a>
        ) : null}

        {hosting === "links" ? (
          <section aria-labelledby="tts-links">
            <h3 id="tts-links" className="text-xs font-semibold text-ink-soft">
              This pack’s links {links !== null ? `(${liveLinks} live)` : ""}
            </h3>
            {linksError !== null ? <p className="text-xs text-danger">{linksError}</p> : null}
            {revokeError !== null ? (
              <p className="text-xs text-danger" role="alert">
                {revokeError}
              </p>
            ) : null}
            {links !== null && links.length === 0 ? <p className="mt-1 text-xs text-ink-muted">None yet.</p> : null}
            {links !== null && links.length > 0 ? (
              <ul className="divide-y divide-line">
                {links.map((l) => (
                  <LinkRow key={l.id} link={l} onRevoke={setRevoking} />
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}

        <details className="text-xs text-ink-muted">
          <summary className="cursor-pointer">How to load it in Tabletop Simulator</summary>
          <p className="mt-1">
            Put the saved object (the .json) in Tabletop Simulator’s Saved Objects folder (Windows: Documents\My Games\Tabletop Simulator\Saves\Saved Objects), then in a game open Objects
            &gt; Saved Objects and click it. The images load from their links when the deck appears; each player’s computer must reach them.
          </p>
        </details>
      </div>
      <ConfirmDialog open={revoking !== null} onClose={() => setRevoking(null)} onConfirm={() => void revoke()} title="Revoke this link?" confirmLabel="Revoke" pending={revokePending}>
        Its images stop loading in Tabletop Simulator for everyone (a table that already loaded them keeps its copy). Publish again to get new links.
      </ConfirmDialog>
    </Dialog>
  );
}
