/**
 * 405 for the methods a route does not answer, in the one error shape. Next answers a method a
 * route file does not export with an empty 405; a client that reads `error.message` then has
 * nothing to show. Every route file ends with
 *
 *   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
 *
 * naming the methods it exports; the type refuses a destructured name that is among them, and
 * tests/api/routes.test.ts checks that every file covers every method.
 */
import { AppError } from "./errors";

/** The methods a route file may export (HEAD comes from GET when a route has GET). */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What a route exports itself: never HEAD or OPTIONS (derived here). */
type Answered = Exclude<HttpMethod, "HEAD" | "OPTIONS">;

type Handler = (request: Request) => Response;

/** The handlers {@link otherMethods} returns for a route answering `A`. */
export type OtherHandlers<A extends readonly Answered[]> = Record<Exclude<HttpMethod, A[number] | ("GET" extends A[number] ? "HEAD" : never)>, Handler>;

/** The `Allow` value for a route answering `answered`: HEAD with GET, OPTIONS always. */
export function allowHeader(answered: readonly Answered[]): string {
  const allowed = new Set<HttpMethod>([...answered, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return HTTP_METHODS.filter((m) => allowed.has(m)).join(", ");
}

/** The 405 answer: `Allow` plus `{ error: { code: "method_not_allowed", message, issues: [] } }`. */
export function methodNotAllowed(method: string, answered: readonly Answered[]): Response {
  const allow = allowHeader(answered);
  const list = answered.length === 1 ? answered[0] : `${answered.slice(0, -1).join(", ")} and ${answered.at(-1)}`;
  const error = new AppError("method_not_allowed", `This address answers ${list} requests, not ${method}. Check the method and the path (docs/data.md lists the API).`);
  return Response.json(error.toBody(), { status: 405, headers: { allow, "cache-control": "no-store" } });
}

/**
 * Handlers for every method of {@link HTTP_METHODS} that is not in `answered`: 405 with the
 * error body, and OPTIONS -> 204 with `Allow`. HEAD is left to Next (it answers HEAD from GET)
 * when the route has GET, so it is only among the handlers when it does not.
 */
export function otherMethods<const A extends readonly Answered[]>(...answered: A): OtherHandlers<A> {
  const handlers: Partial<Record<HttpMethod, Handler>> = {};
  for (const method of HTTP_METHODS) {
    if ((answered as readonly string[]).includes(method)) continue;
    if (method === "HEAD" && answered.includes("GET" as A[number])) continue;
    handlers[method] =
      method === "OPTIONS"
        ? () => new Response(null, { status: 204, headers: { allow: allowHeader(answered), "cache-control": "no-store" } })
        : (request) => methodNotAllowed(request.method, answered);
  }
  return handlers as OtherHandlers<A>;
}
