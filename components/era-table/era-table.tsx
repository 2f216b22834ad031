"use client";
/**
 * An era deck as a table: search, filters, sortable columns, multi-select with bulk copy / move
 * / delete, and keyboard navigation (J/K or arrows move, Enter opens, X selects, / searches).
 * Sorted by deck order, a grip per row sets the order: drag it, or Alt+ArrowUp/Down.
 * Rows arrive pre-computed from the server; everything here is instant for 250 cards.
 */
import { useRouter } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchIcon } from "@/components/ui/icons";
import { Table, TBody } from "@/components/ui/table";
import { Button } from "@/components/ui/button";
import { DEFAULT_QUERY } from "./query";
import type { EraRow } from "./rows";
import type { TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint-contract";
import { FilterBar } from "./filter-bar";
import { BulkBar } from "./bulk-bar";
import type { BulkActions } from "./era-callbacks";
import { EraTableHead } from "./era-table-head";
import { EraTableRow } from "./era-table-row";
import type { ReorderCards } from "./use-deck-order";
import { useEraKeys } from "./use-era-keys";
import { useEraTable } from "./use-era-table";

export interface EraTableProps {
  packId: string;
  eraId: string;
  rows: readonly EraRow[];
  /** The copy/move/delete operations on a selection (the page's server actions). */
  bulkActions: BulkActions;
  /** Findings per card id, streamed from the server after the rows; the column waits for it. */
  problems?: Promise<Record<string, DiagnosticSummary>>;
  /** Saves a new deck order (the page's server action); without it the order is read-only. */
  reorder?: ReorderCards;
}

/** The view; the logic is in ./use-era-table.ts (state), ./use-era-selection.ts and ./use-era-keys.ts. */
export function EraTable({ packId, eraId, rows: baseRows, bulkActions, problems, reorder }: EraTableProps) {
  const t = useEraTable({ packId, eraId, rows: baseRows, ...(problems ? { problems } : {}), ...(reorder ? { reorder } : {}) });
  const { search, body } = useEraKeys(t);
  const router = useRouter();
  const { query, setQuery, visible, selection } = t;
  return (
    <div className="flex flex-col gap-3">
      <FilterBar query={query} onChange={setQuery} roleplays={t.roleplays} affiliations={t.affiliations} searchRef={search} shown={visible.length} total={t.rows.length} />
      {selection.selectedIds.length > 0 ? <BulkBar packId={packId} eraId={eraId} ids={selection.selectedIds} actions={bulkActions} onDone={selection.clear} onClear={selection.clear} /> : null}
      <div className="overflow-auto rounded-lg border border-line bg-surface shadow-xs">
        <Table aria-label="Cards of the era deck" aria-rowcount={visible.length + 1} aria-busy={t.deck.saving || undefined}>
          <EraTableHead
            query={query}
            sortBy={t.sortBy}
            allSelected={selection.allVisibleSelected}
            someSelected={selection.someVisibleSelected}
            onToggleAll={selection.toggleAllVisible}
            reorderable={reorder !== undefined}
            movable={t.movable}
          />
          <TBody ref={body}>
            {visible.map((row, i) => (
              <EraTableRow
                key={row.id}
                row={row}
                index={i}
                href={t.href(row)}
                selected={selection.selected.has(row.id)}
                active={i === t.active}
                onToggle={selection.toggle}
                onOpen={() => router.push(t.href(row))}
                reorderable={reorder !== undefined}
                movable={t.movable}
                shown={t.visibleIds}
                deck={t.deck}
                drag={t.drag}
                checked={t.counts !== null}
              />
            ))}
          </TBody>
        </Table>
        {visible.length === 0 ? (
          <div className="p-6">
            <EmptyState icon={<SearchIcon size={20} />} title="No card matches" action={<Button onClick={() => setQuery({ ...DEFAULT_QUERY, sort: query.sort, dir: query.dir })}>Clear search and filters</Button>}>
              Nothing in this era deck passes the search and filters above.
            </EmptyState>
          </div>
        ) : null}
      </div>
    </div>
  );
}
