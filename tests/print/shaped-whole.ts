/**
 * The reference the text measurer is checked against: the width react-pdf gets, each font's run
 * of the text shaped whole by fontkit, in ems (tests/print/text-layout.test.ts, font-metrics.test.ts).
 * The runs are the stack's own (FaceFonts.eachRun, which react-pdf's fallback matches); what is
 * checked is the measuring of each run, which here is fontkit's alone.
 */
import { faceFonts, fontFeatures, type FaceName } from "@/lib/print/fonts";

export function shapedWhole(text: string, face: FaceName): number {
  const fonts = faceFonts(face);
  let total = 0;
  fonts.eachRun(text, (start, end, index) => {
    const font = fonts.font(index);
    total += font.layout(text.slice(start, end), fontFeatures(face)).advanceWidth / font.unitsPerEm;
  });
  return total;
}
