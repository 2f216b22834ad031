"use client";
/**
 * Where a long export shows how it goes (the print dialog's bar, components/print/print-dialog.tsx):
 * an indeterminate bar while the server draws, the bytes received while it downloads, Cancel
 * beside it; then what was saved (and its warnings), or the error.
 */
import { Button } from "@/components/ui/button";
import { FileIcon } from "@/components/ui/icons";
import type { ExportJob } from "./use-export-job";

export function ExportProgress({ job, onCancel, label }: { job: ExportJob; onCancel: () => void; label: string }) {
  return (
    <div aria-live="polite" data-testid="export-progress">
      {job.status === "running" ? (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            {job.fraction === null ? (
              <div className="h-2 overflow-hidden rounded-full bg-sunken" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-label={label}>
                <div className="h-full w-full animate-pulse rounded-full bg-accent/60" />
              </div>
            ) : (
              <div className="h-2 overflow-hidden rounded-full bg-sunken" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(job.fraction * 100)} aria-label={label}>
                <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${Math.max(2, job.fraction * 100)}%` }} />
              </div>
            )}
            <p className="mt-1.5 text-xs text-ink-muted">{job.text}…</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : job.status === "done" ? (
        <div className="flex items-start gap-2 text-sm text-ink-soft" data-testid="export-done">
          <FileIcon size={15} className="mt-0.5 shrink-0 text-accent" />
          <div>
            <p>{job.message}</p>
            {job.warnings.length > 0 ? (
              <ul className="mt-1 list-disc pl-4 text-xs text-warning">
                {job.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : job.status === "error" ? (
        <p className="text-sm text-danger" role="alert">
          {job.message}
        </p>
      ) : null}
    </div>
  );
}
