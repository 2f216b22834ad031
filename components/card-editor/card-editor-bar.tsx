"use client";
/** The card editor's sticky bar: breadcrumbs, the identifier, the save state and the card's buttons. */
import { Breadcrumbs } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ChevronDownIcon, ChevronUpIcon, CopyIcon, HistoryIcon, MoreIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";
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
          <Button variant="ghost" size="icon" aria-label="Previous card (Alt+↑)" title="Previous card (Alt+↑ or K)" disabled={!card.previousId} onClick={() => void c.go(card.previousId)}>
            <ChevronUpIcon />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Next card (Alt+↓)" title="Next card (Alt+↓ or J)" disabled={!card.nextId} onClick={() => void c.go(card.nextId)}>
            <ChevronDownIcon />
          </Button>
          <Button variant="ghost" onClick={() => c.setDialog("history")} title="History (Alt+H)" aria-label="History">
            <HistoryIcon /> <span className="hidden sm:inline">History</span>
          </Button>
          <Button variant="ghost" onClick={() => void c.addCard()} pending={c.adding} title="A new silver card at the end of this era deck" aria-label="New card">
            <PlusIcon /> <span className="hidden sm:inline">New card</span>
          </Button>
          <Menu
            label={<MoreIcon />}
            ariaLabel="More card actions"
            items={[
              { label: "Duplicate", icon: <CopyIcon />, onSelect: () => void c.duplicate() },
              { kind: "separator" },
              { label: "Delete…", icon: <TrashIcon />, danger: true, onSelect: () => c.setDialog("delete") },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
