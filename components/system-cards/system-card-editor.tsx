"use client";
/**
 * The card editor of a data-defined system: the generated form, the face preview beside it (the
 * print's own scene, drawn as SVG) and the card's lint findings, live as the designer types.
 *
 * It saves as the GOT CGS editor does, with the same code (components/card-editor): autosave
 * ~600 ms after typing stops, each save carrying the version it is based on; a stale version
 * opens the conflict dialog with both versions kept until the designer picks; no answer or a
 * busy server retries with back-off; leaving with unsaved work (a link, Back, reload) saves
 * first or asks. Findings never hold a save back (domain problems are lint); only what cannot be
 * sent is (a number that is not whole). A format error is shown at the field its key path names.
 * History lists every save and restores one. On a card page the bar has the GOT CGS editor's
 * card commands too (./system-card-bar.tsx): previous / next card (Alt+↑ / Alt+↓, K / J), New
 * card, Duplicate and Delete, each saving first. The server actions come in as props (components
 * never import app/): the card page passes them.
 */
import { useEffect, useMemo, useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import type { HistoryActions } from "@/components/card-editor/card-callbacks";
import { ConflictDialog } from "@/components/card-editor/conflict-dialog";
import { HistoryDialog } from "@/components/card-editor/history-dialog";
import { useCardAutosave } from "@/components/card-editor/use-card-autosave";
import { useCardKeys } from "@/components/card-editor/use-card-keys";
import { useToast } from "@/components/ui/toast";
import { runAction } from "@/lib/client/run-action";
import type { PictureInfo } from "@/lib/server/types";
import type { SystemCard, SystemDefinition } from "@/lib/systems/types";
import { cardFindings } from "./card-findings";
import type { FaceScene } from "./face-preview";
import { SystemCardAside } from "./system-card-aside";
import { errorsByField, placeIssues } from "./format-errors";
import { cardFromDraft } from "./model";
import { SaveProblem } from "./save-problem";
import { SystemCardBar } from "./system-card-bar";
import { isStoredCard, normalCard, sentCard, storedOf, systemAutosave, type SaveSystemCardInput, type StoredSystemCard } from "./system-autosave";
import { systemFieldChanges } from "./system-changes";
import { SystemCardForm } from "./system-card-form";
import { useFacePreview } from "./use-face-preview";
import { useRevealField } from "./reveal";
import type { SystemCardCommandProps } from "./use-system-card-commands";

export { formPathOf } from "./format-errors";
export type { SaveSystemCardInput, StoredSystemCard } from "./system-autosave";
export type { SystemCardCommandProps } from "./use-system-card-commands";

/** The card's history: read it, and restore a version (as a new save based on `baseVersion`). */
export interface SystemHistoryActions extends HistoryActions {
  restoreRevision(cardId: string, version: number, baseVersion: number): Promise<ActionResult<StoredSystemCard>>;
}

export interface SystemCardEditorProps {
  readonly definition: SystemDefinition;
  readonly card: StoredSystemCard;
  /** The deck's name and its other cards (for the deck rules that name this card). */
  readonly deckName: string;
  readonly otherCards: readonly SystemCard[];
  readonly save: (input: SaveSystemCardInput) => Promise<ActionResult<StoredSystemCard>>;
  /** The card's history; absent: no History button. */
  readonly history?: SystemHistoryActions;
  /** The card's front as the print draws it, with the chosen picture; absent: no preview. */
  readonly preview?: (card: SystemCard, pictureId: string | null) => Promise<ActionResult<FaceScene>>;
  /** The pack's card pictures, for types with an image field; absent: the form says where pictures are set. */
  readonly pictures?: { readonly packId: string; readonly list: readonly PictureInfo[] };
  /** The field to open at (`?field=` from the Problems tab, checked by reveal-field.ts `revealedField`); absent: the top. */
  readonly reveal?: string | null;
  /** The card's place in its deck and the actions of previous / next, New card, Duplicate and Delete; absent: none of them. */
  readonly commands?: SystemCardCommandProps;
}

export function SystemCardEditor({ definition, card: initial, deckName, otherCards, save, history, preview, pictures: picturesProp, reveal, commands }: SystemCardEditorProps) {
  const toast = useToast();
  useRevealField(reveal);
  const machine = systemAutosave(definition);
  const autosave = useCardAutosave(initial, {
    machine,
    send: (base, draft) => save({ id: base.id, version: base.version, ...sentCard(definition, draft) }),
    isCard: isStoredCard,
    name: (c) => c.identifier,
    // With the history, Take theirs keeps mine in it (saved, then theirs restored over it).
    restore: history === undefined ? undefined : async (base, version) => {
      const result = await history.restoreRevision(base.id, version, base.version);
      return result.ok ? { ok: true, value: storedOf(result.value) } : result;
    },
  });
  const { state, status, edit, flush } = autosave;
  const [pictures, setPictures] = useState(picturesProp?.list ?? []);
  const [dialog, setDialog] = useState<"history" | "conflict" | null>(null);
  const { errors } = useMemo(() => cardFromDraft(definition, state.draft.form), [definition, state.draft.form]);
  const sent = useMemo(() => sentCard(definition, state.draft), [definition, state.draft]);
  const { card } = sent;
  // A field the form will not send ("2.5" for a whole number) is linted as empty: its own message
  // says what is wrong, so lint's findings on it (field-required) are left out until it is fixed.
  const findings = useMemo(
    () => cardFindings(definition, deckName, card, otherCards).filter((f) => f.field === undefined || errors[`fields.${f.field}`] === undefined),
    [definition, deckName, card, otherCards, errors],
  );
  const placed = useMemo(() => placeIssues(definition, card.type, state.error?.issues ?? []), [definition, card.type, state.error]);
  const pictureName = (id: string) => pictures.find((p) => p.id === id)?.name;

  // A conflict opens its dialog by itself: the designer must choose before saving again.
  const conflictVersion = state.conflict?.version;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening the dialog is the reaction to the save result
    if (conflictVersion !== undefined) setDialog("conflict");
  }, [conflictVersion]);

  // Next / previous are the card commands' keys (./use-system-card-commands.ts), on the pages that have them.
  useCardKeys({ save: () => void flush(), history: history ? () => setDialog("history") : undefined });

  const restore = async (version: number): Promise<string | null> => {
    if (history === undefined) return "This card has no history here.";
    const now = await flush();
    if (now === "conflict") return "Resolve the conflict first.";
    const result = await runAction(() => history.restoreRevision(initial.id, version, autosave.state.base.version), "The card still shows what you had; the history stays open.");
    if (!result.ok) return result.error.message;
    autosave.replace(storedOf(result.value));
    toast.show({ title: `Restored version ${version}`, description: `Saved as version ${result.value.version}.` });
    return null;
  };

  const blocked = machine.blocked(state);
  // The field says what is wrong with it; the bar and the alert only point there.
  const problem = state.error ?? (blocked === null ? null : { message: "a field marked in red cannot be sent yet; the card saves by itself once it is fixed.", issues: [], retryable: false });
  const scene = useFacePreview(card, sent.pictureId, preview);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="flex flex-col gap-4">
        <SystemCardBar
          status={status}
          problem={problem}
          savedAt={state.savedAt}
          version={state.base.version}
          onSave={() => void flush()}
          onResolve={() => setDialog("conflict")}
          onHistory={history ? () => setDialog("history") : undefined}
          commands={commands}
          shown={{ identifier: state.base.identifier, type: card.type }}
        />
        {/* Over the page, not in its flow: the form does not jump down when a save fails and back when it succeeds. */}
        {status === "error" && problem ? (
          <div className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-4" data-testid="save-problem-overlay">
            <div className="pointer-events-auto w-full max-w-xl shadow-lg">
              <SaveProblem message={problem.message} issues={placed} retrying={problem.retryable} />
            </div>
          </div>
        ) : null}
        <SystemCardForm
          definition={definition}
          draft={state.draft.form}
          onChange={(form) => edit((d) => ({ ...d, form }))}
          findings={findings}
          draftErrors={errors}
          serverErrors={errorsByField(placed)}
          picture={
            picturesProp === undefined
              ? undefined
              : {
                  packId: picturesProp.packId,
                  pictureId: state.draft.pictureId,
                  imagePath: state.base.imagePath,
                  pictures,
                  onChange: (pictureId) => edit((d) => ({ ...d, pictureId })),
                  onUploaded: (p) => setPictures((list) => (list.some((x) => x.id === p.id) ? list : [...list, p])),
                }
          }
        />
      </div>
      <SystemCardAside definition={definition} scene={scene} identifier={card.identifier} deckName={deckName} findings={findings} />
      {state.conflict ? (
        <ConflictDialog
          open={dialog === "conflict"}
          changes={systemFieldChanges(definition, normalCard(definition, state.conflict), sent, pictureName)}
          theirsVersion={state.conflict.version}
          onClose={() => setDialog(null)}
          onKeepMine={() => {
            autosave.keepMine();
            setDialog(null);
          }}
          onTakeTheirs={() => {
            void autosave.takeTheirs();
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === "history" && history ? (
        <HistoryDialog
          open
          cardId={initial.id}
          actions={history}
          compare={(revision) => systemFieldChanges(definition, normalCard(definition, revision), sent, pictureName)}
          currentVersion={state.base.version}
          onClose={() => setDialog(null)}
          onRestore={restore}
        />
      ) : null}
    </div>
  );
}
