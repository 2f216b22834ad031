import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";
import { allSystems } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";

const DATA_DIR = join(__dirname, "../../lib/systems/data");
const ALTERED: SystemDefinition = JSON.parse(readFileSync(join(DATA_DIR, "altered.json"), "utf8"));

// The edits below deliberately break the typed shape, so they see the definition untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** A deep copy of Altered with one mistake made by `edit`. */
function broken(edit: (d: Loose) => void): unknown {
  const copy: Loose = structuredClone(ALTERED);
  edit(copy);
  return copy;
}

function issues(json: unknown) {
  const result = checkDefinition(json);
  return result.ok ? [] : result.issues;
}

describe("checkDefinition", () => {
  it.each(readdirSync(DATA_DIR).filter((f) => f.endsWith(".json")))("the data file %s is a valid definition", (file) => {
    expect(issues(JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")))).toEqual([]);
  });

  it("GOT CGS's definition and every registered system are valid", () => {
    expect(issues(GOT_CGS_DEFINITION)).toEqual([]);
    for (const s of allSystems()) expect(issues(s.definition)).toEqual([]);
  });

  it.each([
    ["a card type's field that is not defined", (d: Loose) => d.cardTypes[0].fields.push("speed"), "cardTypes[0].fields[12]"],
    ["a required key outside the type's fields", (d: Loose) => (d.cardTypes[1].required = ["rarity"]), "cardTypes[1].required[0]"],
    ["a face key that does not exist", (d: Loose) => (d.cardTypes[2].face = "tarot"), "cardTypes[2].face"],
    ["a FaceChoice target that does not exist", (d: Loose) => (d.cardTypes[0].face = { byField: "faction", faces: { Axiom: "big" }, default: "card" }), "cardTypes[0].face.faces.Axiom"],
    ["a region field that does not exist", (d: Loose) => (d.faces[0].regions[0].field = "cost"), "faces[0].regions[0].field"],
    ["a region outside the face", (d: Loose) => (d.faces[0].regions[2].rect.width = 60), "faces[0].regions[2].rect"],
    ["a card rule's field that does not exist", (d: Loose) => (d.cardRules[0].field = "versoin"), "cardRules[0].field"],
    ["a condition's field that does not exist", (d: Loose) => (d.deckRules[0].where.field = "$kind"), "deckRules[0].where"],
    ["a pattern that does not compile", (d: Loose) => (d.fields[11].type.pattern = "^[A-Z{3}("), "fields[11].type.pattern"],
    ["a condition pattern that does not compile", (d: Loose) => (d.cardRules[1].when.matches = "(("), "cardRules[1].when"],
    ["two rules with one code", (d: Loose) => (d.deckRules[1].code = d.deckRules[0].code), "deckRules[1].code"],
    ["two fields with one key", (d: Loose) => d.fields.push({ ...d.fields[0] }), "fields[12].key"],
    ["an example of an unknown card type", (d: Loose) => (d.cardRules[0].examples.bad.type = "Heroine"), "cardRules[0].examples.bad.type"],
    ["a back chosen by an unknown field", (d: Loose) => (d.backs = { by: "field", field: "colour" }), "backs.field"],
  ])("reports %s at its path", (_what, edit, path) => {
    const found = issues(broken(edit));
    expect(found.map((i) => i.path)).toEqual([path]);
    expect(found[0]?.message.length).toBeGreaterThan(10);
  });

  it("reports shape mistakes with zod's path: an unknown kind, a misspelt key, a missing part", () => {
    expect(issues(broken((d) => (d.fields[3].type.kind = "integer"))).map((i) => i.path)).toEqual(["fields[3].type.kind"]);
    expect(issues(broken((d) => (d.fields[0].requird = true))).map((i) => i.path)).toEqual(["fields[0]"]);
    expect(issues(broken((d) => delete d.faces)).map((i) => i.path)).toEqual(["faces"]);
    expect(checkDefinition("not a definition").ok).toBe(false);
  });
});
