"use client";
/** One card of the era table: its checkbox, grip, number, identifier link and columns. */
import clsx from "clsx";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/field";
import { Td, Tr } from "@/components/ui/table";
import type { EraRow } from "./rows";
import { ProblemBadges } from "./problem-badges";
import { MoveGrip, type DeckOrder, type useRowDrag } from "./use-deck-order";

export interface EraTableRowProps {
  row: EraRow;
  index: number;
  href: string;
  selected: boolean;
  active: boolean;
  onToggle: (index: number, shift: boolean) => void;
  onOpen: () => void;
  /** The move column exists (`reorderable`) and its grip is usable (`movable`). */
  reorderable: boolean;
  movable: boolean;
  shown: readonly string[];
  deck: DeckOrder;
  drag: ReturnType<typeof useRowDrag>;
  /** The findings have arrived (else the column shows "Checking"). */
  checked: boolean;
}

const none = <span className="text-ink-muted">—</span>;

export function EraTableRow({ row, index, href, selected, active, onToggle, onOpen, reorderable, movable, shown, deck, drag, checked }: EraTableRowProps) {
  return (
    <Tr
      data-index={index}
      data-testid="card-row"
      aria-selected={selected}
      className={clsx("cursor-pointer hover:bg-canvas", selected && "bg-accent-soft/50 hover:bg-accent-soft/70", active && "outline-2 -outline-offset-2 outline-accent", drag.dropLine(row.id))}
      {...(movable ? drag.row(row.id) : {})}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a,button,input,label")) return;
        onOpen();
      }}
    >
      <Td className="pr-0">
        <Checkbox aria-label={`Select ${row.identifier}`} checked={selected} onChange={() => undefined} onClick={(event) => onToggle(index, event.shiftKey)} />
      </Td>
      {reorderable ? <Td className="px-0">{movable ? <MoveGrip name={row.identifier} id={row.id} shown={shown} deck={deck} drag={drag} /> : null}</Td> : null}
      <Td className="text-right text-xs text-ink-muted">{row.position + 1}</Td>
      <Td className="whitespace-nowrap">
        <Link href={href} className="font-mono text-[13px] font-semibold hover:underline">
          {row.identifier}
        </Link>
      </Td>
      <Td className="max-w-0 truncate text-ink-muted" title={row.directive}>
        {row.directive}
      </Td>
      <Td>{row.format === "gold" ? <Badge tone="gold">Gold</Badge> : <span className="text-ink-soft">Silver</span>}</Td>
      <Td>{row.type === "Adventure" ? <Badge tone="adventure">Adventure</Badge> : row.type === "Support" ? <Badge tone="support">Support</Badge> : <span className="text-xs text-ink-muted">—</span>}</Td>
      <Td className="text-ink-soft">{row.roleplay ?? none}</Td>
      <Td className="text-ink-soft">{row.affiliation ?? none}</Td>
      <Td className="font-mono text-xs whitespace-nowrap text-ink-soft">{row.short || none}</Td>
      <Td className="text-right">{row.copies}</Td>
      <Td>{checked ? <ProblemBadges summary={row.problems} /> : <span className="text-xs text-ink-muted" aria-label="Checking">…</span>}</Td>
    </Tr>
  );
}
