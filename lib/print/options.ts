/**
 * Print options: one zod schema for the CLI, the HTTP route and the print dialog, so the three
 * accept exactly the same things with the same defaults (DESIGN.md "Print", "Command line").
 */
import { z } from "zod";
import { BACK_MODES } from "./duplex";
import { DEFAULT_BLEED_MM, MAX_BLEED_MM } from "./imposition";
import { PAPER_NAMES } from "./units";

export const ATTRIBUTE_MODES = ["canonical", "as-typed"] as const;
export type AttributeMode = (typeof ATTRIBUTE_MODES)[number];

/** Largest back offset accepted: a printer that shifts more needs repair, not compensation. */
export const MAX_BACK_OFFSET_MM = 10;

const offset = z.number().min(-MAX_BACK_OFFSET_MM).max(MAX_BACK_OFFSET_MM);

export const printOptionsSchema = z.strictObject({
  paper: z.enum(PAPER_NAMES).default("A4"),
  /** Bleed around the block of cards, mm. */
  bleed: z.number().min(0).max(MAX_BLEED_MM).default(DEFAULT_BLEED_MM),
  backs: z.enum(BACK_MODES).default("long-edge"),
  cropMarks: z.boolean().default(false),
  /** Print one era deck only (by name); all eras when absent. */
  era: z.string().min(1).optional(),
  /** Moves every back by (x, y) mm on the back page, for printers that shift the second side. */
  backOffset: z.strictObject({ x: offset, y: offset }).default({ x: 0, y: 0 }),
  /** A first page that says how to print and cut. */
  instructions: z.boolean().default(false),
  attributes: z.enum(ATTRIBUTE_MODES).default("canonical"),
});

export type PrintOptions = z.infer<typeof printOptionsSchema>;
export type PrintOptionsInput = z.input<typeof printOptionsSchema>;

/** Options with every default filled in. Throws zod's error on bad input (callers map it). */
export function printOptions(input: PrintOptionsInput = {}): PrintOptions {
  return printOptionsSchema.parse(input);
}
