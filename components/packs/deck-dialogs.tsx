"use client";
/**
 * The dialogs of a pack's list of decks, in the words of its system (`noun`: "era deck", "deck"):
 * naming a new deck or renaming one, and confirming a delete. Shared by the GOT CGS era list
 * (era-list.tsx) and the generated deck list of data systems (system-cards/system-deck-list.tsx);
 * the lists keep their state and actions.
 */
import type { FormEvent } from "react";
import type { ActionError } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { plural } from "@/components/ui/format";

export interface DeckDialogsProps {
  readonly noun: string;
  /** The name form's id (unique on the page). */
  readonly formId: string;
  /** Which name dialog is open, if any. */
  readonly naming: "add" | "rename" | null;
  readonly name: string;
  readonly onName: (name: string) => void;
  readonly onSubmitName: (event: FormEvent) => void;
  /** The deck whose delete is being confirmed, if any. */
  readonly deleting: { readonly name: string; readonly cards: number } | null;
  readonly onDelete: () => void;
  readonly error: ActionError | null;
  readonly pending: boolean;
  readonly onClose: () => void;
}

const capital = (s: string) => (s[0]?.toUpperCase() ?? "") + s.slice(1);

export function DeckDialogs({ noun, formId, naming, name, onName, onSubmitName, deleting, onDelete, error, pending, onClose }: DeckDialogsProps) {
  return (
    <>
      <Dialog
        open={naming !== null}
        onClose={onClose}
        size="sm"
        title={naming === "rename" ? `Rename ${noun}` : `New ${noun}`}
        footer={
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={formId} pending={pending}>
              {naming === "rename" ? "Rename" : `Add ${noun}`}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmitName}>
          <Field label={`${capital(noun)} name`} error={error ? (error.issues[0]?.message ?? error.message) : null} hint="Unique within the pack.">
            {(p) => <Input {...p} value={name} onChange={(e) => onName(e.target.value)} autoFocus required maxLength={200} />}
          </Field>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={onClose}
        onConfirm={onDelete}
        pending={pending}
        title={deleting !== null ? `Delete “${deleting.name}”?` : `Delete ${noun}?`}
        confirmLabel={`Delete ${noun}`}
      >
        {deleting !== null && deleting.cards > 0
          ? `Its ${plural(deleting.cards, "card")} and their histories are deleted too. This cannot be undone.`
          : `The ${noun} is empty. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
