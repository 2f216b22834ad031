"use client";
/**
 * The era table's controller (components/era-table/era-table.tsx draws it): the streamed problem
 * counts, the deck order being saved, the query held in the address bar (./use-url-query.ts),
 * the selection and the active row. Views get plain values and callbacks from it.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { applyQuery, DEFAULT_QUERY, distinct, type SortKey, type TableQuery } from "./query";
import { paramsFromQuery, queryFromParams } from "./url-query";
import type { EraRow } from "./rows";
import { useUrlQuery, type UrlQueryCodec } from "./use-url-query";

/** A card's findings summary, as the rows carry it. */
type DiagnosticSummary = EraRow["problems"];
import { useDeckOrder, useRowDrag, type ReorderCards } from "./use-deck-order";
import { useEraSelection } from "./use-era-selection";

export interface EraTableInput {
  readonly packId: string;
  readonly eraId: string;
  readonly rows: readonly EraRow[];
  readonly problems?: Promise<Record<string, DiagnosticSummary>>;
  readonly reorder?: ReorderCards;
}

/** The findings per card once streamed (`{}` at once when none are coming); null while waiting. */
function useStreamedCounts(problems: Promise<Record<string, DiagnosticSummary>> | undefined) {
  const [counts, setCounts] = useState<Record<string, DiagnosticSummary> | null>(problems ? null : {});
  useEffect(() => {
    let live = true;
    void problems?.then((c) => live && setCounts(c));
    return () => {
      live = false;
    };
  }, [problems]);
  return counts;
}

/** The era table's URL form (module-level: the same functions every render). */
const URL_QUERY: UrlQueryCodec<TableQuery> = { defaults: DEFAULT_QUERY, read: queryFromParams, write: paramsFromQuery };

export function useEraTable({ packId, eraId, rows: baseRows, problems, reorder }: EraTableInput) {
  const counts = useStreamedCounts(problems);
  const serverIds = useMemo(() => [...baseRows].sort((a, b) => a.position - b.position).map((r) => r.id), [baseRows]);
  const deck = useDeckOrder(packId, eraId, serverIds, reorder);
  const rows = useMemo(() => {
    const withProblems = counts && problems ? baseRows.map((r) => ({ ...r, problems: counts[r.id] ?? r.problems })) : baseRows;
    if (deck.order === serverIds) return withProblems;
    // A move being saved: the rows take their places in it (and their numbers).
    const at = new Map(deck.order.map((id, i) => [id, i]));
    return withProblems.map((r) => ({ ...r, position: at.get(r.id) ?? r.position }));
  }, [baseRows, counts, problems, deck.order, serverIds]);
  const [active, setActive] = useState<number>(-1);
  const resetActive = useCallback(() => setActive(-1), []);
  const { query, setQuery } = useUrlQuery(URL_QUERY, resetActive);
  const visible = useMemo(() => applyQuery(rows, query), [rows, query]);
  const visibleIds = useMemo(() => visible.map((r) => r.id), [visible]);
  // Moving means something only in deck order, first to last.
  const movable = reorder !== undefined && query.sort === "position" && query.dir === "asc";
  const drag = useRowDrag(deck, visibleIds);
  const roleplays = useMemo(() => distinct(rows, "roleplay"), [rows]);
  const affiliations = useMemo(() => distinct(rows, "affiliation"), [rows]);
  const selection = useEraSelection(rows, visible);
  const href = useCallback((row: EraRow) => `/packs/${packId}/eras/${eraId}/cards/${row.id}`, [packId, eraId]);
  const sortBy = (key: SortKey) =>
    setQuery(query.sort === key ? (query.dir === "asc" ? { dir: "desc" } : { sort: "position", dir: "asc" }) : { sort: key, dir: "asc" });
  return { counts, deck, rows, query, setQuery, visible, visibleIds, movable, drag, roleplays, affiliations, selection, active, setActive, href, sortBy };
}

export type EraTableController = ReturnType<typeof useEraTable>;
