import { describe, expect, it } from "vitest";
import { drawBox, freshRegionName, moveBox, nudgeBox, regionLabel, resizeBox, SAFE_MM, snapLines, snapValue } from "@/components/system-editor/layout-geometry";

const face = { widthMm: 63.5, heightMm: 88.9, borderMm: 3 };
const grid = { grid: 0.5, edges: true };
const gridOnly = { grid: 1, edges: false };

describe("snapLines", () => {
  it("holds the face's edges, border, safe area, centre and the other regions' edges", () => {
    const lines = snapLines(face, [{ x: 10, y: 20, width: 30, height: 5 }]);
    for (const x of [0, 63.5, 3, 60.5, 3.18, 60.33, 31.75, 10, 40]) expect(lines.xs).toContain(x);
    for (const y of [0, 88.9, 3, 85.9, 20, 25]) expect(lines.ys).toContain(y);
  });
});

describe("snapValue", () => {
  it("goes to a line within 1 mm before the grid, and says which", () => {
    expect(snapValue(9.3, [10], grid)).toEqual({ value: 10, line: 10 });
    expect(snapValue(8.7, [10], grid)).toEqual({ value: 8.5, line: null });
    expect(snapValue(8.7, [10], gridOnly)).toEqual({ value: 9, line: null });
  });
});

describe("moveBox", () => {
  const start = { x: 5, y: 5, width: 20, height: 8 };
  it("moves on the grid when no edge is near", () => {
    const lines = snapLines({ widthMm: 100, heightMm: 100 }, []);
    expect(moveBox(start, 7.3, 11.8, { widthMm: 100, heightMm: 100 }, lines, grid)).toEqual({ rect: { x: 12.5, y: 17, width: 20, height: 8 }, guides: [] });
  });
  it("snaps its trailing edge to another region's left edge and shows the guide", () => {
    const other = { x: 40, y: 50, width: 10, height: 10 };
    const lines = snapLines(face, [other]);
    // right edge would be at 5 + 14.6 + 20 = 39.6, within 1 mm of 40
    const out = moveBox(start, 14.6, 0, face, lines, grid);
    expect(out.rect.x).toBe(20);
    expect(out.guides).toContainEqual({ axis: "x", at: 40 });
  });
  it("snaps to the safe area", () => {
    const out = moveBox(start, -1.5, 0, face, snapLines(face, []), grid);
    expect(out.rect.x).toBe(Math.round(SAFE_MM * 100) / 100);
    expect(out.guides).toContainEqual({ axis: "x", at: 3.18 });
  });
  it("stays inside the face", () => {
    const out = moveBox(start, 500, -500, face, snapLines(face, []), gridOnly);
    expect(out.rect).toEqual({ x: 43.5, y: 0, width: 20, height: 8 });
  });
});

describe("resizeBox", () => {
  const start = { x: 5, y: 5, width: 20, height: 8 };
  it("moves only the dragged edges", () => {
    const lines = snapLines({ widthMm: 100, heightMm: 100 }, []);
    expect(resizeBox(start, "se", 4.2, 2.1, { widthMm: 100, heightMm: 100 }, lines, grid).rect).toEqual({ x: 5, y: 5, width: 24, height: 10 });
    expect(resizeBox(start, "nw", -2.2, -2.2, { widthMm: 100, heightMm: 100 }, lines, gridOnly).rect).toEqual({ x: 3, y: 3, width: 22, height: 10 });
    expect(resizeBox(start, "e", 0, 30, { widthMm: 100, heightMm: 100 }, lines, grid).rect).toEqual({ x: 5, y: 5, width: 20, height: 8 });
  });
  it("never turns inside out and never leaves the face", () => {
    const lines = snapLines(face, []);
    expect(resizeBox(start, "w", 40, 0, face, lines, gridOnly).rect).toEqual({ x: 24, y: 5, width: 1, height: 8 });
    expect(resizeBox(start, "s", 0, 400, face, lines, gridOnly).rect.height).toBeCloseTo(83.9);
  });
  it("snaps a dragged edge to another region's edge with a guide", () => {
    const out = resizeBox(start, "e", 19.6, 0, face, snapLines(face, [{ x: 45, y: 40, width: 5, height: 5 }]), grid);
    expect(out.rect.width).toBe(40);
    expect(out.guides).toEqual([{ axis: "x", at: 45 }]);
  });
});

describe("drawBox", () => {
  it("takes the corners either way round, snapped", () => {
    const out = drawBox({ x: 30.2, y: 40.1 }, { x: 10.4, y: 20.3 }, { widthMm: 100, heightMm: 100 }, snapLines({ widthMm: 100, heightMm: 100 }, []), grid);
    expect(out?.rect).toEqual({ x: 10.5, y: 20.5, width: 19.5, height: 19.5 });
  });
  it("is null for a click (under 1 mm)", () => {
    expect(drawBox({ x: 10, y: 10 }, { x: 10.2, y: 30 }, face, snapLines(face, []), gridOnly)).toBeNull();
  });
});

describe("nudgeBox", () => {
  const rect = { x: 5, y: 5, width: 20, height: 8 };
  it("moves 0.5 mm, 5 mm with Shift", () => {
    expect(nudgeBox(rect, "ArrowRight", { shift: false, alt: false }, face)).toEqual({ ...rect, x: 5.5 });
    expect(nudgeBox(rect, "ArrowUp", { shift: true, alt: false }, face)).toEqual({ ...rect, y: 0 });
    expect(nudgeBox(rect, "ArrowDown", { shift: true, alt: false }, face)).toEqual({ ...rect, y: 10 });
  });
  it("resizes with Alt and keeps a 1 mm side", () => {
    expect(nudgeBox(rect, "ArrowRight", { shift: false, alt: true }, face)).toEqual({ ...rect, width: 20.5 });
    expect(nudgeBox(rect, "ArrowUp", { shift: true, alt: true }, face)).toEqual({ ...rect, height: 3 });
    expect(nudgeBox({ ...rect, height: 3 }, "ArrowUp", { shift: true, alt: true }, face)).toEqual({ ...rect, height: 1 });
  });
  it("stops at the face's edge", () => {
    expect(nudgeBox(rect, "ArrowLeft", { shift: true, alt: false }, face)).toEqual({ ...rect, x: 0 });
    expect(nudgeBox({ ...rect, x: 43 }, "ArrowRight", { shift: true, alt: false }, face)).toEqual({ ...rect, x: 43.5 });
  });
});

describe("names", () => {
  it("labels a region with its size and place", () => {
    expect(regionLabel("title", { x: 5, y: 6, width: 40, height: 3 })).toBe("Region title, 40 x 3 mm at 5, 6");
  });
  it("finds a free region name", () => {
    expect(freshRegionName(["name", "region2"])).toBe("region3");
    expect(freshRegionName(["region1"])).toBe("region2");
  });
});
