/**
 * How a pack's instructions are stored (internal): JSON text in the canonical key order of
 * `serializePack`, so the column reads the same way the exported document does.
 */
import { SYSTEMS, type Instructions } from "@/lib/packs/schema";
import { canonicalPack } from "@/lib/packs/serialize";

/** Canonical JSON text of validated instructions. */
export function canonicalInstructions(instructions: Instructions): string {
  const doc = canonicalPack({
    format: "greenhouse.pack/1",
    // The pack-file shape with `"eras"` (lib/packs/schema.ts), whose key order instructions follow.
    system: SYSTEMS[0],
    pack: { game: "", name: "x", type: "edition", aliases: {}, instructions },
    eras: [],
  });
  return JSON.stringify(doc.pack.instructions);
}
