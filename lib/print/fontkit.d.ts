// The part of fontkit 2 that print uses (the package ships no types; @types/fontkit lags it).
declare module "fontkit" {
  export interface Glyph {
    readonly id: number;
    readonly advanceWidth: number;
    readonly codePoints: readonly number[];
  }
  /** A glyph's place in a run, in font units. */
  export interface GlyphPosition {
    readonly xAdvance: number;
    readonly yAdvance: number;
    readonly xOffset: number;
    readonly yOffset: number;
  }
  export interface GlyphRun {
    readonly advanceWidth: number;
    readonly glyphs: readonly Glyph[];
    readonly positions: readonly GlyphPosition[];
  }
  export interface Font {
    readonly postscriptName: string;
    readonly unitsPerEm: number;
    readonly ascent: number;
    readonly descent: number;
    readonly lineGap: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** `script`, `language` and `direction` as fontkit names them (react-pdf passes "ltr"). */
    layout(text: string, features?: readonly string[] | Record<string, boolean>, script?: string, language?: string, direction?: string): GlyphRun;
  }
  /** Parses a TTF, OTF, WOFF or WOFF2 file; collections (TTC) are not used here. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
