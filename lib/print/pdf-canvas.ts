/**
 * A page to draw print's already laid-out scenes on, straight into pdfkit: rectangles, frames,
 * pictures and lines of text at the positions text-layout.ts computed. No second layout: the
 * lines are drawn exactly as they were broken, each run shaped by fontkit with print's features
 * (fontFeatures) and written as glyphs of the embedded font, a subset of the glyphs used.
 *
 * Coordinates are points from the top left of the current frame, y down (pdfkit's user space).
 * Text goes through {@link PdfCanvas.textLine}: a line's runs are split over the fonts of their
 * face's stack (FaceFonts.eachRun: the first font that has each character), and each piece is
 * written as one TJ of glyph ids with the kerning as adjustments, made once per document.
 *
 * What a card side draws is the same for every copy: {@link PdfCanvas.recorded} writes it once,
 * in the card's own frame, and repeats that content (and the page resources it names: fonts,
 * pictures, opacities) for every other copy, moved into place by a transform.
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

type ResourceKind = "fonts" | "xobjects" | "ext_gstates";

/** Content written once and its page resources (kind, name, object), to repeat elsewhere. */
interface Recording {
  readonly content: string;
  readonly resources: readonly (readonly [ResourceKind, string, unknown])[];
}

interface PdfPage {
  readonly fonts: Record<string, unknown>;
  readonly xobjects: Record<string, unknown>;
  readonly ext_gstates: Record<string, unknown>;
}

interface PdfRef {
  end(): void;
}

/** A number as PDF content writes it: at most four decimals, no exponent. */
export function num(n: number): string {
  const r = Math.round(n * 10000) / 10000;
  return Object.is(r, -0) ? "0" : String(r);
}

function rgbOp({ r, g, b }: Rgb, op: "rg" | "RG"): string {
  return `${num(r / 255)} ${num(g / 255)} ${num(b / 255)} ${op}`;
}

/** How far a Bézier control point sits from a rounded corner's end: pdfkit's roundedRect curve. */
const KAPPA = 4.0 * ((Math.sqrt(2) - 1.0) / 3.0);

/** A rectangle's outline (rounded by `radius`, as pdfkit's roundedRect draws it), as path operators. */
function rectPath({ x, y, width: w, height: h }: RectPt, radius: number): string {
  const r = Math.max(0, Math.min(radius, 0.5 * w, 0.5 * h));
  if (r <= 0) return `${num(x)} ${num(y)} ${num(w)} ${num(h)} re`;
  const c = r * (1.0 - KAPPA);
  const n = num;
  return (
    `${n(x + r)} ${n(y)} m ${n(x + w - r)} ${n(y)} l ${n(x + w - c)} ${n(y)} ${n(x + w)} ${n(y + c)} ${n(x + w)} ${n(y + r)} c ` +
    `${n(x + w)} ${n(y + h - r)} l ${n(x + w)} ${n(y + h - c)} ${n(x + w - c)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c ` +
    `${n(x + r)} ${n(y + h)} l ${n(x + c)} ${n(y + h)} ${n(x)} ${n(y + h - c)} ${n(x)} ${n(y + h - r)} c ` +
    `${n(x)} ${n(y + r)} l ${n(x)} ${n(y + c)} ${n(x + c)} ${n(y)} ${n(x + r)} ${n(y)} c h`
  );
}

export class PdfCanvas {
  private readonly doc: PDFDocument;
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  private readonly ended: Promise<void>;
  private readonly embedded = new Map<FontkitFont, PDFEmbeddedFont>();
  private readonly pieces = new Map<PDFEmbeddedFont, Map<string, Piece>>();
  private readonly images = new Map<string, PDFImage & { label: string; obj?: unknown; embed(doc: PDFDocument): void }>();
  private readonly colours = new Map<string, { rgb: Rgb | null; opacity: number }>();
  private readonly opacities = new Map<number, [string, PdfRef]>();
  private readonly recordings = new WeakMap<object, Recording>();
  /** While recording: the content and resources written so far. */
  private recording: { content: string[]; resources: [ResourceKind, string, unknown][] } | null = null;

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      compress: true,
      displayTitle: true,
      autoFirstPage: false,
      // No default font: pdfkit would parse Helvetica's metrics for nothing (every text here is embedded).
      font: null,
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
  }

  private emit(ops: string): void {
    if (this.recording !== null) this.recording.content.push(ops);
    else this.doc.addContent(ops);
  }

  /** Names a resource on the current page (and in the recording, to name it again on replay). */
  private use(kind: ResourceKind, name: string, object: unknown): void {
    (this.doc.page as PdfPage)[kind][name] = object;
    this.recording?.resources.push([kind, name, object]);
  }

  /**
   * Draws `draw` in a frame moved by the transform `matrix` (a b c d e f, PDF's order) from the
   * current one. The first time a `key` is drawn its content is recorded; later it is repeated
   * without drawing it again. `draw` must depend on nothing but `key`.
   */
  recorded(key: object, matrix: readonly number[], draw: () => void): void {
    let rec = this.recordings.get(key);
    if (rec === undefined && this.recording === null) {
      this.recording = { content: [], resources: [] };
      try {
        draw();
        rec = { content: this.recording.content.join("\n"), resources: this.recording.resources };
      } finally {
        this.recording = null;
      }
      this.recordings.set(key, rec);
    } else if (rec === undefined) {
      // Nested: drawn in place, inside the recording under way.
      this.emit(`q ${matrix.map(num).join(" ")} cm`);
      draw();
      this.emit("Q");
      return;
    }
    const page = this.doc.page as PdfPage;
    for (const [kind, name, object] of rec.resources) page[kind][name] = object;
    this.emit(`q ${matrix.map(num).join(" ")} cm\n${rec.content}\nQ`);
  }

  private colour(css: string): { rgb: Rgb | null; opacity: number } {
    let c = this.colours.get(css);
    if (c === undefined) {
      c = parseColour(css);
      this.colours.set(css, c);
    }
    return c;
  }

  /** The graphics state that sets fill (`ca`) and stroke (`CA`) opacity, as `/name gs`. */
  private opacity(alpha: number): string {
    const key = Math.round(alpha * 10000) / 10000;
    let entry = this.opacities.get(key);
    if (entry === undefined) {
      const ref = (this.doc as unknown as { ref(data: object): PdfRef }).ref({ Type: "ExtGState", ca: key, CA: key });
      ref.end();
      entry = [`GhO${this.opacities.size + 1}`, ref];
      this.opacities.set(key, entry);
    }
    this.use("ext_gstates", entry[0], entry[1]);
    return `/${entry[0]} gs`;
  }

  /** A filled rectangle, rounded by `radius` points, at `opacity` (times the colour's own). */
  fillRect(rect: RectPt, css: string, opacity = 1, radius = 0): void {
    const { rgb, opacity: own } = this.colour(css);
    const alpha = own * opacity;
    if (rgb === null || alpha <= 0) return;
    const path = rectPath(rect, radius);
    // Clipped to its own outline, then filled, as react-pdf painted a box's background: pdfjs
    // and some printer drivers anti-alias a clipped edge differently from a plain fill's, and
    // this way the pages render as they did before, pixel for pixel (tests/print/pdf.test.ts).
    this.emit(`q ${alpha < 1 ? `${this.opacity(alpha)} ` : ""}${rgbOp(rgb, "rg")} ${path} W n ${path} f Q`);
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
    const outer = rectPath(rect, radius);
    const inner = rectPath({ x: rect.x + width, y: rect.y + width, width: rect.width - 2 * width, height: rect.height - 2 * width }, Math.max(0, radius - width));
    this.emit(`q ${opacity < 1 ? `${this.opacity(opacity)} ` : ""}${outer} ${inner} W* n ${rgbOp(rgb, "RG")} ${num(2 * width)} w ${outer} S Q`);
  }

  /**
   * A picture (a data URL, or a path) covering `rect` (scaled to fill it, centred, the rest cut
   * off, as CSS object-fit: cover), clipped to the rectangle rounded by `radius`. Each picture is
   * embedded once per document. Throws when the picture is neither JPEG nor PNG.
   */
  image(src: string, rect: RectPt, radius = 0, fit: "cover" | "contain" = "cover"): void {
    let image = this.images.get(src);
    if (image === undefined) {
      const comma = src.startsWith("data:") ? src.indexOf(",") : -1;
      const opened = this.doc.openImage(comma >= 0 && src.slice(0, comma).endsWith(";base64") ? new Uint8Array(Buffer.from(src.slice(comma + 1), "base64")) : src);
      image = opened as typeof image & object;
      this.images.set(src, image);
    }
    if (image.obj == null) image.embed(this.doc);
    this.use("xobjects", image.label, image.obj);
    const scale = (fit === "contain" ? Math.min : Math.max)(rect.width / image.width, rect.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    // A picture that fills its rectangle exactly needs no clip (a clip's edge also renders a
    // little harder than the picture's own in some viewers).
    const exact = radius <= 0 && Math.abs(w - rect.width) < 1e-6 && Math.abs(h - rect.height) < 1e-6;
    const clip = exact ? "" : `${rectPath(rect, radius)} W n `;
    const x = rect.x + (rect.width - w) / 2;
    const y = rect.y + (rect.height - h) / 2;
    // The picture's unit square, drawn upright in pdfkit's y-down space (as pdfkit's image() does).
    this.emit(`q ${clip}${num(w)} 0 0 ${num(-h)} ${num(x)} ${num(y + h)} cm /${image.label} Do Q`);
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
    const placed: { id: string; piece: Piece; at: number }[] = [];
    let ascent = 0;
    let at = x;
    for (const run of runs) {
      const fonts = faceFonts(run.face);
      fonts.eachRun(run.text, (start, end, index) => {
        const font = fonts.font(index);
        const embedded = this.fontOf(font);
        const piece = this.piece(embedded, font, run.face, run.text.slice(start, end));
        this.use("fonts", embedded.id, embedded.ref());
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
    this.emit(`${ops} ET Q`);
    return at - x;
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
