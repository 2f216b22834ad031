/**
 * Pack format errors name the key itself (docs/data.md, issue 24): an unknown key is reported at
 * its own path, not at the card holding it; null is no value for an int field; a whole number
 * past 2^53 - 1 is refused; `__proto__`, `constructor` and `prototype` keys are refused at their
 * path (JSON.parse makes them own keys, a copy would set a prototype); a value nested absurdly
 * deep is a format error, never a stack overflow. The game seed's schema takes 2^53 - 1, not 2^53.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonGuardIssues, MAX_JSON_DEPTH } from "@/lib/packs/json-guard";
import { seedSchema } from "@/lib/packs/replay";
import { parsePackJson } from "@/lib/packs/schema";
import { parseAnyPack, parseAnyPackJson } from "@/lib/packs/system-pack";

const read = (file: string) => readFileSync(join(process.cwd(), file), "utf8");
const altered = () => JSON.parse(read("tests/packs/fixtures/altered-small.pack.json")) as { decks: { cards: Record<string, unknown>[] }[] };
const tidebound = () => JSON.parse(read("seeds/tidebound.pack.json")) as { eras: { cards: Record<string, unknown>[] }[] };

function issues(result: { ok: boolean; issues?: readonly { path: string; message: string }[] }): Record<string, string> {
  if (result.ok) throw new Error("expected format errors");
  return Object.fromEntries((result.issues ?? []).map((i) => [i.path, i.message]));
}

/** A card of the Altered fixture (deck 0, card 1: a Character with a `forest` int field). */
function alteredCard(doc: ReturnType<typeof altered>) {
  const card = doc.decks[0]?.cards[1] as { fields: Record<string, unknown> } & Record<string, unknown>;
  return card;
}

describe("pack format: errors name the key", () => {
  it("an unknown key is named at its own path, in a GOT CGS card and a data-system card", () => {
    const cgs = tidebound();
    Object.assign(cgs.eras[0]?.cards[0] ?? {}, { forest: 1, copeis: 2 });
    const got = issues(parseAnyPack(cgs));
    expect(Object.keys(got).sort()).toEqual(["eras[0].cards[0].copeis", "eras[0].cards[0].forest"]);
    expect(got["eras[0].cards[0].forest"]).toMatch(/^unknown key "forest": remove it/);

    const doc = altered();
    alteredCard(doc).forest = 1;
    expect(Object.keys(issues(parseAnyPack(doc)))).toEqual(["decks[0].cards[1].forest"]);
  });

  it("null for an int field is a format error at the field's key", () => {
    const doc = altered();
    alteredCard(doc).fields.forest = null;
    expect(issues(parseAnyPack(doc))).toEqual({ "decks[0].cards[1].fields.forest": expect.stringMatching(/^must be a whole number, not null/) });
  });

  it("an int field takes whole numbers up to 2^53 - 1 and refuses larger ones", () => {
    const doc = altered();
    alteredCard(doc).fields.forest = Number.MAX_SAFE_INTEGER;
    expect(parseAnyPack(doc).ok).toBe(true);
    alteredCard(doc).fields.forest = -Number.MAX_SAFE_INTEGER;
    expect(parseAnyPack(doc).ok).toBe(true);
    alteredCard(doc).fields.forest = 2 ** 53;
    expect(issues(parseAnyPack(doc))).toEqual({ "decks[0].cards[1].fields.forest": expect.stringMatching(/2\^53 - 1/) });
  });

  it("__proto__, constructor and prototype keys are refused at their path, wherever they are", () => {
    const text = read("seeds/tidebound.pack.json").replace('"aliases": {', '"aliases": { "__proto__": "Renown",');
    expect(issues(parsePackJson(text))).toEqual({ "pack.aliases.__proto__": expect.stringMatching(/not allowed/) });
    const doc = altered();
    const card = alteredCard(doc);
    card.fields = JSON.parse('{ "constructor": 1, "name": "x" }') as Record<string, unknown>;
    Object.assign(doc.decks[0] ?? {}, JSON.parse('{ "prototype": {} }') as object);
    expect(Object.keys(issues(parseAnyPack(doc))).sort()).toEqual(["decks[0].cards[1].fields.constructor", "decks[0].prototype"]);
  });

  it("a document nested deeper than the bound is one format error at the deep path, not a stack overflow", () => {
    const deep = `{ "format": "greenhouse.pack/1", "system": "altered", "pack": ${"[".repeat(200_000)}${"]".repeat(200_000)} }`;
    const got = issues(parseAnyPackJson(deep));
    expect(Object.keys(got)).toEqual([`pack${"[0]".repeat(MAX_JSON_DEPTH - 1)}`]);
    expect(jsonGuardIssues({ a: [[{}]] })).toEqual([]);
  });
});

describe("the game seed's schema", () => {
  it("takes every whole number up to 2^53 - 1 and refuses 2^53", () => {
    expect(seedSchema.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    const refused = seedSchema.safeParse(2 ** 53);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([expect.stringMatching(/2\^53 - 1/)]);
  });
});
