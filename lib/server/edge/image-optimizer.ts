/**
 * Next's image optimiser (`/_next/image?url=...&w=...`) stays shut. It fetches its `url` through
 * Next's own router, inside the server, so the request it makes never meets the edge guard: no
 * password, no team session, no role on the picture's pack. Greenhouse draws its pictures with
 * plain `<img src="/api/pictures/<id>">` (each request checked like any other) and sets
 * `images.unoptimized` in next.config.ts, so nothing needs the optimiser; the guard refuses it
 * for everyone before anything else runs, whatever the `url` (local, encoded or absolute).
 */

/**
 * Whether the raw request target (`req.url`) names the optimiser, the way Next could still read
 * it: percent-decoded, any letter case, repeated or trailing slashes, dot segments
 * (`/_next/static/../image`), an absolute-form target, with or without a query.
 */
export function isImageOptimizer(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? "";
  let decoded = path;
  // Decoded twice: "%255F" is "%5F" after one round, "_" after two.
  for (let i = 0; i < 2; i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break; // a malformed escape: judge what decoded so far
    }
  }
  const slashes = decoded.replace(/\\/g, "/").replace(/\/{2,}/g, "/").toLowerCase();
  const local = slashes.replace(/^[a-z][a-z0-9+.-]*:\/[^/]*/, ""); // "http:/host/_next/image"
  const resolved = new URL(`http://edge.invalid/${local.replace(/^\//, "")}`).pathname;
  return /^\/_next\/image(?:\/|$)/.test(resolved);
}

/** What a caller of the optimiser is told instead. */
export const IMAGE_OPTIMIZER_REFUSED =
  "Greenhouse does not resize pictures through /_next/image. Load the picture itself from /api/pictures/<id>: it asks for the same sign-in and role as the pack it belongs to.";
