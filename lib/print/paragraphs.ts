/**
 * Text as paragraphs for the layout (text-layout.ts): one per line, leading spaces kept as an
 * indent (react-pdf would collapse them). System-neutral: GOT CGS's areas and any system's face
 * regions (face-scene.ts) use it.
 */
import { emWidth, type Paragraph } from "./text-layout";
import type { FaceName } from "./fonts";

/** The lines of a text with their 0-based offsets, without blank lines at the start and end. */
export function paragraphLines(text: string): { line: string; offset: number }[] {
  const out: { line: string; offset: number }[] = [];
  let offset = 0;
  for (const line of text.split("\n")) {
    out.push({ line, offset });
    offset += line.length + 1;
  }
  // Blank lines at the start and end print nothing useful and would only take room.
  while (out.length > 0 && (out[0] as { line: string }).line.trim() === "") out.shift();
  while (out.length > 0 && (out[out.length - 1] as { line: string }).line.trim() === "") out.pop();
  return out;
}

/** The face `**bold**` prints in, over a region's own face. */
const BOLD_OF: Readonly<Record<FaceName, FaceName>> = { sans: "sansBold", sansMedium: "sansBold", sansItalic: "sansBold", sansBold: "sansBold", mono: "monoBold", monoBold: "monoBold" };
/** The face `*italic*` prints in (mono has no italic: it stays itself). */
const ITALIC_OF: Readonly<Record<FaceName, FaceName>> = { sans: "sansItalic", sansMedium: "sansItalic", sansItalic: "sansItalic", sansBold: "sansItalic", mono: "mono", monoBold: "monoBold" };
/** `**bold**` or `*italic*` (not spanning lines, not empty, no space just inside the stars). */
const EMPHASIS = /\*\*(\S(?:[^*\n]*?\S)?)\*\*|\*(\S(?:[^*\n]*?\S)?)\*/g;

/** One line of rich text as spans: `**bold**` in the bold face, `*italic*` in the italic one, the rest in `face`; the stars are not printed. */
export function richSpans(line: string, face: FaceName): { text: string; face: FaceName }[] {
  const spans: { text: string; face: FaceName }[] = [];
  let at = 0;
  for (const m of line.matchAll(EMPHASIS)) {
    if (m.index > at) spans.push({ text: line.slice(at, m.index), face });
    if (m[1] !== undefined) spans.push({ text: m[1], face: BOLD_OF[face] });
    else if (m[2] !== undefined) spans.push({ text: m[2], face: ITALIC_OF[face] });
    at = m.index + m[0].length;
  }
  if (at < line.length) spans.push({ text: line.slice(at), face });
  return spans.filter((s) => s.text !== "");
}

/** Rich text (a `richText` field): as {@link plainParagraphs}, with `**bold**` and `*italic*` runs. */
export function richParagraphs(text: string, face: FaceName): Paragraph[] {
  const spaceEm = emWidth(" ", face);
  return paragraphLines(text).map(({ line, offset }) => {
    const lead = line.length - line.trimStart().length;
    return { spans: line.trim() === "" ? [] : richSpans(line.trim(), face), indentEm: lead * spaceEm, hangingEm: 0, offset: offset + lead };
  });
}

/** Prose (directive, lore, identifier): one paragraph per line, in one face. */
export function plainParagraphs(text: string, face: FaceName): Paragraph[] {
  const spaceEm = emWidth(" ", face);
  return paragraphLines(text).map(({ line, offset }) => {
    const lead = line.length - line.trimStart().length;
    return { spans: line.trim() === "" ? [] : [{ text: line.trim(), face }], indentEm: lead * spaceEm, hangingEm: 0, offset: offset + lead };
  });
}

