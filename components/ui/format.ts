/**
 * Wording shared by the pages: counts with the right plural and how long ago something changed.
 */

/** `plural(1, "card")` -> "1 card"; `plural(3, "era deck")` -> "3 era decks". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString("en")} ${count === 1 ? noun : pluralNoun}`;
}

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. Returns "" for a
 * date that does not parse.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return new Date(then).toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric" });
}

/** A file name from a pack name: "Book of Genesis" -> "book-of-genesis". */
export function slug(name: string): string {
  const s = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return s === "" ? "pack" : s.slice(0, 80);
}
