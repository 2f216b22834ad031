/**
 * GOT CGS's definition repeats print's card layout (lib/systems/got-cgs/print/card-layout.ts) as faces and
 * regions; these tests keep the two from drifting until print reads faces from the definition.
 */
import { describe, expect, it } from "vitest";
import { CARD_AREAS, GOLD_LANDSCAPE_FACE, GOLD_PORTRAIT_FACE, SILVER_FACE, type CardFace } from "@/lib/systems/got-cgs/print/card-layout";
import type { FaceName } from "@/lib/print/fonts";
import { GOT_CGS, GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";
import { allSystems, DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { TextStyle } from "@/lib/systems/types";

const PRINT_FACES: Readonly<Record<string, CardFace>> = {
  silver: SILVER_FACE,
  "gold-portrait": GOLD_PORTRAIT_FACE,
  "gold-landscape": GOLD_LANDSCAPE_FACE,
};

const STYLE_OF_FACE: Readonly<Record<FaceName, TextStyle>> = {
  sans: "regular",
  sansMedium: "medium",
  sansItalic: "italic",
  sansBold: "bold",
  mono: "mono",
  monoBold: "monoBold",
};

describe("GOT CGS's definition", () => {
  it("has exactly print's faces", () => {
    expect(GOT_CGS_DEFINITION.faces.map((f) => f.key).sort()).toEqual(Object.keys(PRINT_FACES).sort());
  });

  it.each(Object.entries(PRINT_FACES))("face %s: size, border and every region equal print's card layout", (key, print) => {
    const face = GOT_CGS_DEFINITION.faces.find((f) => f.key === key)!;
    expect({ width: face.widthMm, height: face.heightMm, border: face.borderMm }).toEqual({ width: print.size.width, height: print.size.height, border: print.border });
    expect(face.orientation).toBe(print.size.width > print.size.height ? "landscape" : "portrait");
    const regions = Object.fromEntries(
      face.regions.map((r) => [r.name, { field: r.field === "$identifier" ? "identifier" : r.field, rect: r.rect, fontPt: r.fontPt, minFontPt: r.minFontPt, style: r.style, align: r.align ?? "left" }]),
    );
    const areas = Object.fromEntries(
      CARD_AREAS.map((a) => {
        const spec = print.areas[a];
        return [a, { field: a, rect: spec.rect, fontPt: spec.sizePt, minFontPt: spec.floorPt, style: STYLE_OF_FACE[spec.face], align: spec.align }];
      }),
    );
    expect(regions).toEqual(areas);
  });
});

describe("the registry", () => {
  it("findSystem returns every system by its key, and null for another key", () => {
    const keys = allSystems().map((s) => s.definition.key);
    expect(keys).toEqual(["got-cgs", "altered", "got-genesis"]);
    for (const s of allSystems()) expect(findSystem(s.definition.key)).toBe(s);
    expect(findSystem("GOT-CGS")).toBeNull();
    expect(findSystem(DEFAULT_SYSTEM)).toBe(GOT_CGS);
  });

  it("GOT CGS and Genesis are playable (each has a rules engine and a table adapter); Altered is data only, with no hooks", () => {
    expect(allSystems().map((s) => [s.definition.key, s.playable, s.engine !== undefined, s.lintCard !== undefined])).toEqual([
      ["got-cgs", true, true, false],
      ["altered", false, false, false],
      // Genesis has no code hooks (its lint is data); its engine and table adapter make it playable.
      ["got-genesis", true, true, false],
    ]);
  });
});
