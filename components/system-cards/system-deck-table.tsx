"use client";
/**
 * A data-system deck as a table: identifier, type, copies, then a column per field the
 * definition shows (model.deckColumns), and the card's finding count. Filter by card type and by
 * text in any field; "New card" asks for the type and opens the new card's form; a grip per row
 * sets the deck's order (drag, or Alt+ArrowUp/Down); a checkbox per row selects cards (Shift
 * extends) for the bulk bar GOT CGS's era table has: copy or move to a deck of a pack of the same
 * system, or delete. The server actions come in as props.
 */
import clsx from "clsx";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/action-result";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select } from "@/components/ui/field";
import { plural } from "@/components/ui/format";
import { PlusIcon } from "@/components/ui/icons";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { fieldKindUi } from "@/components/field-kinds/widgets";
import { fieldKind } from "@/lib/systems/field-kinds";
import type { FieldDef, FieldValue, SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";
import { inOrder, MoveGrip, useDeckOrder, useRowDrag, type ReorderCards } from "@/components/era-table/use-deck-order";
import { BulkBar } from "@/components/era-table/bulk-bar";
import type { BulkActions } from "@/components/era-table/era-callbacks";
import { useEraSelection } from "@/components/era-table/use-era-selection";
import { deckColumns, filterCards, type DeckFilter } from "./model";
import { SystemFindingList } from "./system-finding-list";
import { runAction } from "@/lib/client/run-action";

/** Header and cell classes of a field's column: its kind's alignment (numbers right). */
const alignOf = (field: FieldDef) => (fieldKindUi(field.type.kind).align === "right" ? "text-right" : undefined);

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

export interface SystemDeckTableProps {
  readonly definition: SystemDefinition;
  readonly packId: string;
  readonly deckId: string;
  /** The deck's system cards with their ids (a stored card's other keys are not needed). */
  readonly cards: readonly (SystemCard & { readonly id: string })[];
  /** The deck's findings: card rules and deck rules. */
  readonly findings: readonly SystemFinding[];
  readonly createCard: (packId: string, deckId: string, type: string) => Promise<ActionResult<{ id: string }>>;
  /** Saves a new order of the deck (`cards` come in deck order); without it the order is read-only. */
  readonly reorder?: ReorderCards;
  /** Copy, move and delete a selection of cards; without them the table has no checkboxes. */
  readonly bulkActions?: BulkActions;
}

export function SystemDeckTable({ definition, packId, deckId, cards: serverCards, findings, createCard, reorder, bulkActions }: SystemDeckTableProps) {
  const [filter, setFilter] = useState<DeckFilter>({ type: "", text: "" });
  const [newType, setNewType] = useState(definition.cardTypes[0]?.key ?? "");
  const [pending, start] = useTransition();
  const router = useRouter();
  const toast = useToast();
  const columns = deckColumns(definition);
  const serverIds = useMemo(() => serverCards.map((c) => c.id), [serverCards]);
  const deck = useDeckOrder(packId, deckId, serverIds, reorder);
  const cards = useMemo(() => (deck.order === serverIds ? serverCards : inOrder(serverCards, deck.order)), [serverCards, serverIds, deck.order]);
  const shown = useMemo(() => filterCards(cards, filter), [cards, filter]);
  const shownIds = useMemo(() => shown.map((c) => c.id), [shown]);
  const drag = useRowDrag(deck, shownIds);
  const selection = useEraSelection(cards, shown);
  const perCard = useMemo(() => {
    const counts = new Map<string, number>();
    for (const f of findings) if (f.identifier !== undefined) counts.set(f.identifier, (counts.get(f.identifier) ?? 0) + 1);
    return counts;
  }, [findings]);
  const deckWide = findings.filter((f) => f.identifier === undefined);
  const typeLabel = (key: string) => definition.cardTypes.find((t) => t.key === key)?.label ?? key;
  const cardHref = (id: string) => `/packs/${packId}/eras/${deckId}/cards/${id}`;

  const add = () =>
    start(async () => {
      const result = await runAction(() => createCard(packId, deckId, newType), "The deck is as it was.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not add the card", description: result.error.message });
      router.push(cardHref(result.value.id));
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="search" aria-label="Filter cards" className="flex flex-wrap items-center gap-2">
          <Input type="search" aria-label="Search cards" placeholder="Search identifier, any field…" className="w-72" value={filter.text} onChange={(e) => setFilter({ ...filter, text: e.target.value })} />
          <Select aria-label="Card type" className="w-44" value={filter.type} onChange={(e) => setFilter({ ...filter, type: e.target.value })}>
            <option value="">Every type</option>
            {definition.cardTypes.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </Select>
          <span className="text-xs text-ink-muted" aria-live="polite">
            {shown.length === cards.length ? plural(cards.length, "card") : `${shown.length} of ${plural(cards.length, "card")}`}
          </span>
        </div>
        <div className="ml-auto flex items-center gap-2">
          <Select aria-label="Type of the new card" className="w-36" value={newType} onChange={(e) => setNewType(e.target.value)}>
            {definition.cardTypes.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </Select>
          <Button variant="primary" onClick={add} pending={pending}>
            <PlusIcon /> New card
          </Button>
        </div>
      </div>
      {deckWide.length > 0 ? (
        <section aria-label="Deck findings" className="rounded-lg border border-line bg-surface p-3">
          <SystemFindingList definition={definition} findings={deckWide} empty="" />
        </section>
      ) : null}
      {bulkActions && selection.selectedIds.length > 0 ? (
        <BulkBar packId={packId} eraId={deckId} ids={selection.selectedIds} actions={bulkActions} deckNoun={definition.deckNoun} onDone={selection.clear} onClear={selection.clear} />
      ) : null}
      {cards.length === 0 ? (
        <p className="text-sm text-ink-muted">No cards yet: choose a type and press New card.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          {/* Fits a 1440 px window with Altered's 11 columns: tighter padding, headers of two words
              wrap, long texts are cut (the whole text in the cell's title). */}
          <Table aria-label="Cards" aria-busy={deck.saving || undefined} className="[&_td]:px-2 [&_th]:px-2">
            <THead>
              <Tr>
                {bulkActions ? (
                  <Th className="w-8 pr-0">
                    <Checkbox
                      aria-label={selection.allVisibleSelected ? "Deselect all shown cards" : "Select all shown cards"}
                      checked={selection.allVisibleSelected}
                      ref={(el) => {
                        if (el) el.indeterminate = !selection.allVisibleSelected && selection.someVisibleSelected;
                      }}
                      onChange={selection.toggleAllVisible}
                    />
                  </Th>
                ) : null}
                {reorder ? (
                  <Th className="w-6 px-0">
                    <span className="sr-only">Move</span>
                  </Th>
                ) : null}
                <Th>Identifier</Th>
                <Th>Type</Th>
                <Th className="text-right">Copies</Th>
                {columns.map((c) => (
                  <Th key={c.key} className={clsx(alignOf(c), "whitespace-normal")}>
                    {c.label}
                  </Th>
                ))}
                <Th>Findings</Th>
              </Tr>
            </THead>
            <TBody>
              {shown.map((card, index) => {
                const count = perCard.get(card.identifier) ?? 0;
                const selected = selection.selected.has(card.id);
                return (
                  <Tr
                    key={card.id}
                    data-testid="deck-card-row"
                    aria-selected={bulkActions ? selected : undefined}
                    className={clsx(drag.dropLine(card.id), selected && "bg-accent-soft/50")}
                    {...(reorder ? drag.row(card.id) : {})}
                  >
                    {bulkActions ? (
                      <Td className="pr-0">
                        <Checkbox aria-label={`Select ${card.identifier}`} checked={selected} onChange={() => undefined} onClick={(event) => selection.toggle(index, event.shiftKey)} />
                      </Td>
                    ) : null}
                    {reorder ? (
                      <Td className="px-0">
                        <MoveGrip name={card.identifier} id={card.id} shown={shownIds} deck={deck} drag={drag} />
                      </Td>
                    ) : null}
                    <Td className="whitespace-nowrap">
                      <Link href={cardHref(card.id)} className="focus-ring rounded font-mono font-medium text-accent-ink underline decoration-accent/40 underline-offset-2 hover:decoration-accent">
                        {card.identifier}
                      </Link>
                    </Td>
                    <Td>{typeLabel(card.type)}</Td>
                    <Td className="text-right">{card.copies}</Td>
                    {columns.map((c) => (
                      <FieldTd key={c.key} field={c} value={card.fields[c.key]} />
                    ))}
                    <Td>{count > 0 ? <Badge tone="error">{count}</Badge> : null}</Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        </div>
      )}
    </div>
  );
}
