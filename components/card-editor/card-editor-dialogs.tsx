"use client";
/** The card editor's dialogs: conflict, zoom, history and delete (one open at a time). */
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import type { CardDetail } from "@/lib/server/types";
import type { CardEditorActions } from "./card-callbacks";
import { fieldsOf } from "./autosave-state";
import { CardPreview, type CardPreviewProps } from "./card-preview";
import { ConflictDialog } from "./conflict-dialog";
import { gotFieldChanges } from "./field-diff";
import { HistoryDialog } from "./history-dialog";
import type { CardEditorController } from "./use-card-editor";

/** The zoomed card's width: as large as the window allows, keeping the card's proportions. */
function zoomWidth(format: "silver" | "gold", orientation: "portrait" | "landscape" | null): number {
  const ratio = format === "gold" ? (orientation === "landscape" ? 176 / 125 : 125 / 176) : 63 / 88;
  const height = Math.max(320, window.innerHeight * 0.68);
  return Math.min(window.innerWidth * 0.8, height * ratio);
}

export interface CardEditorDialogsProps {
  card: CardDetail;
  actions: CardEditorActions;
  c: CardEditorController;
  /** The preview's props, for the zoomed card. */
  preview: CardPreviewProps;
}

export function CardEditorDialogs({ card, actions, c, preview }: CardEditorDialogsProps) {
  const { autosave, draft, dialog, setDialog } = c;
  const { state } = autosave;
  const close = () => setDialog(null);
  return (
    <>
      {state.conflict ? (
        <ConflictDialog
          open={dialog === "conflict"}
          changes={gotFieldChanges(fieldsOf(state.conflict), draft)}
          theirsVersion={state.conflict.version}
          onClose={close}
          onKeepMine={() => {
            autosave.keepMine();
            close();
          }}
          onTakeTheirs={() => {
            void autosave.takeTheirs();
            close();
          }}
        />
      ) : null}
      <Dialog open={dialog === "zoom"} onClose={close} size="xl" title={`${draft.identifier || "Card"} as printed`} description="Zoomed in; the proportions and text areas are the printed card's.">
        {dialog === "zoom" && CardPreview ? <CardPreview {...preview} width={zoomWidth(draft.format, draft.orientation)} /> : null}
      </Dialog>
      {dialog === "history" ? (
        <HistoryDialog open cardId={card.id} actions={actions} compare={(revision) => gotFieldChanges(fieldsOf(revision), draft)} currentVersion={state.base.version} onClose={close} onRestore={c.restore} />
      ) : null}
      <ConfirmDialog open={dialog === "delete"} onClose={close} onConfirm={() => void c.remove()} title={`Delete ${state.base.identifier}?`} confirmLabel="Delete card">
        The card and its history are deleted. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
