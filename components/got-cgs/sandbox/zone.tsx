"use client";
/**
 * One zone of the sandbox: its cards as chips (pick one to move it, or remove it) and, while a
 * card is picked, a button to put it here. Click or keyboard; no drag needed.
 */
import clsx from "clsx";
import { XIcon } from "@/components/ui/icons";
import type { SandboxCard } from "./setup";
import type { Selection } from "./types";

export interface ZoneProps {
  /** "Alice's playground", "common buildsite", "adventure", ... (names the zone for screen readers). */
  readonly label: string;
  /** The scenario's key of the zone (`Alice.playground`): its `data-zone`, for tests and tools. */
  readonly zoneKey: string;
  readonly title: string;
  readonly cards: readonly SandboxCard[];
  readonly selection: Selection | null;
  readonly describe: (card: SandboxCard) => string;
  readonly onPick: (card: SandboxCard) => void;
  readonly onPut: () => void;
  readonly onRemove: (card: SandboxCard) => void;
  readonly hint?: string;
  readonly className?: string;
}

const putText = (s: Selection) => (s.from === "pack" ? `Put ${s.card.identifier} here` : `Move ${s.identifier} here`);

export function Zone({ label, zoneKey, title, cards, selection, describe, onPick, onPut, onRemove, hint, className }: ZoneProps) {
  const moving = selection?.from === "placed" ? selection.key : null;
  const here = moving !== null && cards.some((c) => c.key === moving);
  return (
    <div role="group" aria-label={label} data-zone={zoneKey} className={clsx("flex min-h-20 flex-col gap-1 rounded-md border border-dashed border-line-strong bg-canvas p-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{title}</span>
        {selection && !here ? (
          <button
            type="button"
            onClick={onPut}
            aria-label={`${putText(selection)} (${label})`}
            className="focus-ring rounded bg-accent px-1.5 py-0.5 text-xs font-medium text-white hover:bg-accent-hover"
          >
            {putText(selection)}
          </button>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-1">
        {cards.map((c) => (
          // An identifier never breaks inside itself ("TDC-" / "023"): the chip wraps as a whole.
          <li key={c.key} className={clsx("flex shrink-0 items-center whitespace-nowrap rounded border bg-surface text-sm shadow-xs", moving === c.key ? "border-accent ring-2 ring-accent/40" : "border-line")}>
            <button type="button" aria-pressed={moving === c.key} onClick={() => onPick(c)} title={`${describe(c)}\n\n${c.attributes}`} className="focus-ring rounded-l px-1.5 py-0.5 font-mono" aria-label={`${c.identifier} in ${label}`}>
              {c.identifier}
            </button>
            <button type="button" onClick={() => onRemove(c)} aria-label={`Remove ${c.identifier} from ${label}`} className="focus-ring rounded-r px-1 py-0.5 text-ink-muted hover:text-danger">
              <XIcon size={12} />
            </button>
          </li>
        ))}
        {cards.length === 0 && hint ? <li className="text-xs text-ink-muted italic">{hint}</li> : null}
      </ul>
    </div>
  );
}
