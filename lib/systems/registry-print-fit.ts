/**
 * The registry's Node-only half for lint: each system's print fit measured by its own print code
 * with the font files (text that does not fit its area, characters no font draws), loaded on
 * demand, as findings of the one pipeline (lib/systems/lint/pack.ts `lintPack` takes it as its
 * `printFit` option; docs/lint.md). Kept apart from registry.ts, which the browser bundles,
 * because it reads font files. A system with its own print-fit code adds its line here.
 */
import type { Finding } from "./contract/findings";
import { GOT_CGS_DEFINITION } from "./got-cgs/system";
import type { GameSystem } from "./types";

type PrintFit = (document: unknown) => readonly Finding[];

const LOADERS: ReadonlyMap<string, () => Promise<PrintFit>> = new Map([
  [
    GOT_CGS_DEFINITION.key,
    async (): Promise<PrintFit> => {
      const [{ printFitDiagnostics }, { findingOf }] = await Promise.all([import("./got-cgs/print/fit"), import("./got-cgs/pack-findings")]);
      return (document) => printFitDiagnostics(document as Parameters<typeof printFitDiagnostics>[0]).map((d) => findingOf(d, "print-fit"));
    },
  ],
]);

/** The print fit of a system's own pack document, or null (no print-fit code registered). */
export async function packPrintFit(system: GameSystem): Promise<PrintFit | null> {
  const load = LOADERS.get(system.definition.key);
  return load === undefined ? null : load();
}
