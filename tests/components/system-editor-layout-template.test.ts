import { describe, expect, it } from "vitest";
import { blankDefinition } from "@/components/system-editor/draft";
import { labelCard, sampleCards } from "@/components/system-editor/layout-sample-cards";
import { regionText } from "@/lib/print/face-scene";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { fillTemplate, templateKeys } from "@/lib/systems/region-template";
import type { SystemDefinition } from "@/lib/systems/types";

function withCosts(text: string): SystemDefinition {
  const def = blankDefinition("costs", "Costs");
  return {
    ...def,
    fields: [...def.fields, { key: "handCost", label: "Hand cost", type: { kind: "int" } }, { key: "reserveCost", label: "Reserve cost", type: { kind: "int" } }],
    cardTypes: [{ key: "card", label: "Card", fields: ["name", "handCost", "reserveCost"], face: "card" }],
    faces: def.faces.map((f) => ({ ...f, regions: [...f.regions, { name: "costs", field: "handCost", text, rect: { x: 5, y: 20, width: 20, height: 8 }, fontPt: 10, minFontPt: 7 }] })),
  };
}

describe("region templates", () => {
  it("names its placeholders once each", () => {
    expect(templateKeys("{handCost} / {reserveCost} ({handCost})")).toEqual(["handCost", "reserveCost"]);
  });
  it("checks that each placeholder names a field, at the region's text path", () => {
    expect(checkDefinition(withCosts("{handCost} / {reserveCost}")).ok).toBe(true);
    const bad = checkDefinition(withCosts("{handCost} / {reserve}"));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.issues.map((i) => i.path)).toEqual(["faces[0].regions[1].text"]);
      expect(bad.issues[0]?.message).toContain("{reserve} names no field");
    }
  });
  it("prints the template filled in, and nothing when every value is empty", () => {
    const region = withCosts("{handCost} / {reserveCost}").faces[0]?.regions[1];
    if (region === undefined) throw new Error("no region");
    expect(regionText(region, { identifier: "A-1", fields: { handCost: 3, reserveCost: 2 } })).toBe("3 / 2");
    expect(regionText(region, { identifier: "A-1", fields: { handCost: 3 } })).toBe("3 /");
    expect(regionText(region, { identifier: "A-1", fields: {} })).toBe("");
    expect(regionText({ ...region, text: "{$identifier}: {name}" }, { identifier: "A-1", fields: { name: "Oak" } })).toBe("A-1: Oak");
    expect(fillTemplate("No placeholder", () => "")).toBe("No placeholder");
  });
});

describe("sample cards of a face", () => {
  const def = withCosts("{handCost}");
  it("takes the pack's cards on that face first, then the field labels", () => {
    const out = sampleCards(def, "card", [{ pack: "P", identifier: "A-1", type: "card", fields: { name: "Oak" } }, { pack: "P", identifier: "A-2", type: "nope", fields: {} }]);
    expect(out.map((c) => c.identifier)).toEqual(["A-1", "SAMPLE-1"]);
  });
  it("uses the definition's example cards when there is no pack card", () => {
    const withRule: SystemDefinition = {
      ...def,
      cardRules: [{ kind: "card", code: "x", severity: "error", message: "m", check: { field: "name", empty: false }, field: "name", examples: { good: { identifier: "G-1", type: "card", fields: { name: "Good" } }, bad: { identifier: "B-1", type: "card", fields: {} } } } as never],
    };
    expect(sampleCards(withRule, "card", []).map((c) => c.identifier)).toEqual(["G-1", "B-1", "SAMPLE-1"]);
  });
  it("falls back to a card of field labels", () => {
    expect(labelCard(def.fields).fields).toEqual({ name: "Name", handCost: "Hand cost", reserveCost: "Reserve cost" });
  });
});
