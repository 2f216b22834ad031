/**
 * Which pages a pack gets: a system whose cards carry text in a language of its own (an
 * `attributeText` field, analysed by the system's code: GOT CGS) keeps its own editor, era table
 * and problems; every other system gets the pages generated from its definition
 * (components/system-cards). Decided from the definition, never from a system's key.
 */
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";

/** The definition when the pack's system uses the generated pages, else null. */
export function generatedPagesSystem(systemKey: string): SystemDefinition | null {
  const system = findSystem(systemKey);
  if (system === null) return null;
  return system.definition.fields.some((f) => f.type.kind === "attributeText") ? null : system.definition;
}
