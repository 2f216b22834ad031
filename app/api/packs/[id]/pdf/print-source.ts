/**
 * The pack a PDF route prints: a pack of a system with a pack file of its own shape (GOT CGS's
 * era decks) as that `PackDocument` with its system's own print path (the registry's
 * lib/systems/registry-print.ts), or a pack of another system with the definition print reads its
 * faces from. 404 for an unknown pack; 422 (at `id`) for a pack whose system the registry does
 * not have, or whose system has no print path for that document.
 */
import { validationError } from "@/lib/server/errors";
import { buildPackDocument } from "@/lib/server/export-pack";
import { isSystemPack, type PackDocument, type SystemPackDocument } from "@/lib/packs/schema";
import { documentSystem } from "@/lib/packs/system-pack";
import { findSystem } from "@/lib/systems/registry";
import { systemPrint, type SystemPrint } from "@/lib/systems/registry-print";
import type { GameSystem } from "@/lib/systems/types";

export type PrintSource =
  | { readonly kind: "eras"; readonly doc: PackDocument; readonly print: SystemPrint }
  | { readonly kind: "decks"; readonly doc: SystemPackDocument; readonly system: GameSystem };

export async function printSource(packId: string): Promise<PrintSource> {
  const doc = await buildPackDocument(packId);
  if (!isSystemPack(doc)) {
    const system = findSystem(doc.system);
    const print = system === null ? null : await systemPrint(system);
    if (print === null) throw unknownSystem(doc.system);
    return { kind: "eras", doc, print };
  }
  const system = documentSystem(doc);
  if (system === null) throw unknownSystem(doc.system);
  return { kind: "decks", doc, system };
}

function unknownSystem(key: string): Error {
  return validationError([{ path: "id", message: `this pack's game system "${key}" is not known to this Greenhouse` }], "Unknown game system");
}
