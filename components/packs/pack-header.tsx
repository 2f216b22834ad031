/**
 * The top of every pack page: where you are, the pack's name and kind, the pack-wide actions
 * (print, export, rename/duplicate/delete) and the tabs of its pages.
 */
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { buttonClasses, ButtonLink } from "@/components/ui/button";
import { plural, slug } from "@/components/ui/format";
import { AlertIcon, DownloadIcon, ImageIcon, LayersIcon, PrinterIcon, SettingsIcon, TableIcon } from "@/components/ui/icons";
import { TabLinks } from "@/components/ui/tabs";
import type { PackDetail } from "@/lib/server/types";
import { Suspense } from "react";
import { PackActions, type PackActionCallbacks } from "./pack-actions";

export interface PackHeaderProps {
  pack: PackDetail;
  /** The number of errors in the pack; linting a whole pack takes a moment, so it streams in. */
  errorCount: Promise<number>;
  actions: PackActionCallbacks;
  /**
   * What the pack's game system offers: trial play (an engine), the Sandbox (the engine's
   * resolution view), Simulate (the engine's simulation hook, played by the app), attribute
   * aliases, what a deck is called, and the free table (a table in its definition).
   */
  system: { readonly playable: boolean; readonly sandbox: boolean; readonly simulate: boolean; readonly aliases: boolean; readonly deckNoun: string; readonly freeTable?: boolean };
  /** On a team server, for an owner of the pack: the link to its members page (an edge page, so a plain link). */
  members?: string | null;
}

export function PackHeader({ pack, errorCount, actions, system, members = null }: PackHeaderProps) {
  const base = `/packs/${pack.id}`;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name }]}
        title={
          <span className="flex items-center gap-2.5">
            {pack.name}
            <Badge tone="accent" className="capitalize">
              {pack.type}
            </Badge>
          </span>
        }
        subtitle={
          <>
            {pack.game || "No game name"} · {plural(pack.eras.length, system.deckNoun)} · {plural(pack.cards, "card")}
            {pack.copies !== pack.cards ? ` (${plural(pack.copies, "copy", "copies")} to print)` : null}
          </>
        }
        actions={
          <>
            {system.playable ? (
              <ButtonLink href={`${base}/play`} prefetch={false}>
                Play
              </ButtonLink>
            ) : system.freeTable === true ? (
              <ButtonLink href={`${base}/play`} prefetch={false} title="Play the pack's decks on the free table">
                Play
              </ButtonLink>
            ) : null}
            {system.sandbox ? (
              <ButtonLink href={`${base}/sandbox`} prefetch={false} title="Lay cards out and see what the rules resolve">
                Sandbox
              </ButtonLink>
            ) : null}
            {system.simulate ? (
              <ButtonLink href={`${base}/simulate`} prefetch={false}>
                Simulate
              </ButtonLink>
            ) : null}
            <ButtonLink href={`${base}/print`} prefetch={false}>
              <PrinterIcon /> Print
            </ButtonLink>
            <a href={`/api/packs/${pack.id}/export`} download={`${slug(pack.name)}.pack.json`} className={buttonClasses("secondary")}>
              <DownloadIcon /> Export
            </a>
            {members === null ? null : (
              <a href={members} className={buttonClasses("secondary")}>
                Members
              </a>
            )}
            <PackActions pack={{ id: pack.id, name: pack.name }} afterDelete="/" actions={actions} />
          </>
        }
      />
      <TabLinks
        label="Pack pages"
        className="mt-4"
        tabs={[
          { href: base, label: `${capitalise(system.deckNoun)}s`, icon: <LayersIcon size={14} /> },
          { href: `${base}/settings`, label: "Settings", icon: <SettingsIcon size={14} /> },
          ...(system.aliases ? [{ href: `${base}/aliases`, label: "Aliases", icon: <TableIcon size={14} /> }] : []),
          { href: `${base}/pictures`, label: "Pictures", icon: <ImageIcon size={14} /> },
          {
            href: `${base}/problems`,
            label: "Problems",
            icon: <AlertIcon size={14} />,
            // Linting a whole pack can take a moment: the count streams in after the page.
            meta: (
              <Suspense fallback={null}>
                <ProblemsCount errors={errorCount} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}

/** The number of errors in the pack, on the Problems tab (nothing when there are none). */
async function ProblemsCount({ errors: count }: { errors: Promise<number> }) {
  const errors = await count;
  return errors > 0 ? (
    <Badge tone="error" title={`${errors} errors`}>
      {errors}
    </Badge>
  ) : null;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
