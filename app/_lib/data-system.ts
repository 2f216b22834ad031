/**
 * Which pages a pack gets: a system whose cards carry text in a language of its own (an
 * `attributeText` field, analysed by the system's code: GOT CGS) keeps its own editor, era table
 * and problems; every other system gets the pages generated from its definition
 * (components/system-cards). Decided from the definition, never from a system's key.
 */
import { cache } from "react";
import { getDb } from "@/lib/server/db";
import { resolveSystem } from "@/lib/server/systems/resolve";
import type { GameSystem, SystemDefinition } from "@/lib/systems/types";

/** The pack's system, built-in or stored (a designer's), once per request; null for a key this server lacks. */
export const loadSystem = cache((systemKey: string): Promise<GameSystem | null> => resolveSystem(getDb(), systemKey));

/** The definition when the pack's system uses the generated pages, else null. */
export async function generatedPagesSystem(systemKey: string): Promise<SystemDefinition | null> {
  const system = await loadSystem(systemKey);
  if (system === null) return null;
  return system.definition.fields.some((f) => f.type.kind === "attributeText") ? null : system.definition;
}
