"use client";
/**
 * Colours bound to a field's value (`fill` on a face: its frame and a tint of its card stock; on
 * a region: its panel): a field picker over the list-of-values fields and a colour per value,
 * with a colour for the other values. Each control shows the checkDefinition issue at its path.
 */
import { memo } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import type { FaceDef, FieldDef, FillDef } from "@/lib/systems/types";
import { SectionIssues } from "./controls";
import type { IssueIndex } from "./draft";
import type { Edit, MutableDraft } from "./edit";
import { OWN_PAINT } from "./list-parts";

type MutableFill = { byField: string; values: Record<string, string>; default?: string };

interface FillProps {
  readonly fill: FillDef | undefined;
  readonly path: string;
  readonly fields: readonly FieldDef[];
  readonly issues: IssueIndex;
  readonly readOnly: boolean;
  /** Changes the fill at `path` in the draft (undefined: removes it). */
  readonly change: (f: (fill: MutableFill | undefined) => MutableFill | undefined) => void;
  readonly label: string;
}

/** A colour swatch and its hex text, both editing one colour. */
function ColourInput({ label, value, path, issues, readOnly, onChange }: { label: string; value: string | undefined; path: string; issues: IssueIndex; readOnly: boolean; onChange: (v: string) => void }) {
  return (
    <Field label={label} error={issues.at(path)}>
      {(p) => (
        <span className="flex items-center gap-2">
          <input type="color" aria-label={`${label} swatch`} value={/^#[0-9a-fA-F]{6}$/.test(value ?? "") ? value : "#ffffff"} disabled={readOnly} onChange={(e) => onChange(e.target.value)} className="h-8 w-10 rounded border border-line" />
          <Input {...p} value={value ?? ""} placeholder="#c0392b" readOnly={readOnly} data-path={path} onChange={(e) => onChange(e.target.value)} className="w-28 font-mono" />
        </span>
      )}
    </Field>
  );
}

/** One fill: the field it follows (none: no fill) and a colour per value. */
export function FillForm({ fill, path, fields, issues, readOnly, change, label }: FillProps) {
  const lists = fields.filter((f) => f.type.kind === "enum");
  const field = fill === undefined ? undefined : fields.find((f) => f.key === fill.byField);
  const values = field !== undefined && field.type.kind === "enum" ? field.type.values.filter((v) => v !== "") : [];
  return (
    <fieldset className="rounded-md border border-line p-2" aria-label={label}>
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <Field label="Colour by field" hint={lists.length === 0 ? "Add a field with a list of values first." : undefined} error={issues.at(`${path}.byField`)}>
        {(p) => (
          <Select
            {...p}
            value={fill?.byField ?? ""}
            disabled={readOnly}
            data-path={`${path}.byField`}
            onChange={(e) => {
              const key = e.target.value;
              change((old) => (key === "" ? undefined : { byField: key, values: old?.byField === key ? old.values : {}, ...(old?.default !== undefined ? { default: old.default } : {}) }));
            }}
          >
            <option value="">No fill</option>
            {lists.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label} ({f.key})
              </option>
            ))}
            {fill !== undefined && field === undefined ? <option value={fill.byField}>{fill.byField} (not a field)</option> : null}
          </Select>
        )}
      </Field>
      {fill === undefined ? null : (
        <div className="mt-2 flex flex-wrap gap-3">
          {values.map((v) => (
            <ColourInput
              key={v}
              label={v}
              value={fill.values[v]}
              path={`${path}.values.${v}`}
              issues={issues}
              readOnly={readOnly}
              onChange={(c) =>
                change((old) => {
                  if (old === undefined) return old;
                  const next = { ...old.values };
                  if (c === "") delete next[v];
                  else next[v] = c;
                  return { ...old, values: next };
                })
              }
            />
          ))}
          <ColourInput label="Other values" value={fill.default} path={`${path}.default`} issues={issues} readOnly={readOnly} onChange={(c) => change((old) => (old === undefined ? old : c === "" ? { byField: old.byField, values: old.values } : { ...old, default: c }))} />
        </div>
      )}
      <SectionIssues issues={issues} path={`${path}.values`} shown={(p) => values.some((v) => p === `${path}.values.${v}`)} />
    </fieldset>
  );
}

function setFill(target: { fill?: MutableFill }, f: (fill: MutableFill | undefined) => MutableFill | undefined): void {
  const next = f(target.fill === undefined ? undefined : structuredClone(target.fill));
  if (next === undefined) delete target.fill;
  else target.fill = next;
}

/** Every face's fill and its regions' fills, face by face; memoized (a keystroke in a rule or a field's help skips it). */
export const FillsSection = memo(function FillsSection({ faces, fields, issues, edit, readOnly }: { faces: readonly FaceDef[]; fields: readonly FieldDef[]; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  const faceAt = (d: MutableDraft, i: number) => d.faces[i] as unknown as { fill?: MutableFill; regions: { fill?: MutableFill }[] };
  return (
    <section aria-labelledby="fills-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="fills-heading" className="text-base font-semibold text-ink">
        Colours by value
      </h2>
      <p className="mt-1 text-sm text-ink-soft">A face&apos;s fill colours its frame (and tints the card) by a field&apos;s value; a region&apos;s fill colours its panel.</p>
      <ol className="mt-2 flex flex-col gap-3">
        {faces.map((face, i) => (
          <li key={i} className="flex flex-col gap-2">
            <FillForm label={`Face ${face.key}`} fill={face.fill} path={`faces[${i}].fill`} fields={fields} issues={issues} readOnly={readOnly} change={(f) => edit((d) => setFill(faceAt(d, i), f))} />
            <details open={face.regions.some((r) => r.fill !== undefined)}>
              <summary className="cursor-pointer text-sm text-ink-soft">Region panels of {face.key}</summary>
              <div className="mt-2 flex flex-col gap-2 pl-3">
                {face.regions.map((r, j) => (
                  <FillForm
                    key={j}
                    label={`Region ${r.name}`}
                    fill={r.fill}
                    path={`faces[${i}].regions[${j}].fill`}
                    fields={fields}
                    issues={issues}
                    readOnly={readOnly}
                    change={(f) => edit((d) => setFill(faceAt(d, i).regions[j] as { fill?: MutableFill }, f))}
                  />
                ))}
                {face.regions.length === 0 ? <p className="text-sm text-ink-soft">This face has no regions yet.</p> : null}
              </div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
});
