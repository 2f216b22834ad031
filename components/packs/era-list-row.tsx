"use client";
/** One row of `<EraList>`: the handle, the era's place, name and counts, its problems and buttons. */
import clsx from "clsx";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { plural } from "@/components/ui/format";
import { ChevronDownIcon, ChevronUpIcon, GripIcon, PencilIcon, TrashIcon } from "@/components/ui/icons";
import { RelativeTime } from "@/components/ui/relative-time";
import type { EraSummary } from "@/lib/server/types";
import type { EraDrag } from "./era-list-controller";

/** What an era holds, shown under its name. */
export interface EraStats {
  adventures: number;
  supports: number;
  gold: number;
}

export interface EraRowProps {
  packId: string;
  era: EraSummary;
  index: number;
  count: number;
  stats: EraStats | undefined;
  /** The era's problem badges (streamed in by the list), or nothing. */
  problems: ReactNode;
  pending: boolean;
  dragging: boolean;
  drag: EraDrag;
  onMove(from: number, to: number): void;
  onRename(era: EraSummary): void;
  onDelete(era: EraSummary): void;
}

function eraCounts(era: EraSummary, stats: EraStats | undefined): string {
  const kinds = stats && era.cards > 0 ? ` (${plural(stats.adventures, "adventure")}, ${stats.supports} support${stats.gold ? `, ${stats.gold} gold` : ""})` : "";
  const copies = era.copies !== era.cards ? ` · ${plural(era.copies, "copy", "copies")} to print` : "";
  return `${plural(era.cards, "card")}${kinds}${copies}`;
}

export function EraRow({ packId, era, index: i, count, stats, problems, pending, dragging, drag, onMove, onRename, onDelete }: EraRowProps) {
  return (
    <li
      draggable
      onDragStart={(event) => drag.start(i, event)}
      onDragOver={(event) => drag.over(i, event)}
      onDragEnd={() => drag.end()}
      // On a phone the badges and buttons wrap under the name rather than squeeze it to a word per line.
      className={clsx("flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5", dragging && "bg-accent-soft/60")}
      data-testid="era-row"
    >
      <span className="cursor-grab text-ink-muted active:cursor-grabbing" title="Drag to reorder">
        <GripIcon />
      </span>
      <span className="w-6 text-right text-xs text-ink-muted tabular">{i + 1}</span>
      <div className="min-w-[12rem] flex-1">
        <Link href={`/packs/${packId}/eras/${era.id}`} className="focus-ring rounded font-medium text-ink hover:text-accent hover:underline">
          {era.name}
        </Link>
        <p className="text-xs text-ink-muted">
          {eraCounts(era, stats)} · changed <RelativeTime iso={era.updatedAt} />
        </p>
      </div>
      {problems}
      <div className="ml-auto flex items-center gap-0.5">
        <Button variant="ghost" size="icon" aria-label={`Move ${era.name} up`} disabled={i === 0 || pending} onClick={() => onMove(i, i - 1)}>
          <ChevronUpIcon />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Move ${era.name} down`} disabled={i === count - 1 || pending} onClick={() => onMove(i, i + 1)}>
          <ChevronDownIcon />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Rename ${era.name}`} onClick={() => onRename(era)}>
          <PencilIcon />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${era.name}`} onClick={() => onDelete(era)}>
          <TrashIcon />
        </Button>
      </div>
    </li>
  );
}
