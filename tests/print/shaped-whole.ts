/**
 * The reference the text measurer is checked against: the width react-pdf gets, each font's run
 * of the text shaped whole by fontkit, in ems (tests/print/text-layout.test.ts, font-metrics.test.ts).
 */
import { faceFonts, fontFeatures, type FaceName } from "@/lib/print/fonts";

export function shapedWhole(text: string, face: FaceName): number {
  const fonts = faceFonts(face);
  let total = 0;
  let start = 0;
  let font = -2;
  let i = 0;
  const flush = (end: number) => {
    if (end <= start || font < 0) return;
    const f = fonts.font(font);
    total += f.layout(text.slice(start, end), fontFeatures(face)).advanceWidth / f.unitsPerEm;
  };
  for (const ch of text) {
    const index = Math.max(0, fonts.fontIndexFor(ch.codePointAt(0) as number));
    if (index !== font) {
      flush(i);
      start = i;
      font = index;
    }
    i += ch.length;
  }
  flush(text.length);
  return total;
}
