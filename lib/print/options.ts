/**
 * Print options: one zod schema for the CLI, the HTTP route and the print dialog, so the three
 * accept exactly the same things with the same defaults (docs/print.md, "Command line").
 */
import { z } from "zod";
import { BACK_MODES } from "./duplex";
import { DEFAULT_BLEED_MM, MAX_BLEED_MM } from "./imposition";
import { PAPER_NAMES } from "./units";

export const ATTRIBUTE_MODES = ["canonical", "as-typed"] as const;
export type AttributeMode = (typeof ATTRIBUTE_MODES)[number];

/** Largest back offset accepted: a printer that shifts more needs repair, not compensation. */
export const MAX_BACK_OFFSET_MM = 10;

const offset = z
  .number()
  .min(-MAX_BACK_OFFSET_MM, `the back offset must be between -${MAX_BACK_OFFSET_MM} and ${MAX_BACK_OFFSET_MM} mm`)
  .max(MAX_BACK_OFFSET_MM, `the back offset must be between -${MAX_BACK_OFFSET_MM} and ${MAX_BACK_OFFSET_MM} mm`);

export const printOptionsSchema = z.strictObject({
  paper: z.enum(PAPER_NAMES, { error: `the paper must be one of ${PAPER_NAMES.join(", ")}` }).default("A4"),
  /** Bleed around the block of cards, mm. */
  bleed: z
    .number({ error: "the bleed must be a number of millimetres" })
    .min(0, `the bleed must be between 0 and ${MAX_BLEED_MM} mm`)
    .max(MAX_BLEED_MM, `the bleed must be between 0 and ${MAX_BLEED_MM} mm`)
    .default(DEFAULT_BLEED_MM),
  backs: z.enum(BACK_MODES, { error: `backs must be one of ${BACK_MODES.join(", ")}` }).default("long-edge"),
  cropMarks: z.boolean().default(false),
  /** Print one era deck only (by name); all eras when absent. */
  era: z.string().min(1).optional(),
  /** Moves every back by (x, y) mm on the back page, for printers that shift the second side. */
  backOffset: z.strictObject({ x: offset, y: offset }).default({ x: 0, y: 0 }),
  /** A first page that says how to print and cut. */
  instructions: z.boolean().default(false),
  attributes: z.enum(ATTRIBUTE_MODES, { error: `attributes must be one of ${ATTRIBUTE_MODES.join(", ")}` }).default("canonical"),
});

export type PrintOptions = z.infer<typeof printOptionsSchema>;
export type PrintOptionsInput = z.input<typeof printOptionsSchema>;

/** Options with every default filled in. Throws zod's error on bad input (callers map it). */
export function printOptions(input: PrintOptionsInput = {}): PrintOptions {
  return printOptionsSchema.parse(input);
}
