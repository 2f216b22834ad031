/**
 * The PDF reader the print tests use (./pdf-read.ts) says so when a PDF is wrong: a font that is
 * not embedded, a page of another size, text somewhere else, ink of another extent. Checked on
 * PDFs written here byte by byte, and on a real print whose font programs are cut out.
 */
import { describe, expect, it } from "vitest";
import { renderCalibrationPdf } from "@/lib/print/render";
import { inkBox, pageSizes, pdfFonts, pdfText, pdfTextItems, renderPage } from "./pdf-read";

/** A one-page PDF of `width` x `height` pt drawing `content`, with Helvetica as /F1, not embedded. */
function handMadePdf(width: number, height: number, content: string): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** `pdf` with every `from` replaced by `to` (the same length, so the cross-reference table stays right). */
function patched(pdf: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error("a patch must keep the length");
  const text = Buffer.from(pdf).toString("latin1");
  if (!text.includes(from)) throw new Error(`no ${from} in the PDF`);
  return new Uint8Array(Buffer.from(text.split(from).join(to), "latin1"));
}

const HELLO = handMadePdf(300, 200, "BT /F1 12 Tf 72 150 Td (Hello) Tj ET\nBT /F1 10 Tf 72 120 Td (World) Tj ET");
const RECTANGLE = handMadePdf(300, 200, "0 0 1 rg 36 36 144 72 re f");

describe("the PDF reader", () => {
  it("gives page sizes in points", async () => {
    expect(await pageSizes(HELLO)).toEqual([{ width: 300, height: 200 }]);
    expect(await pageSizes(handMadePdf(612, 792, ""))).toEqual([{ width: 612, height: 792 }]);
  });

  it("gives text with its position and size, and the page's text line by line", async () => {
    const [items] = await pdfTextItems(HELLO);
    const hello = items?.find((i) => i.text === "Hello");
    expect(hello).toMatchObject({ x: 72, y: 150, size: 12 });
    expect(items?.find((i) => i.text === "World")).toMatchObject({ x: 72, y: 120, size: 10 });
    expect(await pdfText(HELLO)).toMatch(/^Hello\s*\nWorld\s*\n\f$/);
  });

  it("reports a font the PDF does not carry as not embedded", async () => {
    expect(await pdfFonts(HELLO)).toEqual([{ name: "Helvetica", type: "Type1", embedded: false, subset: false }]);
  });

  it("reports our print's fonts as embedded subsets, and as not embedded once their font programs are cut out", async () => {
    const pdf = await renderCalibrationPdf("A4", "long-edge");
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
    // The font dictionaries lose their /FontFile2 key: the programs are still in the file, unreachable.
    const cut = await pdfFonts(patched(pdf, "/FontFile2", "/FontFileX"));
    expect(cut.map((f) => f.name)).toEqual(fonts.map((f) => f.name));
    expect(cut.filter((f) => f.embedded)).toEqual([]);
  });

  it("renders a page to pixels at a resolution: a 144 x 72 pt rectangle is 200 x 100 px at 100 dpi", async () => {
    const page = await renderPage(RECTANGLE, 1, 100);
    expect([page.width, page.height]).toEqual([417, 278]);
    const blue = (x: number, y: number) => [...page.rgba.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4)];
    expect(blue(100, 278 - 75)).toEqual([0, 0, 255, 255]);
    expect(blue(5, 5)).toEqual([255, 255, 255, 255]);
    const box = inkBox(page);
    expect(Math.abs(box.width - 200)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - 100)).toBeLessThanOrEqual(1);
  });
});
