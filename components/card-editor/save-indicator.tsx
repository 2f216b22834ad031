"use client";
/**
 * The always-visible save state of the card editor: Saved, Saving…, Conflict (opens the choice)
 * or Not saved (with the reason and a retry). Only conflicts and errors are announced to
 * screen readers; "Saving… Saved" after every pause would drown everything else.
 */
import clsx from "clsx";
import { Button, Spinner } from "@/components/ui/button";
import { AlertIcon, CheckIcon, ErrorIcon } from "@/components/ui/icons";
import type { SaveError, SaveStatus } from "./autosave-state";

export interface SaveIndicatorProps {
  status: SaveStatus;
  error: SaveError | null;
  savedAt: number | null;
  onRetry: () => void;
  onResolve: () => void;
}

export function SaveIndicator({ status, error, savedAt, onRetry, onResolve }: SaveIndicatorProps) {
  const savedTitle = savedAt ? `Saved at ${new Date(savedAt).toLocaleTimeString()}` : "Every change is saved";
  return (
    <div className="flex items-center gap-2" data-testid="save-state" data-status={status}>
      {status === "saved" ? (
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-accent-ink" title={savedTitle}>
          <CheckIcon size={14} /> Saved
        </span>
      ) : status === "pending" || status === "saving" ? (
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
          <Spinner className={clsx(status === "pending" && "animate-none opacity-60")} /> Saving…
        </span>
      ) : status === "conflict" ? (
        <Button size="sm" variant="danger" onClick={onResolve}>
          <AlertIcon size={14} /> Conflict: choose a version
        </Button>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-danger" title={error?.message}>
          <ErrorIcon size={14} /> Not saved
          <Button size="sm" variant="ghost" onClick={onRetry}>
            Retry
          </Button>
        </span>
      )}
      <span className="sr-only" aria-live="assertive">
        {status === "conflict" ? "Someone else saved this card; choose which version to keep." : status === "error" ? `Not saved: ${error?.message ?? ""}` : ""}
      </span>
    </div>
  );
}
