"use client";
/**
 * The parts every list of the system editor's forms is made of: a section (its heading, the
 * ordered items, the add button) and a row (a bordered item with its remove button). The rule
 * builder (./rule-forms.tsx) and the free table's zones, setup and counters (./table-forms.tsx)
 * draw their lists with them.
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A ghost "Remove …" button, or nothing on a read-only form. */
export function RemoveButton({ readOnly, onRemove, children }: { readOnly: boolean; onRemove: () => void; children: ReactNode }) {
  if (readOnly) return null;
  return (
    <Button size="sm" variant="ghost" onClick={onRemove}>
      {children}
    </Button>
  );
}

/**
 * The classes that make a section or a row a paint layer of its own (a positioned stacking
 * context): Chromium then reuses the paint of every one a change did not touch instead of
 * re-recording the whole editor (bench/system-editor-page.bench.ts, issue 28 "Speed").
 */
export const OWN_PAINT = "relative isolate";

const LAYOUT = { inline: "flex flex-wrap items-end gap-2", stack: "flex flex-col gap-1", block: "" } as const;

export interface ListRowProps {
  /** The row's accessible name, e.g. "Zone deck". */
  readonly label: string;
  /** `inline`: the controls side by side, wrapping; `stack`: blocks one under another, close; `block`: as its children lay out. */
  readonly layout?: "inline" | "stack" | "block";
  /** More padding, for a tall row (a rule). */
  readonly roomy?: boolean;
  readonly dataPath?: string;
  /** The remove button at the row's end; leave it out to place a {@link RemoveButton} yourself. */
  readonly remove?: { readonly label: string; readonly onRemove: () => void; readonly readOnly: boolean };
  readonly children: ReactNode;
}

export function ListRow({ label, layout = "inline", roomy = false, dataPath, remove, children }: ListRowProps) {
  return (
    <li
      className={clsx(OWN_PAINT, "rounded-md border border-line bg-surface", roomy ? "p-3" : "p-2", LAYOUT[layout])}
      aria-label={label}
      data-path={dataPath}
    >
      {children}
      {remove === undefined ? null : (
        <RemoveButton readOnly={remove.readOnly} onRemove={remove.onRemove}>
          {remove.label}
        </RemoveButton>
      )}
    </li>
  );
}

export interface ListSectionProps {
  readonly title: string;
  /** The add button's label and what it does; no button on a read-only form. */
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly readOnly: boolean;
  /** Space between the rows (gap-2, or gap-3 for tall rows). */
  readonly roomy?: boolean;
  readonly className?: string;
  /** The rows ({@link ListRow}s). */
  readonly children: ReactNode;
  /** Controls under the add button that belong to the list as a whole. */
  readonly after?: ReactNode;
}

export function ListSection({ title, addLabel, onAdd, readOnly, roomy = false, className, children, after }: ListSectionProps) {
  return (
    <div className={className}>
      <h3 className="text-sm font-medium text-ink">{title}</h3>
      <ol className={clsx("mt-1 flex flex-col", roomy ? "gap-3" : "gap-2")}>{children}</ol>
      {readOnly ? null : (
        <Button size="sm" className="mt-2" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
      {after}
    </div>
  );
}
