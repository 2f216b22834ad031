"use client";
/**
 * A data system's deck table's header row, as GOT CGS's (components/era-table/era-table-head.tsx):
 * select-all, the move column, "#" (deck order) and a sort button per column: press it to sort,
 * again to reverse, a third time (or "#") for deck order. The sorted column's th has aria-sort.
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/field";
import { ChevronDownIcon, ChevronUpIcon } from "@/components/ui/icons";
import { Th, THead, Tr } from "@/components/ui/table";
import { fieldKindUi } from "@/components/field-kinds/widgets";
import type { FieldDef } from "@/lib/systems/types";
import { fieldSort, type DeckQuery } from "./deck-query";

/** Header and cell classes of a field's column: its kind's alignment (numbers right). */
export const alignOf = (field: FieldDef) => (fieldKindUi(field.type.kind).align === "right" ? "text-right" : undefined);

export interface SystemDeckHeadProps {
  readonly columns: readonly FieldDef[];
  readonly query: DeckQuery;
  readonly sortBy: (token: string) => void;
  /** The select-all box, when the table has bulk actions. */
  readonly selectAll?: { readonly all: boolean; readonly some: boolean; readonly toggle: () => void };
  /** The table has a move column (the page can save an order); `movable`: it is usable now. */
  readonly reorderable: boolean;
  readonly movable: boolean;
}

interface SortThProps {
  readonly token: string;
  readonly query: DeckQuery;
  readonly sortBy: (token: string) => void;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** The Findings column's cells: stuck to the scrolling table's right edge, over what scrolls under them, with a hairline on their left. */
export const FINDINGS_EDGE = "sticky right-0 shadow-[-1px_0_0_var(--color-line)]";

/**
 * A column's header: a button that sorts by it (its title says so, hovering underlines it), with
 * the direction's chevron when sorted. Unsorted headers draw no arrow: a system with fifteen
 * columns (Altered) must still fit a 1440 px window, and sixteen arrows took ~250 px of it.
 */
function SortTh({ token, query, sortBy, className, children }: SortThProps) {
  const sorted = query.sort === token;
  return (
    <Th className={className} aria-sort={sorted ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <button
        type="button"
        onClick={() => sortBy(token)}
        title={sorted ? (query.dir === "asc" ? "Sorted up: press to sort down" : "Sorted down: press for deck order") : "Sort by this column"}
        className={clsx("focus-ring inline-flex items-center gap-1 rounded text-left underline-offset-2 hover:text-ink hover:underline", sorted && "text-ink")}
      >
        {children}
        {sorted ? query.dir === "asc" ? <ChevronUpIcon size={12} className="shrink-0" /> : <ChevronDownIcon size={12} className="shrink-0" /> : null}
      </button>
    </Th>
  );
}

export function SystemDeckHead({ columns, query, sortBy, selectAll, reorderable, movable }: SystemDeckHeadProps) {
  const sort = { query, sortBy };
  return (
    <THead>
      <Tr>
        {selectAll ? (
          <Th className="w-8 pr-0">
            <Checkbox
              aria-label={selectAll.all ? "Deselect all shown cards" : "Select all shown cards"}
              checked={selectAll.all}
              ref={(el) => {
                if (el) el.indeterminate = !selectAll.all && selectAll.some;
              }}
              onChange={selectAll.toggle}
            />
          </Th>
        ) : null}
        {reorderable ? (
          <Th className="w-6 px-0">
            <span className="sr-only">{movable ? "Move" : "Sort by deck order to move cards"}</span>
          </Th>
        ) : null}
        <Th className="w-8 text-right" aria-sort={query.sort === "position" ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
          <button type="button" aria-label="Deck order" title="Sort by deck order" onClick={() => sortBy("position")} className={clsx("focus-ring rounded hover:text-ink", query.sort === "position" && "text-ink")}>
            #
          </button>
        </Th>
        <SortTh token="identifier" {...sort}>
          Identifier
        </SortTh>
        <SortTh token="type" {...sort}>
          Type
        </SortTh>
        <SortTh token="copies" className="text-right" {...sort}>
          Copies
        </SortTh>
        {columns.map((c) => (
          <SortTh key={c.key} token={fieldSort(c)} className={clsx(alignOf(c), "whitespace-normal")} {...sort}>
            {c.label}
          </SortTh>
        ))}
        {/* Kept in view at the table's right edge when a system's many columns scroll (the Planetary CCG's seventeen). */}
        <SortTh token="findings" className={clsx(FINDINGS_EDGE, "bg-sunken")} {...sort}>
          Findings
        </SortTh>
      </Tr>
    </THead>
  );
}
