"use client";
/**
 * Someone (another tab, another designer) saved this card after this editor loaded it. Shows
 * what differs between their version and this editor's, field by field, and lets the designer
 * keep theirs or their own; nothing is overwritten silently.
 */
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FieldDiff, type FieldChange } from "./field-diff";

export interface ConflictDialogProps {
  open: boolean;
  /** The fields that differ from theirs to mine (`gotFieldChanges`, `systemFieldChanges`). */
  changes: readonly FieldChange[];
  /** The version they saved. */
  theirsVersion: number;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

export function ConflictDialog({ open, changes: fields, theirsVersion, onKeepMine, onTakeTheirs, onClose }: ConflictDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="This card was changed somewhere else"
      description={`Version ${theirsVersion} was saved (in another tab or by someone else) after you started editing. Choose which one to keep; the other stays in the card's history.`}
      footer={
        <>
          <Button onClick={onTakeTheirs}>Take theirs (version {theirsVersion})</Button>
          <Button variant="primary" onClick={onKeepMine}>
            Keep mine
          </Button>
        </>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-ink-soft">Both versions are the same; keeping yours changes nothing.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-soft">
            Differences from <span className="rounded bg-danger-soft px-1 text-danger">theirs</span> to <span className="rounded bg-accent-soft px-1 text-accent-ink">mine</span>:
          </p>
          {fields.map((field) => (
            <FieldDiff key={field.key} change={field} beforeLabel="theirs" afterLabel="mine" />
          ))}
        </div>
      )}
    </Dialog>
  );
}
