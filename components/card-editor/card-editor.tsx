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
import { useMemo } from "react";
import { Kbd } from "@/components/ui/kbd";
import { eraFileCardLint, type TextAliases as AliasTable } from "@/lib/systems/registry-card-lint";
import { CardEditorBar } from "./card-editor-bar";
import { CardEditorDialogs } from "./card-editor-dialogs";
import { CardPreview, type CardPreviewProps } from "./card-preview";
import { CardForm } from "./card-form";
import { CardProblems } from "./card-problems";
import { identifierProblem } from "./identifier-problem";
import { useCardEditor, type CardEditorInput } from "./use-card-editor";

export interface CardEditorProps extends CardEditorInput {
  packName: string;
  aliases: AliasTable;
  customNames?: Record<string, number>;
  /** The pack's affiliations (gold cards must have one; offered as fixes). */
  affiliations?: readonly string[];
  /** What only the whole pack can tell about this card and the editor cannot recompute (streamed in). */
  packFindings?: React.ReactNode;
}

/** The view; the logic is in ./use-card-editor.ts (autosave, navigation, commands) and ./use-card-reveal.ts. */
export function CardEditor(props: CardEditorProps) {
  const { card, actions, packName, aliases, customNames, affiliations, packFindings, deckPlace = null } = props;
  const c = useCardEditor(props);
  const { state, status, edit } = c.autosave;
  const draft = c.draft;
  // The card's meaning (preview border) and its problems, as the designer types: one card analyses
  // in well under a millisecond, so no debounce is needed.
  // The editor's cards are the era-shaped pack file's: its system's "lint one card" hook reads them,
  // and the card's kind it names (its Type) is the preview's border.
  const analysis = useMemo(() => eraFileCardLint().analyze(draft.attributes, { aliases, format: draft.format, affiliations }), [draft.attributes, draft.format, aliases, affiliations]);
  const previewProps: CardPreviewProps = { identifier: draft.identifier, format: draft.format, orientation: draft.orientation, directive: draft.directive, attributes: draft.attributes, lore: draft.lore, type: analysis.kind, pictureUrl: c.pictureUrl };
  return (
    <div className="flex flex-col">
      <CardEditorBar card={card} packName={packName} c={c} />

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
          identifierProblem={deckPlace ? identifierProblem(draft.identifier, c.twin, deckPlace.era) : null}
          aliases={aliases}
          customNames={customNames}
          affiliations={affiliations}
          deckFindings={c.deck.check ?? undefined}
          pictures={c.pictures.filter((p) => p.role === "card")}
          onPictureUploaded={c.addPicture}
          onAttributesReady={c.onReady}
          onFormat={() => c.attributesApi.current?.format()}
        />
        <aside className="flex flex-col gap-4 lg:sticky lg:top-32 lg:max-h-[calc(100vh-8.5rem)] lg:self-start lg:overflow-y-auto lg:pb-4" aria-label="Preview and problems">
          {CardPreview ? (
            <CardPreview
              {...previewProps}
              maxHeight="100vh - 19rem"
              captionExtra={
                <>
                  <span aria-hidden="true">·</span>
                  <button type="button" className="focus-ring rounded text-accent-ink hover:underline" onClick={() => c.setDialog("zoom")}>
                    Zoom
                  </button>
                </>
              }
            />
          ) : null}
          <CardProblems diagnostics={analysis.diagnostics} deck={c.deck.findings} onReveal={c.revealAt} />
          {packFindings}
          <p className="text-center text-xs text-ink-muted">
            <Kbd>Alt</Kbd> <Kbd>↓</Kbd> / <Kbd>↑</Kbd> next / previous card · <Kbd>Ctrl</Kbd> <Kbd>S</Kbd> save now ·{" "}
            <Link href="/rules" prefetch={false} className="underline-offset-2 hover:underline">
              lint rules
            </Link>
          </p>
        </aside>
      </div>

      <CardEditorDialogs card={card} actions={actions} c={c} preview={previewProps} />
    </div>
  );
}
