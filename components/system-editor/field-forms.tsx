"use client";
/**
 * The fields of a system: key, label, type with its options (text: pattern and its hint, multiline;
 * int: min and max; a list of values with aliases; yes/no; picture; rich text), required,
 * default, help, column. Every control shows the issue at its path.
 *
 * Editing a key is a rename, not a removal plus a new field: the card types' field lists and the
 * face regions bound to it follow, and `onRename` tells the editor, which sends the rename with
 * the save so the stored cards' values move (docs/systems.md, "Changing a system that has cards").
 */
import { memo } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import type { FieldDef, FieldType } from "@/lib/systems/types";
import { CheckControl, NumberControl, SectionIssues, SelectControl, TextControl } from "./controls";
import type { IssueIndex } from "./draft";
import type { Edit, MutableDraft } from "./edit";
import { OWN_PAINT } from "./list-parts";

const KINDS: readonly { value: FieldType["kind"]; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "richText", label: "Rich text" },
  { value: "int", label: "Whole number" },
  { value: "enum", label: "List of values" },
  { value: "bool", label: "Yes / no" },
  { value: "image", label: "Picture" },
];

function typeOfKind(kind: string): FieldType {
  switch (kind) {
    case "int":
      return { kind: "int" };
    case "enum":
      return { kind: "enum", values: ["one", "two"] };
    case "bool":
      return { kind: "bool" };
    case "image":
      return { kind: "image" };
    case "richText":
      return { kind: "richText" };
    default:
      return { kind: "text" };
  }
}

/** "alias = value" lines <-> an aliases record. */
function aliasText(aliases: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(aliases ?? {})
    .map(([a, v]) => `${a} = ${v}`)
    .join("\n");
}
function parseAliases(text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const [alias, value] = line.split("=").map((s) => s.trim());
    if (alias && value !== undefined) out[alias] = value;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

function defaultText(value: FieldDef["default"]): string {
  return value === undefined || value === null ? "" : String(value);
}
function parseDefault(field: FieldDef, text: string): FieldDef["default"] {
  if (text === "") return undefined;
  if (field.type.kind === "int") return Number.isFinite(Number(text)) ? Number(text) : text;
  if (field.type.kind === "bool") return text === "true" ? true : text === "false" ? false : text;
  return text;
}

/** The draft with field `i`'s key `old` spelt `now` everywhere the draft names it: card types, regions and their templates, rules and their examples, backs, fills (unless another field still has `old`). */
export function renameKey(d: MutableDraft, i: number, old: string, now: string): void {
  const f = d.fields[i];
  if (f === undefined) return;
  f.key = now;
  if (old === "" || d.fields.some((other, j) => j !== i && other.key === old)) return;
  const swap = (k: string) => (k === old ? now : k);
  for (const t of d.cardTypes) {
    t.fields = t.fields.map(swap);
    if (t.required !== undefined) t.required = t.required.map(swap);
  }
  for (const face of d.faces) for (const r of face.regions) if (r.text !== undefined) r.text = r.text.split(`{${old}}`).join(`{${now}}`);
  const { fields: _fields, ...rest } = d;
  followRename(rest, old, now);
}

/**
 * Every other reference to field `old` in a draft follows a rename: a `field`, `byField`,
 * `groupBy`, `checkField` (and a referenced rule's `by`) naming it (regions, rules and their
 * conditions, comparands, backs, fills, a face chosen by field) and the key of an example card's
 * `fields` record.
 */
function followRename(node: unknown, old: string, now: string): void {
  if (Array.isArray(node)) {
    for (const item of node) followRename(item, old, now);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const o = node as Record<string, unknown>;
  for (const k of ["field", "byField", "groupBy", "checkField"]) if (o[k] === old) o[k] = now;
  if (o.kind === "referenced" && o.by === old) o.by = now;
  const values = o.fields;
  if (values !== null && typeof values === "object" && !Array.isArray(values) && old in values) {
    const record = values as Record<string, unknown>;
    record[now] = record[old];
    delete record[old];
  }
  for (const v of Object.values(o)) followRename(v, old, now);
}

/** One field's form; memoized: a keystroke in another field (edit.ts keeps this field's object) skips it. */
const FieldForm = memo(function FieldForm({ field, i, issues, edit, readOnly, onRename }: { field: FieldDef; i: number; issues: IssueIndex; edit: Edit; readOnly: boolean; onRename?: (from: string, to: string) => void }) {
  const at = `fields[${i}]`;
  const t = field.type;
  const set = (change: (f: Record<string, unknown>) => void) => edit((d) => change(d.fields[i] as unknown as Record<string, unknown>));
  const setType = (change: (ty: Record<string, unknown>) => void) => set((f) => change(f.type as Record<string, unknown>));
  return (
    <li className={`${OWN_PAINT} rounded-md border border-line bg-surface p-3`} aria-label={`Field ${field.key || i + 1}`}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <TextControl
          label="Key"
          path={`${at}.key`}
          issues={issues}
          value={field.key}
          readOnly={readOnly}
          onChange={(v) => {
            const old = field.key;
            edit((d) => renameKey(d, i, old, v));
            onRename?.(old, v);
          }}
          hint="camelCase, stored with each card; a new key here moves the cards' values"
        />
        <TextControl label="Label" path={`${at}.label`} issues={issues} value={field.label} readOnly={readOnly} onChange={(v) => set((f) => (f.label = v))} />
        <SelectControl label="Type" path={`${at}.type.kind`} issues={issues} value={t.kind} readOnly={readOnly} options={KINDS} onChange={(v) => set((f) => (f.type = typeOfKind(v)))} />
        <TextControl
          label="Default"
          path={`${at}.default`}
          issues={issues}
          value={defaultText(field.default)}
          readOnly={readOnly}
          onChange={(v) =>
            set((f) => {
              const d = parseDefault(field, v);
              if (d === undefined) delete f.default;
              else f.default = d;
            })
          }
        />
      </div>
      {t.kind === "text" ? (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <TextControl label="Pattern (a regular expression)" path={`${at}.type.pattern`} issues={issues} value={t.pattern} readOnly={readOnly} onChange={(v) => setType((ty) => (v === "" ? delete ty.pattern : (ty.pattern = v)))} />
          <TextControl label="The pattern in words" path={`${at}.type.patternHint`} issues={issues} value={t.patternHint} readOnly={readOnly} onChange={(v) => setType((ty) => (v === "" ? delete ty.patternHint : (ty.patternHint = v)))} />
        </div>
      ) : null}
      {t.kind === "int" ? (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <NumberControl label="Minimum" path={`${at}.type.min`} issues={issues} value={t.min} step={1} readOnly={readOnly} onChange={(v) => setType((ty) => (v === undefined ? delete ty.min : (ty.min = v)))} />
          <NumberControl label="Maximum" path={`${at}.type.max`} issues={issues} value={t.max} step={1} readOnly={readOnly} onChange={(v) => setType((ty) => (v === undefined ? delete ty.max : (ty.max = v)))} />
        </div>
      ) : null}
      {t.kind === "enum" ? (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Field label="Values, one a line" error={issues.at(`${at}.type.values`)}>
            {(p) => <Textarea {...p} rows={4} readOnly={readOnly} data-path={`${at}.type.values`} value={t.values.join("\n")} onChange={(e) => setType((ty) => (ty.values = e.target.value.split("\n")))} />}
          </Field>
          <Field label="Aliases, “alias = value” a line" error={issues.at(`${at}.type.aliases`)} hint="Another spelling that is stored as its value.">
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                readOnly={readOnly}
                defaultValue={aliasText(t.aliases)}
                onChange={(e) =>
                  setType((ty) => {
                    const a = parseAliases(e.target.value);
                    if (a === undefined) delete ty.aliases;
                    else ty.aliases = a;
                  })
                }
              />
            )}
          </Field>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <TextControl label="Help" path={`${at}.help`} issues={issues} value={field.help} readOnly={readOnly} className="min-w-64 flex-1" onChange={(v) => set((f) => (v === "" ? delete f.help : (f.help = v)))} />
        <CheckControl label="Required" checked={field.required === true} readOnly={readOnly} onChange={(v) => set((f) => (v ? (f.required = true) : delete f.required))} />
        <CheckControl label="Column in the deck table" checked={field.column !== false} readOnly={readOnly} onChange={(v) => set((f) => (v ? delete f.column : (f.column = false)))} />
        {readOnly ? null : (
          <>
            <Button size="sm" disabled={i === 0} onClick={() => edit((d) => d.fields.splice(i - 1, 0, ...d.fields.splice(i, 1)))}>
              Move up
            </Button>
            <Button size="sm" variant="danger" onClick={() => edit((d) => void d.fields.splice(i, 1))}>
              Remove field
            </Button>
          </>
        )}
      </div>
      <SectionIssues issues={issues} path={at} shown={(p) => /\.(key|label|type\.kind|default|type\.pattern|type\.patternHint|type\.min|type\.max|type\.values|type\.aliases|help)$/.test(p)} />
    </li>
  );
});

/** The fields; memoized (a keystroke in another section skips it; a field's own form is memoized too). */
export const FieldsSection = memo(function FieldsSection({ fields, issues, edit, readOnly, onRename }: { fields: readonly FieldDef[]; issues: IssueIndex; edit: Edit; readOnly: boolean; onRename?: (from: string, to: string) => void }) {
  return (
    <section aria-labelledby="fields-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="fields-heading" className="text-base font-semibold text-ink">
        Fields
      </h2>
      {issues.at("fields") ? <p className="text-xs text-danger">{issues.at("fields")}</p> : null}
      <ol className="mt-2 flex flex-col gap-3">
        {fields.map((f, i) => (
          <FieldForm key={i} field={f} i={i} issues={issues} edit={edit} readOnly={readOnly} onRename={onRename} />
        ))}
      </ol>
      {readOnly ? null : (
        <Button className="mt-3" onClick={() => edit((d) => void d.fields.push({ key: `field${d.fields.length + 1}`, label: `Field ${d.fields.length + 1}`, type: { kind: "text" } }))}>
          Add a field
        </Button>
      )}
    </section>
  );
});
