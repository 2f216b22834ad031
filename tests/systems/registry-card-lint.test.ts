/**
 * The registry's "lint one card" half (lib/systems/registry-card-lint.ts): GOT CGS, whose cards
 * carry attribute text, hands out its hook, keyed by its definition's key; the systems whose cards
 * are their definition's fields (Altered, Genesis) have none. The era-shaped pack file's system
 * (lib/systems/registry-pack-files.ts) is the one lib/packs/schema.ts accepts. What the hook
 * answers is GOT CGS's own analyser's and deck rules' answer.
 */
import { describe, expect, it } from "vitest";
import { packSchema, SYSTEMS } from "@/lib/packs/schema";
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import { BUILT_IN_ALIASES, ROLEPLAYS } from "@/lib/systems/got-cgs/attributes/catalogue";
import { customNameUsage, plainNameUsage } from "@/lib/systems/got-cgs/attributes/editor/usage";
import { deckFindingsForCard } from "@/lib/systems/got-cgs/pack-findings";
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";
import { cardTextLint, eraFileCardLint } from "@/lib/systems/registry-card-lint";
import { ERA_PACK_FILE_SYSTEMS } from "@/lib/systems/registry-pack-files";

const TEXT = "Type Adventure\nRoleplay Battle\nAdventureCosts Fuel 2 Crew 3\nAdventureResoruces Ore 1";

describe("registry-card-lint", () => {
  it("hands out GOT CGS's hook by its definition's key, and none for the systems without a language of their own", () => {
    expect(cardTextLint(GOT_CGS_DEFINITION.key)).not.toBeNull();
    for (const key of ["altered", "got-genesis", "no-such-system"]) expect(cardTextLint(key)).toBeNull();
    expect(ERA_PACK_FILE_SYSTEMS).toEqual([GOT_CGS_DEFINITION.key]);
    expect(SYSTEMS).toEqual([GOT_CGS_DEFINITION.key]);
    expect(eraFileCardLint()).toBe(cardTextLint(GOT_CGS_DEFINITION.key));
  });

  it("a pack file without `system` is the era-shaped file's system's", () => {
    const doc = packSchema.parse({ format: "greenhouse.pack/1", pack: { game: "G", name: "P", type: "edition" }, eras: [] });
    expect(doc.system).toBe(GOT_CGS_DEFINITION.key);
  });

  it("analyses one card as GOT CGS's analyser does, the kind being its Type", () => {
    const hook = eraFileCardLint();
    for (const format of ["silver", "gold", undefined, "bronze"] as const) {
      const got = hook.analyze(TEXT, { format, affiliations: ["USSA"] });
      const want = analyze(TEXT, { format: format === "bronze" ? undefined : format, affiliations: ["USSA"] });
      expect(got.diagnostics).toEqual(want.diagnostics);
      expect(got.model).toEqual(want.model);
      expect(got.kind).toBe("Adventure");
    }
    expect(hook.analyze(TEXT, {}).diagnostics.length).toBeGreaterThan(0);
    expect(hook.analyze("Roleplay Battle", {}).kind).toBeNull();
  });

  it("gives the era table's cells, the roles, built-in aliases and custom-name usage", () => {
    const hook = eraFileCardLint();
    const { model } = hook.analyze(TEXT, {});
    expect(hook.cells(model)).toEqual({ kind: "Adventure", role: "Battle", affiliation: null, short: "AC 5" });
    expect(hook.cells(null)).toEqual({ kind: null, role: null, affiliation: null, short: "" });
    expect(hook.roles).toEqual(ROLEPLAYS);
    expect(hook.builtInAliases).toEqual(BUILT_IN_ALIASES);
    expect(hook.names).toContain("AdventureCosts");
    expect(hook.nameUsage([TEXT], {})).toEqual(customNameUsage([TEXT], {}));
    const usage = customNameUsage(["EraResources Sway 1", "Sway 2", "Drive 1"], {});
    expect(hook.plainNameUsage(usage)).toEqual(plainNameUsage(usage));
    expect(hook.plainNameUsage(usage)).toEqual({ Sway: 2, Drive: 1 });
  });

  it("gives the editor's deck-level findings for one card, as GOT CGS's pack lint does", () => {
    const doc = packSchema.parse({
      format: "greenhouse.pack/1",
      pack: { game: "G", name: "P", type: "edition" },
      eras: [{ name: "E", cards: [{ identifier: "A-1", format: "silver", attributes: "Type Support\nStarshipFlyRange 2" }, { identifier: "A-2", format: "silver", attributes: "Type Support\nStarshipRange 2" }] }],
    });
    const edited = "Type Support\nStarshipRang 2";
    expect(eraFileCardLint().deckFindingsForCard(doc, "E", 1)(edited)).toEqual(deckFindingsForCard(doc, "E", 1)(edited));
    expect(eraFileCardLint().deckFindingsForCard(doc, "nope", 0)(edited)).toEqual([]);
  });
});
