/** poppler's command-line tools, for reading PDFs back in tests. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function withPdf<T>(pdf: Uint8Array, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "gh-print-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PdfFont {
  readonly name: string;
  readonly type: string;
  readonly embedded: boolean;
}

export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  return withPdf(pdf, (file) => {
    const out = execFileSync("pdffonts", [file], { encoding: "utf8" });
    return out
      .split("\n")
      .slice(2)
      .filter((l) => l.trim() !== "")
      .map((line) => {
        // name, type (may contain spaces), encoding, emb, sub, uni, object, id
        const parts = line.trim().split(/\s+/);
        return { name: parts[0] as string, type: parts.slice(1, parts.length - 6).join(" "), embedded: parts[parts.length - 5] === "yes" };
      });
  });
}

/** Page sizes in points, in page order. */
export function pageSizes(pdf: Uint8Array): { width: number; height: number }[] {
  return withPdf(pdf, (file) => {
    const out = execFileSync("pdfinfo", ["-f", "1", "-l", "9999", file], { encoding: "utf8" });
    return [...out.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
  });
}

export function pdfText(pdf: Uint8Array, args: string[] = []): string {
  return withPdf(pdf, (file) => execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" }));
}

/** One page rendered as PNG bytes at `dpi`. */
export function renderPage(pdf: Uint8Array, page: number, dpi: number): Uint8Array {
  return withPdf(pdf, (file, dir) => {
    execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", file, join(dir, "page")]);
    return new Uint8Array(readFileSync(join(dir, "page.png")));
  });
}

/** The object numbers of the pictures the pages draw (a picture embedded once has one). */
export function pdfImageObjects(pdf: Uint8Array): number[] {
  return withPdf(pdf, (file) => {
    const out = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
    // page num type width height color comp bpc enc interp object ID …
    return out
      .split("\n")
      .slice(2)
      .filter((l) => l.trim() !== "")
      .map((l) => Number(l.trim().split(/\s+/)[10]));
  });
}
