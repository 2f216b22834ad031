"use client";
/**
 * Someone (another tab, another designer) saved this card after this editor loaded it. Shows
 * what differs between their version and this editor's, field by field, and lets the designer
 * keep theirs or their own; nothing is overwritten silently.
 */
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { CardDto, CardFields } from "@/lib/server/types";
import { fieldsOf } from "./autosave-state";
import { differingFields, FieldDiff } from "./field-diff";

export interface ConflictDialogProps {
  open: boolean;
  mine: CardFields;
  theirs: CardDto;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

export function ConflictDialog({ open, mine, theirs, onKeepMine, onTakeTheirs, onClose }: ConflictDialogProps) {
  const theirFields = fieldsOf(theirs);
  const fields = differingFields(theirFields, mine);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="This card was changed somewhere else"
      description={`Version ${theirs.version} was saved (in another tab or by someone else) after you started editing. Choose which one to keep; the other stays in the card's history.`}
      footer={
        <>
          <Button onClick={onTakeTheirs}>Take theirs (version {theirs.version})</Button>
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
            <FieldDiff key={field} field={field} before={theirFields} after={mine} beforeLabel="theirs" afterLabel="mine" />
          ))}
        </div>
      )}
    </Dialog>
  );
}
