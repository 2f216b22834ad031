/** Print fit codes (lib/systems/got-cgs/print/fit.ts PRINT_FIT_CODES; a test keeps the two in step). */
export const PRINT_RULES = [
  { code: "print-text-overflow", summary: "Text that does not fit its area on the printed card even at the smallest readable size: shorten it, or make the card gold." },
  { code: "print-missing-glyph", summary: "A character none of the embedded fonts can draw: it would print as a box. Replace it." },
] as const;
