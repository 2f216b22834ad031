/**
 * Print options from a URL query (`GET /api/packs/{id}/pdf?paper=A4&bleed=3&backs=long-edge&
 * cropMarks=1&era=NAME`), with the same schema and defaults as the CLI and the dialog.
 * Unknown keys are refused, so a typo such as `cropmarks=1` is an error, not a silent default;
 * so is a key given twice, rather than one of its values silently winning.
 */
import { z } from "zod";
import { printOptionsSchema, type PrintOptions } from "./options";
import { PAPER_NAMES } from "./units";

export const QUERY_KEYS = ["paper", "bleed", "backs", "cropMarks", "era", "backOffset", "instructions", "attributes", "calibration"] as const;

const flag = z.enum(["0", "1", "true", "false"], { error: "must be 1 or 0" }).transform((v) => v === "1" || v === "true");
const number = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, "must be a number of millimetres")
  .transform(Number);

const querySchema = z.object({
  // Paper names are matched without regard to case ("letter" is Letter).
  paper: z
    .string()
    .transform((p) => PAPER_NAMES.find((name) => name.toLowerCase() === p.toLowerCase()) ?? p)
    .optional(),
  bleed: number.optional(),
  backs: z.string().optional(),
  cropMarks: flag.optional(),
  era: z.string().optional(),
  backOffset: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, "must be X,Y in millimetres, e.g. 0.5,-1")
    .transform((v) => {
      const [x, y] = v.split(",").map(Number);
      return { x: x as number, y: y as number };
    })
    .optional(),
  instructions: flag.optional(),
  attributes: z.string().optional(),
  calibration: flag.optional(),
});

export interface PrintQuery {
  readonly options: PrintOptions;
  /** Only the calibration sheet was asked for. */
  readonly calibration: boolean;
}

/**
 * Reads the query; throws zod's error (the routes answer 422 with every bad key as a path) when
 * a key is unknown, given more than once (`?paper=A4&paper=Letter`: which one was meant?), or a
 * value is out of range.
 */
export function printQuery(params: URLSearchParams): PrintQuery {
  const raw: Record<string, string> = {};
  const issues: z.core.$ZodIssue[] = [];
  const repeated = new Set<string>();
  for (const [key, value] of params) {
    if (!(QUERY_KEYS as readonly string[]).includes(key)) issues.push({ code: "custom", path: [key], message: `unknown option; the options are ${QUERY_KEYS.join(", ")}`, input: value });
    else if (Object.hasOwn(raw, key)) repeated.add(key);
    else raw[key] = value;
  }
  // Worded as lib/server/query.ts words it for the other routes (not imported: the dialog
  // bundles this file, and lib/server is server-only).
  for (const key of repeated) issues.push({ code: "custom", path: [key], message: `given ${params.getAll(key).length} times; give it once`, input: params.getAll(key) });
  if (issues.length > 0) throw new z.ZodError(issues);
  const { calibration, ...rest } = querySchema.parse(raw);
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { options: printOptionsSchema.parse(defined), calibration: calibration ?? false };
}

/** The same options as a query string (what the dialog sends), defaults left out. */
export function queryString(options: Partial<PrintOptions> & { calibration?: boolean }): string {
  const q = new URLSearchParams();
  if (options.paper !== undefined) q.set("paper", options.paper);
  if (options.bleed !== undefined) q.set("bleed", String(options.bleed));
  if (options.backs !== undefined) q.set("backs", options.backs);
  if (options.cropMarks) q.set("cropMarks", "1");
  if (options.era !== undefined) q.set("era", options.era);
  if (options.backOffset !== undefined && (options.backOffset.x !== 0 || options.backOffset.y !== 0)) q.set("backOffset", `${options.backOffset.x},${options.backOffset.y}`);
  if (options.instructions) q.set("instructions", "1");
  if (options.attributes !== undefined && options.attributes !== "canonical") q.set("attributes", options.attributes);
  if (options.calibration) q.set("calibration", "1");
  return q.toString();
}
