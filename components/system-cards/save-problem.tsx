"use client";
/**
 * Why the data-system card is not saved, above the form: the server's format errors, each named
 * by its field's label (a button that puts the cursor in that field) or, for a key the form does
 * not show, by the key path the server gave; else the plain reason (no answer, a draft that
 * cannot be sent). The fields show the same messages under themselves.
 */
import type { PlacedIssue } from "./format-errors";

export interface SaveProblemProps {
  /** The save error's message, or the reason the draft is not sent. */
  readonly message: string;
  readonly issues: readonly PlacedIssue[];
  /** The error is retried by itself (a busy server, no answer). */
  readonly retrying: boolean;
}

/** Puts the cursor in the form field whose wrapper has `data-field={place}`. */
export function focusField(place: string): void {
  const wrapper = document.querySelector(`[data-testid="system-card-form"] [data-field="${place}"]`);
  wrapper?.querySelector<HTMLElement>("input, select, textarea, button")?.focus();
}

export function SaveProblem({ message, issues, retrying }: SaveProblemProps) {
  return (
    <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
      {issues.length === 0 ? (
        <p>
          <strong className="font-semibold">Not saved:</strong> {message}
          {retrying ? " Retrying by itself…" : ""}
        </p>
      ) : (
        <>
          <p>
            <strong className="font-semibold">Not saved:</strong> {issues.length === 1 ? "this field does not fit the game system" : "these fields do not fit the game system"}. Fix it and the
            card saves by itself.
          </p>
          <ul className="mt-1 flex flex-col gap-0.5">
            {issues.map((issue, i) => (
              <li key={`${issue.label}-${i}`}>
                {issue.place === null ? (
                  <code className="font-mono">{issue.label}</code>
                ) : (
                  <button type="button" className="focus-ring rounded font-medium underline underline-offset-2" onClick={() => focusField(issue.place ?? "")}>
                    {issue.label}
                  </button>
                )}
                : {issue.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
