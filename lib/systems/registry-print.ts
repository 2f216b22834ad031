/**
 * The registry's Node-only half for print: the print path of each system whose pack file has a
 * shape of its own (./registry-print-contract.ts `SystemPrint`: check, preflight, preview, PDF,
 * export cards) and the formatter of its language's text (`PackFormatter`), loaded on demand. Kept apart from registry.ts, which the browser bundles,
 * because print code reads font files and draws PDFs. A system without a line here prints from
 * its definition's faces (lib/print/system-print.ts); a system with print code of its own adds
 * its line here. Keyed by the bare key (./got-cgs/key.ts), so asking loads no system's engine.
 */
import { GOT_CGS_KEY } from "./got-cgs/key";
import type { PackFormatter, SystemPrint } from "./registry-print-contract";
import type { GameSystem } from "./types";

export type { FormatAliases, FormattedPack, KeptByFormat, PackFormatter, RenderedPdf, SystemPrint } from "./registry-print-contract";

const LOADERS: ReadonlyMap<string, () => Promise<SystemPrint>> = new Map([
  [GOT_CGS_KEY, async (): Promise<SystemPrint> => (await import("./got-cgs/print/system-print")).GOT_CGS_PRINT],
]);

const FORMATTERS: ReadonlyMap<string, () => Promise<PackFormatter>> = new Map([
  [GOT_CGS_KEY, async (): Promise<PackFormatter> => (await import("./got-cgs/attributes/format-pack-hook")).GOT_CGS_FORMATTER as PackFormatter],
]);

/** The print path of a system with print code of its own, or null (it prints from its definition). */
export async function systemPrint(system: GameSystem): Promise<SystemPrint | null> {
  const load = LOADERS.get(system.definition.key);
  return load === undefined ? null : load();
}

/**
 * The print path of a pack document of a system's own shape, by its `system` (the print worker
 * gets documents, not systems). Throws for a key without one: such a document never reaches
 * print (the PDF routes ask `systemPrint` first).
 */
export async function documentPrint(doc: { readonly system: string }): Promise<SystemPrint> {
  const load = LOADERS.get(doc.system);
  if (load === undefined) throw new Error(`internal: the game system "${doc.system}" has no print path of its own for this pack document`);
  return load();
}

/** Loads every system's print path (the print worker's warm-up: the first print then loads nothing). */
export async function loadSystemPrints(): Promise<void> {
  await Promise.all([...LOADERS.values()].map((load) => load()));
}

/** The formatter of a pack document's system (`cli format`), or null: the system has no text of its own language to format. */
export async function packFormatter(doc: { readonly system: string }): Promise<PackFormatter | null> {
  const load = FORMATTERS.get(doc.system);
  return load === undefined ? null : load();
}
