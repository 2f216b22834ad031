/**
 * A field's key edited in the system editor is a rename (issue 28, "renames move values"): the
 * draft's every reference to the field follows it, so a rename never leaves a rule, a fill, the
 * backs, a template or an example card pointing at a field that is gone.
 */
import { describe, expect, it } from "vitest";
import { renameKey } from "@/components/system-editor/field-forms";
import { applyEdit } from "@/components/system-editor/edit";
import { checkDefinition } from "@/lib/systems/definition-schema";
import type { SystemDefinition } from "@/lib/systems/types";
import { tileSystem } from "../server/system-fixture";

function withReferences(): SystemDefinition {
  const base = tileSystem();
  const face = base.faces[0]!;
  return {
    ...base,
    backs: { by: "field", field: "colour" },
    faces: [{ ...face, fill: { byField: "colour", values: { red: "#c0392b" } }, regions: [...face.regions, { name: "both", field: "", text: "{colour} {number}", rect: { x: 5, y: 20, width: 40, height: 8 }, fontPt: 10, minFontPt: 7 }] }],
    cardRules: [
      {
        kind: "card",
        code: "TILE-red-low",
        severity: "warning",
        message: "A red tile is 10 or less.",
        field: "number",
        when: { field: "colour", equals: "red" },
        check: { field: "number", atMost: 10 },
        examples: { bad: { identifier: "a", copies: 1, type: "tile", fields: { colour: "red", number: 12 } }, good: { identifier: "b", copies: 1, type: "tile", fields: { colour: "red", number: 3 } } },
      },
    ],
  } as SystemDefinition;
}

describe("renaming a field in the system editor", () => {
  it("moves every reference: card types, backs, fills, templates, rule fields and conditions, group-by and example cards", () => {
    const before = withReferences();
    const valid = checkDefinition(before);
    expect(valid.ok ? [] : valid.issues).toEqual([]);
    const after = applyEdit(before, (d) => renameKey(d, 0, "colour", "color"));
    const text = JSON.stringify(after);
    expect(text).not.toContain('"colour"');
    expect(after.cardTypes[0]?.fields).toEqual(["color", "number", "text"]);
    expect(after.backs).toEqual({ by: "field", field: "color" });
    expect(after.faces[0]?.fill?.byField).toBe("color");
    expect(after.faces[0]?.regions[1]?.text).toBe("{color} {number}");
    expect(after.deckRules[0]).toMatchObject({ groupBy: "color" });
    expect(after.cardRules[0]?.when).toEqual({ field: "color", equals: "red" });
    expect(after.cardRules[0]?.examples?.bad).toMatchObject({ fields: { color: "red", number: 12 } });
    const checked = checkDefinition(after);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
  });

  it("leaves the references alone while another field still has the old key", () => {
    const before = withReferences();
    const twice: SystemDefinition = { ...before, fields: [...before.fields, { key: "colour", label: "Colour again", type: { kind: "text" } }] };
    const after = applyEdit(twice, (d) => renameKey(d, 0, "colour", "color"));
    expect(after.backs).toEqual({ by: "field", field: "colour" });
    expect(after.fields[0]?.key).toBe("color");
  });
});
