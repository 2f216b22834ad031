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
    layout(text: string, features?: readonly string[] | Record<string, boolean>): GlyphRun;
  }
  /** Parses a TTF, OTF, WOFF or WOFF2 file; collections (TTC) are not used here. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
