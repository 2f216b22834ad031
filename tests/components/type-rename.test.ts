/**
 * A card type's key edited in the system editor is a rename (issue 28): `$type` conditions of the
 * rules and the example cards follow it in the draft, and the editor records it as a card type
 * rename (`of: "cardType"`), so the save moves the stored cards to the new type.
 */
import { describe, expect, it } from "vitest";
import { renameTypeKey } from "@/components/system-editor/type-face-forms";
import { applyEdit } from "@/components/system-editor/edit";
import { recordRename, renamesToSend } from "@/components/system-editor/draft";
import { checkDefinition } from "@/lib/systems/definition-schema";
import type { SystemDefinition } from "@/lib/systems/types";
import { tileSystem } from "../server/system-fixture";

function withTypeReferences(): SystemDefinition {
  const base = tileSystem();
  return {
    ...base,
    cardRules: [
      {
        kind: "card",
        code: "TILE-number",
        severity: "warning",
        message: "A tile has a number.",
        field: "number",
        when: { any: [{ field: "$type", equals: "tile" }, { field: "$type", in: ["tile"] }] },
        check: { field: "number", empty: false },
        examples: { bad: { identifier: "a", copies: 1, type: "tile", fields: { colour: "red" } }, good: { identifier: "b", copies: 1, type: "tile", fields: { colour: "red", number: 3 } } },
      },
    ],
  } as SystemDefinition;
}

describe("renaming a card type in the system editor", () => {
  it("moves the $type conditions and the example cards, and the definition still checks", () => {
    const before = withTypeReferences();
    const valid = checkDefinition(before);
    expect(valid.ok ? [] : valid.issues).toEqual([]);
    const after = applyEdit(before, (d) => renameTypeKey(d, 0, "tile", "piece"));
    expect(after.cardTypes[0]?.key).toBe("piece");
    expect(after.cardRules[0]?.when).toEqual({ any: [{ field: "$type", equals: "piece" }, { field: "$type", in: ["piece"] }] });
    expect(after.cardRules[0]?.examples.bad.type).toBe("piece");
    for (const r of after.deckRules) for (const c of [...r.examples.bad.cards, ...r.examples.good.cards]) expect(c.type).not.toBe("tile");
    // A value "tile" of another field is not a type reference.
    expect(JSON.stringify(after.fields)).toBe(JSON.stringify(before.fields));
    const checked = checkDefinition(after);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
  });

  it("records one card type rename from the saved key, typed letter by letter, and sends it", () => {
    const saved = withTypeReferences();
    let renames = recordRename([], saved, "tile", "til", "cardType");
    renames = recordRename(renames, saved, "til", "piece", "cardType");
    expect(renames).toEqual([{ from: "tile", to: "piece", of: "cardType" }]);
    const draft = applyEdit(saved, (d) => renameTypeKey(d, 0, "tile", "piece"));
    expect(renamesToSend(renames, saved, draft)).toEqual([{ from: "tile", to: "piece", of: "cardType" }]);
    // A field rename of the same spelling is another rename.
    expect(recordRename(renames, saved, "colour", "hue")).toEqual([{ from: "tile", to: "piece", of: "cardType" }, { from: "colour", to: "hue" }]);
    // Typed back to its saved key: no rename.
    expect(recordRename(renames, saved, "piece", "tile", "cardType")).toEqual([]);
  });
});
