/**
 * The state digest of a game's system, the same on the server (the `?since=n` answer's digest)
 * and at the table (lib/table/game-sync.ts checks its state against it). A system with a digest of
 * its own (GOT CGS: the parts that change during play) is listed here; any other digests the
 * state's JSON, which is right for every engine (its states are JSON values) but slower.
 */
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { stateDigest, textDigest } from "./game-sync";

/** The digest of any JSON state. */
export function jsonDigest(state: unknown): string {
  return textDigest(JSON.stringify(state));
}

const DIGESTS: Readonly<Record<string, (state: unknown) => string>> = {
  "got-cgs": (state) => stateDigest(state as GameState),
};

/** The digest function of a pack document's system (`system`, GOT CGS when absent). */
export function digestOf(document: { readonly system?: string }): (state: unknown) => string {
  return DIGESTS[document.system ?? "got-cgs"] ?? jsonDigest;
}
