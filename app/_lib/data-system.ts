/**
 * Which pages a pack gets: a system whose cards carry text in a language of its own that its code
 * reads (GOT CGS's attribute text; lib/systems/registry-card-lint.ts `hasOwnTextLanguage`) keeps
 * its own editor and era table; every other system gets the pages generated from its definition
 * (components/system-cards), a designer's system with an `attributeText` field too (no code reads
 * its language: its text is plain text).
 */
import { cache } from "react";
import { getDb } from "@/lib/server/db";
import { resolveSystem } from "@/lib/server/systems/resolve";
import { hasOwnTextLanguage } from "@/lib/systems/registry-card-lint";
import type { GameSystem, SystemDefinition } from "@/lib/systems/types";

/** The pack's system, built-in or stored (a designer's), once per request; null for a key this server lacks. */
export const loadSystem = cache((systemKey: string): Promise<GameSystem | null> => resolveSystem(getDb(), systemKey));

/** The definition when the pack's system uses the generated pages, else null. */
export async function generatedPagesSystem(systemKey: string): Promise<SystemDefinition | null> {
  const system = await loadSystem(systemKey);
  if (system === null) return null;
  return hasOwnTextLanguage(system.definition.key) ? null : system.definition;
}
