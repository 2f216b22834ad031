/**
 * lintStoredPack: every diagnostic of a stored pack — exactly the JSON of `cli lint --json`
 * (`GET /api/packs/{id}/lint`): the pack is exported and linted by the one findings pipeline
 * (lib/systems/lint/pack.ts `lintPack`, docs/lint.md) with its system from the registry and the
 * system's print fit (lib/systems/registry-print-fit.ts), in the historic rows (lib/packs/lint.ts).
 */
import { packLintResult, type PackLintResult } from "@/lib/packs/lint";
import { lintPack } from "@/lib/systems/lint/pack";
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import { packPrintFit } from "@/lib/systems/registry-print-fit";
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
  // An exported pack document without "decks" is the default system's own file.
  const system = findSystem(DEFAULT_SYSTEM);
  if (system === null) throw new Error(`the registry has no system "${DEFAULT_SYSTEM}"`);
  const fit = options.printFit === false ? null : await packPrintFit(system);
  const { findings } = lintPack(system, { decks: [], document: doc }, { deck: options.era, printFit: fit === null ? undefined : () => fit(doc) });
  return packLintResult(findings);
}
