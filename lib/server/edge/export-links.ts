/**
 * The one path the edge serves without the password or an account: a file of a published
 * Tabletop Simulator export, `GET /api/export-links/<token>/<file>` (lib/server/export-links.ts).
 * TTS fetches a deck's sheets by URL and cannot sign in; the 256-bit token in the URL is the key,
 * and the route answers 404 for any token it does not have.
 *
 * Exactly that shape is let through, judged on the raw request target as Node received it: GET
 * or HEAD, origin-form, a 43-character base64url token, one file segment of the export's safe
 * names (never `.` or `..`), no query, no percent escapes, no backslash, nothing Next or the URL
 * parser could read as another path (a dot segment, `//`, `%2F`). Anything else, including every
 * other method on that path, meets the usual sign-in.
 */

/** Where the links are served. */
export const EXPORT_LINK_PREFIX = "/api/export-links/";

/** A link's token: 32 random bytes, base64url without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A file name a link serves: the export's safe names (lib/print/export/zip.ts), never `.` or `..`. */
export const FILE_PATTERN = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,120}$/;

const TARGET = /^\/api\/export-links\/([A-Za-z0-9_-]{43})\/([A-Za-z0-9._-]{1,120})$/;

/** Whether the request (method, raw `req.url`) is a read of an export link's file (see the file comment). */
export function isExportLinkRequest(method: string, target: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const match = TARGET.exec(target);
  if (match === null || !FILE_PATTERN.test(match[2] ?? "")) return false;
  // The URL parser must read the very same path (it would resolve what it normalises).
  return new URL(`http://edge.invalid${target}`).pathname === target;
}
