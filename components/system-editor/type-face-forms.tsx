"use client";
/**
 * Card types (their fields in order, extra required fields, the face) and faces (a size preset
 * or custom mm, orientation, border, the regions that print a field or a template), each control
 * showing the issue at its path. Each face has the visual layout editor (layout-editor.tsx): the
 * face as printed with a sample card, its regions drawn and moved there; the inspector beside it
 * is the selected region's form.
 */
import { memo, useState } from "react";
import { Button } from "@/components/ui/button";
import type { CardTypeDef, FaceDef, FieldDef, RegionDef } from "@/lib/systems/types";
import { CheckControl, NumberControl, SectionIssues, SelectControl, TextControl } from "./controls";
import { presetOf, presetSize, SIZE_PRESETS, type IssueIndex } from "./draft";
import type { Edit, MutableDraft } from "./edit";
import { LayoutEditor } from "./layout-editor";
import { freshRegionName } from "./layout-geometry";
import type { LayoutScope } from "./scope";
import { OWN_PAINT } from "./list-parts";

/**
 * The draft with card type `i`'s key `old` spelt `now` everywhere the draft names it: `$type`
 * conditions (is, is one of) in rules, their terms and anchors and the free table's conditions,
 * and the type of example cards. Nothing follows while another card type still has `old`.
 */
export function renameTypeKey(d: MutableDraft, i: number, old: string, now: string): void {
  const t = d.cardTypes[i];
  if (t === undefined) return;
  t.key = now;
  if (old === "" || d.cardTypes.some((other, j) => j !== i && other.key === old)) return;
  const { fields: _fields, cardTypes: _types, faces: _faces, symbols: _symbols, ...rest } = d;
  followTypeRename(rest, old, now);
}

function followTypeRename(node: unknown, old: string, now: string): void {
  if (Array.isArray(node)) {
    for (const item of node) followTypeRename(item, old, now);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const o = node as Record<string, unknown>;
  if (o.field === "$type") {
    if (o.equals === old) o.equals = now;
    if (Array.isArray(o.in)) o.in = o.in.map((v: unknown) => (v === old ? now : v));
  }
  // An example card: { identifier, copies, type, fields }.
  if (typeof o.identifier === "string" && o.type === old) o.type = now;
  for (const v of Object.values(o)) followTypeRename(v, old, now);
}

interface Props {
  readonly issues: IssueIndex;
  readonly edit: Edit;
  readonly readOnly: boolean;
}

/** One card type's form; memoized: a keystroke elsewhere (edit.ts keeps this type's object) skips it. */
const CardTypeForm = memo(function CardTypeForm({ type, i, fields, faces, issues, edit, readOnly, onRename }: Props & { type: CardTypeDef; i: number; fields: readonly FieldDef[]; faces: readonly string[]; onRename?: (from: string, to: string) => void }) {
  const at = `cardTypes[${i}]`;
  const set = (change: (t: Record<string, unknown>) => void) => edit((d) => change(d.cardTypes[i] as unknown as Record<string, unknown>));
  const faceKey = typeof type.face === "string" ? type.face : type.face.default;
  return (
    <li className={`${OWN_PAINT} rounded-md border border-line bg-surface p-3`} aria-label={`Card type ${type.key || i + 1}`}>
      <div className="grid grid-cols-3 gap-3">
        <TextControl
          label="Key"
          path={`${at}.key`}
          issues={issues}
          value={type.key}
          readOnly={readOnly}
          hint="stored with each card; a new key here moves the cards to it"
          onChange={(v) => {
            const old = type.key;
            edit((d) => renameTypeKey(d, i, old, v));
            onRename?.(old, v);
          }}
        />
        <TextControl label="Label" path={`${at}.label`} issues={issues} value={type.label} readOnly={readOnly} onChange={(v) => set((t) => (t.label = v))} />
        <SelectControl
          label="Face"
          path={`${at}.face`}
          issues={issues}
          value={faceKey}
          readOnly={readOnly}
          options={[...faces.map((f) => ({ value: f, label: f })), ...(faces.includes(faceKey) ? [] : [{ value: faceKey, label: `${faceKey} (missing)` }])]}
          onChange={(v) => set((t) => (t.face = v))}
        />
      </div>
      <TextControl
        className="mt-3"
        label="Its fields, in the form's order (keys, comma-separated)"
        path={`${at}.fields`}
        issues={issues}
        value={type.fields.join(", ")}
        readOnly={readOnly}
        hint={`Defined fields: ${fields.map((f) => f.key).join(", ")}`}
        onChange={(v) => set((t) => (t.fields = v.split(",").map((s) => s.trim()).filter((s) => s !== "")))}
      />
      {issues.under(`${at}.fields`).filter((x) => x.path !== `${at}.fields`).map((x) => (
        <p key={x.path} className="text-xs text-danger">
          {x.message}
        </p>
      ))}
      <fieldset className="mt-3">
        <legend className="text-xs font-medium text-ink-soft">Required on this type (besides each field&apos;s own “required”)</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {type.fields.map((k) => (
            <CheckControl
              key={k}
              label={k}
              readOnly={readOnly}
              checked={type.required?.includes(k) ?? false}
              onChange={(on) =>
                set((t) => {
                  const now = new Set((t.required as string[] | undefined) ?? []);
                  if (on) now.add(k);
                  else now.delete(k);
                  if (now.size === 0) delete t.required;
                  else t.required = type.fields.filter((f) => now.has(f));
                })
              }
            />
          ))}
        </div>
      </fieldset>
      {readOnly ? null : (
        <Button size="sm" variant="danger" className="mt-3" onClick={() => edit((d) => void d.cardTypes.splice(i, 1))}>
          Remove card type
        </Button>
      )}
      <SectionIssues issues={issues} path={at} shown={(p) => /\.(key|label|face|fields(\[\d+\])?)$/.test(p)} />
    </li>
  );
});

const ALIGN = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre" },
  { value: "right", label: "Right" },
];

const STYLES = [
  { value: "regular", label: "Regular" },
  { value: "medium", label: "Medium" },
  { value: "italic", label: "Italic" },
  { value: "bold", label: "Bold" },
  { value: "mono", label: "Mono" },
  { value: "monoBold", label: "Mono bold" },
];

function RegionForm({ region, at, fields, issues, edit, readOnly, onRemove }: Props & { region: RegionDef; at: string; fields: readonly FieldDef[]; onRemove: () => void }) {
  const [fi, ri] = (/faces\[(\d+)\]\.regions\[(\d+)\]/.exec(at) ?? []).slice(1).map(Number) as [number, number];
  const set = (change: (r: Record<string, unknown> & { rect: Record<string, number> }) => void) => edit((d) => change(d.faces[fi]?.regions[ri] as never));
  const rect = (k: "x" | "y" | "width" | "height", label: string) => (
    <NumberControl label={label} path={`${at}.rect.${k}`} issues={issues} value={region.rect[k]} readOnly={readOnly} onChange={(v) => set((r) => (r.rect[k] = v ?? 0))} />
  );
  return (
    <li className="rounded border border-line p-2" aria-label={`Region ${region.name}`}>
      <div className="grid grid-cols-3 gap-2 md:grid-cols-6">
        <TextControl label="Region" path={`${at}.name`} issues={issues} value={region.name} readOnly={readOnly} onChange={(v) => set((r) => (r.name = v))} />
        <SelectControl
          label="Shows"
          path={`${at}.field`}
          issues={issues}
          value={region.field}
          readOnly={readOnly}
          options={[{ value: "$identifier", label: "the identifier" }, ...fields.map((f) => ({ value: f.key, label: f.label })), ...(region.field === "$identifier" || fields.some((f) => f.key === region.field) ? [] : [{ value: region.field, label: `${region.field} (missing)` }])]}
          onChange={(v) => set((r) => (r.field = v))}
        />
        {rect("x", "x mm")}
        {rect("y", "y mm")}
        {rect("width", "width mm")}
        {rect("height", "height mm")}
        <NumberControl label="Size pt" path={`${at}.fontPt`} issues={issues} value={region.fontPt} readOnly={readOnly} onChange={(v) => set((r) => (r.fontPt = v ?? 0))} />
        <NumberControl label="Smallest pt" path={`${at}.minFontPt`} issues={issues} value={region.minFontPt} readOnly={readOnly} onChange={(v) => set((r) => (r.minFontPt = v ?? 0))} />
        <SelectControl label="Font" path={`${at}.style`} issues={issues} value={region.style ?? "regular"} readOnly={readOnly} options={STYLES} onChange={(v) => set((r) => (v === "regular" ? delete r.style : (r.style = v)))} />
        <SelectControl label="Align" path={`${at}.align`} issues={issues} value={region.align ?? "left"} readOnly={readOnly} options={ALIGN} onChange={(v) => set((r) => (r.align = v))} />
        <TextControl label="Before the value" path={`${at}.prefix`} issues={issues} value={region.prefix} readOnly={readOnly} onChange={(v) => set((r) => (v === "" ? delete r.prefix : (r.prefix = v)))} />
      </div>
      <TextControl
        className="mt-2"
        label="Template (instead of the field alone)"
        path={`${at}.text`}
        issues={issues}
        value={region.text}
        readOnly={readOnly}
        placeholder="{handCost} / {reserveCost}"
        hint={`Field keys in braces: ${fields.map((f) => `{${f.key}}`).join(" ")} {$identifier}. Empty: the field above.`}
        onChange={(v) => set((r) => (v === "" ? delete r.text : (r.text = v)))}
      />
      <div className="mt-2 flex items-center gap-3">
        <CheckControl label="Panel behind the text" checked={region.panel !== false} readOnly={readOnly} onChange={(v) => set((r) => (v ? delete r.panel : (r.panel = false)))} />
        {readOnly ? null : (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remove region
          </Button>
        )}
      </div>
    </li>
  );
}

/** One face's form and layout editor; memoized: it gets its face by reference and the rest as a {@link LayoutScope}, so typing in another face or a field's maximum skips it. */
const FaceForm = memo(function FaceForm({ face, i, def, issues, edit, readOnly }: Props & { face: FaceDef; i: number; def: LayoutScope }) {
  const fields = def.fields;
  const at = `faces[${i}]`;
  const [selected, setSelected] = useState<number | null>(null);
  const shown = selected !== null && selected < face.regions.length ? selected : null;
  const set = (change: (f: Record<string, unknown>) => void) => edit((d) => change(d.faces[i] as unknown as Record<string, unknown>));
  const preset = presetOf(face.widthMm, face.heightMm);
  return (
    <li className={`${OWN_PAINT} rounded-md border border-line bg-surface p-3`} aria-label={`Face ${face.key || i + 1}`}>
      <div className="flex flex-wrap gap-4">
        <div className="grid flex-1 grid-cols-2 gap-3 md:grid-cols-3">
          <TextControl label="Key" path={`${at}.key`} issues={issues} value={face.key} readOnly={readOnly} onChange={(v) => set((f) => (f.key = v))} />
          <SelectControl
            label="Size"
            path={`${at}.size`}
            issues={issues}
            value={preset}
            readOnly={readOnly}
            options={[...SIZE_PRESETS.map((p) => ({ value: p.key, label: p.label })), { value: "custom", label: "Custom (mm)" }]}
            onChange={(v) => {
              const size = presetSize(v, face.orientation);
              if (size !== null) set((f) => Object.assign(f, size));
            }}
          />
          <SelectControl
            label="Orientation"
            path={`${at}.orientation`}
            issues={issues}
            value={face.orientation}
            readOnly={readOnly}
            options={[
              { value: "portrait", label: "Portrait" },
              { value: "landscape", label: "Landscape" },
            ]}
            onChange={(v) =>
              set((f) => {
                if (v === face.orientation) return;
                f.orientation = v;
                // The size is as printed: turning the card swaps width and height (regions keep their mm).
                f.widthMm = face.heightMm;
                f.heightMm = face.widthMm;
              })
            }
          />
          <NumberControl label="Width mm" path={`${at}.widthMm`} issues={issues} value={face.widthMm} readOnly={readOnly} onChange={(v) => set((f) => (f.widthMm = v ?? 0))} />
          <NumberControl label="Height mm" path={`${at}.heightMm`} issues={issues} value={face.heightMm} readOnly={readOnly} onChange={(v) => set((f) => (f.heightMm = v ?? 0))} />
          <NumberControl label="Border mm" path={`${at}.borderMm`} issues={issues} value={face.borderMm} readOnly={readOnly} onChange={(v) => set((f) => (v === undefined ? delete f.borderMm : (f.borderMm = v)))} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <LayoutEditor def={def} face={face} faceIndex={i} issues={issues} edit={edit} readOnly={readOnly} selected={shown} onSelect={setSelected} />
        <div className="min-w-72 flex-1">
          <h3 className="text-sm font-medium text-ink">Regions</h3>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Regions of face ${face.key}`}>
            {face.regions.map((r, j) => {
              const problems = issues.under(`${at}.regions[${j}]`).length;
              return (
                <li key={j}>
                  <Button size="sm" variant={shown === j ? "primary" : "ghost"} aria-pressed={shown === j} onClick={() => setSelected(j)} className={problems > 0 ? "text-danger" : undefined}>
                    {r.name || `region ${j + 1}`}
                    {problems > 0 ? ` (${problems} problem${problems === 1 ? "" : "s"})` : ""}
                  </Button>
                </li>
              );
            })}
          </ul>
          {shown === null || face.regions[shown] === undefined ? (
            <p className="mt-2 text-xs text-ink-muted">{face.regions.length === 0 ? "No regions yet: draw one on the face." : "Select a region on the face or above to edit it."}</p>
          ) : (
            <ol className="mt-2" aria-label="Selected region">
              <RegionForm
                region={face.regions[shown]}
                at={`${at}.regions[${shown}]`}
                fields={fields}
                issues={issues}
                edit={edit}
                readOnly={readOnly}
                onRemove={() => {
                  setSelected(null);
                  edit((d) => void d.faces[i]?.regions.splice(shown, 1));
                }}
              />
            </ol>
          )}
        </div>
      </div>
      {readOnly ? null : (
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            onClick={() => {
              setSelected(face.regions.length);
              edit((d) => void d.faces[i]?.regions.push({ name: freshRegionName(face.regions.map((r) => r.name)), field: fields[0]?.key ?? "$identifier", rect: { x: 5, y: 5, width: Math.max(1, face.widthMm - 10), height: 8 }, fontPt: 10, minFontPt: 7 }));
            }}
          >
            Add a region
          </Button>
          <Button size="sm" variant="danger" onClick={() => edit((d) => void d.faces.splice(i, 1))}>
            Remove face
          </Button>
        </div>
      )}
      <SectionIssues
        issues={issues}
        path={at}
        shown={(p) => new RegExp(`^faces\\[${i}\\]\\.(key|orientation|widthMm|heightMm|borderMm)$`).test(p) || (shown !== null && new RegExp(`^faces\\[${i}\\]\\.regions\\[${shown}\\]\\.(name|field|fontPt|minFontPt|style|align|prefix|text|rect\\.(x|y|width|height))$`).test(p))}
      />
    </li>
  );
});

/** The card types; memoized: it gets the types by reference, the fields as the editor's scope and the faces' keys. */
export const CardTypesSection = memo(function CardTypesSection({ types, fields, faces, onRename, ...props }: Props & { types: readonly CardTypeDef[]; fields: readonly FieldDef[]; faces: readonly string[]; onRename?: (from: string, to: string) => void }) {
  return (
    <section aria-labelledby="types-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="types-heading" className="text-base font-semibold text-ink">
        Card types
      </h2>
      <ol className="mt-2 flex flex-col gap-3">
        {types.map((t, i) => (
          <CardTypeForm key={i} type={t} i={i} fields={fields} faces={faces} onRename={onRename} {...props} />
        ))}
      </ol>
      {props.readOnly ? null : (
        <Button className="mt-3" onClick={() => props.edit((d) => void d.cardTypes.push({ key: `type${d.cardTypes.length + 1}`, label: `Type ${d.cardTypes.length + 1}`, fields: [], face: d.faces[0]?.key ?? "card" }))}>
          Add a card type
        </Button>
      )}
    </section>
  );
});

/** The faces; memoized (see FaceForm). */
export const FacesSection = memo(function FacesSection({ faces, def, ...props }: Props & { faces: readonly FaceDef[]; def: LayoutScope }) {
  return (
    <section aria-labelledby="faces-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="faces-heading" className="text-base font-semibold text-ink">
        Faces
      </h2>
      <ol className="mt-2 flex flex-col gap-3">
        {faces.map((f, i) => (
          <FaceForm key={i} face={f} i={i} def={def} {...props} />
        ))}
      </ol>
      {props.readOnly ? null : (
        <Button className="mt-3" onClick={() => props.edit((d) => void d.faces.push({ key: `face${d.faces.length + 1}`, widthMm: 63.5, heightMm: 88.9, orientation: "portrait", borderMm: 3, regions: [] }))}>
          Add a face
        </Button>
      )}
    </section>
  );
});
