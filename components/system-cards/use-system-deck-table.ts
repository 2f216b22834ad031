"use client";
/**
 * A data system's deck table's controller (./system-deck-table.tsx draws it), the counterpart of
 * GOT CGS's components/era-table/use-era-table.ts: the deck order being saved, the view held in
 * the address bar (./deck-query.ts), the shown cards sorted, the selection, the active row of the
 * keyboard (components/era-table/use-era-keys.ts) and the findings per card. Views get plain
 * values and callbacks from it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/client/run-action";
import { useToast } from "@/components/ui/toast";
import type { SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";
import { inOrder, useDeckOrder, useRowDrag, type ReorderCards } from "@/components/era-table/use-deck-order";
import { useEraSelection } from "@/components/era-table/use-era-selection";
import { useUrlQuery, type UrlQueryCodec } from "@/components/era-table/use-url-query";
import { NEW_CARD_QUERY } from "./reveal-field";
import { applyDeckQuery, deckQueryFromParams, DEFAULT_DECK_QUERY, inDeckOrder, nextSort, paramsFromDeckQuery, type DeckQuery } from "./deck-query";

export interface SystemDeckTableInput {
  readonly definition: SystemDefinition;
  readonly packId: string;
  readonly deckId: string;
  /** The deck's system cards with their ids, in deck order (a stored card's other keys are not needed). */
  readonly cards: readonly (SystemCard & { readonly id: string })[];
  /** The deck's findings: card rules and deck rules. */
  readonly findings: readonly SystemFinding[];
  /** Saves a new order of the deck; without it the order is read-only. */
  readonly reorder?: ReorderCards;
}

/** A card's findings in short, by severity (the era table's badges: red errors, amber warnings). */
export interface FindingCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

/** The findings per card identifier, by severity (deck-wide findings have none). */
export function countPerCard(findings: readonly SystemFinding[]): ReadonlyMap<string, FindingCounts> {
  const counts = new Map<string, { errors: number; warnings: number; infos: number }>();
  for (const f of findings) {
    if (f.identifier === undefined) continue;
    const c = counts.get(f.identifier) ?? { errors: 0, warnings: 0, infos: 0 };
    if (f.severity === "error") c.errors++;
    else c.warnings++;
    counts.set(f.identifier, c);
  }
  return counts;
}

/** The findings column's sort key: errors weigh more than any number of warnings. */
function findingRank(counts: ReadonlyMap<string, FindingCounts>): ReadonlyMap<string, number> {
  return new Map([...counts].map(([id, c]) => [id, c.errors * 1_000_000 + c.warnings]));
}

/** The view's URL form for this definition (a type or field it does not have reads as the default). */
function useCodec(definition: SystemDefinition): UrlQueryCodec<DeckQuery> {
  return useMemo(() => ({ defaults: DEFAULT_DECK_QUERY, read: (params) => deckQueryFromParams(definition, params), write: paramsFromDeckQuery }), [definition]);
}

export function useSystemDeckTable({ definition, packId, deckId, cards: serverCards, findings, reorder }: SystemDeckTableInput) {
  const serverIds = useMemo(() => serverCards.map((c) => c.id), [serverCards]);
  const deck = useDeckOrder(packId, deckId, serverIds, reorder);
  const cards = useMemo(() => (deck.order === serverIds ? [...serverCards] : inOrder(serverCards, deck.order)), [serverCards, serverIds, deck.order]);
  const positions = useMemo(() => new Map(cards.map((c, i) => [c.id, i])), [cards]);
  const perCard = useMemo(() => countPerCard(findings), [findings]);
  const deckWide = useMemo(() => findings.filter((f) => f.identifier === undefined), [findings]);
  const [active, setActive] = useState(-1);
  const resetActive = useCallback(() => setActive(-1), []);
  const { query, setQuery } = useUrlQuery(useCodec(definition), resetActive);
  const rank = useMemo(() => findingRank(perCard), [perCard]);
  const visible = useMemo(() => applyDeckQuery(definition, cards, query, rank), [definition, cards, query, rank]);
  const visibleIds = useMemo(() => visible.map((c) => c.id), [visible]);
  // Moving means something only in deck order, first to last.
  const movable = reorder !== undefined && inDeckOrder(query);
  const drag = useRowDrag(deck, visibleIds);
  const selection = useEraSelection(cards, visible);
  const href = useCallback((card: { readonly id: string }) => `/packs/${packId}/eras/${deckId}/cards/${card.id}`, [packId, deckId]);
  const sortBy = (token: string) => setQuery(nextSort(query, token));
  return { deck, cards, positions, perCard, deckWide, query, setQuery, visible, visibleIds, movable, drag, selection, active, setActive, href, sortBy };
}

export type SystemDeckController = ReturnType<typeof useSystemDeckTable>;

/** Makes a card of `type` in the deck (the page's server action) and opens its form; a refusal is a toast. */
export function useAddCard(packId: string, deckId: string, createCard: (packId: string, deckId: string, type: string) => Promise<ActionResult<{ id: string }>>) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const toast = useToast();
  const add = (type: string) =>
    start(async () => {
      const result = await runAction(() => createCard(packId, deckId, type), "The deck is as it was.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not add the card", description: result.error.message });
      // The new card opens with the cursor in its identifier.
      router.push(`/packs/${packId}/eras/${deckId}/cards/${result.value.id}${NEW_CARD_QUERY}`);
    });
  return { add, pending };
}
