/**
 * How one card field differs between two versions, for any system: long text line by line (GOT
 * CGS's attributes: what a designer scans), prose word by word, the short fields as
 * "before → after". An editor turns two versions of its card into `FieldChange`s (GOT CGS's:
 * `gotFieldChanges`; a data system's: components/system-cards/system-changes.ts) and the history
 * and conflict dialogs show them.
 */
import clsx from "clsx";
import { diffLines, diffWordsWithSpace, type Change } from "diff";
import type { GotCgsCardFields } from "@/lib/server/types";
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

/** How a field's two values are compared: by line, by word, or as one value. */
export type DiffKind = "lines" | "words" | "value";

/** One field that differs between two versions of a card, its values as text (null: none). */
export interface FieldChange {
  readonly key: string;
  readonly label: string;
  readonly kind: DiffKind;
  readonly before: string | null;
  readonly after: string | null;
}

/** The fields whose values differ, in form order. */
export function differingFields(a: GotCgsCardFields, b: GotCgsCardFields): CardFieldKey[] {
  return CARD_FIELD_KEYS.filter((key) => a[key] !== b[key]);
}

/** The GOT CGS fields that differ from `before` to `after`, in form order, as the dialogs show them. */
export function gotFieldChanges(before: GotCgsCardFields, after: GotCgsCardFields): FieldChange[] {
  return differingFields(before, after).map((key) => ({
    key,
    label: FIELD_LABELS[key],
    kind: key === "attributes" ? "lines" : key === "directive" || key === "lore" ? "words" : "value",
    before: before[key] === null ? null : String(before[key]),
    after: after[key] === null ? null : String(after[key]),
  }));
}

function show(value: string | null): string {
  if (value === null) return "none";
  if (value === "") return "empty";
  return value;
}

/** Line or word changes from `before` to `after`; pure, for tests. */
export function diffText(kind: "lines" | "words", before: string, after: string): Change[] {
  return kind === "lines" ? diffLines(before, after) : diffWordsWithSpace(before, after);
}

/** GOT CGS's field diff: attributes by line, the rest by word. */
export function textChanges(key: CardFieldKey, before: string, after: string): Change[] {
  return diffText(key === "attributes" ? "lines" : "words", before, after);
}

export interface FieldDiffProps {
  change: FieldChange;
  /** Words for the two sides ("this version" / "now"). */
  beforeLabel: string;
  afterLabel: string;
}

export function FieldDiff({ change: field, beforeLabel, afterLabel }: FieldDiffProps) {
  const a = field.before;
  const b = field.after;
  if (field.kind !== "value") {
    const changes = diffText(field.kind, a ?? "", b ?? "");
    const lines = field.kind === "lines";
    return (
      <div>
        <p className="mb-1 text-xs font-medium text-ink-soft">{field.label}</p>
        <pre
          className={clsx(
            "overflow-auto rounded-md border border-line bg-canvas p-2 text-xs leading-5 whitespace-pre-wrap",
            lines ? "font-mono" : "font-sans text-[13px]",
          )}
          aria-label={`${field.label}: removed text is struck through (${beforeLabel}), added text is underlined (${afterLabel})`}
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
      <p className="mb-1 text-xs font-medium text-ink-soft">{field.label}</p>
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
