import { describe, expect, it } from "vitest";
import { FACE_CSS } from "@/lib/print/face-css";
import { FACE_NAMES, faceFonts } from "@/lib/print/fonts";

describe("FACE_CSS", () => {
  it("has each face's ascent as its font file says, so the preview's baselines match the PDF's", () => {
    for (const face of FACE_NAMES) {
      const font = faceFonts(face).font(0);
      expect(FACE_CSS[face].ascent, face).toBeCloseTo(font.ascent / font.unitsPerEm, 6);
    }
  });
});
