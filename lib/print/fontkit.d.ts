// The part of fontkit 2 that print uses (the package ships no types; @types/fontkit lags it).
declare module "fontkit" {
  export interface GlyphRun {
    readonly advanceWidth: number;
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
