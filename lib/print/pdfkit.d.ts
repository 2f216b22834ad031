// The part of pdfkit that print's PDF writer (pdf-canvas.ts) uses; the package ships no types.
declare module "pdfkit" {
  import { Readable } from "node:stream";

  export interface PDFImage {
    readonly width: number;
    readonly height: number;
  }

  /** pdfkit's wrapper of a fontkit font: the glyph subset it embeds, its widths and ToUnicode map. */
  export interface PDFEmbeddedFont {
    readonly id: string;
    /** 1000 / unitsPerEm. */
    readonly scale: number;
    readonly subset: { includeGlyph(glyphId: number): number };
    readonly widths: (number | undefined)[];
    readonly unicode: (readonly number[] | undefined)[];
    ref(): unknown;
  }

  export interface PDFDocumentOptions {
    readonly compress?: boolean;
    readonly displayTitle?: boolean;
    readonly autoFirstPage?: boolean;
    /** The default font; null for none. */
    readonly font?: string | null;
    readonly info?: Readonly<Record<string, string | Date>>;
  }

  export interface ImageOptions {
    readonly width?: number;
    readonly height?: number;
    readonly ignoreOrientation?: boolean;
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    /** The current font (set by font()). */
    _font: unknown;
    readonly page: unknown;
    addPage(options: { size: [number, number]; margin: number }): this;
    addContent(data: string): this;
    save(): this;
    restore(): this;
    rotate(degrees: number, options: { origin: [number, number] }): this;
    fillOpacity(opacity: number): this;
    strokeOpacity(opacity: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    openImage(src: string | Uint8Array): PDFImage;
    image(src: PDFImage, x: number, y: number, options: ImageOptions): this;
    font(src: unknown, family?: unknown, size?: number): this;
    fontSize(size: number): this;
    end(): this;
  }
}
