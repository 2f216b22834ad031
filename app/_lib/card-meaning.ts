/**
 * A pack's aliases as the pages hand them to the system's "lint one card" hook
 * (lib/systems/registry-card-lint.ts), which reads each card's text with them.
 */
import type { TextAliases } from "@/lib/systems/registry-card-lint";
import type { PackAliasDto } from "@/lib/server/types";

/** Pack aliases as the hook takes them (alias -> full name). */
export function aliasTable(aliases: readonly PackAliasDto[]): TextAliases {
  return Object.fromEntries(aliases.map((a) => [a.alias, a.target]));
}
