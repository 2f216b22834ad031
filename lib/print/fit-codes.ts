/** Stable codes of print-fit findings, for every system (documented in docs/print.md with a bad and a good example). */
export const PRINT_FIT_CODES = {
  overflow: "print-text-overflow",
  missingGlyph: "print-missing-glyph",
} as const;
