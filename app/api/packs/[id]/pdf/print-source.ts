/**
 * The pack a PDF route prints: a GOT CGS pack as its `PackDocument` (printed by its own layout,
 * as before), or a pack of another system with the definition print reads its faces from.
 * 404 for an unknown pack; 422 (at `id`) for a pack whose system the registry does not have.
 */
import { validationError } from "@/lib/server/errors";
import { buildPackDocument } from "@/lib/server/export-pack";
import { isSystemPack, type PackDocument, type SystemPackDocument } from "@/lib/packs/schema";
import { documentSystem } from "@/lib/packs/system-pack";
import type { GameSystem } from "@/lib/systems/types";

export type PrintSource =
  | { readonly kind: "eras"; readonly doc: PackDocument }
  | { readonly kind: "decks"; readonly doc: SystemPackDocument; readonly system: GameSystem };

export async function printSource(packId: string): Promise<PrintSource> {
  const doc = await buildPackDocument(packId);
  if (!isSystemPack(doc)) return { kind: "eras", doc };
  const system = documentSystem(doc);
  if (system === null) throw validationError([{ path: "id", message: `this pack's game system "${doc.system}" is not known to this Greenhouse` }], "Unknown game system");
  return { kind: "decks", doc, system };
}
