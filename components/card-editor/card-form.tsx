"use client";
/**
 * The fields of a card, in the order a designer fills them: identifier, format and copies;
 * for gold cards orientation and picture; then directive, attributes and lore. Field errors
 * from the last save attempt appear under their field.
 */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import type { TextAliases as AliasTable, TextDiagnostic as Diagnostic } from "@/lib/systems/registry-card-lint-contract";
import type { FormatIssue, Orientation } from "@/lib/packs/schema";
import type { GotCgsCardFields, PictureInfo } from "@/lib/server/types";
import { AttributesInput, type AttributesEditorApi } from "./attributes-input";
import { GoldPicture } from "./gold-picture";

export interface CardFormProps {
  packId: string;
  draft: GotCgsCardFields;
  edit: (update: (draft: GotCgsCardFields) => GotCgsCardFields) => void;
  issues: readonly FormatIssue[];
  /** A problem of the identifier only the pack can tell (another card has it), live; or null. */
  identifierProblem?: string | null;
  aliases: AliasTable;
  customNames?: Record<string, number>;
  affiliations?: readonly string[];
  /** Deck-level findings for a text, squiggled and fixable in the attribute editor. */
  deckFindings?: (text: string) => readonly Diagnostic[];
  pictures: readonly PictureInfo[];
  onPictureUploaded: (picture: PictureInfo) => void;
  onAttributesReady: (api: AttributesEditorApi) => void;
  /** Formats the attributes (the Format button). */
  onFormat: () => void;
}

function issue(issues: readonly FormatIssue[], path: string): string | null {
  return issues.find((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`changes.${path}`))?.message ?? null;
}

export function CardForm(props: CardFormProps) {
  const { packId, draft, edit, issues, identifierProblem, aliases, customNames, affiliations, deckFindings, pictures, onPictureUploaded, onAttributesReady, onFormat } = props;
  // Gold-only values survive a switch to silver and back within this visit.
  const stash = useRef<Pick<GotCgsCardFields, "orientation" | "pictureId" | "imagePath">>({ orientation: "portrait", pictureId: null, imagePath: null });

  const setFormat = (format: GotCgsCardFields["format"]) =>
    edit((d) => {
      if (d.format === format) return d;
      if (format === "silver") {
        stash.current = { orientation: d.orientation, pictureId: d.pictureId, imagePath: d.imagePath };
        return { ...d, format, orientation: null, pictureId: null, imagePath: null };
      }
      return { ...d, format, ...stash.current, orientation: stash.current.orientation ?? "portrait" };
    });

  return (
    <div className="flex flex-col gap-5">
      {/* On a phone the identifier takes the first row and format and copies share the second. */}
      <div className="grid grid-cols-[auto_minmax(0,7rem)] items-start gap-4 sm:grid-cols-[minmax(12rem,1fr)_auto_7rem]">
        <Field
          label="Identifier"
          hint="The number at its end is the card's identification number."
          error={issue(issues, "identifier") ?? identifierProblem ?? null}
          className="col-span-2 sm:col-span-1"
        >
          {(p) => (
            <Input
              {...p}
              name="identifier"
              value={draft.identifier}
              onChange={(e) => {
                const identifier = e.target.value;
                edit((d) => ({ ...d, identifier }));
              }}
              className="font-mono"
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Segmented
          label="Format"
          value={draft.format}
          onChange={setFormat}
          options={[
            { value: "silver", label: "Silver" },
            { value: "gold", label: "Gold" },
          ]}
        />
        <Field label="Copies" error={issue(issues, "copies")}>
          {(p) => <CopiesInput {...p} value={draft.copies} onChange={(copies) => edit((d) => ({ ...d, copies }))} />}
        </Field>
      </div>

      {draft.format === "gold" ? (
        <div className="flex flex-wrap items-start gap-6 rounded-lg border border-[#e7d9a8] bg-[#fdf9ec] p-3">
          <Segmented
            label="Orientation"
            value={(draft.orientation ?? "portrait") as Orientation}
            onChange={(orientation) => edit((d) => ({ ...d, orientation }))}
            options={[
              { value: "portrait", label: "Portrait" },
              { value: "landscape", label: "Landscape" },
            ]}
          />
          <GoldPicture
            packId={packId}
            pictureId={draft.pictureId}
            imagePath={draft.imagePath}
            pictures={pictures}
            onUploaded={onPictureUploaded}
            onChange={(pictureId) => edit((d) => ({ ...d, pictureId, imagePath: pictureId ? null : d.imagePath }))}
          />
        </div>
      ) : null}

      <Field label="Directive" hint="Flavour for the players; it has no effect on the rules." error={issue(issues, "directive")}>
        {(p) => (
          <Textarea
            {...p}
            name="directive"
            rows={2}
            value={draft.directive}
            onChange={(e) => {
              const directive = e.target.value;
              edit((d) => ({ ...d, directive }));
            }}
          />
        )}
      </Field>

      <div className="relative">
      {/* Beside the label, so it is found where the text is; the editor's Shift+Alt+F does the same. */}
      <Button size="sm" variant="ghost" className="absolute -top-1 right-0" onClick={onFormat} title="Rewrite in the canonical layout (Shift+Alt+F)">
        Format
      </Button>
      <Field label="Attributes" hint="How the card plays: Type, Roleplay, costs, resources, conditions." error={issue(issues, "attributes")}>
        {(p) => (
          <AttributesInput
            id={p.id}
            ariaLabel="Attributes"
            value={draft.attributes}
            onChange={(attributes) => edit((d) => ({ ...d, attributes }))}
            aliases={aliases}
            customNames={customNames}
            affiliations={affiliations}
            deckFindings={deckFindings}
            format={draft.format}
            onReady={onAttributesReady}
          />
        )}
      </Field>
      </div>

      <Field label="Lore" hint="Story text; it has no effect on the rules." error={issue(issues, "lore")}>
        {(p) => (
          <Textarea
            {...p}
            name="lore"
            rows={3}
            value={draft.lore}
            onChange={(e) => {
              const lore = e.target.value;
              edit((d) => ({ ...d, lore }));
            }}
            className="italic"
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The number the Copies text stands for. Every number goes to the draft, including ones the
 * server refuses (0, 1000, 2.5): the save then fails with the server's own message under the
 * field, and the indicator cannot say Saved for a value that is not stored. An empty field
 * means no copies.
 */
export function copiesFromText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 0;
}

/**
 * A number field that lets the designer clear it while typing. The text is local only for its
 * spelling ("" or "03"); the number it stands for is always the draft's.
 */
function CopiesInput({ value, onChange, ...ids }: { value: number; onChange: (copies: number) => void; id: string; "aria-describedby"?: string; "aria-invalid"?: true }) {
  const [text, setText] = useState(String(value));
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    // A new value from outside (another version taken, a restore) replaces the text; the echo
    // of what was typed does not.
    if (copiesFromText(text) !== value) setText(String(value));
  }
  return (
    <Input
      {...ids}
      name="copies"
      type="number"
      inputMode="numeric"
      min={1}
      max={999}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = copiesFromText(e.target.value);
        if (n !== value) onChange(n);
      }}
      className="tabular"
    />
  );
}
