"use client";
/**
 * An era deck as a table: search, filters, sortable columns, multi-select with bulk copy / move
 * / delete, and keyboard navigation (J/K or arrows move, Enter opens, X selects, / searches).
 * Sorted by deck order, a grip per row sets the order: drag it, or Alt+ArrowUp/Down.
 * Rows arrive pre-computed from the server; everything here is instant for 250 cards.
 */
import clsx from "clsx";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/empty-state";
import { ArrowUpDownIcon, ChevronDownIcon, ChevronUpIcon, SearchIcon } from "@/components/ui/icons";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { Button } from "@/components/ui/button";
import { applyQuery, DEFAULT_QUERY, distinct, type SortKey, type TableQuery } from "./query";
import { paramsFromQuery, queryFromParams } from "./url-query";
import type { EraRow } from "./rows";
import type { DiagnosticSummary } from "@/lib/systems/got-cgs/attributes/diagnostics";
import { FilterBar } from "./filter-bar";
import { BulkBar } from "./bulk-bar";
import type { BulkActions } from "./era-callbacks";
import { ProblemBadges } from "./problem-badges";
import { MoveGrip, useDeckOrder, useRowDrag, type ReorderCards } from "./use-deck-order";

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

export function EraTable({ packId, eraId, rows: baseRows, bulkActions, problems, reorder }: EraTableProps) {
  const [counts, setCounts] = useState<Record<string, DiagnosticSummary> | null>(problems ? null : {});
  useEffect(() => {
    let live = true;
    void problems?.then((c) => live && setCounts(c));
    return () => {
      live = false;
    };
  }, [problems]);
  const serverIds = useMemo(() => [...baseRows].sort((a, b) => a.position - b.position).map((r) => r.id), [baseRows]);
  const deck = useDeckOrder(packId, eraId, serverIds, reorder);
  const rows = useMemo(() => {
    const withProblems = counts && problems ? baseRows.map((r) => ({ ...r, problems: counts[r.id] ?? r.problems })) : baseRows;
    if (deck.order === serverIds) return withProblems;
    // A move being saved: the rows take their places in it (and their numbers).
    const at = new Map(deck.order.map((id, i) => [id, i]));
    return withProblems.map((r) => ({ ...r, position: at.get(r.id) ?? r.position }));
  }, [baseRows, counts, problems, deck.order, serverIds]);
  const router = useRouter();
  const [query, setQueryState] = useState<TableQuery>(DEFAULT_QUERY);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<number>(-1);
  const anchor = useRef<number | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);

  // The address bar holds the query; read it once on mount (the server render shows the defaults).
  useEffect(() => {
    const fromUrl = queryFromParams(new URLSearchParams(window.location.search));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    setQueryState(fromUrl);
  }, []);

  const setQuery = useCallback((update: Partial<TableQuery>) => {
    setQueryState((q) => {
      const next = { ...q, ...update };
      const params = paramsFromQuery(next).toString();
      window.history.replaceState(window.history.state, "", params ? `?${params}` : window.location.pathname);
      return next;
    });
    setActive(-1);
  }, []);

  const visible = useMemo(() => applyQuery(rows, query), [rows, query]);
  const visibleIds = useMemo(() => visible.map((r) => r.id), [visible]);
  // Moving means something only in deck order, first to last.
  const movable = reorder !== undefined && query.sort === "position" && query.dir === "asc";
  const drag = useRowDrag(deck, visibleIds);
  const roleplays = useMemo(() => distinct(rows, "roleplay"), [rows]);
  const affiliations = useMemo(() => distinct(rows, "affiliation"), [rows]);

  // Drop selected ids that no longer exist (after a move or delete).
  const selectedIds = useMemo(() => rows.filter((r) => selected.has(r.id)).map((r) => r.id), [rows, selected]);
  const allVisibleSelected = visible.length > 0 && visible.every((r) => selected.has(r.id));
  const someVisibleSelected = visible.some((r) => selected.has(r.id));

  const toggle = (index: number, shift: boolean) => {
    const row = visible[index];
    if (!row) return;
    // Read the anchor now: the updater below runs later, after the anchor has moved.
    const from0 = shift ? anchor.current : null;
    setSelected((current) => {
      const next = new Set(current);
      const on = !current.has(row.id);
      if (from0 !== null) {
        const [from, to] = from0 < index ? [from0, index] : [index, from0];
        for (let i = from; i <= to; i++) {
          const r = visible[i];
          if (r) {
            if (on) next.add(r.id);
            else next.delete(r.id);
          }
        }
      } else if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });
    anchor.current = index;
  };

  const href = (row: EraRow) => `/packs/${packId}/eras/${eraId}/cards/${row.id}`;

  // Keyboard: J/K or arrows move, Enter opens, X toggles, / focuses the search.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing) {
        event.preventDefault();
        search.current?.focus();
        return;
      }
      if (typing || event.ctrlKey || event.metaKey || document.querySelector("dialog[open]")) return;
      if (event.altKey) {
        const by = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
        const row = visible[active];
        if (by === 0 || !movable || !row) return;
        event.preventDefault();
        if (!deck.saving && deck.step(visibleIds, row.id, by)) setActive(active + by);
        return;
      }
      if (event.key === "j" || event.key === "ArrowDown") setActive((a) => Math.min(visible.length - 1, a + 1));
      else if (event.key === "k" || event.key === "ArrowUp") setActive((a) => Math.max(0, a - 1));
      else if (event.key === "Enter" && visible[active]) router.push(href(visible[active]));
      else if (event.key.toLowerCase() === "x" && active >= 0) toggle(active, event.shiftKey);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  useEffect(() => {
    if (active < 0) return;
    body.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const sortBy = (key: SortKey) =>
    setQuery(query.sort === key ? (query.dir === "asc" ? { dir: "desc" } : { sort: "position", dir: "asc" }) : { sort: key, dir: "asc" });

  return (
    <div className="flex flex-col gap-3">
      <FilterBar
        query={query}
        onChange={setQuery}
        roleplays={roleplays}
        affiliations={affiliations}
        searchRef={search}
        shown={visible.length}
        total={rows.length}
      />
      {selectedIds.length > 0 ? (
        <BulkBar packId={packId} eraId={eraId} ids={selectedIds} actions={bulkActions} onDone={() => setSelected(new Set())} onClear={() => setSelected(new Set())} />
      ) : null}
      <div className="overflow-auto rounded-lg border border-line bg-surface shadow-xs">
        <Table aria-label="Cards of the era deck" aria-rowcount={visible.length + 1} aria-busy={deck.saving || undefined}>
          <THead>
            <Tr>
              <Th className="w-9 pr-0">
                <Checkbox
                  aria-label={allVisibleSelected ? "Deselect all shown cards" : "Select all shown cards"}
                  checked={allVisibleSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = !allVisibleSelected && someVisibleSelected;
                  }}
                  onChange={() =>
                    setSelected((current) => {
                      const next = new Set(current);
                      for (const r of visible) {
                        if (allVisibleSelected) next.delete(r.id);
                        else next.add(r.id);
                      }
                      return next;
                    })
                  }
                />
              </Th>
              {reorder ? (
                <Th className="w-6 px-0">
                  <span className="sr-only">{movable ? "Move" : "Sort by deck order to move cards"}</span>
                </Th>
              ) : null}
              <Th className="w-10 text-right" aria-sort={query.sort === "position" ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
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
                  <Th key={key} className={col.className} aria-sort={sorted ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
                    <button
                      type="button"
                      onClick={() => sortBy(key)}
                      className={clsx("focus-ring inline-flex items-center gap-1 rounded uppercase hover:text-ink", sorted && "text-ink")}
                    >
                      {col.label}
                      {sorted ? query.dir === "asc" ? <ChevronUpIcon size={12} /> : <ChevronDownIcon size={12} /> : <ArrowUpDownIcon size={12} className="opacity-40" />}
                    </button>
                  </Th>
                );
              })}
            </Tr>
          </THead>
          <TBody ref={body}>
            {visible.map((row, i) => {
              const isSelected = selected.has(row.id);
              return (
                <Tr
                  key={row.id}
                  data-index={i}
                  data-testid="card-row"
                  aria-selected={isSelected}
                  className={clsx(
                    "cursor-pointer hover:bg-canvas",
                    isSelected && "bg-accent-soft/50 hover:bg-accent-soft/70",
                    i === active && "outline-2 -outline-offset-2 outline-accent",
                    drag.dropLine(row.id),
                  )}
                  {...(movable ? drag.row(row.id) : {})}
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest("a,button,input,label")) return;
                    router.push(href(row));
                  }}
                >
                  <Td className="pr-0">
                    <Checkbox
                      aria-label={`Select ${row.identifier}`}
                      checked={isSelected}
                      onChange={() => undefined}
                      onClick={(event) => toggle(i, event.shiftKey)}
                    />
                  </Td>
                  {reorder ? <Td className="px-0">{movable ? <MoveGrip name={row.identifier} id={row.id} shown={visibleIds} deck={deck} drag={drag} /> : null}</Td> : null}
                  <Td className="text-right text-xs text-ink-muted">{row.position + 1}</Td>
                  <Td className="whitespace-nowrap">
                    <Link href={href(row)} className="font-mono text-[13px] font-semibold hover:underline">
                      {row.identifier}
                    </Link>
                  </Td>
                  <Td className="max-w-0 truncate text-ink-muted" title={row.directive}>
                    {row.directive}
                  </Td>
                  <Td>{row.format === "gold" ? <Badge tone="gold">Gold</Badge> : <span className="text-ink-soft">Silver</span>}</Td>
                  <Td>
                    {row.type === "Adventure" ? <Badge tone="adventure">Adventure</Badge> : row.type === "Support" ? <Badge tone="support">Support</Badge> : <span className="text-xs text-ink-muted">—</span>}
                  </Td>
                  <Td className="text-ink-soft">{row.roleplay ?? <span className="text-ink-muted">—</span>}</Td>
                  <Td className="text-ink-soft">{row.affiliation ?? <span className="text-ink-muted">—</span>}</Td>
                  <Td className="font-mono text-xs whitespace-nowrap text-ink-soft">{row.short || <span className="text-ink-muted">—</span>}</Td>
                  <Td className="text-right">{row.copies}</Td>
                  <Td>
                    {counts ? <ProblemBadges summary={row.problems} /> : <span className="text-xs text-ink-muted" aria-label="Checking">…</span>}
                  </Td>
                </Tr>
              );
            })}
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
