/**
 * Which field a card form opens at (`?field=handCost` from the Problems tab: a finding's field,
 * a field key or `$identifier`, `$copies`, `$type`, `$picture` for the card's own keys). Pure:
 * the card page checks the query on the server, the editor (./reveal.ts) puts the cursor there.
 */
import type { SystemDefinition } from "@/lib/systems/types";

const OWN_KEYS: ReadonlySet<string> = new Set(["$identifier", "$copies", "$type", "$picture"]);

/** The field a `field` query names, if the definition has it (or it is one of the card's own keys); else null. */
export function revealedField(definition: SystemDefinition, raw: string | string[] | undefined): string | null {
  if (typeof raw !== "string") return null;
  return OWN_KEYS.has(raw) || definition.fields.some((f) => f.key === raw) ? raw : null;
}

/** The query a new card's form opens with: the cursor in its identifier, the first thing a designer names. */
export const NEW_CARD_QUERY = `?${new URLSearchParams({ field: "$identifier" }).toString()}`;
