"use client";
/**
 * A data-system deck as a table, with GOT CGS's era table's features (issue 26): identifier,
 * type, copies, then a column per field the definition shows (model.deckColumns), and the card's
 * finding count. Filter by card type and by text in any field; press a header to sort by it (a
 * field by its kind's order), again to reverse, a third time for deck order; the view is kept in
 * the address bar, so Back from a card returns to it. "New card" asks for the type and opens the
 * new card's form; in deck order a grip per row sets the deck's order (drag, or Alt+ArrowUp/Down);
 * a checkbox per row selects cards (Shift extends) for the bulk bar: copy or move to a deck of a
 * pack of the same system, or delete. The keyboard is the era table's: J/K or arrows move, Enter
 * opens, X selects, / searches, Alt+arrows move the active card. The server actions come in as
 * props; the state is ./use-system-deck-table.ts.
 */
import { useRouter } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { Table, TBody } from "@/components/ui/table";
import { BulkBar } from "@/components/era-table/bulk-bar";
import type { BulkActions } from "@/components/era-table/era-callbacks";
import { useEraKeys } from "@/components/era-table/use-era-keys";
import { deckColumns } from "./model";
import { SystemDeckHead } from "./system-deck-head";
import { SystemDeckRow } from "./system-deck-row";
import { SystemDeckToolbar } from "./system-deck-toolbar";
import { SystemFindingList } from "./system-finding-list";
import { useAddCard, useSystemDeckTable, type SystemDeckTableInput } from "./use-system-deck-table";

const NO_SELECTION = { toggle: () => undefined };

/** The controller's input (./use-system-deck-table.ts: definition, deck, cards in deck order, findings, reorder) and the page's actions. */
export interface SystemDeckTableProps extends SystemDeckTableInput {
  readonly createCard: (packId: string, deckId: string, type: string) => Promise<ActionResult<{ id: string }>>;
  /** Copy, move and delete a selection of cards; without them the table has no checkboxes. */
  readonly bulkActions?: BulkActions;
}

export function SystemDeckTable({ definition, packId, deckId, cards, findings, createCard, reorder, bulkActions }: SystemDeckTableProps) {
  const router = useRouter();
  const t = useSystemDeckTable({ definition, packId, deckId, cards, findings, ...(reorder ? { reorder } : {}) });
  // Without bulk actions nothing is selectable: X does nothing.
  const { search, body } = useEraKeys(bulkActions ? t : { ...t, selection: NO_SELECTION });
  const { add, pending } = useAddCard(packId, deckId, createCard);
  const { query, selection } = t;
  const columns = deckColumns(definition);
  const typeLabel = (key: string) => definition.cardTypes.find((c) => c.key === key)?.label ?? key;
  return (
    <div className="flex flex-col gap-4">
      <SystemDeckToolbar definition={definition} query={query} setQuery={t.setQuery} searchRef={search} shown={t.visible.length} total={t.cards.length} onAdd={add} adding={pending} />
      {t.deckWide.length > 0 ? (
        <section aria-label="Deck findings" className="rounded-lg border border-line bg-surface p-3">
          <SystemFindingList definition={definition} findings={t.deckWide} empty="" />
        </section>
      ) : null}
      {bulkActions && selection.selectedIds.length > 0 ? (
        <BulkBar packId={packId} eraId={deckId} ids={selection.selectedIds} actions={bulkActions} deckNoun={definition.deckNoun} onDone={selection.clear} onClear={selection.clear} />
      ) : null}
      {t.cards.length === 0 ? (
        <p className="text-sm text-ink-muted">No cards yet: choose a type and press New card.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          {/* Fits a 1440 px window with Altered's 11 columns: tighter padding, headers of two words
              wrap, long texts are cut (the whole text in the cell's title). */}
          <Table aria-label="Cards" aria-busy={t.deck.saving || undefined} className="[&_td]:px-2 [&_th]:px-2">
            <SystemDeckHead
              columns={columns}
              query={query}
              sortBy={t.sortBy}
              reorderable={reorder !== undefined}
              movable={t.movable}
              {...(bulkActions ? { selectAll: { all: selection.allVisibleSelected, some: selection.someVisibleSelected, toggle: selection.toggleAllVisible } } : {})}
            />
            <TBody ref={body}>
              {t.visible.map((card, index) => (
                <SystemDeckRow
                  key={card.id}
                  card={card}
                  index={index}
                  position={t.positions.get(card.id) ?? index}
                  href={t.href(card)}
                  onOpen={() => router.push(t.href(card))}
                  columns={columns}
                  typeLabel={typeLabel(card.type)}
                  findings={t.perCard.get(card.identifier)}
                  active={index === t.active}
                  reorderable={reorder !== undefined}
                  movable={t.movable}
                  shown={t.visibleIds}
                  deck={t.deck}
                  drag={t.drag}
                  {...(bulkActions ? { select: { selected: selection.selected.has(card.id), toggle: selection.toggle } } : {})}
                />
              ))}
            </TBody>
          </Table>
          {t.visible.length === 0 ? (
            <p className="p-4 text-sm text-ink-muted">
              No card matches the search and filters.{" "}
              <button type="button" className="focus-ring rounded text-accent-ink underline" onClick={() => t.setQuery({ text: "", type: "", findingsOnly: false })}>
                Clear them
              </button>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
