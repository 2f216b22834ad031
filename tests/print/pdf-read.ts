/**
 * Reads PDFs back in tests with pdfjs-dist (its legacy build, the one for Node 20) and renders
 * pages onto @napi-rs/canvas: no system binary, so `npm test` needs nothing but npm.
 *
 * Fonts: a font counts as embedded only when its dictionary has a FontFile, FontFile2 or FontFile3
 * stream, as pdffonts counts it. pdfjs is opened with no standard font data and no system fonts
 * (below), so a font without such a stream has nothing to load and pdfjs marks it `missingFile`;
 * tests/print/pdf-read.test.ts checks that this fires on a PDF whose font is not embedded.
 */
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, OPS, VerbosityLevel, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

/** A page's size in points (its crop box, unrotated), to 0.01 pt as pdfinfo gives it. */
export interface PageSize {
  readonly width: number;
  readonly height: number;
}

export interface PdfFont {
  /** The font's PostScript name, with its subset tag ("ABCDEF+Inter-Regular"). */
  readonly name: string;
  /** The font program's type as pdfjs reads it: "TrueType", "Type1", "CIDFontType2", … */
  readonly type: string;
  /** The PDF carries the font program (FontFile, FontFile2 or FontFile3). */
  readonly embedded: boolean;
  /** The name has a subset tag: six capitals and a plus. */
  readonly subset: boolean;
}

/** One run of text as drawn: its baseline's start in points from the page's bottom left. */
export interface PdfTextItem {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Advance width and font size, in points. */
  readonly width: number;
  readonly size: number;
  /** The line ends after this run (pdfjs's judgement from the positions). */
  readonly endsLine: boolean;
}

/** A page rendered to pixels: RGBA, row by row from the top, on white. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8ClampedArray;
}

async function withPdf<T>(pdf: Uint8Array, fn: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const doc = await getDocument({
    // pdfjs takes the buffer over (detaches it): a copy keeps the caller's bytes.
    data: new Uint8Array(pdf),
    // Nothing to stand in for a font the PDF does not carry (see the module's comment).
    useSystemFonts: false,
    disableFontFace: true,
    fontExtraProperties: true,
    isEvalSupported: false,
    // A broken PDF throws instead of being patched up.
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    return await fn(doc);
  } finally {
    await doc.destroy();
  }
}

async function eachPage<T>(doc: PDFDocumentProxy, fn: (page: PDFPageProxy) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 1; i <= doc.numPages; i++) out.push(await fn(await doc.getPage(i)));
  return out;
}

/** Page sizes in points, in page order. */
export function pageSizes(pdf: Uint8Array): Promise<PageSize[]> {
  return withPdf(pdf, (doc) =>
    eachPage(doc, async (page) => {
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      // The file holds 841.889771 for A3's 841.8897…: to 0.01 pt, sizes compare with the paper's.
      return { width: Math.round((x1 - x0) * 100) / 100, height: Math.round((y1 - y0) * 100) / 100 };
    }),
  );
}

/** The text runs of every page, in the order they are drawn. */
export function pdfTextItems(pdf: Uint8Array): Promise<PdfTextItem[][]> {
  return withPdf(pdf, (doc) =>
    eachPage(doc, async (page) => {
      const content = await page.getTextContent();
      return content.items
        .filter((item): item is TextItem => "str" in item)
        .map((item) => {
          const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number];
          return { text: item.str, x: e, y: f, width: item.width, size: Math.hypot(a, b), endsLine: item.hasEOL };
        });
    }),
  );
}

/**
 * The text of every page in the order it is drawn (a card's lines stay together; pdftotext's
 * reading order could interleave cards side by side), a line break where pdfjs sees a line end,
 * each page ended by a form feed as pdftotext ends it. Runs on one line are joined as drawn:
 * pdfjs puts a space item where the gap between two runs is a space wide.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const pages = await pdfTextItems(pdf);
  return pages.map((items) => items.map((item) => item.text + (item.endsLine ? "\n" : "")).join("") + "\n\f").join("");
}

/** Every font the pages use, once each (one PDF font object, one entry), in order of first use. */
export function pdfFonts(pdf: Uint8Array): Promise<PdfFont[]> {
  return withPdf(pdf, async (doc) => {
    const fonts = new Map<string, PdfFont>();
    await eachPage(doc, async (page) => {
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, i) => {
        if (fn !== OPS.setFont) return;
        const loadedName = (ops.argsArray[i] as [string])[0];
        if (fonts.has(loadedName)) return;
        const font = page.commonObjs.get(loadedName) as { name: string; missingFile: boolean; type?: string };
        fonts.set(loadedName, { name: font.name, type: font.type ?? "", embedded: !font.missingFile, subset: /^[A-Z]{6}\+/.test(font.name) });
      });
    });
    return [...fonts.values()];
  });
}

/** The PDF objects ("12R") of the pictures each page draws, page after page: one picture embedded once has one. */
export function pdfImageObjects(pdf: Uint8Array): Promise<string[]> {
  return withPdf(pdf, async (doc) => {
    const perPage = await eachPage(doc, async (page) => {
      const ops = await page.getOperatorList();
      const ids = ops.fnArray.flatMap((fn, i) => (fn === OPS.paintImageXObject ? [(ops.argsArray[i] as [string])[0]] : []));
      return Promise.all(
        ids.map(async (id) => {
          // Pictures that several pages draw are kept in the document's objects, the others in the page's.
          const objs = page.commonObjs.has(id) ? page.commonObjs : page.objs;
          const image = await new Promise<{ ref?: string } | null>((resolve) => objs.get(id, resolve));
          if (image?.ref === undefined) throw new Error(`picture ${id} on page ${page.pageNumber} has no PDF object`);
          return image.ref;
        }),
      );
    });
    return perPage.flat();
  });
}

/** Page `pageNumber` (from 1) rendered at `dpi`: ceil(size x dpi / 72) pixels each way, as pdftoppm sizes it. */
export function renderPage(pdf: Uint8Array, pageNumber: number, dpi: number): Promise<Raster> {
  return withPdf(pdf, async (doc) => {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width - 1e-6);
    const height = Math.ceil(viewport.height - 1e-6);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return { width, height, rgba: new Uint8ClampedArray(context.getImageData(0, 0, width, height).data) };
  });
}

/** The extent (px) of a raster's ink: the pixels with a channel under 245 (not white paper). */
export function inkBox(page: Raster): { width: number; height: number } {
  let [minX, minY, maxX, maxY] = [page.width, page.height, -1, -1];
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const i = (y * page.width + x) * 4;
      if ((page.rgba[i] as number) < 245 || (page.rgba[i + 1] as number) < 245 || (page.rgba[i + 2] as number) < 245) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return { width: maxX - minX + 1, height: maxY - minY + 1 };
}
