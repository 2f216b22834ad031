"use client";
/** The card editor's sticky bar: breadcrumbs, the identifier, the save state and the card's buttons. */
import { Breadcrumbs } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { HistoryIcon } from "@/components/ui/icons";
import { CardAddButtons, CardStepButtons } from "./card-command-buttons";
import type { CardDetail } from "@/lib/server/types";
import { SaveIndicator } from "./save-indicator";
import type { CardEditorController } from "./use-card-editor";

export function CardEditorBar({ card, packName, c }: { card: CardDetail; packName: string; c: CardEditorController }) {
  const { state, status, flush } = c.autosave;
  const identifier = c.draft.identifier;
  return (
    <div className="sticky top-12 z-20 -mx-5 border-b border-line bg-canvas/95 px-5 py-2.5 backdrop-blur">
      {/* On a phone the buttons wrap under the breadcrumbs instead of squeezing them to "P › › ›". */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-[12rem] flex-1">
          <Breadcrumbs
            items={[
              { label: "Packs", href: "/" },
              { label: packName, href: `/packs/${card.packId}` },
              { label: card.era.name, href: c.base },
              { label: identifier || "Card" },
            ]}
          />
          <h1 className="mt-0.5 truncate font-mono text-lg font-semibold">{identifier.trim() || <span className="text-ink-muted">No identifier</span>}</h1>
        </div>
        <SaveIndicator status={status} error={state.error} savedAt={state.savedAt} onRetry={() => void flush()} onResolve={() => c.setDialog("conflict")} />
        <div className="flex items-center gap-1 border-l border-line pl-3">
          <CardStepButtons previousId={card.previousId} nextId={card.nextId} go={c.go} />
          <Button variant="ghost" onClick={() => c.setDialog("history")} title="History (Alt+H)" aria-label="History">
            <HistoryIcon /> <span className="hidden sm:inline">History</span>
          </Button>
          <CardAddButtons addCard={c.addCard} adding={c.adding} newTitle="A new silver card at the end of this era deck" duplicate={c.duplicate} onDelete={() => c.setDialog("delete")} />
        </div>
      </div>
    </div>
  );
}
