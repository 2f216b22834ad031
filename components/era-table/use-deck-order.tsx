"use client";
/**
 * The designer's hand on a deck's order, for any system's deck table: a grip per row that drags,
 * and Alt+ArrowUp / Alt+ArrowDown on it (or on the table's active row) that move the card one
 * row. The move shows at once; the page's server action saves the whole order, and a refusal (or
 * no answer at all) puts the old order back with a toast that says why (a deck changed
 * elsewhere: reload; the server did not answer: check the connection).
 */
import clsx from "clsx";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/client/run-action";
import { GripIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { dropPlace, moveBeside, stepTarget, type Place } from "./deck-order";

/** Saves a deck's whole order (every card id once); the page's server action around reorderCards. */
export type ReorderCards = (packId: string, eraId: string, ids: string[]) => Promise<ActionResult<{ ids: string[] }>>;

export interface DeckOrder {
  /** The deck's ids in the order to show: the server's, or the move being saved. */
  readonly order: readonly string[];
  /** True while a move is being saved (the table is aria-busy; further moves wait). */
  readonly saving: boolean;
  move(id: string, target: string, place: Place): void;
  /** Moves `id` one row up or down among `shown`; false at an end (the key then does nothing). */
  step(shown: readonly string[], id: string, step: -1 | 1): boolean;
}

/**
 * `serverIds`: the deck's ids in the order the server sent (a new array after every refresh).
 * `save` null: the order cannot be changed here (no handles are shown).
 */
export function useDeckOrder(packId: string, eraId: string, serverIds: readonly string[], save: ReorderCards | undefined): DeckOrder {
  // A local order belongs to the server order it was made from: a refresh drops it.
  const [local, setLocal] = useState<{ base: readonly string[]; ids: readonly string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const router = useRouter();
  const toast = useToast();
  const order = local !== null && local.base === serverIds ? local.ids : serverIds;

  const move = (id: string, target: string, place: Place) => {
    if (!save || saving) return;
    const next = moveBeside(order, id, target, place);
    if (next === order) return;
    const before = order;
    setLocal({ base: serverIds, ids: next });
    setSaving(true);
    void runAction(() => save(packId, eraId, [...next]), "The deck shows its order from before the move: move the card again.").then((result) => {
      setSaving(false);
      if (result.ok) return router.refresh();
      setLocal({ base: serverIds, ids: before });
      toast.show({
        tone: "error",
        title: "The card was not moved",
        // A validation error here means the ids no longer match the deck: it changed elsewhere.
        description:
          result.error.code === "validation" || result.error.code === "not_found"
            ? "The deck changed since this page was loaded (a card was added, moved or deleted elsewhere). Reload the page and move it again."
            : result.error.message,
      });
    });
  };

  const step = (shown: readonly string[], id: string, by: -1 | 1) => {
    const to = stepTarget(shown, id, by);
    if (to === null) return false;
    move(id, to.target, to.place);
    return true;
  };

  return { order, saving, move, step };
}

/** The rows of `rows` in `order` (ids not in `order` keep their place at the end). */
export function inOrder<T extends { readonly id: string }>(rows: readonly T[], order: readonly string[]): T[] {
  const index = new Map(order.map((id, i) => [id, i]));
  return [...rows].sort((a, b) => (index.get(a.id) ?? Infinity) - (index.get(b.id) ?? Infinity));
}

/**
 * Drag and drop between rows of one table: the grip starts a drag, a row is a drop target.
 * `shown`: the ids of the rows in view, in view order.
 */
export function useRowDrag(deck: DeckOrder, shown: readonly string[]) {
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const index = useMemo(() => new Map(shown.map((id, i) => [id, i])), [shown]);
  return {
    /** The row a drag hovers (for its drop line). */
    over,
    grip(id: string) {
      return {
        draggable: true,
        onDragStart(event: DragEvent<HTMLElement>) {
          dragged.current = id;
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", id);
          // Drag the whole row's picture, not just the grip.
          const row = event.currentTarget.closest("tr");
          if (row) event.dataTransfer.setDragImage(row, 16, 16);
        },
        onDragEnd() {
          dragged.current = null;
          setOver(null);
        },
      };
    },
    row(id: string) {
      return {
        onDragOver(event: DragEvent<HTMLElement>) {
          if (dragged.current === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
          if (over !== id) setOver(id);
        },
        onDrop(event: DragEvent<HTMLElement>) {
          const from = dragged.current;
          dragged.current = null;
          setOver(null);
          if (from === null) return;
          event.preventDefault();
          deck.move(from, id, dropPlace(index.get(from) ?? 0, index.get(id) ?? 0));
        },
      };
    },
    /** The classes of the drop line on the hovered row: under it when the drag comes from above. */
    dropLine(id: string): string | undefined {
      if (over !== id || dragged.current === null) return undefined;
      return dropPlace(index.get(dragged.current) ?? 0, index.get(id) ?? 0) === "after"
        ? "[&>td]:shadow-[inset_0_-2px_0_0_var(--color-accent)]"
        : "[&>td]:shadow-[inset_0_2px_0_0_var(--color-accent)]";
    },
  };
}

export interface MoveGripProps {
  /** What the card is called in the label ("Move GEN-3"). */
  readonly name: string;
  readonly id: string;
  readonly shown: readonly string[];
  readonly deck: DeckOrder;
  readonly drag: ReturnType<typeof useRowDrag>;
}

/** The grip of a row: drag it, or focus it and press Alt+ArrowUp / Alt+ArrowDown. */
export function MoveGrip({ name, id, shown, deck, drag }: MoveGripProps) {
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Reordering moves the row in the document, and a moved element loses focus: give it back.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement !== button.current) button.current?.focus();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    event.stopPropagation();
    refocus.current = true;
    deck.step(shown, id, event.key === "ArrowUp" ? -1 : 1);
  };
  return (
    <button
      ref={button}
      type="button"
      aria-label={`Move ${name}`}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      title="Drag to move, or Alt+↑ / Alt+↓"
      data-testid="move-grip"
      aria-disabled={deck.saving || undefined}
      onKeyDown={onKeyDown}
      className={clsx("focus-ring flex h-6 w-5 cursor-grab items-center justify-center rounded text-ink-muted hover:bg-sunken hover:text-ink active:cursor-grabbing", deck.saving && "opacity-50")}
      {...drag.grip(id)}
    >
      <GripIcon size={14} />
    </button>
  );
}
