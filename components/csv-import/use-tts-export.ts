"use client";
/**
 * The controller of `<TtsExportDialog>`: where Tabletop Simulator fetches the images (links from
 * this server or the designer's own hosting), the base URL as typed, the pack's links, publishing,
 * downloading the zip and revoking a link. The dialog (tts-export-dialog.tsx) draws it.
 */
import { useCallback, useEffect, useState } from "react";
import type { ExportLinkDto } from "@/lib/server/export-links";
import { checkBaseUrl } from "./base-url";
import { useExportJob } from "./use-export-job";

export type Hosting = "links" | "own";

interface Published {
  readonly link: ExportLinkDto;
  readonly savedObjectUrl: string;
  readonly warnings: readonly string[];
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

/** DELETEs a link; null when it went, else what to say. */
async function revokeLink(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { method: "DELETE", cache: "no-store" });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    return body.error?.message ?? `The server answered ${response.status}.`;
  } catch (e) {
    return `The link could not be revoked: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** The link asked to be revoked, the confirmation's pending state and the last error. */
function useRevoke(base: string, onRevoked: (link: ExportLinkDto) => void, reload: () => void) {
  const [revoking, setRevoking] = useState<ExportLinkDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const revoke = async () => {
    if (revoking === null) return;
    setPending(true);
    const failed = await revokeLink(`${base}/links/${encodeURIComponent(revoking.id)}`);
    setError(failed);
    if (failed === null) onRevoked(revoking);
    setPending(false);
    setRevoking(null);
    reload();
  };
  return { revoking, setRevoking, error, pending, revoke };
}

export function useTtsExport(packId: string, deckName: string, open: boolean, onClose: () => void) {
  const [hosting, setHostingState] = useState<Hosting>("links");
  const [baseUrl, setBaseUrl] = useState("");
  const [tried, setTried] = useState(false);
  const [everyDeck, setEveryDeck] = useState(false);
  const [published, setPublished] = useState<Published | null>(null);
  const { job, download, post, cancel, reset } = useExportJob();
  const { links, error: linksError, reload } = useLinks(packId, open);
  const checked = checkBaseUrl(baseUrl);
  const base = `/api/packs/${encodeURIComponent(packId)}/export/tts`;
  const deckQuery: Record<string, string> = everyDeck ? {} : { deck: deckName };
  const revoke = useRevoke(
    base,
    (link) => {
      if (published?.link.id !== link.id) return;
      // The message and the download were of this link: they no longer hold.
      setPublished(null);
      reset();
    },
    reload,
  );

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

  const setHosting = (next: Hosting) => {
    setHostingState(next);
    reset();
  };

  return {
    hosting, setHosting, baseUrl, setBaseUrl, everyDeck, setEveryDeck, published, job, cancel, links, linksError, revoke, close, go,
    running: job.status === "running",
    checked,
    showUrlError: hosting === "own" && !checked.ok && (tried || baseUrl.trim() !== ""),
    liveLinks: links?.filter((l) => l.revokedAt === null).length ?? 0,
  };
}
