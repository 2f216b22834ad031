/** File names for printed PDFs. */
import type { PrintOptions } from "./options";

/** `The Drowned Coast` on A4 -> `the-drowned-coast-cards-a4.pdf` (safe on every file system). */
export function pdfFileName(packName: string, options: Pick<PrintOptions, "paper" | "era">): string {
  const slug = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/[^\w\- ]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase();
  const parts = [slug(packName) || "pack", ...(options.era ? [slug(options.era)] : []), "cards", options.paper.toLowerCase()];
  return `${parts.filter(Boolean).join("-")}.pdf`;
}
