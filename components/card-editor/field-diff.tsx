/**
 * How one card field differs between two versions: attributes line by line (what a designer
 * scans), directive and lore word by word, the short fields as "before → after".
 */
import clsx from "clsx";
import { diffLines, diffWordsWithSpace, type Change } from "diff";
import type { CardFields } from "@/lib/server/types";
import { CARD_FIELD_KEYS, type CardFieldKey } from "./autosave-state";

export const FIELD_LABELS: Record<CardFieldKey, string> = {
  identifier: "Identifier",
  format: "Format",
  copies: "Copies",
  orientation: "Orientation",
  pictureId: "Picture",
  imagePath: "Image path",
  directive: "Directive",
  attributes: "Attributes",
  lore: "Lore",
};

/** The fields whose values differ, in form order. */
export function differingFields(a: CardFields, b: CardFields): CardFieldKey[] {
  return CARD_FIELD_KEYS.filter((key) => a[key] !== b[key]);
}

function show(value: CardFields[CardFieldKey]): string {
  if (value === null) return "none";
  if (value === "") return "empty";
  return String(value);
}

/** Line or word changes from `before` to `after`; pure, for tests. */
export function textChanges(key: CardFieldKey, before: string, after: string): Change[] {
  return key === "attributes" ? diffLines(before, after) : diffWordsWithSpace(before, after);
}

export interface FieldDiffProps {
  field: CardFieldKey;
  before: CardFields;
  after: CardFields;
  /** Words for the two sides ("this version" / "now"). */
  beforeLabel: string;
  afterLabel: string;
}

export function FieldDiff({ field, before, after, beforeLabel, afterLabel }: FieldDiffProps) {
  const a = before[field];
  const b = after[field];
  if (field === "attributes" || field === "directive" || field === "lore") {
    const changes = textChanges(field, String(a ?? ""), String(b ?? ""));
    const lines = field === "attributes";
    return (
      <div>
        <p className="mb-1 text-xs font-medium text-ink-soft">{FIELD_LABELS[field]}</p>
        <pre
          className={clsx(
            "overflow-auto rounded-md border border-line bg-canvas p-2 text-xs leading-5 whitespace-pre-wrap",
            lines ? "font-mono" : "font-sans text-[13px]",
          )}
          aria-label={`${FIELD_LABELS[field]}: removed text is struck through (${beforeLabel}), added text is underlined (${afterLabel})`}
        >
          {changes.map((change, i) =>
            change.added ? (
              <ins key={i} className={clsx("bg-accent-soft text-accent-ink no-underline decoration-accent", lines && "block")}>
                {lines ? prefixLines(change.value, "+ ") : change.value}
              </ins>
            ) : change.removed ? (
              <del key={i} className={clsx("bg-danger-soft text-danger", lines && "block no-underline")}>
                {lines ? prefixLines(change.value, "− ") : change.value}
              </del>
            ) : (
              <span key={i} className={clsx(lines && "block text-ink-muted")}>
                {lines ? prefixLines(change.value, "  ") : change.value}
              </span>
            ),
          )}
        </pre>
      </div>
    );
  }
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-ink-soft">{FIELD_LABELS[field]}</p>
      <p className="text-sm">
        <del className="rounded bg-danger-soft px-1 text-danger">{show(a)}</del>
        <span className="mx-2 text-ink-muted" aria-hidden="true">
          →
        </span>
        <ins className="rounded bg-accent-soft px-1 text-accent-ink no-underline">{show(b)}</ins>
      </p>
    </div>
  );
}

function prefixLines(text: string, prefix: string): string {
  const body = text.endsWith("\n") ? text.slice(0, -1) : text;
  return body
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}
