"use client";
/** The era table's header row: select-all, the move column, deck order and the sortable columns. */
import clsx from "clsx";
import { Checkbox } from "@/components/ui/field";
import { ArrowUpDownIcon, ChevronDownIcon, ChevronUpIcon } from "@/components/ui/icons";
import { Th, THead, Tr } from "@/components/ui/table";
import type { SortKey, TableQuery } from "./query";

const COLUMNS: readonly { key: SortKey | null; label: string; className?: string }[] = [
  { key: "identifier", label: "Identifier" },
  { key: null, label: "Directive", className: "w-full" },
  { key: "format", label: "Format" },
  { key: "type", label: "Type" },
  { key: "roleplay", label: "Roleplay" },
  { key: "affiliation", label: "Affiliation" },
  { key: "short", label: "Costs · resources" },
  { key: "copies", label: "Copies", className: "text-right" },
  { key: "problems", label: "Problems" },
];

export interface EraTableHeadProps {
  query: TableQuery;
  sortBy: (key: SortKey) => void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  /** The table has a move column (the page can save an order); `movable`: it is usable now. */
  reorderable: boolean;
  movable: boolean;
}

function ariaSort(query: TableQuery, key: SortKey) {
  return query.sort === key ? (query.dir === "asc" ? "ascending" : "descending") : undefined;
}

export function EraTableHead({ query, sortBy, allSelected, someSelected, onToggleAll, reorderable, movable }: EraTableHeadProps) {
  return (
    <THead>
      <Tr>
        <Th className="w-9 pr-0">
          <Checkbox
            aria-label={allSelected ? "Deselect all shown cards" : "Select all shown cards"}
            checked={allSelected}
            ref={(el) => {
              if (el) el.indeterminate = !allSelected && someSelected;
            }}
            onChange={onToggleAll}
          />
        </Th>
        {reorderable ? (
          <Th className="w-6 px-0">
            <span className="sr-only">{movable ? "Move" : "Sort by deck order to move cards"}</span>
          </Th>
        ) : null}
        <Th className="w-10 text-right" aria-sort={ariaSort(query, "position")}>
          <button
            type="button"
            aria-label="Deck order"
            title="Sort by deck order"
            onClick={() => sortBy("position")}
            className={clsx("focus-ring inline-flex items-center gap-1 rounded hover:text-ink", query.sort === "position" && "text-ink")}
          >
            #
          </button>
        </Th>
        {COLUMNS.map((col) => {
          if (col.key === null) {
            return (
              <Th key={col.label} className={col.className}>
                {col.label}
              </Th>
            );
          }
          const key = col.key;
          const sorted = query.sort === key;
          return (
            <Th key={key} className={col.className} aria-sort={ariaSort(query, key)}>
              <button type="button" onClick={() => sortBy(key)} className={clsx("focus-ring inline-flex items-center gap-1 rounded uppercase hover:text-ink", sorted && "text-ink")}>
                {col.label}
                {sorted ? query.dir === "asc" ? <ChevronUpIcon size={12} /> : <ChevronDownIcon size={12} /> : <ArrowUpDownIcon size={12} className="opacity-40" />}
              </button>
            </Th>
          );
        })}
      </Tr>
    </THead>
  );
}
