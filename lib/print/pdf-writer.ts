/**
 * Writes one PDF from a react-pdf document given a few pages at a time.
 *
 * `renderToBuffer` lays out the whole document, keeps every page's layout tree until it has
 * written the last one, and only then lets go: for a pack of a thousand cards that tree is most
 * of the memory a render takes (about 350 MB). Here each chunk of pages goes through react-pdf's
 * own steps — its reconciler (`pdf()`), its layout (`@react-pdf/layout`) and its renderer
 * (`@react-pdf/render`) — into one shared pdfkit document, and the chunk's tree is dropped before
 * the next one is laid out. It is the same pipeline `renderToBuffer` runs (renderer/lib/
 * react-pdf.js, `pdf().render`), and the same output: one file, each font embedded once as a
 * subset of every glyph the document uses, each picture embedded once.
 *
 * Two details of running the renderer more than once on one document: it ends the document at
 * the end of every call (here the end waits for the last chunk), and it keeps the pictures it
 * embedded per call (here they are kept per document, by their bytes).
 */
import { createHash } from "node:crypto";
import type { ReactElement } from "react";
import { Font, pdf, type DocumentProps } from "@react-pdf/renderer";
import layoutDocument from "@react-pdf/layout";
import renderDocument from "@react-pdf/render";
import PDFDocument from "pdfkit";

export interface DocumentInfo {
  readonly title: string;
  readonly subject: string;
  readonly creator: string;
  readonly producer: string;
}

type Context = PDFDocument;
type LayoutFn = (root: unknown, fontStore: unknown) => Promise<unknown>;
type RenderFn = (ctx: Context, doc: unknown) => Context;

/**
 * The PDF of `chunks` chunks of pages, `chunk(i)` giving the i-th as a react-pdf `<Document>`
 * (its own properties are ignored: `info` is the file's). `between` runs after each chunk
 * (progress, letting the event loop turn).
 */
export async function writePdfInChunks(
  info: DocumentInfo,
  chunks: number,
  chunk: (index: number) => ReactElement<DocumentProps>,
  between?: (index: number) => Promise<void> | void,
): Promise<Uint8Array<ArrayBuffer>> {
  // The options `pdf().render` gives pdfkit for a document with these properties.
  const ctx = new PDFDocument({
    compress: true,
    displayTitle: true,
    autoFirstPage: false,
    info: { Title: info.title, Subject: info.subject, Creator: info.creator, Producer: info.producer, CreationDate: new Date() },
  });
  const parts: Uint8Array[] = [];
  let length = 0;
  ctx.on("data", (part: Uint8Array) => {
    parts.push(part);
    length += part.byteLength;
  });
  const ended = new Promise<void>((resolve, reject) => {
    ctx.on("end", resolve);
    ctx.on("error", reject);
  });

  // Each picture embedded once per document, whichever chunk draws it first (react-pdf's own
  // cache of embedded pictures lives for one call of its renderer, i.e. one chunk).
  const openImage = ctx.openImage.bind(ctx);
  const opened = new Map<string, ReturnType<typeof openImage>>();
  const keys = new WeakMap<object, string>();
  ctx.openImage = (src: Parameters<typeof openImage>[0]) => {
    if (typeof src === "string" || !(src instanceof Uint8Array)) return openImage(src);
    let key = keys.get(src);
    if (key === undefined) {
      key = createHash("sha1").update(src).digest("hex");
      keys.set(src, key);
    }
    let image = opened.get(key);
    if (image === undefined) {
      image = openImage(src);
      opened.set(key, image);
    }
    return image;
  };

  // pdfkit's font(), given a font object (as react-pdf gives it for every run of text), makes a
  // new embedded font each time and then finds the first one again by comparing the two fonts'
  // name tables as JSON: a tenth of the time spent writing. The same object is the same font.
  const setFont = ctx.font.bind(ctx);
  const fonts = new WeakMap<object, unknown>();
  const state = ctx as unknown as { _font: unknown; _fontSource: unknown; _fontFamily: unknown };
  ctx.font = (src: unknown, family?: unknown, size?: number) => {
    if (typeof src !== "object" || src === null || (family !== undefined && typeof family !== "number")) return setFont(src, family, size);
    const known = fonts.get(src);
    if (known === undefined) {
      setFont(src, family, size);
      fonts.set(src, state._font);
      return ctx;
    }
    state._font = known;
    state._fontSource = src;
    state._fontFamily = null;
    const points = typeof family === "number" ? family : size;
    if (points != null) ctx.fontSize(points);
    return ctx;
  };

  // react-pdf's renderer ends the document after its pages; only the last chunk may.
  const end = ctx.end.bind(ctx);
  ctx.end = () => ctx;
  const layout = layoutDocument as unknown as LayoutFn;
  const render = renderDocument as unknown as RenderFn;
  for (let i = 0; i < chunks; i++) {
    // react-pdf's reconciler builds the document synchronously (renderToBuffer reads it the same way).
    const { document } = pdf(chunk(i)).container as { document: unknown };
    if (document === null || document === undefined) throw new Error("print: react-pdf built no document for a chunk of pages");
    const laidOut = await layout(document, Font);
    render(ctx, laidOut);
    await between?.(i);
  }
  end();
  await ended;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
