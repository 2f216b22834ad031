"use client";
/**
 * The card commands' buttons every card editor's bar has (GOT CGS's card-editor-bar.tsx and the
 * data systems' system-cards/system-card-bar.tsx): previous / next card, and New card with a
 * "More card actions" menu of Duplicate and Delete…. The logic is ./use-card-commands.ts.
 */
import { Button } from "@/components/ui/button";
import { ChevronDownIcon, ChevronUpIcon, CopyIcon, MoreIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";

/** Previous / next card of the deck, disabled at its ends. */
export function CardStepButtons({ previousId, nextId, go }: { previousId: string | null; nextId: string | null; go: (id: string | null) => Promise<void> }) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Previous card (Alt+↑)" title="Previous card (Alt+↑ or K)" disabled={!previousId} onClick={() => void go(previousId)}>
        <ChevronUpIcon />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Next card (Alt+↓)" title="Next card (Alt+↓ or J)" disabled={!nextId} onClick={() => void go(nextId)}>
        <ChevronDownIcon />
      </Button>
    </>
  );
}

export interface CardAddButtonsProps {
  readonly addCard: () => Promise<void>;
  readonly adding: boolean;
  /** The New card button's title: what kind of card it makes, and where. */
  readonly newTitle: string;
  readonly duplicate: () => Promise<void>;
  /** Opens the editor's own Delete confirmation. */
  readonly onDelete: () => void;
}

/** New card, and the menu of Duplicate and Delete…. */
export function CardAddButtons({ addCard, adding, newTitle, duplicate, onDelete }: CardAddButtonsProps) {
  return (
    <>
      <Button variant="ghost" onClick={() => void addCard()} pending={adding} title={newTitle} aria-label="New card">
        <PlusIcon /> <span className="hidden sm:inline">New card</span>
      </Button>
      <Menu
        label={<MoreIcon />}
        ariaLabel="More card actions"
        items={[
          { label: "Duplicate", icon: <CopyIcon />, onSelect: () => void duplicate() },
          { kind: "separator" },
          { label: "Delete…", icon: <TrashIcon />, danger: true, onSelect: onDelete },
        ]}
      />
    </>
  );
}
