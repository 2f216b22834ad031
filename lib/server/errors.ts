/**
 * Expected failures of lib/server, and the one place that turns any error into an HTTP answer
 * (docs/data.md "HTTP API"): `{ "error": { "code", "message", "issues": [ { "path", "message" } ] } }`.
 *
 * Verbs throw {@link AppError} for what a user can fix (a missing pack, a stale version, a bad
 * field); zod's `ZodError` from input validation is a 422 too. Everything else is a bug or an
 * outage and becomes a 500 whose body says nothing about the internals (the server log has it).
 */
import { ZodError } from "zod";
import { formatPath, type FormatIssue } from "@/lib/packs/schema";
import { isBusy } from "./busy";

export type ErrorCode =
  | "validation"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_media_type"
  | "unauthorized"
  | "forbidden"
  | "method_not_allowed"
  | "busy"
  | "internal";

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation: 422,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  method_not_allowed: 405,
  busy: 503,
  internal: 500,
};

export interface AppErrorOptions {
  /** Every bad input path (`eras[0].cards[3].copies`), for forms and import reports. */
  readonly issues?: readonly FormatIssue[];
  /**
   * Extra JSON merged into the error body. A version conflict carries `{ current: CardDto }`
   * (the card as it is now) so the client can show both sides.
   */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** A failure the user can act on; `message` says how. */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: readonly FormatIssue[];
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues ?? [];
    this.details = options.details ?? {};
  }

  /** The JSON body this error answers with. */
  toBody(): ErrorBody {
    return { error: { ...this.details, code: this.code, message: this.message, issues: this.issues } };
  }
}

/** `AppError("not_found")` with the usual wording: "No pack with id "x"; it may have been deleted." */
export function notFound(what: string, id: string): AppError {
  return new AppError("not_found", `No ${what} with id "${id}"; it may have been deleted. Reload the page.`);
}

/** A 422 carrying the given issues; the message lists the first few. */
export function validationError(issues: readonly FormatIssue[], summary = "The input is not valid"): AppError {
  const shown = issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`).join("; ");
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
  return new AppError("validation", issues.length === 0 ? summary : `${summary}: ${shown}${more}`, { issues });
}

/** The JSON body of an error response. */
export interface ErrorBody {
  readonly error: {
    readonly code: ErrorCode;
    readonly message: string;
    readonly issues: readonly FormatIssue[];
    readonly [extra: string]: unknown;
  };
}

/**
 * One zod issue as the API's issues. Every issue names the field it is about: an unknown key
 * (zod reports it at its object's path) becomes one issue per key at that key's path, and what
 * is left with an empty path is about the input as a whole: `whole` (`(body)`, `(query)`).
 * Verbs that check a single value parse it with `parseField` (validation.ts), so their issues
 * carry its name.
 */
export function zodIssues(issue: ZodError["issues"][number], whole = "(body)"): FormatIssue[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: "unknown field; remove it or check its spelling" }));
  }
  return [{ path: issue.path.length === 0 ? whole : formatPath(issue.path), message: issue.message }];
}

/** Status and body for any thrown value; server actions use it to return errors as data. */
export function toErrorPayload(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: error.toBody() };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.flatMap((issue) => zodIssues(issue));
    return { status: 422, body: validationError(issues, "The request is not valid").toBody() };
  }
  // Prisma's unique-constraint and missing-record errors, when a verb did not pre-check them.
  const prismaCode = (error as { code?: unknown } | null)?.code;
  if (prismaCode === "P2002") {
    return toErrorPayload(new AppError("conflict", "Something with that name already exists here; choose another name."));
  }
  if (prismaCode === "P2003") {
    return toErrorPayload(new AppError("validation", "That refers to something that does not exist (a deleted pack, era, card or picture). Reload the page and try again."));
  }
  if (prismaCode === "P2025") {
    return toErrorPayload(new AppError("not_found", "The record was not found; it may have been deleted. Reload the page."));
  }
  if (isBusy(error)) {
    return toErrorPayload(new AppError("busy", "The database stayed busy with another program's change for 30 seconds; nothing was changed. Try again in a moment."));
  }
  console.error("greenhouse: unexpected error", error);
  return {
    status: 500,
    body: { error: { code: "internal", message: "Something went wrong on the server; nothing was changed by the failed request. Try again, and report it if it repeats.", issues: [] } },
  };
}

/**
 * The HTTP response for any thrown value: ZodError -> 422 with every path, AppError -> its
 * status, anything else -> 500 that leaks nothing. Route handlers call nothing else on failure.
 */
export function toErrorResponse(error: unknown): Response {
  const { status, body } = toErrorPayload(error);
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
