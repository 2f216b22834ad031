/**
 * The pack's Settings and Pictures pages are drawn from its system (lib/systems/pack-pages.ts):
 * GOT CGS keeps its instructions and its per-affiliation backs through hooks on its system; a
 * system without them (Altered, Genesis) gets what its definition says: one back on the faces'
 * portrait form, card pictures on its faces' picture areas, and no GOT CGS instructions.
 */
import { describe, expect, it } from "vitest";
import { areaAdvice, picturePlan } from "@/lib/systems/pack-pages";
import { findSystem } from "@/lib/systems/registry";
import type { GameSystem } from "@/lib/systems/types";

const system = (key: string): GameSystem => {
  const found = findSystem(key);
  if (found === null) throw new Error(`no system ${key}`);
  return found;
};

describe("picturePlan", () => {
  it("Genesis: one back, 88 x 125 mm as print draws it, and card pictures on the 125 x 88 mm face's picture area", () => {
    const plan = picturePlan(system("got-genesis"), {});
    expect(plan.sections.map((s) => s.slots.map((slot) => [slot.role, slot.key, slot.area]))).toEqual([[["back", "", { widthMm: 88, heightMm: 125 }]]]);
    expect(plan.sections[0]?.description).toContain("1039 × 1476 px");
    expect(plan.cards?.areas).toEqual([{ widthMm: 119, heightMm: 82 }]);
    expect(plan.cards?.description).toContain("Landscape, 119 × 82 mm; best at 1406 × 969 px (300 dpi).");
    expect(JSON.stringify(plan)).not.toMatch(/silver|gold|affiliation/i);
  });

  it("Altered: one back, and card pictures at its face's picture area (no image field, but every system's cards take a picture)", () => {
    const plan = picturePlan(system("altered"), { affiliations: ["Axiom"] });
    expect(plan.sections.flatMap((s) => s.slots.map((slot) => slot.key))).toEqual([""]);
    // altered.json's face: 63 x 88 mm with the picture at 58 x 44 mm.
    expect(plan.cards?.title).toBe("Card pictures");
    expect(plan.cards?.areas).toEqual([{ widthMm: 58, heightMm: 44 }]);
    expect(plan.cards?.description).toContain("Landscape, 58 × 44 mm; best at 685 × 520 px (300 dpi).");
  });

  it("GOT CGS: its hook gives the silver front and one back per affiliation (and one without); gold pictures print inside the border", () => {
    const plan = picturePlan(system("got-cgs"), { affiliations: ["Spacelings", "USSA"] });
    expect(plan.sections.map((s) => s.title)).toEqual(["Silver front", "Backs"]);
    expect(plan.sections[1]?.slots.map((s) => s.key)).toEqual(["Spacelings", "USSA", ""]);
    expect(plan.sections[1]?.unlisted).toBeDefined();
    expect(plan.cards?.areas).toEqual([
      { widthMm: 119, heightMm: 170 },
      { widthMm: 170, heightMm: 119 },
    ]);
    expect(picturePlan(system("got-cgs"), {}).sections[1]?.description).toMatch(/Add the pack's affiliations in Settings/);
  });

  it("says the shape, the size and the pixels at 300 dpi", () => {
    expect(areaAdvice({ widthMm: 63, heightMm: 88 })).toBe("Portrait, 63 × 88 mm; best at 744 × 1039 px (300 dpi).");
  });
});

describe("packSettings", () => {
  it("only GOT CGS keeps instructions of its own (players, affiliations, era times)", () => {
    expect(system("got-cgs").packSettings?.minutes.map((m) => m.key)).toContain("eraSetupDurationMinutes");
    expect(system("got-genesis").packSettings).toBeUndefined();
    expect(system("altered").packSettings).toBeUndefined();
  });
});

describe("Sandbox and Simulate follow the engine's hooks", () => {
  it("GOT CGS has a resolution view and an app simulation; Genesis an app simulation and no resolution view; Altered no engine", () => {
    expect(system("got-cgs").engine?.resolution).toBeDefined();
    expect(system("got-cgs").engine?.simulation?.batches).toBeDefined();
    expect(system("got-genesis").engine?.resolution).toBeUndefined();
    expect(system("got-genesis").engine?.simulation).toBeDefined();
    expect(system("got-genesis").engine?.simulation?.batches).toBeDefined();
    expect(system("altered").engine).toBeUndefined();
  });
});
