/**
 * The one reader of query parameters for route handlers. Each parameter may be given once: with
 * `?era=A&era=B` a route could only guess which one was meant (URLSearchParams.get takes the
 * first, Object.fromEntries the last), so a repeat is refused with 422 naming the parameter.
 * lib/print/query.ts refuses repeats the same way, in the same words (it cannot import this
 * file: the print dialog bundles it), so every route agrees.
 */
import type { z } from "zod";
import type { FormatIssue } from "@/lib/packs/schema";
import { validationError, zodIssues } from "./errors";

/**
 * Every parameter's value by name. A name given more than once -> AppError validation (422)
 * with one issue per repeated name (path = the name); nothing is returned for it.
 */
export function queryValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, value] of params) {
    if (Object.hasOwn(values, name)) repeated.add(name);
    else values[name] = value;
  }
  if (repeated.size > 0) {
    const issues: FormatIssue[] = [...repeated].map((name) => ({ path: name, message: `given ${params.getAll(name).length} times; give it once` }));
    throw validationError(issues, "A query parameter is repeated, so it is unclear which value is meant");
  }
  return values;
}

/**
 * The request's query parameters checked by `schema` (an object schema over parameter names,
 * values as strings). A repeat or a bad value -> AppError validation (422) whose issues name
 * the parameter; a problem with the query as a whole is at `(query)`.
 */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const result = schema.safeParse(queryValues(new URL(request.url).searchParams));
  if (result.success) return result.data;
  throw validationError(result.error.issues.flatMap((issue) => zodIssues(issue, "(query)")), "The query is not valid");
}
