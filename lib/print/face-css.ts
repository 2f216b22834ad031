/**
 * The print faces as a browser draws them (the dialog's SVG preview): CSS family, weight and
 * style, and the ascent that places a line's baseline below its top the way react-pdf does.
 * Pure data, safe in the browser; tests/print/face-css.test.ts checks the ascents against the
 * font files.
 */
import type { FaceName } from "./fonts";

export interface FaceCss {
  readonly family: string;
  readonly weight: number;
  readonly style: "normal" | "italic";
  /** Ascent in ems (hhea ascender / units per em). */
  readonly ascent: number;
}

export const FACE_CSS: Readonly<Record<FaceName, FaceCss>> = {
  sans: { family: "Inter, ui-sans-serif, sans-serif", weight: 400, style: "normal", ascent: 0.96875 },
  sansMedium: { family: "Inter, ui-sans-serif, sans-serif", weight: 500, style: "normal", ascent: 0.96875 },
  sansItalic: { family: "Inter, ui-sans-serif, sans-serif", weight: 400, style: "italic", ascent: 0.96875 },
  sansBold: { family: "Inter, ui-sans-serif, sans-serif", weight: 700, style: "normal", ascent: 0.96875 },
  mono: { family: "'JetBrains Mono', ui-monospace, monospace", weight: 400, style: "normal", ascent: 1.02 },
  monoBold: { family: "'JetBrains Mono', ui-monospace, monospace", weight: 600, style: "normal", ascent: 1.02 },
};
