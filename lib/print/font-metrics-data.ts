/**
 * The font metrics tables shipped with the program (font-metrics.ts). None in the sources, where
 * fontkit measures; the command line's bundle replaces this module (scripts/build-cli.mjs) with
 * one that reads the tables extracted from the installed fonts, one JSON file per font file
 * beside its chunks, named by the file's SHA-256: only the fonts a run measures are read.
 */

/** How many tables there are (0: do not even hash font files). */
export const FONT_METRICS_COUNT: number = 0;

/** The FontMetrics JSON text for a font file's SHA-256 (hex), or undefined when there is none. */
export function fontMetricsText(sha256: string): string | undefined {
  void sha256;
  return undefined;
}
