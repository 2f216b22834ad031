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

/** Prose (directive, lore, identifier): one paragraph per line, in one face. */
export function plainParagraphs(text: string, face: FaceName): Paragraph[] {
  const spaceEm = emWidth(" ", face);
  return paragraphLines(text).map(({ line, offset }) => {
    const lead = line.length - line.trimStart().length;
    return { spans: line.trim() === "" ? [] : [{ text: line.trim(), face }], indentEm: lead * spaceEm, hangingEm: 0, offset: offset + lead };
  });
}

