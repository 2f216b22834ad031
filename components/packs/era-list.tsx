"use client";
/**
 * A pack's era decks in play order. Drag a row by its handle or use the arrow buttons to
 * reorder (the order is saved at once and rolled back if the save fails); rename in place;
 * delete after confirming, with the number of cards that go with it.
 */
import clsx from "clsx";
import Link from "next/link";
import { Suspense, use, useEffect, useState, useTransition } from "react";
import type { ActionError, ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/components/ui/format";
import { ChevronDownIcon, ChevronUpIcon, GripIcon, LayersIcon, PencilIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { RelativeTime } from "@/components/ui/relative-time";
import { useToast } from "@/components/ui/toast";
import type { EraSummary } from "@/lib/server/types";
import type { DiagnosticSummary } from "@/lib/systems/got-cgs/attributes/diagnostics";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { DeckDialogs } from "./deck-dialogs";
import { moveItem } from "./reorder";
import { runAction } from "@/lib/client/run-action";

/** What an era holds, shown under its name. */
export interface EraStats {
  adventures: number;
  supports: number;
  gold: number;
}

type DialogState = { kind: "add" } | { kind: "rename"; era: EraSummary } | { kind: "delete"; era: EraSummary } | null;

/** What the list calls: the page passes its server actions (app/packs/[packId]/actions.ts). */
export interface EraListActions {
  create(packId: string, name: string): Promise<ActionResult<EraSummary>>;
  rename(packId: string, id: string, name: string): Promise<ActionResult<EraSummary>>;
  reorder(packId: string, ids: string[]): Promise<ActionResult<EraSummary[]>>;
  remove(packId: string, id: string): Promise<ActionResult<null>>;
}

export interface EraListProps {
  packId: string;
  actions: EraListActions;
  eras: readonly EraSummary[];
  stats?: Readonly<Record<string, EraStats>>;
  /** Findings per era id, streamed in after the list. */
  problems?: Promise<Record<string, DiagnosticSummary>>;
}

export function EraList({ packId, actions, eras: initial, stats = {}, problems }: EraListProps) {
  const [eras, setEras] = useState(initial);
  const [synced, setSynced] = useState(initial);
  // New server data (after a save or a refresh) replaces the local order.
  if (synced !== initial) {
    setSynced(initial);
    setEras(initial);
  }
  const [dialog, setDialog] = useState<DialogState>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<ActionError | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const busy = pending || dragging !== null;

  // Leaving while a new order is still being saved would lose it: ask first, as the card editor does.
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [pending]);

  const close = () => {
    setDialog(null);
    setError(null);
  };

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

  const submitName = (event: React.FormEvent) => {
    event.preventDefault();
    if (!dialog || dialog.kind === "delete") return;
    start(async () => {
      const result = await runAction(() => (dialog.kind === "add" ? actions.create(packId, name) : actions.rename(packId, dialog.era.id, name)), "The name you typed is still here.");
      if (!result.ok) return setError(result.error);
      close();
    });
  };

  const remove = (era: EraSummary) =>
    start(async () => {
      const result = await runAction(() => actions.remove(packId, era.id), "The era deck is still here.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not delete the era deck", description: result.error.message });
      close();
      toast.show({ title: `Deleted “${era.name}”` });
    });

  const addButton = (
    <Button
      variant={eras.length === 0 ? "primary" : "secondary"}
      onClick={() => {
        setName(eras.length === 0 ? "Era 1" : `Era ${eras.length + 1}`);
        setDialog({ kind: "add" });
      }}
    >
      <PlusIcon /> Add era deck
    </Button>
  );

  return (
    <section aria-labelledby="eras-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="eras-heading" className="text-base font-semibold">
          Era decks
        </h2>
        {eras.length > 0 ? addButton : null}
      </div>
      {eras.length === 0 ? (
        <EmptyState icon={<LayersIcon size={20} />} title="No era decks yet" action={addButton}>
          A session is played era by era. Add the first era deck, then write its adventure and support cards.
        </EmptyState>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface" aria-label="Era decks in play order" aria-busy={busy}>
          {eras.map((era, i) => (
            <li
              key={era.id}
              draggable
              onDragStart={(event) => {
                setDragging(i);
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                if (dragging !== i) {
                  setEras(moveItem(eras, dragging, i));
                  setDragging(i);
                }
              }}
              onDragEnd={() => {
                setDragging(null);
                const order = (list: readonly EraSummary[]) => list.map((e) => e.id).join(" ");
                if (order(eras) !== order(synced)) save(eras);
              }}
              // On a phone the badges and buttons wrap under the name rather than squeeze it to a word per line.
              className={clsx("flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5", dragging === i && "bg-accent-soft/60")}
              data-testid="era-row"
            >
              <span className="cursor-grab text-ink-muted active:cursor-grabbing" title="Drag to reorder">
                <GripIcon />
              </span>
              <span className="w-6 text-right text-xs text-ink-muted tabular">{i + 1}</span>
              <div className="min-w-[12rem] flex-1">
                <Link href={`/packs/${packId}/eras/${era.id}`} className="focus-ring rounded font-medium text-ink hover:text-accent hover:underline">
                  {era.name}
                </Link>
                <p className="text-xs text-ink-muted">
                  {plural(era.cards, "card")}
                  {stats[era.id] && era.cards > 0 ? ` (${plural(stats[era.id]?.adventures ?? 0, "adventure")}, ${stats[era.id]?.supports ?? 0} support${stats[era.id]?.gold ? `, ${stats[era.id]?.gold} gold` : ""})` : ""}
                  {era.copies !== era.cards ? ` · ${plural(era.copies, "copy", "copies")} to print` : ""} · changed <RelativeTime iso={era.updatedAt} />
                </p>
              </div>
              {problems ? (
                <Suspense fallback={null}>
                  <EraProblems problems={problems} eraId={era.id} packId={packId} name={era.name} />
                </Suspense>
              ) : null}
              <div className="ml-auto flex items-center gap-0.5">
                <Button variant="ghost" size="icon" aria-label={`Move ${era.name} up`} disabled={i === 0 || pending} onClick={() => reorder(i, i - 1)}>
                  <ChevronUpIcon />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Move ${era.name} down`} disabled={i === eras.length - 1 || pending} onClick={() => reorder(i, i + 1)}>
                  <ChevronDownIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Rename ${era.name}`}
                  onClick={() => {
                    setName(era.name);
                    setDialog({ kind: "rename", era });
                  }}
                >
                  <PencilIcon />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${era.name}`} onClick={() => setDialog({ kind: "delete", era })}>
                  <TrashIcon />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <DeckDialogs
        noun="era deck"
        formId="era-name-form"
        naming={dialog?.kind === "add" || dialog?.kind === "rename" ? dialog.kind : null}
        name={name}
        onName={setName}
        onSubmitName={submitName}
        deleting={dialog?.kind === "delete" ? dialog.era : null}
        onDelete={() => dialog?.kind === "delete" && remove(dialog.era)}
        error={error}
        pending={pending}
        onClose={close}
      />
    </section>
  );
}

/** An era's problem counts, once the pack's lint has streamed in; nothing when it is clean. */
function EraProblems({ problems, eraId, packId, name }: { problems: Promise<Record<string, DiagnosticSummary>>; eraId: string; packId: string; name: string }) {
  const summary = use(problems)[eraId];
  if (!summary || summary.errors + summary.warnings + summary.infos === 0) return null;
  return (
    <Link href={`/packs/${packId}/problems`} className="shrink-0" aria-label={`Problems of ${name}`}>
      <ProblemBadges summary={summary} />
    </Link>
  );
}
