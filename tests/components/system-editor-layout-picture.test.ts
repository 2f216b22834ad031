/**
 * The layout editor's preview draws a pack card's picture and the system's symbols (issue 28):
 * a sample from a pack card with a picture carries the picture's URL, and the preview's picture
 * map sends `sample:picture` and `symbol:<key>` image nodes to the browser-side pictures.
 */
import { describe, expect, it } from "vitest";
import { SAMPLE_PICTURE_SRC, sampleCards } from "@/components/system-editor/layout-sample-cards";
import { previewSymbolPictures, previewSymbolSrc } from "@/components/system-editor/layout-preview-symbols";
import { blankDefinition } from "@/components/system-editor/draft";
import { faceFrontScene } from "@/lib/print/face-scene";

describe("the layout preview's pictures", () => {
  const def = blankDefinition("pics", "Pics");
  it("a pack card with a picture is a sample with the picture's URL; one without has none", () => {
    const out = sampleCards(def, "card", [
      { pack: "P", identifier: "A-1", type: "card", fields: { name: "Oak" }, pictureId: "pic 1" },
      { pack: "P", identifier: "A-2", type: "card", fields: { name: "Elm" }, pictureId: null },
    ]);
    expect(out[0]?.picture).toBe("/api/pictures/pic%201");
    expect(out[1]?.picture).toBeUndefined();
  });
  it("maps the symbols' srcs to their data URLs, and print draws the sample picture under its src", () => {
    const map = previewSymbolPictures([{ key: "star", svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }]);
    expect(Object.keys(map)).toEqual([previewSymbolSrc("star")]);
    expect(map[previewSymbolSrc("star")]).toMatch(/^data:image\/svg\+xml;base64,/);
    const face = def.faces[0]!;
    const { scene } = faceFrontScene(face, { identifier: "A-1", fields: { name: "Oak" }, picture: SAMPLE_PICTURE_SRC });
    expect(scene.nodes.some((n) => n.kind === "image" && n.src === SAMPLE_PICTURE_SRC)).toBe(true);
  });
});
