"use client";
/**
 * The card form of any system, generated from its definition: identifier, copies, the type, then
 * the type's fields in order, each by its field kind's widget (components/field-kinds/: text /
 * textarea, int, enum, bool, and a system's own for its language: GOT CGS's attribute editor). Each field shows what
 * the form refuses to send (a number that is not whole), the server's format error for its path,
 * and the lint findings that name it, with code and message. Presentational: the editor
 * (system-card-editor.tsx) holds the draft and saves it.
 */
import clsx from "clsx";
import type { FieldDef, SystemDefinition, SystemFinding } from "@/lib/systems/types";
import { DRAFT_KINDS } from "@/components/field-kinds/draft";
import { fieldWidget } from "@/components/field-kinds/field-kinds";
import { Field, Input, Select } from "@/components/ui/field";
import { CardPicture, pictureSizeHint } from "@/components/pictures/card-picture";
import type { PictureInfo } from "@/lib/server/types";
import { cardTypeHasPicture, findCardType } from "@/lib/systems/card-format";
import { findingsFor, isOutsideEnum, isRequired, pictureArea, typeFields, type CardDraft, type DraftErrors } from "./model";

/** The card's own picture (the image field): chosen from the pack's card pictures or uploaded. */
export interface FormPicture {
  readonly packId: string;
  readonly pictureId: string | null;
  /** A picture imported as a path, not yet uploaded. */
  readonly imagePath: string | null;
  /** The pack's card pictures. */
  readonly pictures: readonly PictureInfo[];
  readonly onChange: (pictureId: string | null) => void;
  readonly onUploaded: (picture: PictureInfo) => void;
}

export interface SystemCardFormProps {
  readonly definition: SystemDefinition;
  readonly draft: CardDraft;
  readonly onChange: (draft: CardDraft) => void;
  /** Lint findings of this card (card rules and the deck rules that name it). */
  readonly findings: readonly SystemFinding[];
  /** What the form will not send, by input path (`fields.handCost`, `copies`). */
  readonly draftErrors: DraftErrors;
  /** The server's format errors by input path (a 422's issues placed by format-errors.ts; `picture` for the picture). */
  readonly serverErrors: DraftErrors;
  /** The picture chooser for a type with an image field; absent: the form says where pictures are set. */
  readonly picture?: FormPicture;
}

/** The findings under a field: code and message, coloured by severity. */
export function FieldFindings({ findings }: { findings: readonly SystemFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5" data-testid="field-findings">
      {findings.map((f, i) => (
        <li key={`${f.code}-${i}`} className={clsx("text-xs", f.severity === "error" ? "text-danger" : "text-warning")}>
          <span className="font-mono font-medium">{f.code}</span> {f.message}
        </li>
      ))}
    </ul>
  );
}

/** The hint under a field: its help, and an int's range unless the help already says it ("from 1 to 6"). */
export function hintOf(field: FieldDef): string | undefined {
  if (field.type.kind === "int" && (field.type.min !== undefined || field.type.max !== undefined)) {
    const range = `${field.type.min ?? "…"} to ${field.type.max ?? "…"}`;
    if (!field.help) return `A whole number, ${range}.`;
    return field.help.includes(range) ? field.help : `${field.help} (${range})`;
  }
  if (field.type.kind === "text" && field.type.patternHint) return field.help ?? field.type.patternHint;
  return field.help;
}

export function SystemCardForm({ definition, draft, onChange, findings, draftErrors, serverErrors, picture }: SystemCardFormProps) {
  const fields = typeFields(definition, draft.type);
  const setField = (key: string, value: string | boolean) => onChange({ ...draft, fields: { ...draft.fields, [key]: value } });
  const errorAt = (path: string) => draftErrors[path] ?? serverErrors[path] ?? null;
  const unknownType = !definition.cardTypes.some((t) => t.key === draft.type);
  // The card's own picture for a type that shows one without an image field to put it at.
  const typeDef = findCardType(definition, draft.type);
  const ownPicture = picture !== undefined && typeDef !== undefined && !fields.some((f) => f.type.kind === "image") && cardTypeHasPicture(definition, typeDef) ? picture : undefined;
  const area = pictureArea(definition, draft);
  const pictureHint = area === null ? "" : pictureSizeHint("The picture area is", area.width, area.height);
  return (
    <div className="flex flex-col gap-4" data-testid="system-card-form">
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <div className="flex flex-col gap-1" data-field="$identifier">
          <Field label="Identifier" error={errorAt("identifier")}>
            {(p) => <Input {...p} value={draft.identifier} onChange={(e) => onChange({ ...draft, identifier: e.target.value })} />}
          </Field>
          <FieldFindings findings={findingsFor(findings, "$identifier")} />
        </div>
        <div className="flex flex-col gap-1" data-field="$copies">
          <Field label="Copies" error={errorAt("copies")}>
            {(p) => <Input {...p} inputMode="numeric" value={draft.copies} onChange={(e) => onChange({ ...draft, copies: e.target.value })} />}
          </Field>
          <FieldFindings findings={findingsFor(findings, "$copies")} />
        </div>
      </div>
      <div className="flex flex-col gap-1" data-field="$type">
        <Field label="Card type" error={errorAt("type")} hint="Changing the type shows its fields; fields the new type does not have are not saved.">
          {(p) => (
            <Select {...p} value={draft.type} onChange={(e) => onChange({ ...draft, type: e.target.value })}>
              {unknownType ? <option value={draft.type}>{draft.type} (unknown type)</option> : null}
              {definition.cardTypes.map((t) => (
                <option key={t.key} value={t.key}>
                  {t.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FieldFindings findings={findingsFor(findings, "$type")} />
      </div>
      {ownPicture !== undefined ? (
        // A type without an image field whose face has a picture area (Altered): the chooser comes first, as the picture tops the face.
        <div className="flex flex-col gap-1" data-field="$picture">
          <CardPicture {...ownPicture} sizeHint={pictureHint} labelId="picture-card" />
          {errorAt("picture") === null ? null : <p className="text-xs text-danger">{errorAt("picture")}</p>}
        </div>
      ) : null}
      {fields.map((field) => {
        if (field.type.kind === "image" && picture !== undefined) {
          const area = pictureArea(definition, draft);
          return (
            <div key={field.key} className="flex flex-col gap-1" data-field={field.key}>
              <CardPicture
                {...picture}
                sizeHint={area === null ? "" : pictureSizeHint("The picture area is", area.width, area.height)}
                labelId={`picture-${field.key}`}
              />
              {errorAt("picture") === null ? null : <p className="text-xs text-danger">{errorAt("picture")}</p>}
              <FieldFindings findings={findingsFor(findings, field.key)} />
            </div>
          );
        }
        if (field.type.kind === "image") {
          return (
            <p key={field.key} className="text-xs text-ink-muted">
              {field.label}: not editable in this form yet (pictures are set in the pack&apos;s pictures).
            </p>
          );
        }
        const Widget = fieldWidget(definition.key, field.type.kind);
        const value = draft.fields[field.key] ?? DRAFT_KINDS[field.type.kind].toDraft(field, null);
        const outside = field.type.kind === "enum" && typeof value === "string" && isOutsideEnum(field, value);
        const label = (
          <>
            {field.label}
            {isRequired(definition, draft.type, field) ? <span className="text-ink-muted"> (required)</span> : null}
          </>
        );
        return (
          <div key={field.key} className="flex flex-col gap-1" data-field={field.key}>
            <Field
              label={label}
              hint={outside ? `"${String(value)}" is not one of this field's values; it is kept until you choose another.` : hintOf(field)}
              error={errorAt(`fields.${field.key}`)}
            >
              {(p) => <Widget field={field} value={value} onValue={(v) => setField(field.key, v)} ids={p} cardType={draft.type} />}
            </Field>
            <FieldFindings findings={findingsFor(findings, field.key)} />
          </div>
        );
      })}
    </div>
  );
}
