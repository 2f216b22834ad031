/**
 * The state digest of a game's system, the same on the server (the `?since=n` answer's digest)
 * and at the table (lib/table/game-sync.ts checks its state against it): the system's table
 * adapter's `digest` (GOT CGS: the parts that change during play), else the state's JSON, which
 * is right for every engine (its states are JSON values) but slower.
 */
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import { textDigest } from "./game-sync";

/** The digest of any JSON state. */
export function jsonDigest(state: unknown): string {
  return textDigest(JSON.stringify(state));
}

/** The digest function of a pack document's system (`system`, the registry's default when absent). */
export function digestOf(document: { readonly system?: string }): (state: unknown) => string {
  return findSystem(document.system ?? DEFAULT_SYSTEM)?.table?.digest ?? jsonDigest;
}
