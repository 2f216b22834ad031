/**
 * A page to draw print's already laid-out scenes on, straight into pdfkit: rectangles, frames,
 * pictures and lines of text at the positions text-layout.ts computed. No second layout: the
 * lines are drawn exactly as they were broken, each run shaped by fontkit with print's features
 * (fontFeatures) and written as glyphs of the embedded font, a subset of the glyphs used.
 *
 * Coordinates are points from the page's top left, y down (pdfkit's user space). Text goes
 * through {@link PdfCanvas.textLine}: a line's runs are split over the fonts of their face's
 * stack (FaceFonts.eachRun: the first font that has each character), and each piece is written
 * as one TJ of glyph ids with the kerning as adjustments. A piece's TJ depends only on its font
 * and text, so it is made once per document (copies, backs and attribute names repeat).
 */
import PDFDocument, { type PDFEmbeddedFont, type PDFImage } from "pdfkit";
import type { Font as FontkitFont } from "fontkit";
import { faceFonts, fontFeatures, type FaceName } from "./fonts";
import { parseColour, type Rgb } from "./pdf-colour";

export interface DocumentInfo {
  readonly title: string;
  readonly subject: string;
  readonly creator: string;
  readonly producer: string;
}

export interface RectPt {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A piece of a line in one font: the TJ operand and its advance (in ems of the font size). */
interface Piece {
  readonly tj: string;
  readonly advanceEm: number;
}

/** A number as PDF content writes it: at most four decimals, no exponent. */
export function num(n: number): string {
  const r = Math.round(n * 10000) / 10000;
  return Object.is(r, -0) ? "0" : String(r);
}

function rgbOp({ r, g, b }: Rgb, op: "rg" | "RG"): string {
  return `${num(r / 255)} ${num(g / 255)} ${num(b / 255)} ${op}`;
}

export class PdfCanvas {
  private readonly doc: PDFDocument;
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  private readonly ended: Promise<void>;
  /** Per face, per font of its stack: pdfkit's embedded font. */
  private readonly embedded = new Map<FontkitFont, PDFEmbeddedFont>();
  private readonly pieces = new Map<PDFEmbeddedFont, Map<string, Piece>>();
  private readonly images = new Map<string, PDFImage>();
  private readonly colours = new Map<string, { rgb: Rgb | null; opacity: number }>();
  private pageHeight = 0;

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      compress: true,
      displayTitle: true,
      autoFirstPage: false,
      info: { Title: info.title, Subject: info.subject, Creator: info.creator, Producer: info.producer, CreationDate: new Date() },
    });
    this.doc.on("data", (part: Uint8Array) => {
      this.parts.push(part);
      this.length += part.byteLength;
    });
    this.ended = new Promise<void>((resolve, reject) => {
      this.doc.on("end", resolve);
      this.doc.on("error", reject);
    });
  }

  /** Starts a page of `width` x `height` points. */
  page(width: number, height: number): void {
    this.doc.addPage({ size: [width, height], margin: 0 });
    this.pageHeight = height;
  }

  get height(): number {
    return this.pageHeight;
  }

  /** Runs `draw` turned by `degrees` (clockwise on the page) about (`cx`, `cy`). */
  rotated(degrees: number, cx: number, cy: number, draw: () => void): void {
    this.doc.save();
    this.doc.rotate(degrees, { origin: [cx, cy] });
    draw();
    this.doc.restore();
  }

  private colour(css: string): { rgb: Rgb | null; opacity: number } {
    let c = this.colours.get(css);
    if (c === undefined) {
      c = parseColour(css);
      this.colours.set(css, c);
    }
    return c;
  }

  /** A filled rectangle, rounded by `radius` points, at `opacity` (times the colour's own). */
  fillRect(rect: RectPt, css: string, opacity = 1, radius = 0): void {
    const { rgb, opacity: own } = this.colour(css);
    const alpha = own * opacity;
    if (rgb === null || alpha <= 0) return;
    const doc = this.doc;
    doc.save();
    if (alpha < 1) doc.fillOpacity(alpha);
    doc.addContent(rgbOp(rgb, "rg"));
    // Clipped to its own outline, then filled, as react-pdf painted a box's background: pdfjs
    // and some printer drivers anti-alias a clipped edge differently from a plain fill's, and
    // this way the pages render as they did before, pixel for pixel (tests/print/pdf.test.ts).
    this.path(rect, radius);
    doc.addContent("W n");
    this.path(rect, radius);
    doc.addContent("f");
    doc.restore();
  }

  /**
   * A border `width` points wide inside `rect` (as a CSS box draws its border), with outer
   * corners rounded by `radius`. Drawn as react-pdf drew borders, so the pages look as they
   * did: the outline stroked twice as wide and clipped to the ring between the two outlines (a
   * plain stroke thinner than a pixel is widened to a whole pixel by viewers).
   */
  strokeRectInside(rect: RectPt, css: string, width: number, radius = 0): void {
    const { rgb, opacity } = this.colour(css);
    if (rgb === null || opacity <= 0 || width <= 0) return;
    const doc = this.doc;
    doc.save();
    if (opacity < 1) doc.strokeOpacity(opacity);
    this.path(rect, radius);
    this.path({ x: rect.x + width, y: rect.y + width, width: rect.width - 2 * width, height: rect.height - 2 * width }, Math.max(0, radius - width));
    doc.addContent("W* n");
    doc.addContent(`${rgbOp(rgb, "RG")} ${num(2 * width)} w`);
    this.path(rect, radius);
    doc.addContent("S");
    doc.restore();
  }

  private path(rect: RectPt, radius: number): void {
    if (radius > 0) this.doc.roundedRect(rect.x, rect.y, rect.width, rect.height, radius);
    else this.doc.addContent(`${num(rect.x)} ${num(rect.y)} ${num(rect.width)} ${num(rect.height)} re`);
  }

  /**
   * A picture (a data URL, or a path) covering `rect` (scaled to fill it, centred, the rest cut
   * off, as CSS object-fit: cover), clipped to the rectangle rounded by `radius`. Each picture is
   * embedded once per document. Throws when the picture is neither JPEG nor PNG.
   */
  image(src: string, rect: RectPt, radius = 0): void {
    let image = this.images.get(src);
    if (image === undefined) {
      const comma = src.startsWith("data:") ? src.indexOf(",") : -1;
      image = this.doc.openImage(comma >= 0 && src.slice(0, comma).endsWith(";base64") ? new Uint8Array(Buffer.from(src.slice(comma + 1), "base64")) : src);
      this.images.set(src, image);
    }
    const scale = Math.max(rect.width / image.width, rect.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const doc = this.doc;
    doc.save();
    // A picture that fills its rectangle exactly needs no clip (a clip's edge also renders a
    // little harder than the picture's own in some viewers).
    const exact = radius <= 0 && Math.abs(w - rect.width) < 1e-6 && Math.abs(h - rect.height) < 1e-6;
    if (!exact) {
      this.path(rect, radius);
      doc.addContent("W n");
    }
    doc.image(image, rect.x + (rect.width - w) / 2, rect.y + (rect.height - h) / 2, { width: w, height: h, ignoreOrientation: true });
    doc.restore();
  }

  private fontOf(font: FontkitFont): PDFEmbeddedFont {
    let embedded = this.embedded.get(font);
    if (embedded === undefined) {
      // pdfkit wraps a fontkit font in its embedded font (subset, widths, ToUnicode map) and
      // writes it when the document ends, if a page used it.
      this.doc.font(font);
      embedded = this.doc._font as PDFEmbeddedFont;
      this.embedded.set(font, embedded);
      this.pieces.set(embedded, new Map());
    }
    return embedded;
  }

  private piece(embedded: PDFEmbeddedFont, font: FontkitFont, face: FaceName, text: string): Piece {
    const known = this.pieces.get(embedded) as Map<string, Piece>;
    let piece = known.get(text);
    if (piece !== undefined) return piece;
    // A fresh features object: fontkit writes into the one it is given.
    const run = font.layout(text, fontFeatures(face));
    const unit = 1000 / font.unitsPerEm;
    const parts: string[] = [];
    let hex = "";
    let advance = 0;
    for (let i = 0; i < run.glyphs.length; i++) {
      const glyph = run.glyphs[i] as (typeof run.glyphs)[number];
      const position = run.positions[i] as (typeof run.positions)[number];
      const gid = embedded.subset.includeGlyph(glyph.id);
      embedded.widths[gid] ??= glyph.advanceWidth * embedded.scale;
      embedded.unicode[gid] ??= glyph.codePoints;
      hex += gid.toString(16).padStart(4, "0");
      // Print shapes with kerning only (fontFeatures): glyphs move along the line, never off it.
      // The TJ adjustment is the kerning, in thousandths of an em, against the glyph's width.
      const adjust = (position.xAdvance - glyph.advanceWidth) * unit;
      if (adjust !== 0) {
        parts.push(`<${hex}> ${num(-adjust)}`);
        hex = "";
      }
      advance += position.xAdvance;
    }
    if (hex !== "") parts.push(`<${hex}>`);
    piece = { tj: `[${parts.join(" ")}] TJ`, advanceEm: advance / font.unitsPerEm };
    known.set(text, piece);
    return piece;
  }

  /**
   * One line of text: `runs` one after another from `x`, the top of the line box at `top`,
   * `sizePt` points, in `css` colour. The baseline sits the tallest ascent of the line's fonts
   * below the top, as react-pdf placed it (textkit: a line's ascent is its runs' largest).
   * Returns the line's advance (points).
   */
  textLine(runs: readonly { readonly text: string; readonly face: FaceName }[], x: number, top: number, sizePt: number, css: string): number {
    const { rgb } = this.colour(css);
    const fontsOfPage = (this.doc.page as unknown as { fonts: Record<string, unknown> }).fonts;
    const placed: { id: string; piece: Piece; at: number }[] = [];
    let ascent = 0;
    let at = x;
    for (const run of runs) {
      const fonts = faceFonts(run.face);
      fonts.eachRun(run.text, (start, end, index) => {
        const font = fonts.font(index);
        const embedded = this.fontOf(font);
        const piece = this.piece(embedded, font, run.face, run.text.slice(start, end));
        fontsOfPage[embedded.id] ??= embedded.ref();
        ascent = Math.max(ascent, font.ascent / font.unitsPerEm);
        placed.push({ id: embedded.id, piece, at });
        at += piece.advanceEm * sizePt;
      });
    }
    const baseline = num(top + ascent * sizePt);
    let ops = `q ${rgbOp(rgb ?? { r: 0, g: 0, b: 0 }, "rg")} BT`;
    let font = "";
    for (const p of placed) {
      if (p.id !== font) ops += ` /${p.id} ${num(sizePt)} Tf`;
      font = p.id;
      // The text matrix flips y back (pdfkit's user space is y down) so glyphs stand upright.
      ops += ` 1 0 0 -1 ${num(p.at)} ${baseline} Tm ${p.piece.tj}`;
    }
    this.doc.addContent(`${ops} ET Q`);
    return at - x;
  }

  /** Width of a line of runs in points, shaped as {@link textLine} draws them. */
  lineWidth(runs: readonly { readonly text: string; readonly face: FaceName }[], sizePt: number): number {
    let width = 0;
    for (const run of runs) {
      const fonts = faceFonts(run.face);
      fonts.eachRun(run.text, (start, end, index) => {
        const font = fonts.font(index);
        width += this.piece(this.fontOf(font), font, run.face, run.text.slice(start, end)).advanceEm * sizePt;
      });
    }
    return width;
  }

  /** A line box of `face`'s first font without a set line height (ascent, descent, line gap), in ems. */
  lineBoxEm(face: FaceName): number {
    const font = faceFonts(face).font(0);
    return (font.ascent - font.descent + font.lineGap) / font.unitsPerEm;
  }

  /** Ends the document: embeds the font subsets and pictures, and returns the file. */
  async finish(): Promise<Uint8Array<ArrayBuffer>> {
    this.doc.end();
    await this.ended;
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.byteLength;
    }
    return out;
  }
}
