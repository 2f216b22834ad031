/**
 * Rich text on a data system's face (a `richText` field): `**bold**` and `*italic*` print in the
 * bold and italic faces, without the stars; the same text in a plain field prints as typed.
 */
import { describe, expect, it } from "vitest";
import { faceFrontScene, faceFitFindings, regionIsRich, richFieldKeys } from "@/lib/print/face-scene";
import { richSpans } from "@/lib/print/paragraphs";
import type { SceneNode } from "@/lib/print/card-scene";
import type { FaceDef } from "@/lib/systems/types";

const FACE: FaceDef = {
  key: "card",
  widthMm: 63.5,
  heightMm: 88.9,
  orientation: "portrait",
  borderMm: 3,
  regions: [
    { name: "bonus", field: "bonus", rect: { x: 5, y: 60, width: 53.5, height: 10 }, fontPt: 10, minFontPt: 7 },
    { name: "note", field: "note", rect: { x: 5, y: 72, width: 53.5, height: 10 }, fontPt: 10, minFontPt: 7 },
  ],
};

type TextNode = Extract<SceneNode, { kind: "text" }>;
const runsOf = (nodes: readonly SceneNode[], y: number) =>
  nodes.filter((n): n is TextNode => n.kind === "text" && n.top >= y && n.top < y + 10).flatMap((n) => n.lines.flatMap((l) => l.runs));

describe("rich text in print", () => {
  it("splits a line into plain, bold and italic spans", () => {
    expect(richSpans("Gain **+1 resource** and *one* tile", "sans")).toEqual([
      { text: "Gain ", face: "sans" },
      { text: "+1 resource", face: "sansBold" },
      { text: " and ", face: "sans" },
      { text: "one", face: "sansItalic" },
      { text: " tile", face: "sans" },
    ]);
    // Unpaired or spaced stars are text.
    expect(richSpans("3 * 4 and **open", "sans")).toEqual([{ text: "3 * 4 and **open", face: "sans" }]);
    expect(richSpans("**x**", "mono")).toEqual([{ text: "x", face: "monoBold" }]);
  });

  it("prints a rich-text field's **bold** in the bold face without the stars, and a plain field as typed", () => {
    const rich = richFieldKeys([
      { key: "bonus", type: { kind: "richText" } },
      { key: "note", type: { kind: "text" } },
    ]);
    expect(rich).toEqual(["bonus"]);
    const fields = { bonus: "Gain **+1 resource**.", note: "Gain **+1 resource**." };
    const { scene } = faceFrontScene(FACE, { identifier: "B-1", fields, picture: null }, { rich });
    const bonus = runsOf(scene.nodes, 60);
    expect(bonus.map((r) => r.text).join("")).toBe("Gain +1 resource.");
    expect(bonus.find((r) => r.text.includes("+1 resource"))?.face).toBe("sansBold");
    const note = runsOf(scene.nodes, 72);
    expect(note.map((r) => r.text).join("")).toBe("Gain **+1 resource**.");
    expect(new Set(note.map((r) => r.face))).toEqual(new Set(["sans"]));
    // Without the list the rich field prints as typed (the old reading), so the list is what changes it.
    const plain = faceFrontScene(FACE, { identifier: "B-1", fields, picture: null });
    expect(runsOf(plain.scene.nodes, 60).map((r) => r.text).join("")).toBe("Gain **+1 resource**.");
    expect(faceFitFindings(FACE, { identifier: "B-1", fields }, [], rich)).toEqual([]);
  });

  it("a template naming a rich field is rich", () => {
    expect(regionIsRich({ name: "t", field: "x", text: "On {bonus}", rect: { x: 0, y: 0, width: 1, height: 1 }, fontPt: 8, minFontPt: 6 }, ["bonus"])).toBe(true);
    expect(regionIsRich({ name: "t", field: "x", text: "On {note}", rect: { x: 0, y: 0, width: 1, height: 1 }, fontPt: 8, minFontPt: 6 }, ["bonus"])).toBe(false);
  });
});
