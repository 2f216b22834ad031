"use client";
/**
 * The card's history, for any system: every save is a revision (newest first). Picking one shows
 * how it differs from the card as it is now (the editor says how, `compare`); restoring it saves it as a new revision, so a restore can
 * itself be undone.
 */
import clsx from "clsx";
import { useEffect, useState, useTransition } from "react";
import { Button, Spinner } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { relativeTime } from "@/components/ui/format";
import type { RevisionDto, RevisionSummary } from "@/lib/server/types";
import type { HistoryActions } from "./card-callbacks";
import { FieldDiff, type FieldChange } from "./field-diff";
import { runAction } from "@/lib/client/run-action";

export interface HistoryDialogProps {
  open: boolean;
  cardId: string;
  actions: HistoryActions;
  /** How a revision differs from the card as the editor shows it now (`gotFieldChanges`, `systemFieldChanges`). */
  compare: (revision: RevisionDto) => readonly FieldChange[];
  currentVersion: number;
  onClose: () => void;
  /** Restores the revision; resolves with an error message or null. */
  onRestore: (version: number) => Promise<string | null>;
}

/** What a history that could not be read leaves the designer with. */
const HISTORY_KEPT = "The card in the editor is unchanged: close the history and open it again.";

export function HistoryDialog({ open, cardId, actions, compare, currentVersion, onClose, onRestore }: HistoryDialogProps) {
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [revision, setRevision] = useState<RevisionDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  useEffect(() => {
    if (!open) return;
    let live = true;
    void runAction(() => actions.listRevisions(cardId), HISTORY_KEPT).then((r) => {
      if (!live) return;
      if (!r.ok) return setError(r.error.message);
      setRevisions(r.value);
      // Start on the newest revision that is not the current version.
      setPicked(r.value.find((rev) => rev.version !== currentVersion)?.version ?? r.value[0]?.version ?? null);
    });
    return () => {
      live = false;
    };
  }, [open, cardId, currentVersion, actions]);

  useEffect(() => {
    if (picked === null) return;
    let live = true;
    void runAction(() => actions.getRevision(cardId, picked), HISTORY_KEPT).then((r) => {
      if (!live) return;
      if (!r.ok) return setError(r.error.message);
      setRevision(r.value);
    });
    return () => {
      live = false;
    };
  }, [cardId, picked, actions]);

  const fields = revision ? compare(revision) : [];
  const restore = () =>
    start(async () => {
      if (picked === null) return;
      const message = await onRestore(picked);
      if (message) setError(message);
      else onClose();
    });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title="History"
      description="Every save is kept. Pick a version to see how it differs from the card now, then restore it if you want it back."
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" onClick={restore} pending={pending} disabled={picked === null || picked === currentVersion || fields.length === 0}>
            Restore version {picked ?? ""}
          </Button>
        </>
      }
    >
      {error ? <p className="mb-3 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">{error}</p> : null}
      {revisions === null ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading the history…
        </p>
      ) : (
        <div className="grid min-h-[50vh] grid-cols-[15rem_1fr] gap-5">
          <ol className="flex flex-col gap-0.5 overflow-auto border-r border-line pr-3" aria-label="Versions, newest first">
            {revisions.map((rev) => (
              <li key={rev.id}>
                <button
                  type="button"
                  onClick={() => {
                    if (rev.version === picked) return;
                    setRevision(null);
                    setPicked(rev.version);
                  }}
                  aria-current={picked === rev.version ? "true" : undefined}
                  className={clsx(
                    "focus-ring w-full rounded-md px-2.5 py-1.5 text-left text-sm",
                    picked === rev.version ? "bg-accent-soft text-accent-ink" : "hover:bg-sunken",
                  )}
                >
                  <span className="font-medium">Version {rev.version}</span>
                  {rev.version === currentVersion ? <span className="ml-1.5 text-xs text-ink-muted">(now)</span> : null}
                  <span className="block text-xs text-ink-muted" title={new Date(rev.createdAt).toLocaleString()}>
                    {relativeTime(rev.createdAt)}
                    {rev.restoredFrom !== null ? ` · restored v${rev.restoredFrom}` : ""} · {rev.identifier}{rev.author !== null ? ` · by ${rev.author}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="min-w-0">
            {!revision ? (
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner /> Loading version {picked}…
              </p>
            ) : fields.length === 0 ? (
              <p className="text-sm text-ink-soft">Version {revision.version} is the same as the card now.</p>
            ) : (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-ink-soft">
                  From <span className="rounded bg-danger-soft px-1 text-danger">version {revision.version}</span> to{" "}
                  <span className="rounded bg-accent-soft px-1 text-accent-ink">the card now</span>:
                </p>
                {fields.map((field) => (
                  <FieldDiff key={field.key} change={field} beforeLabel={`version ${revision.version}`} afterLabel="now" />
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
