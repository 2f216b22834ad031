/**
 * What every route handler shares: body reading with a size cap (413 with a clear message),
 * JSON parsing (a syntax error is a 422 at `(body)`), and one wrapper that maps any thrown
 * error through `toErrorResponse`. Route handlers stay a few lines: read, call one verb, answer.
 */
import { AppError, toErrorResponse } from "./errors";
import { formatSize, LIMITS } from "./edge/limits";
import { jsonGuardIssues } from "@/lib/packs/json-guard";
import { formatPath } from "@/lib/packs/schema";

export { LIMITS, MB } from "./edge/limits";

function tooLarge(limit: number): AppError {
  const size = formatSize(limit);
  const message = `The request body is larger than ${size}, the limit for this request. Send less (split the file, shrink its pictures).`;
  return new AppError("too_large", message, { issues: [{ path: "(body)", message: `larger than ${size}` }] });
}

/** `application/json`, or a `+json` type such as `application/vnd.greenhouse+json`. */
function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * Refuses (415) a body that is not declared as JSON. A page of another site can send a
 * cross-origin POST without asking only as text/plain, a form or multipart: requiring the JSON
 * type keeps those out of every route that reads JSON, even where no Origin header says where
 * they come from (the edge guard refuses those that do say).
 */
function requireJsonType(request: Request): void {
  if (isJsonType(request.headers.get("content-type"))) return;
  const given = request.headers.get("content-type") ?? "none";
  throw new AppError("unsupported_media_type", `This request takes JSON: send it with the header "Content-Type: application/json" (it came with ${given}).`, {
    issues: [{ path: "(body)", message: `Content-Type ${given}, expected application/json` }],
  });
}

/** Whether the request announces an empty body (no length or 0, not chunked). */
function announcesNoBody(request: Request): boolean {
  return request.body === null || (request.headers.get("content-length") === "0" && request.headers.get("transfer-encoding") === null);
}

/** The raw body, refused with 413 past `limit` bytes (checked as it streams, not only by Content-Length). */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The body of a JSON request as UTF-8 text (invalid bytes -> 422), capped at `limit` bytes; a
 * body not declared as JSON is a 415 before a byte is read. For routes that parse the JSON
 * themselves (a pack import reports the document's own errors).
 */
export async function readText(request: Request, limit: number): Promise<string> {
  requireJsonType(request);
  return decodeUtf8(await readBody(request, limit));
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("validation", "The request body is not UTF-8 text; save the file as UTF-8 and send it again.", {
      issues: [{ path: "(body)", message: "not UTF-8 text" }],
    });
  }
}

/** JSON text parsed, then its depth bounded and prototype keys refused (lib/packs/json-guard.ts) before validation sees it. */
function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError("validation", `The request body is not valid JSON: ${reason}`, { issues: [{ path: "(body)", message: `not valid JSON: ${reason}` }] });
  }
  const guarded = jsonGuardIssues(value);
  if (guarded.length > 0) {
    const issues = guarded.map((i) => ({ path: i.path.length === 0 ? "(body)" : formatPath(i.path), message: i.message }));
    throw new AppError("validation", `The request body cannot be read: ${issues[0]?.path}: ${issues[0]?.message}`, { issues });
  }
  return value;
}

/** The body parsed as JSON, capped at `limit` bytes; empty or bad JSON -> 422 with path `(body)`. */
export async function readJson(request: Request, limit: number = LIMITS.json): Promise<unknown> {
  const text = await readText(request, limit);
  if (text.trim() === "") {
    throw new AppError("validation", "The request needs a JSON body.", { issues: [{ path: "(body)", message: "empty body; send a JSON object" }] });
  }
  return parseJson(text);
}

/** Like {@link readJson}, but an empty body (which needs no Content-Type) stands for `fallback`. */
export async function readOptionalJson(request: Request, fallback: unknown, limit: number = LIMITS.json): Promise<unknown> {
  if (!announcesNoBody(request)) requireJsonType(request);
  const text = decodeUtf8(await readBody(request, limit));
  if (text.trim() === "") return fallback;
  requireJsonType(request); // a body that came without announcing itself must be JSON like any other
  return parseJson(text);
}

/** A file name a designer recognises for a pack: its name, made safe for every file system. */
export function packFileName(name: string): string {
  const base = name.normalize("NFKD").replace(/[^\w\- ]+/g, "").trim().replace(/\s+/g, "-").toLowerCase();
  return `${base || "pack"}.pack.json`;
}

/** JSON response that is never cached (pack data changes under the page). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** 204 No Content. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a handler so that every thrown error becomes the one error response shape. */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** The route's `[id]`-style params (Next 16 passes them as a promise). */
export type Params<K extends string> = { params: Promise<Record<K, string>> };
