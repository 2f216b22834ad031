/**
 * The registry's trial-play half: each system's play hooks (lib/systems/engine.ts
 * `EnginePlayHooks`: the play page's setup form, its player range, `cli replay`'s report). Pure
 * code, safe for the browser; kept apart from registry.ts so that the systems' definitions do not
 * grow with trial play's forms. A system with a rules engine adds its line here beside its line in
 * registry.ts; one without a line has the neutral defaults (no setup form, the engine's outcome).
 */
import type { EnginePlayHooks } from "./engine";
import { GOT_CGS_DEFINITION } from "./got-cgs/system";
import { GOT_CGS_PLAY } from "./got-cgs/play-hooks";
import { GOT_GENESIS_DEFINITION } from "./got-genesis/system";
import { GENESIS_PLAY } from "./got-genesis/play-hooks";

const PLAY: ReadonlyMap<string, EnginePlayHooks> = new Map([
  [GOT_CGS_DEFINITION.key, GOT_CGS_PLAY],
  [GOT_GENESIS_DEFINITION.key, GENESIS_PLAY],
]);

/** The play hooks of the system `key`, or null (no rules engine, or none registered). */
export function playHooks(key: string): EnginePlayHooks | null {
  return PLAY.get(key) ?? null;
}
