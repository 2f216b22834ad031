"use client";
/**
 * Small controls of the system editor: a text, number or select bound to one path of the draft,
 * each showing the checkDefinition issue at that path (the Field's error, `aria-invalid`).
 */
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import type { IssueIndex } from "./draft";

interface Common {
  readonly label: string;
  readonly path: string;
  readonly issues: IssueIndex;
  readonly hint?: string;
  readonly className?: string;
  readonly readOnly?: boolean;
}

export function TextControl({ value, onChange, placeholder, ...c }: Common & { value: string | undefined; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <Field label={c.label} hint={c.hint} error={c.issues.at(c.path)} className={c.className}>
      {(p) => <Input {...p} value={value ?? ""} placeholder={placeholder} readOnly={c.readOnly} data-path={c.path} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A number; an empty box is `undefined` (the key left out), text that is no number stays as typed until it is one. */
export function NumberControl({ value, onChange, step, ...c }: Common & { value: number | undefined; onChange: (v: number | undefined) => void; step?: number }) {
  return (
    <Field label={c.label} hint={c.hint} error={c.issues.at(c.path)} className={c.className}>
      {(p) => (
        <Input
          {...p}
          type="number"
          step={step ?? "any"}
          value={value ?? ""}
          readOnly={c.readOnly}
          data-path={c.path}
          onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
        />
      )}
    </Field>
  );
}

export function SelectControl({ value, onChange, options, ...c }: Common & { value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={c.label} hint={c.hint} error={c.issues.at(c.path)} className={c.className}>
      {(p) => (
        <Select {...p} value={value} disabled={c.readOnly} data-path={c.path} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CheckControl({ label, checked, onChange, readOnly }: { label: string; checked: boolean; onChange: (v: boolean) => void; readOnly?: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-soft">
      <Checkbox checked={checked} disabled={readOnly} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** The issues at or inside a section that no control of it shows by itself (e.g. a whole list). */
export function SectionIssues({ issues, path, shown }: { issues: IssueIndex; path: string; shown?: (p: string) => boolean }) {
  const list = issues.under(path).filter((i) => !(shown?.(i.path) ?? false));
  if (list.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-xs text-danger" aria-label={`Problems in ${path}`}>
      {list.map((i) => (
        <li key={`${i.path}:${i.message}`}>
          <code className="font-mono">{i.path}</code>: {i.message}
        </li>
      ))}
    </ul>
  );
}
