/**
 * The print options a designer chose last time for a pack, kept in the browser's localStorage.
 *
 * Why the browser and not the pack: the options belong to the printer and the paper at hand
 * (the back offset is measured for one printer, the paper size is the tray's), not to the
 * cards. Kept in the pack they would travel in every export to designers with other printers,
 * and saving a choice of paper would be an edit of the pack (a new revision). Per pack, because
 * packs are printed differently (one era deck of one, crop marks for another).
 *
 * Stored as the form (numbers as typed), only when the form is valid. Whatever is read back is
 * checked: an unreadable or foreign value gives the defaults, a key that is missing keeps its
 * default, and an era deck that no longer exists becomes "all era decks". Storage that throws
 * (private windows, a full quota) is the same as no storage: nothing is remembered.
 */
import { z } from "zod";
import { BACK_MODES } from "@/lib/print/duplex";
import { ATTRIBUTE_MODES } from "@/lib/print/options";
import { PAPER_NAMES } from "@/lib/print/units";
import { DEFAULT_FORM, type PrintForm } from "./print-options";

/** The localStorage key for a pack's options. */
export function printFormKey(packId: string): string {
  return `greenhouse:print-options:${packId}`;
}

const storedForm = z
  .object({
    paper: z.enum(PAPER_NAMES),
    bleed: z.string().max(20),
    backs: z.enum(BACK_MODES),
    cropMarks: z.boolean(),
    era: z.string(),
    offsetX: z.string().max(20),
    offsetY: z.string().max(20),
    instructions: z.boolean(),
    attributes: z.enum(ATTRIBUTE_MODES),
  })
  .partial();

/** The remembered form for `packId`, or null when there is none (or it cannot be used). */
export function loadPrintForm(storage: Pick<Storage, "getItem"> | null, packId: string, eras: readonly string[]): PrintForm | null {
  let text: string | null;
  try {
    text = storage?.getItem(printFormKey(packId)) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedForm.safeParse(value);
  if (!parsed.success) return null;
  const defined = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<PrintForm>;
  const form: PrintForm = { ...DEFAULT_FORM, ...defined };
  return form.era === "" || eras.includes(form.era) ? form : { ...form, era: "" };
}

/** Remembers `form` for `packId`; never throws. */
export function savePrintForm(storage: Pick<Storage, "setItem"> | null, packId: string, form: PrintForm): void {
  try {
    storage?.setItem(printFormKey(packId), JSON.stringify(form));
  } catch {
    // A full or disabled storage only means the choice is not remembered.
  }
}
