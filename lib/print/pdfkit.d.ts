// The part of pdfkit (react-pdf's PDF writer) that pdf-writer.ts uses; the package ships no types.
declare module "pdfkit" {
  import { Readable } from "node:stream";

  export interface PDFImage {
    readonly width: number;
    readonly height: number;
  }

  export interface PDFDocumentOptions {
    readonly compress?: boolean;
    readonly displayTitle?: boolean;
    readonly autoFirstPage?: boolean;
    readonly info?: Readonly<Record<string, string | Date>>;
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    openImage(src: string | Uint8Array): PDFImage;
    font(src: unknown, family?: unknown, size?: number): this;
    fontSize(size: number): this;
    end(): this;
  }
}
