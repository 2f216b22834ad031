"use client";
/**
 * The decks of a data-system pack (stored as the pack's eras), called by the system's `deckNoun`:
 * add, rename in a dialog, delete after confirming. The server actions come in as props.
 */
import Link from "next/link";
import { useState, useTransition } from "react";
import type { ActionError, ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/components/ui/format";
import { LayersIcon, PencilIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { DeckDialogs } from "@/components/packs/deck-dialogs";
import { runAction } from "@/lib/client/run-action";

export interface DeckRow {
  readonly id: string;
  readonly name: string;
  readonly cards: number;
  readonly copies: number;
}

export interface SystemDeckListProps {
  readonly packId: string;
  /** "deck" (the definition's `deckNoun`). */
  readonly noun: string;
  readonly decks: readonly DeckRow[];
  /** Findings per deck id (card and deck rules). */
  readonly findings: Readonly<Record<string, number>>;
  readonly create: (packId: string, name: string) => Promise<ActionResult<unknown>>;
  readonly rename: (packId: string, id: string, name: string) => Promise<ActionResult<unknown>>;
  readonly remove: (packId: string, id: string) => Promise<ActionResult<unknown>>;
}

type DialogState = { kind: "add" } | { kind: "rename"; deck: DeckRow } | { kind: "delete"; deck: DeckRow } | null;

const capital = (s: string) => (s[0]?.toUpperCase() ?? "") + s.slice(1);

export function SystemDeckList({ packId, noun, decks, findings, create, rename, remove }: SystemDeckListProps) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<ActionError | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const Noun = capital(noun);

  const close = () => {
    setDialog(null);
    setError(null);
  };
  const submitName = (event: React.FormEvent) => {
    event.preventDefault();
    if (!dialog || dialog.kind === "delete") return;
    start(async () => {
      const result = await runAction(() => (dialog.kind === "add" ? create(packId, name) : rename(packId, dialog.deck.id, name)), "The name you typed is still here.");
      if (!result.ok) return setError(result.error);
      close();
    });
  };
  const confirmDelete = (deck: DeckRow) =>
    start(async () => {
      const result = await runAction(() => remove(packId, deck.id), `The ${noun} is still here.`);
      if (!result.ok) return toast.show({ tone: "error", title: `Could not delete the ${noun}`, description: result.error.message });
      close();
      toast.show({ title: `Deleted “${deck.name}”` });
    });

  const addButton = (
    <Button
      variant={decks.length === 0 ? "primary" : "secondary"}
      onClick={() => {
        setName(`${Noun} ${decks.length + 1}`);
        setDialog({ kind: "add" });
      }}
    >
      <PlusIcon /> Add {noun}
    </Button>
  );

  return (
    <section aria-labelledby="decks-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="decks-heading" className="text-base font-semibold">
          {Noun}s
        </h2>
        {decks.length > 0 ? addButton : null}
      </div>
      {decks.length === 0 ? (
        <EmptyState icon={<LayersIcon size={20} />} title={`No ${noun}s yet`} action={addButton}>
          Add the first {noun}, then write its cards.
        </EmptyState>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface" aria-label={`${Noun}s`} aria-busy={pending}>
          {decks.map((deck) => (
            <li key={deck.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5" data-testid="deck-row">
              <div className="min-w-[12rem] flex-1">
                <Link href={`/packs/${packId}/eras/${deck.id}`} className="focus-ring rounded font-medium text-ink hover:text-accent hover:underline">
                  {deck.name}
                </Link>
                <p className="text-xs text-ink-muted">
                  {plural(deck.cards, "card")}
                  {deck.copies !== deck.cards ? ` · ${plural(deck.copies, "copy", "copies")} to print` : ""}
                  {findings[deck.id] ? ` · ${plural(findings[deck.id] ?? 0, "finding")}` : ""}
                </p>
              </div>
              <div className="ml-auto flex items-center gap-0.5">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Rename ${deck.name}`}
                  onClick={() => {
                    setName(deck.name);
                    setDialog({ kind: "rename", deck });
                  }}
                >
                  <PencilIcon />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${deck.name}`} onClick={() => setDialog({ kind: "delete", deck })}>
                  <TrashIcon />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <DeckDialogs
        noun={noun}
        formId="deck-name-form"
        naming={dialog?.kind === "add" || dialog?.kind === "rename" ? dialog.kind : null}
        name={name}
        onName={setName}
        onSubmitName={submitName}
        deleting={dialog?.kind === "delete" ? dialog.deck : null}
        onDelete={() => dialog?.kind === "delete" && confirmDelete(dialog.deck)}
        error={error}
        pending={pending}
        onClose={close}
      />
    </section>
  );
}
