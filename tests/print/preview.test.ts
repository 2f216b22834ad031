/**
 * The print dialog's preview data (lib/print/preview.ts): pictures are always sent scaled down
 * to the preview's size, or replaced by a placeholder with a reason; never at full size.
 */
import { describe, expect, it } from "vitest";
import { decodeDataUrl } from "@/lib/packs/pictures";
import { printOptions } from "@/lib/print/options";
import { PICTURE_PLACEHOLDER, type SheetPreview } from "@/lib/print/preview";
import { previewFirstSheet } from "@/lib/systems/got-cgs/print/preview";
import { card, pack } from "./helpers";
import { hugeGreyPng, pngDataUrl, pngOf } from "./png";

const FRONTS_ONLY = printOptions({ backs: "none" });
const MAX = 480;

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Every picture the preview sends, with its size when it is a real picture. */
function sent(preview: SheetPreview) {
  return Object.values(preview.pictures).map((src) => {
    if (src === PICTURE_PLACEHOLDER) return { placeholder: true as const };
    const decoded = decodeDataUrl(src);
    if (!decoded.ok) throw new Error(`the preview sent a picture it cannot read: ${decoded.message}`);
    return { placeholder: false as const, mime: decoded.picture.mime, width: decoded.picture.width, height: decoded.picture.height };
  });
}

describe("the preview's pictures", () => {
  it("sends a 20000 x 20000 picture scaled down to the preview's size, never at full size", async () => {
    const doc = pack([card("GEN-001")], { pictures: { front: dataUrl(await hugeGreyPng(20_000, 20_000)) } });
    const preview = await previewFirstSheet(doc, FRONTS_ONLY, { maxPicturePixels: MAX });
    const pictures = sent(preview);
    for (const p of pictures) if (!p.placeholder) expect(Math.max(p.width, p.height)).toBeLessThanOrEqual(MAX);
    if (pictures.length === 1 && !pictures[0]!.placeholder) {
      // Print reads pictures this large: the preview shows it small.
      expect(pictures[0]).toEqual({ placeholder: false, mime: "image/jpeg", width: MAX, height: MAX });
      expect(preview.pictureProblems).toEqual([]);
    } else {
      // A decoder that refuses pictures this large (an upload limit) leaves the card plain in
      // print; the preview then draws it plain too, and says why.
      expect(pictures.filter((p) => !p.placeholder)).toEqual([]);
      expect(preview.pictureProblems.join(" ")).toMatch(/20000 x 20000|20000 × 20000/);
    }
  }, 180_000);

  it("scales a picture that fits print down like any other", async () => {
    const doc = pack([card("GEN-001")], { pictures: { front: pngDataUrl(700, 1000) } });
    const preview = await previewFirstSheet(doc, FRONTS_ONLY, { maxPicturePixels: MAX });
    expect(sent(preview)).toEqual([{ placeholder: false, mime: "image/jpeg", width: 336, height: 480 }]);
    expect(preview.pictureProblems).toEqual([]);
  });

  it("draws a placeholder, and says so, for a picture whose pixels cannot be decoded", async () => {
    // A well-formed PNG header and end around pixel data that is not deflate data.
    const damaged = dataUrl(pngOf(1000, 1400, 2, Buffer.from("these bytes are not deflated pixels at all")));
    const doc = pack([card("GEN-001")], { pictures: { front: damaged } });
    const preview = await previewFirstSheet(doc, FRONTS_ONLY, { maxPicturePixels: MAX });
    expect(sent(preview)).toEqual([{ placeholder: true }]);
    expect(preview.pictureProblems).toEqual([expect.stringMatching(/^A picture of 1000 × 1400 px cannot be decoded \(.+\), so the preview shows a hatched box in its place\.$/)]);
    expect(Object.values(preview.pictures)).not.toContain(damaged);
  });
});
