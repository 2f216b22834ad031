import { relativeTime } from "./format";

/**
 * "changed 1 min ago" in a client component: the server renders it, and the browser hydrates it
 * a moment later, when the text may have moved on ("just now" -> "1 min ago" on a busy machine).
 * That difference is expected, so React is told not to treat it as a hydration error.
 */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {relativeTime(iso)}
    </time>
  );
}
