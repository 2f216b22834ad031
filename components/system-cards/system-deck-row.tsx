"use client";
/**
 * One card of a data system's deck table: its checkbox, grip (in deck order only: a move means
 * nothing in a sorted view), deck number, identifier link, type, copies, a cell per field column
 * and its findings by severity (red errors, amber warnings, as the era table). The keyboard's active row has an outline; `data-index` is its place in
 * the view, which the keyboard scrolls to.
 */
import clsx from "clsx";
import Link from "next/link";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { Checkbox } from "@/components/ui/field";
import { Td, Tr } from "@/components/ui/table";
import { fieldKindUi } from "@/components/field-kinds/widgets";
import { MoveGrip, type DeckOrder, type useRowDrag } from "@/components/era-table/use-deck-order";
import { fieldKind } from "@/lib/systems/field-kinds";
import type { FieldDef, FieldValue, SystemCard } from "@/lib/systems/types";
import { alignOf, FINDINGS_EDGE } from "./system-deck-head";
import type { FindingCounts } from "./use-system-deck-table";

const NONE: FindingCounts = { errors: 0, warnings: 0, infos: 0 };

/** A field's cell: its kind's cell (components/field-kinds/), the whole text in the cell's title. */
function FieldTd({ field, value }: { field: FieldDef; value: FieldValue | undefined }) {
  const { Cell } = fieldKindUi(field.type.kind);
  return (
    <Td className={alignOf(field)} title={fieldKind(field.type.kind).toCell(value)}>
      {/* max-width works on a block inside the cell, not on the cell itself. */}
      <Cell field={field} value={value} />
    </Td>
  );
}

export interface SystemDeckRowProps {
  readonly card: SystemCard & { readonly id: string };
  /** The row's place in the view, and the card's in the deck. */
  readonly index: number;
  readonly position: number;
  readonly href: string;
  /** A click on the row outside its links, buttons and checkbox opens the card (as in the era table). */
  readonly onOpen: () => void;
  readonly columns: readonly FieldDef[];
  readonly typeLabel: string;
  /** The card's findings by severity (none: a dash). */
  readonly findings: FindingCounts | undefined;
  readonly active: boolean;
  /** The checkbox, when the table has bulk actions. */
  readonly select?: { readonly selected: boolean; readonly toggle: (index: number, shift: boolean) => void };
  /** The move column exists (`reorderable`) and its grip is usable (`movable`). */
  readonly reorderable: boolean;
  readonly movable: boolean;
  readonly shown: readonly string[];
  readonly deck: DeckOrder;
  readonly drag: ReturnType<typeof useRowDrag>;
}

export function SystemDeckRow({ card, index, position, href, onOpen, columns, typeLabel, findings, active, select, reorderable, movable, shown, deck, drag }: SystemDeckRowProps) {
  const selected = select?.selected === true;
  return (
    <Tr
      data-testid="deck-card-row"
      data-index={index}
      aria-selected={select ? selected : undefined}
      className={clsx("group cursor-pointer hover:bg-canvas", drag.dropLine(card.id), selected && "bg-accent-soft/50", active && "outline-2 -outline-offset-2 outline-accent")}
      {...(movable ? drag.row(card.id) : {})}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a,button,input,label")) return;
        onOpen();
      }}
    >
      {select ? (
        <Td className="pr-0">
          <Checkbox aria-label={`Select ${card.identifier}`} checked={selected} onChange={() => undefined} onClick={(event) => select.toggle(index, event.shiftKey)} />
        </Td>
      ) : null}
      {reorderable ? (
        <Td className="px-0" title={movable ? undefined : "Sorted by a column: sort by deck order (#) to move cards"}>
          {movable ? <MoveGrip name={card.identifier} id={card.id} shown={shown} deck={deck} drag={drag} /> : null}
        </Td>
      ) : null}
      <Td className="text-right text-xs text-ink-muted">{position + 1}</Td>
      <Td className="whitespace-nowrap">
        <Link href={href} className="focus-ring rounded font-mono font-medium text-accent-ink underline decoration-accent/40 underline-offset-2 hover:decoration-accent">
          {card.identifier}
        </Link>
      </Td>
      <Td>{typeLabel}</Td>
      <Td className="text-right">{card.copies}</Td>
      {columns.map((c) => (
        <FieldTd key={c.key} field={c} value={card.fields[c.key]} />
      ))}
      <Td className={clsx("whitespace-nowrap bg-surface group-hover:bg-canvas", FINDINGS_EDGE)}>
        <ProblemBadges summary={findings ?? NONE} compact />
      </Td>
    </Tr>
  );
}
