"use client";
/**
 * The data-system card editor's bar: the save state, Save and History, and, on a card page,
 * the card's commands as the GOT CGS editor's bar has them (components/card-editor/
 * card-editor-bar.tsx): previous / next card, New card, and Duplicate / Delete… in a menu.
 */
import type { SaveError, SaveStatus } from "@/components/card-editor/autosave-state";
import { SaveIndicator } from "@/components/card-editor/save-indicator";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { CardAddButtons, CardStepButtons } from "@/components/card-editor/card-command-buttons";
import { HistoryIcon } from "@/components/ui/icons";
import { useSystemCardCommands, type SystemCardCommandProps, type SystemCardShown } from "./use-system-card-commands";

export interface SystemCardBarProps {
  readonly status: SaveStatus;
  /** What keeps the card from being saved (the server's answer, or a field that cannot be sent). */
  readonly problem: SaveError | null;
  readonly savedAt: number | null;
  readonly version: number;
  readonly onSave: () => void;
  readonly onResolve: () => void;
  /** Absent: no History button. */
  readonly onHistory?: () => void;
  /** Absent: no card commands (the editor outside a card page). */
  readonly commands?: SystemCardCommandProps;
  readonly shown: SystemCardShown;
}

export function SystemCardBar({ status, problem, savedAt, version, onSave, onResolve, onHistory, commands, shown }: SystemCardBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SaveIndicator status={status} error={problem} savedAt={savedAt} onRetry={onSave} onResolve={onResolve} />
      <p className="text-xs text-ink-muted" data-testid="save-status">
        Version {version}
      </p>
      <div className="ml-auto flex items-center gap-1">
        <Button variant="ghost" onClick={onSave} disabled={status === "conflict"} title="Save now (Ctrl+S); edits save by themselves">
          Save
        </Button>
        {onHistory ? (
          <Button variant="ghost" onClick={onHistory} title="History (Alt+H)" aria-label="History">
            <HistoryIcon /> <span className="hidden sm:inline">History</span>
          </Button>
        ) : null}
        {commands ? <SystemCardCommandButtons commands={commands} shown={shown} /> : null}
      </div>
    </div>
  );
}

/** The commands' buttons, menu and Delete's confirmation; the logic is ./use-system-card-commands.ts. */
function SystemCardCommandButtons({ commands, shown }: { commands: SystemCardCommandProps; shown: SystemCardShown }) {
  const c = useSystemCardCommands(commands, shown);
  return (
    <div className="flex items-center gap-1 border-l border-line pl-2">
      <CardStepButtons previousId={c.place.previousId} nextId={c.place.nextId} go={c.go} />
      <CardAddButtons addCard={c.addCard} adding={c.adding} newTitle="A new card of this type at the end of the deck" duplicate={c.duplicate} onDelete={() => c.setConfirming(true)} />
      <ConfirmDialog open={c.confirming} onClose={() => c.setConfirming(false)} onConfirm={() => void c.remove()} pending={c.deleting} title={`Delete ${shown.identifier}?`} confirmLabel="Delete card">
        The card and its history are deleted. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
