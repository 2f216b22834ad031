/**
 * The font metrics tables shipped with the program (font-metrics.ts): FontMetrics JSON texts by
 * the SHA-256 of their font file. Empty in the sources, where fontkit measures; the command
 * line's bundle replaces this module with the tables scripts/build-cli.mjs extracted from the
 * installed fonts (kept as text and parsed only when a file with that hash is measured).
 */
export const FONT_METRICS: Readonly<Record<string, string>> = {};
