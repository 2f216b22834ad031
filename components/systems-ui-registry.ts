/**
 * The registry of the systems' own React code (components/systems-ui.ts `SystemUi`): one line per
 * system that has any, its entry in its own folder (components/<key>/ui.ts) naming its key. It only
 * maps keys to system modules, so scripts/count-system-coupling.ts counts it with the registry, not
 * as a neutral file that imports a system. The keys come from the systems' definitions.
 */
import { GOT_CGS_UI } from "./got-cgs/ui";
import type { SystemUi } from "./systems-ui";

const UI: ReadonlyMap<string, SystemUi> = new Map<string, SystemUi>([GOT_CGS_UI].map((s): [string, SystemUi] => [s.key, s.ui]));

/** The React code of the system `key`, or null when it has none. */
export function systemUi(key: string): SystemUi | null {
  return UI.get(key) ?? null;
}
