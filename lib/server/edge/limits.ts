/**
 * Body caps per kind of request, shared by the route handlers (lib/server/http.ts `readBody`
 * refuses past them as bytes arrive) and the edge guard (lib/server/edge/caps.ts refuses a
 * declared Content-Length over them before a byte is read). Framework-free on purpose: the
 * custom server's bundle imports it.
 */
export const MB = 1024 * 1024;

export const LIMITS = {
  /** A whole pack document with inline pictures. */
  packImport: 50 * MB,
  /** One picture upload (the picture itself is capped at 20 MB; multipart adds a little). */
  picture: 21 * MB,
  /** A CSV file wrapped in JSON (the CSV itself is capped at 5 MB). */
  csv: 6 * MB,
  /** A new card order of a whole era (thousands of ids). */
  order: 2 * MB,
  /** Any other JSON request: a card update, a pack's settings, a bulk selection. */
  json: 1 * MB,
  /** A server action's arguments (Next's `serverActions.bodySizeLimit` default). */
  serverAction: 1 * MB,
  /** The sign-in form: a password and a path. */
  signIn: 16 * 1024,
} as const;

/** "50 MB" / "16 KB", for messages. */
export function formatSize(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}
