"use client";
/**
 * The print options as a form. Numbers stay text while typed; `formOptions` checks them with
 * the same schema the API and the CLI use (lib/print/options.ts) and says what is wrong.
 */
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { MAX_BACK_OFFSET_MM, printOptionsSchema, type PrintOptions } from "@/lib/print/options";
import type { BackMode } from "@/lib/print/duplex";
import type { PaperName } from "@/lib/print/units";

export interface PrintForm {
  readonly paper: PaperName;
  readonly bleed: string;
  readonly backs: BackMode;
  readonly cropMarks: boolean;
  /** "" for every era deck. */
  readonly era: string;
  readonly offsetX: string;
  readonly offsetY: string;
  readonly instructions: boolean;
  readonly attributes: PrintOptions["attributes"];
}

/** What the dialog starts with: a first print wants crop marks and the instructions page. */
export const DEFAULT_FORM: PrintForm = {
  paper: "A4",
  bleed: "3",
  backs: "long-edge",
  cropMarks: true,
  era: "",
  offsetX: "0",
  offsetY: "0",
  instructions: true,
  attributes: "canonical",
};

type FormErrors = Partial<Record<"bleed" | "offsetX" | "offsetY", string>>;

function number(text: string): number {
  return /^\s*-?\d+([.,]\d+)?\s*$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
}

/** The form as print options, or what is wrong with it (keyed by field). */
export function formOptions(form: PrintForm): { ok: true; options: PrintOptions } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const bleed = number(form.bleed);
  const x = number(form.offsetX);
  const y = number(form.offsetY);
  if (Number.isNaN(bleed)) errors.bleed = "Enter the bleed in millimetres, 0 to 6.";
  if (Number.isNaN(x)) errors.offsetX = "Enter millimetres, e.g. 0.5 or -1.";
  if (Number.isNaN(y)) errors.offsetY = "Enter millimetres, e.g. 0.5 or -1.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = printOptionsSchema.safeParse({
    paper: form.paper,
    bleed,
    backs: form.backs,
    cropMarks: form.cropMarks,
    ...(form.era === "" ? {} : { era: form.era }),
    backOffset: { x, y },
    instructions: form.instructions,
    attributes: form.attributes,
  });
  if (parsed.success) return { ok: true, options: parsed.data };
  for (const issue of parsed.error.issues) {
    const [key, axis] = issue.path;
    if (key === "bleed") errors.bleed = `The bleed must be between 0 and 6 mm.`;
    else if (key === "backOffset") errors[axis === "y" ? "offsetY" : "offsetX"] = `At most ${MAX_BACK_OFFSET_MM} mm either way.`;
  }
  return { ok: false, errors };
}

export interface PrintOptionsFormProps {
  readonly form: PrintForm;
  readonly onChange: (form: PrintForm) => void;
  readonly eras: readonly string[];
  readonly errors: FormErrors;
  readonly calibrationHref: string;
  /**
   * Offer the attribute text mode (canonical / as typed): only for a system whose cards have
   * attribute text (a field of kind `attributeText`, i.e. GOT CGS). Default true.
   */
  readonly attributeMode?: boolean;
  /** What the system calls a deck ("era deck", "deck"); default "era deck". */
  readonly deckNoun?: string;
}

export function PrintOptionsForm({ form, onChange, eras, errors, calibrationHref, attributeMode = true, deckNoun = "era deck" }: PrintOptionsFormProps) {
  const set = <K extends keyof PrintForm>(key: K, value: PrintForm[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <Segmented<PaperName>
        label="Paper"
        options={[
          { value: "A4", label: "A4" },
          { value: "Letter", label: "Letter" },
          { value: "A3", label: "A3" },
        ]}
        value={form.paper}
        onChange={(v) => set("paper", v)}
      />
      {eras.length > 1 ? (
        <Field label={`${deckNoun.charAt(0).toUpperCase()}${deckNoun.slice(1)}s`}>
          {(p) => (
            <Select {...p} value={form.era} onChange={(e) => set("era", e.target.value)}>
              <option value="">All {deckNoun}s</option>
              {eras.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field label="Bleed (mm)" hint="A band of each card's border colour around the block of cards, so a cut just outside the line shows no white. 3 mm is usual." error={errors.bleed ?? null}>
        {(p) => <Input {...p} className="w-24" inputMode="decimal" value={form.bleed} onChange={(e) => set("bleed", e.target.value)} />}
      </Field>
      <Segmented<BackMode>
        label="Backs"
        options={[
          { value: "long-edge", label: "Long edge" },
          { value: "short-edge", label: "Short edge" },
          { value: "none", label: "None" },
        ]}
        value={form.backs}
        onChange={(v) => set("backs", v)}
      />
      <p className="-mt-2 text-xs text-ink-muted">
        {form.backs === "none"
          ? "Fronts only, for sleeves with opaque backs."
          : `Each page of fronts is followed by its backs, placed for a double-sided print that flips on the ${form.backs === "long-edge" ? "long edge (like a book)" : "short edge (like a notepad)"}.`}
      </p>
      {form.backs !== "none" ? (
        <div className="flex flex-col gap-1">
          <div className="flex items-end gap-2">
            <Field label="Back offset x (mm)" error={errors.offsetX ?? null} className="w-32">
              {(p) => <Input {...p} inputMode="decimal" value={form.offsetX} onChange={(e) => set("offsetX", e.target.value)} />}
            </Field>
            <Field label="y (mm)" error={errors.offsetY ?? null} className="w-24">
              {(p) => <Input {...p} inputMode="decimal" value={form.offsetY} onChange={(e) => set("offsetY", e.target.value)} />}
            </Field>
          </div>
          <p className="text-xs text-ink-muted">
            For printers that shift the second side. Print the{" "}
            <a href={calibrationHref} className="text-accent-ink underline underline-offset-2 hover:text-accent">
              calibration sheet
            </a>{" "}
            and enter the numbers it shows.
          </p>
        </div>
      ) : null}
      {attributeMode ? (
        <Segmented<PrintOptions["attributes"]>
          label="Attribute text"
          options={[
            { value: "canonical", label: "Canonical" },
            { value: "as-typed", label: "As typed" },
          ]}
          value={form.attributes}
          onChange={(v) => set("attributes", v)}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm text-ink">
          <Checkbox checked={form.cropMarks} onChange={(e) => set("cropMarks", e.target.checked)} /> Crop marks
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <Checkbox checked={form.instructions} onChange={(e) => set("instructions", e.target.checked)} /> First page with printing instructions
        </label>
      </div>
    </div>
  );
}
