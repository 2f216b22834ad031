"use client";
/**
 * The controller of `<EraList>`: the local order (replaced by new server data), the order saved
 * at once and rolled back when the save fails, dragging, the add / rename / delete dialogs and
 * their actions. The list (era-list.tsx) and its rows (era-list-row.tsx) only draw it.
 */
import { useEffect, useState, useTransition } from "react";
import type { DragEvent, FormEvent } from "react";
import type { ActionError, ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/client/run-action";
import type { EraSummary } from "@/lib/server/types";
import { useToast } from "@/components/ui/toast";
import { moveItem } from "./reorder";

/** What the list calls: the page passes its server actions (app/packs/[packId]/actions.ts). */
export interface EraListActions {
  create(packId: string, name: string): Promise<ActionResult<EraSummary>>;
  rename(packId: string, id: string, name: string): Promise<ActionResult<EraSummary>>;
  reorder(packId: string, ids: string[]): Promise<ActionResult<EraSummary[]>>;
  remove(packId: string, id: string): Promise<ActionResult<null>>;
}

export type EraDialogState = { kind: "add" } | { kind: "rename"; era: EraSummary } | { kind: "delete"; era: EraSummary } | null;

/** The drag handlers of one row, by its index. */
export interface EraDrag {
  start(index: number, event: DragEvent): void;
  over(index: number, event: DragEvent): void;
  end(): void;
}

const order = (list: readonly EraSummary[]) => list.map((e) => e.id).join(" ");

/** Leaving while a new order is still being saved would lose it: ask first, as the card editor does. */
function useWarnBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
}

/** The dialogs' state: which one is open, the name typed and the last error. */
function useEraDialogs() {
  const [dialog, setDialog] = useState<EraDialogState>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<ActionError | null>(null);
  const close = () => {
    setDialog(null);
    setError(null);
  };
  const openAdd = (count: number) => {
    setName(count === 0 ? "Era 1" : `Era ${count + 1}`);
    setDialog({ kind: "add" });
  };
  const openRename = (era: EraSummary) => {
    setName(era.name);
    setDialog({ kind: "rename", era });
  };
  const openDelete = (era: EraSummary) => setDialog({ kind: "delete", era });
  return { dialog, name, setName, error, setError, close, openAdd, openRename, openDelete };
}

export function useEraList(packId: string, actions: EraListActions, initial: readonly EraSummary[]) {
  const [eras, setEras] = useState(initial);
  const [synced, setSynced] = useState(initial);
  // New server data (after a save or a refresh) replaces the local order.
  if (synced !== initial) {
    setSynced(initial);
    setEras(initial);
  }
  const dialogs = useEraDialogs();
  const [dragging, setDragging] = useState<number | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  useWarnBeforeUnload(pending);

  const save = (next: readonly EraSummary[]) => {
    const before = synced;
    start(async () => {
      const result = await runAction(() => actions.reorder(packId, next.map((e) => e.id)), "The era decks show their order from before the move: move it again.");
      if (!result.ok) {
        setEras(before);
        toast.show({ tone: "error", title: "The new order was not saved", description: result.error.message });
      }
    });
  };

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= eras.length || from === to) return;
    const next = moveItem(eras, from, to);
    setEras(next);
    save(next);
  };

  const drag: EraDrag = {
    start(index, event) {
      setDragging(index);
      event.dataTransfer.effectAllowed = "move";
    },
    over(index, event) {
      if (dragging === null) return;
      event.preventDefault();
      if (dragging !== index) {
        setEras(moveItem(eras, dragging, index));
        setDragging(index);
      }
    },
    end() {
      setDragging(null);
      if (order(eras) !== order(synced)) save(eras);
    },
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const { dialog } = dialogs;
    if (!dialog || dialog.kind === "delete") return;
    start(async () => {
      const result = await runAction(() => (dialog.kind === "add" ? actions.create(packId, dialogs.name) : actions.rename(packId, dialog.era.id, dialogs.name)), "The name you typed is still here.");
      if (!result.ok) return dialogs.setError(result.error);
      dialogs.close();
    });
  };

  const remove = (era: EraSummary) =>
    start(async () => {
      const result = await runAction(() => actions.remove(packId, era.id), "The era deck is still here.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not delete the era deck", description: result.error.message });
      dialogs.close();
      toast.show({ title: `Deleted “${era.name}”` });
    });

  return { eras, dialogs, dragging, pending, busy: pending || dragging !== null, reorder, drag, submitName, remove };
}
