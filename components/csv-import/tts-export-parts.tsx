"use client";
/** The parts `<TtsExportDialog>` draws: the pack's links with Revoke, and how to load the saved object. */
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { ExportLinkDto } from "@/lib/server/export-links";

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
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

export interface TtsLinksProps {
  links: readonly ExportLinkDto[] | null;
  liveLinks: number;
  linksError: string | null;
  revokeError: string | null;
  onRevoke: (link: ExportLinkDto) => void;
}

/** The pack's published links (how many still live), with the errors of listing and revoking them. */
export function TtsLinks({ links, liveLinks, linksError, revokeError, onRevoke }: TtsLinksProps) {
  return (
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
            <LinkRow key={l.id} link={l} onRevoke={onRevoke} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TtsHowToLoad() {
  return (
    <details className="text-xs text-ink-muted">
      <summary className="cursor-pointer">How to load it in Tabletop Simulator</summary>
      <p className="mt-1">
        Put the saved object (the .json) in Tabletop Simulator’s Saved Objects folder (Windows: Documents\My Games\Tabletop Simulator\Saves\Saved Objects), then in a game open Objects
        &gt; Saved Objects and click it. The images load from their links when the deck appears; each player’s computer must reach them.
      </p>
    </details>
  );
}

export function TtsLinksNote() {
  return (
    <p className="text-xs text-ink-muted">
      Greenhouse keeps the sheets as published and serves them at secret links that work without the studio’s password. Whoever has the saved object can load the deck; revoke the link to
      stop it. The players’ computers must reach this server at <span className="font-mono">{typeof window === "undefined" ? "this address" : window.location.origin}</span>.
    </p>
  );
}
