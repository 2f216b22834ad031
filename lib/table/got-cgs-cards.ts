/**
 * Moved to lib/systems/got-cgs/table/cards.ts (GOT CGS's table adapter). Kept as a re-export for
 * the trial-play end screens until they take GOT CGS's words through the table adapter; listed in
 * eslint-rules/system-imports.allow.json, which only shrinks.
 */
export { cardName, zoneWords } from "@/lib/systems/got-cgs/table/cards";
