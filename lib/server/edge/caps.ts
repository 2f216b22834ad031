/**
 * The body cap of each route, known from the method and path alone so the edge can refuse an
 * oversized request before reading it. Routes not listed take the JSON cap: a cap too small for
 * a new route shows up as a clear 413 in its first test, never as silent buffering.
 */
import { LIMITS } from "./limits";

const ID = "[^/]+";
const RULES: readonly { readonly method: string; readonly path: RegExp; readonly cap: number }[] = [
  { method: "POST", path: /^\/api\/packs\/import$/, cap: LIMITS.packImport },
  { method: "POST", path: /^\/api\/games\/import$/, cap: LIMITS.packImport },
  { method: "POST", path: new RegExp(`^/api/packs/${ID}/pictures$`), cap: LIMITS.picture },
  { method: "POST", path: new RegExp(`^/api/eras/${ID}/csv/(import|preview)$`), cap: LIMITS.csv },
  { method: "PUT", path: new RegExp(`^/api/eras/${ID}/cards/order$`), cap: LIMITS.order },
];

/**
 * The most bytes a request may send. `isServerAction`: the request carries Next's `Next-Action`
 * header (a server action posts to a page's own path). Never throws; unknown paths get the JSON cap.
 */
export function bodyCap(method: string, pathname: string, isServerAction: boolean): number {
  if (isServerAction) return LIMITS.serverAction;
  const rule = RULES.find((r) => r.method === method.toUpperCase() && r.path.test(pathname));
  return rule?.cap ?? LIMITS.json;
}
