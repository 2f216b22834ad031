"use client";
/**
 * The card editor: the form on the left, the live preview (true proportions, text areas where
 * the rulebook puts them) and the card's problems on the right, the save state always visible
 * in the bar on top. Autosaves ~600 ms after typing stops; conflicts and history open dialogs.
 *
 * Keyboard: Alt+↓ / Alt+↑ next / previous card (also J / K outside text fields), Ctrl+S saves
 * now, Alt+H opens the history; in the attributes editor Shift+Alt+F formats.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Breadcrumbs } from "@/components/layout/page-header";
import { mayLeave } from "@/components/layout/pending-work";
import { CardPreview } from "@/components/card-preview/card-preview";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { ChevronDownIcon, ChevronUpIcon, CopyIcon, HistoryIcon, MoreIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Kbd } from "@/components/ui/kbd";
import { Menu } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import type { AliasTable } from "@/lib/systems/got-cgs/attributes/model";
import type { CardDetail, PictureInfo } from "@/lib/server/types";
import type { AttributesEditorApi } from "./attributes-input";
import type { CardEditorActions } from "./card-callbacks";
import { CardForm } from "./card-form";
import { CardProblems, type Reveal } from "./card-problems";
import { fieldsOf } from "./autosave-state";
import { ConflictDialog } from "./conflict-dialog";
import { gotFieldChanges } from "./field-diff";
import { HistoryDialog } from "./history-dialog";
import { identifierProblem, identifierTwin } from "./identifier-problem";
import { REVEAL_EVENT } from "./pack-findings";
import { SaveIndicator } from "./save-indicator";
import { useAutosave } from "./use-autosave";
import { useCardKeys } from "./use-card-keys";
import { useDeckFindings, type DeckPlace } from "./use-deck-findings";
import { runAction } from "@/lib/client/run-action";

export interface CardEditorProps {
  card: CardDetail;
  /** What the editor saves, restores, adds, duplicates and deletes with: the page's server actions. */
  actions: CardEditorActions;
  packName: string;
  aliases: AliasTable;
  customNames?: Record<string, number>;
  /** The pack's affiliations (gold cards must have one; offered as fixes). */
  affiliations?: readonly string[];
  /** The pack's silver front picture, or null. */
  frontUrl: string | null;
  /** The pack's card pictures (for gold cards). */
  pictures: readonly PictureInfo[];
  /** Where to put the cursor first (from the Problems panel): a field and a 1-based position. */
  reveal: Reveal | null;
  /** What only the whole pack can tell about this card and the editor cannot recompute (streamed in). */
  packFindings?: React.ReactNode;
  /** The pack and this card's place in it, for live deck-level findings as the designer types. */
  deckPlace?: DeckPlace | null;
}

/** What the card's add, duplicate and delete leave when the server does not answer. */
const STAY_KEPT = "This card stays open as it is.";

export function CardEditor({ card, actions, packName, aliases, customNames, affiliations, frontUrl, pictures: initialPictures, reveal, packFindings, deckPlace = null }: CardEditorProps) {
  const router = useRouter();
  const toast = useToast();
  const autosave = useAutosave(card, actions.save, { restore: actions.restoreRevision });
  const { state, status, edit, flush } = autosave;
  const draft = state.draft;
  const [pictures, setPictures] = useState(initialPictures);
  const [dialog, setDialog] = useState<"history" | "conflict" | "delete" | "zoom" | null>(null);
  const attributesApi = useRef<AttributesEditorApi | null>(null);
  const base = `/packs/${card.packId}/eras/${card.eraId}`;

  // The card's meaning (preview border) and its problems, as the designer types: one card analyses
  // in well under a millisecond, so no debounce is needed.
  const analysis = useMemo(() => analyze(draft.attributes, { aliases, format: draft.format, affiliations }), [draft.attributes, draft.format, aliases, affiliations]);
  const model = analysis.model;
  const deck = useDeckFindings(deckPlace, draft.attributes);
  const twin = useMemo(() => (deckPlace ? identifierTwin(deckPlace.doc, deckPlace.era, deckPlace.index, draft.identifier) : null), [deckPlace, draft.identifier]);
  const pictureUrl = draft.format === "gold" ? (pictures.find((p) => p.id === draft.pictureId)?.url ?? null) : frontUrl;
  const previewProps = {
    identifier: draft.identifier,
    format: draft.format,
    orientation: draft.orientation,
    directive: draft.directive,
    attributes: draft.attributes,
    lore: draft.lore,
    type: model.type,
    pictureUrl,
  };

  // A conflict opens its dialog by itself: the designer must choose before saving again.
  const conflictVersion = state.conflict?.version;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening the dialog is the reaction to the save result
    if (conflictVersion !== undefined) setDialog("conflict");
  }, [conflictVersion]);

  const go = useCallback(
    async (id: string | null) => {
      if (!id) return;
      // Saves first; what cannot be saved gets the question every link asks.
      if (!(await mayLeave())) return;
      router.push(`${base}/cards/${id}`);
    },
    [base, router],
  );

  useCardKeys({
    next: () => void go(card.nextId),
    previous: () => void go(card.previousId),
    save: () => void flush(),
    history: () => setDialog("history"),
  });

  const onReady = useCallback(
    (api: AttributesEditorApi) => {
      attributesApi.current = api;
      if (reveal?.field === "attributes") api.revealPosition(reveal.line, reveal.column);
    },
    [reveal],
  );

  const revealAt = (target: Reveal) => {
    if (target.field === "attributes") attributesApi.current?.revealPosition(target.line, target.column);
    else document.querySelector<HTMLElement>(`[name="${target.field}"]`)?.focus();
  };

  useEffect(() => {
    if (!reveal || reveal.field === "attributes") return;
    const field = document.querySelector<HTMLElement>(`[name="${reveal.field}"]`);
    if (!field) return;
    const take = () => {
      field.focus();
      // A new card's suggested identifier: typing replaces it.
      if (reveal.field === "identifier" && field instanceof HTMLInputElement) field.select();
    };
    take();
    // Right after a client navigation the page may not be showing yet (focus() on a hidden field
    // does nothing): try again on the next frames until it lands, unless the designer has
    // focused something else meanwhile.
    let frames = 0;
    let id = 0;
    const retry = () => {
      if (document.activeElement === field || ++frames > 120) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      take();
      id = requestAnimationFrame(retry);
    };
    id = requestAnimationFrame(retry);
    return () => cancelAnimationFrame(id);
  }, [reveal]);

  // Findings from the whole pack ask for the cursor through a window event (they render apart).
  useEffect(() => {
    const onReveal = (event: Event) => {
      const spot = (event as CustomEvent<Reveal>).detail;
      if (spot.field === "attributes") attributesApi.current?.revealPosition(spot.line, spot.column);
      else document.querySelector<HTMLElement>(`[name="${spot.field}"]`)?.focus();
    };
    window.addEventListener(REVEAL_EVENT, onReveal);
    return () => window.removeEventListener(REVEAL_EVENT, onReveal);
  }, []);

  const restore = async (version: number): Promise<string | null> => {
    const now = await flush();
    if (now === "conflict") return "Resolve the conflict first.";
    const result = await runAction(() => actions.restoreRevision(card.id, version, autosave.state.base.version), "The card still shows what you had; the history stays open.");
    if (!result.ok) return result.error.message;
    autosave.replace(result.value);
    toast.show({ title: `Restored version ${version}`, description: `Saved as version ${result.value.version}.` });
    return null;
  };

  const [adding, setAdding] = useState(false);
  const addCard = async () => {
    setAdding(true);
    try {
      // Opening the new card leaves this one: a draft that cannot be saved asks first.
      if (!(await mayLeave())) return;
      const result = await runAction(() => actions.createCard(card.packId, card.eraId, "silver"), STAY_KEPT);
      if (!result.ok) return toast.show({ tone: "error", title: "Could not add a card", description: result.error.message });
      router.push(`${base}/cards/${result.value.id}?field=identifier`);
    } finally {
      setAdding(false);
    }
  };

  const duplicate = async () => {
    // The copy is made from the stored card, and the editor then opens the copy.
    if (!(await mayLeave())) return;
    const result = await runAction(() => actions.duplicateCard(card.packId, { id: card.id, eraId: card.eraId, position: card.position }), STAY_KEPT);
    if (!result.ok) return toast.show({ tone: "error", title: "Could not duplicate the card", description: result.error.message });
    toast.show({ title: "Duplicated; now editing the copy" });
    router.push(`${base}/cards/${result.value.id}`);
  };

  const remove = async () => {
    const result = await runAction(() => actions.deleteCard(card.packId, card.id), STAY_KEPT);
    if (!result.ok) return toast.show({ tone: "error", title: "Could not delete the card", description: result.error.message });
    toast.show({ title: `Deleted ${state.base.identifier}` });
    router.push(card.nextId ? `${base}/cards/${card.nextId}` : card.previousId ? `${base}/cards/${card.previousId}` : base);
  };

  return (
    <div className="flex flex-col">
      <div className="sticky top-12 z-20 -mx-5 border-b border-line bg-canvas/95 px-5 py-2.5 backdrop-blur">
        {/* On a phone the buttons wrap under the breadcrumbs instead of squeezing them to "P › › ›". */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="min-w-[12rem] flex-1">
            <Breadcrumbs
              items={[
                { label: "Packs", href: "/" },
                { label: packName, href: `/packs/${card.packId}` },
                { label: card.era.name, href: base },
                { label: draft.identifier || "Card" },
              ]}
            />
            <h1 className="mt-0.5 truncate font-mono text-lg font-semibold">{draft.identifier.trim() || <span className="text-ink-muted">No identifier</span>}</h1>
          </div>
          <SaveIndicator status={status} error={state.error} savedAt={state.savedAt} onRetry={() => void flush()} onResolve={() => setDialog("conflict")} />
          <div className="flex items-center gap-1 border-l border-line pl-3">
            <Button variant="ghost" size="icon" aria-label="Previous card (Alt+↑)" title="Previous card (Alt+↑ or K)" disabled={!card.previousId} onClick={() => void go(card.previousId)}>
              <ChevronUpIcon />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Next card (Alt+↓)" title="Next card (Alt+↓ or J)" disabled={!card.nextId} onClick={() => void go(card.nextId)}>
              <ChevronDownIcon />
            </Button>
            <Button variant="ghost" onClick={() => setDialog("history")} title="History (Alt+H)" aria-label="History">
              <HistoryIcon /> <span className="hidden sm:inline">History</span>
            </Button>
            <Button variant="ghost" onClick={() => void addCard()} pending={adding} title="A new silver card at the end of this era deck" aria-label="New card">
              <PlusIcon /> <span className="hidden sm:inline">New card</span>
            </Button>
            <Menu
              label={<MoreIcon />}
              ariaLabel="More card actions"
              items={[
                { label: "Duplicate", icon: <CopyIcon />, onSelect: () => void duplicate() },
                { kind: "separator" },
                { label: "Delete…", icon: <TrashIcon />, danger: true, onSelect: () => setDialog("delete") },
              ]}
            />
          </div>
        </div>
      </div>

      {status === "error" && state.error ? (
        <div role="alert" className="mt-4 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          <strong className="font-semibold">Not saved.</strong> {state.error.message}
          {state.error.retryable ? " Retrying by itself…" : " Fix it and the card saves by itself."}
        </div>
      ) : null}

      <div className="mt-5 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(300px,400px)] xl:grid-cols-[minmax(0,1fr)_440px]">
        <CardForm
          packId={card.packId}
          draft={draft}
          edit={edit}
          issues={state.error?.issues ?? []}
          identifierProblem={deckPlace ? identifierProblem(draft.identifier, twin, deckPlace.era) : null}
          aliases={aliases}
          customNames={customNames}
          affiliations={affiliations}
          deckFindings={deck.check ?? undefined}
          pictures={pictures.filter((p) => p.role === "card")}
          onPictureUploaded={(p) => setPictures((list) => (list.some((x) => x.id === p.id) ? list : [...list, p]))}
          onAttributesReady={onReady}
          onFormat={() => attributesApi.current?.format()}
        />
        <aside className="flex flex-col gap-4 lg:sticky lg:top-32 lg:max-h-[calc(100vh-8.5rem)] lg:self-start lg:overflow-y-auto lg:pb-4" aria-label="Preview and problems">
          <CardPreview
            {...previewProps}
            maxHeight="100vh - 19rem"
            captionExtra={
              <>
                <span aria-hidden="true">·</span>
                <button type="button" className="focus-ring rounded text-accent-ink hover:underline" onClick={() => setDialog("zoom")}>
                  Zoom
                </button>
              </>
            }
          />
          <CardProblems diagnostics={analysis.diagnostics} deck={deck.findings} onReveal={revealAt} />
          {packFindings}
          <p className="text-center text-xs text-ink-muted">
            <Kbd>Alt</Kbd> <Kbd>↓</Kbd> / <Kbd>↑</Kbd> next / previous card · <Kbd>Ctrl</Kbd> <Kbd>S</Kbd> save now ·{" "}
            <Link href="/rules" prefetch={false} className="underline-offset-2 hover:underline">
              lint rules
            </Link>
          </p>
        </aside>
      </div>

      {state.conflict ? (
        <ConflictDialog
          open={dialog === "conflict"}
          changes={gotFieldChanges(fieldsOf(state.conflict), draft)}
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
      <Dialog open={dialog === "zoom"} onClose={() => setDialog(null)} size="xl" title={`${draft.identifier || "Card"} as printed`} description="Zoomed in; the proportions and text areas are the printed card's.">
        {dialog === "zoom" ? <CardPreview {...previewProps} width={zoomWidth(draft.format, draft.orientation)} /> : null}
      </Dialog>
      {dialog === "history" ? (
        <HistoryDialog open cardId={card.id} actions={actions} compare={(revision) => gotFieldChanges(fieldsOf(revision), draft)} currentVersion={state.base.version} onClose={() => setDialog(null)} onRestore={restore} />
      ) : null}
      <ConfirmDialog open={dialog === "delete"} onClose={() => setDialog(null)} onConfirm={() => void remove()} title={`Delete ${state.base.identifier}?`} confirmLabel="Delete card">
        The card and its history are deleted. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/** The zoomed card's width: as large as the window allows, keeping the card's proportions. */
function zoomWidth(format: "silver" | "gold", orientation: "portrait" | "landscape" | null): number {
  const ratio = format === "gold" ? (orientation === "landscape" ? 176 / 125 : 125 / 176) : 63 / 88;
  const height = Math.max(320, window.innerHeight * 0.68);
  return Math.min(window.innerWidth * 0.8, height * ratio);
}
