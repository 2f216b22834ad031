/**
 * lintStoredPack: every diagnostic of a stored pack — exactly the JSON of `cli lint --json`
 * (`GET /api/packs/{id}/lint`): the pack is exported and linted by `lintPack`
 * (lib/packs/lint.ts), with print-fit findings measured by lib/systems/got-cgs/print/fit.ts.
 */
import { lintPack, type PackLintResult } from "@/lib/packs/lint";
import { printFitDiagnostics } from "@/lib/systems/got-cgs/print/fit";
import { validationError } from "./errors";
import { exportPack } from "./export-pack";
import type { DbOptions } from "./types";

export interface LintStoredPackOptions extends DbOptions {
  readonly id: string;
  /** Lint only this era deck (pack-level findings are still reported). */
  readonly era?: string;
  /** Measure print fit (default true; it needs the font files, a few ms per card). */
  readonly printFit?: boolean;
}

/** The pack's diagnostics and summary; 404 unknown pack, 422 unknown era name (lists the names). */
export async function lintStoredPack(options: LintStoredPackOptions): Promise<PackLintResult> {
  const doc = await exportPack(options.id, { db: options.db });
  if (options.era !== undefined && !doc.eras.some((e) => e.name === options.era)) {
    const names = doc.eras.map((e) => `"${e.name}"`).join(", ") || "none";
    throw validationError([{ path: "era", message: `this pack has no era deck named "${options.era}" (it has: ${names})` }]);
  }
  return lintPack(doc, { era: options.era, printFit: options.printFit === false ? undefined : printFitDiagnostics });
}
