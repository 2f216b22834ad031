/**
 * The mistakes hidden in the rulebook's own examples (the linter must find the
 * mistakes hidden in them). The printed cards form one era deck for 2 players with the
 * rulebook's affiliations (Spacelings, USSA), each printed card an entry of its own.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/systems/got-cgs/attributes";
import { deckFindingsForCard, lintPack } from "@/lib/packs/lint";
import { PROSE_CARDS, RULEBOOK_CARDS } from "./fixtures/rulebook-examples";
import { applyEdits } from "./helpers";
import { makePack } from "./pack-builders";

const ERA = "Book of Genesis";
function rulebookPack(edit: (id: string, text: string) => string = (_id, t) => t) {
  return makePack({
    format: "greenhouse.pack/1",
    pack: { game: "Gardener of Thoughts", name: "Genesis", type: "edition", instructions: { players: 2, affiliations: ["Spacelings", "USSA"] } },
    eras: [
      {
        name: ERA,
        cards: RULEBOOK_CARDS.map((c, i) => ({
          identifier: `${c.id}-${String(i + 1).padStart(3, "0")}`,
          format: "silver" as const,
          directive: c.directive,
          attributes: edit(c.id, c.attributes),
        })),
      },
    ],
  });
}

const findings = (doc = rulebookPack()) =>
  lintPack(doc).diagnostics.map((d) => ({ code: d.code, card: d.identifier?.replace(/-\d+$/, "") ?? d.field, at: d.column }));

describe("the rulebook's example cards as one deck", () => {
  it("every printed card is clean on its own: no syntax or card-level findings", () => {
    for (const card of RULEBOOK_CARDS) expect(analyze(card.attributes).diagnostics, card.id).toEqual([]);
  });

  it("reports exactly the hidden mistakes, and nothing else", () => {
    expect(findings()).toEqual([
      { code: "too-few-affiliations", card: "era", at: 1 },
      { code: "too-few-similar-support", card: "temblor", at: 123 },
      { code: "unfulfillable-condition", card: "time-travel", at: 120 },
      { code: "unfulfillable-condition", card: "time-weapon", at: 111 },
      { code: "unfulfillable-condition", card: "time-shield", at: 54 },
      { code: "custom-name-spelling", card: "combat-sensor", at: 59 },
      { code: "custom-name-spelling", card: "combat-sensor", at: 85 },
      { code: "custom-name-spelling", card: "starship-cloak", at: 70 },
    ]);
  });

  it("CGS-236 Startship vs Starship: the rare spelling is reported where it is written, with the common one as fix", () => {
    const spelling = lintPack(rulebookPack()).diagnostics.filter((d) => d.code === "custom-name-spelling");
    const sensor = RULEBOOK_CARDS.find((c) => c.id === "combat-sensor")!.attributes;
    expect(spelling.map((d) => sensor.slice(d.column - 1, d.endColumn - 1)).slice(0, 2)).toEqual(["StartshipDetectionRange", "StartshipDetectionSensitivity"]);
    expect(spelling.map((d) => d.fixes?.[0]?.edits[0]?.newText)).toEqual(["StarshipDetectionRange", "StarshipDetectionSensitivity", "StarshipDetectionSensitivity"]);
  });

  it("CGS-236 accepting every spelling fix leaves no spelling finding, and the cloak still answers the sensor", () => {
    const fixed = rulebookPack((id, text) => {
      let out = text;
      for (;;) {
        const d = lintPack(rulebookPack((i, t) => (i === id ? out : t))).diagnostics.find((x) => x.code === "custom-name-spelling" && x.identifier?.startsWith(id));
        if (d === undefined) return out;
        out = applyEdits(out, d.fixes![0]!.edits);
      }
    });
    const codes = findings(fixed).map((f) => f.code);
    expect(codes).not.toContain("custom-name-spelling");
    expect(findings(fixed).filter((f) => f.card === "starship-cloak")).toEqual([]);
  });

  it("CGS-609 fixing only the sensor's spelling makes the cloak's immunity unfulfillable", () => {
    const doc = rulebookPack((id, t) => (id === "combat-sensor" ? t.replaceAll("Startship", "Starship") : t));
    expect(findings(doc).filter((f) => f.card === "starship-cloak")).toEqual([
      { code: "unfulfillable-condition", card: "starship-cloak", at: 67 },
      { code: "custom-name-spelling", card: "starship-cloak", at: 70 },
    ]);
  });

  it("CGS-538 Feats.TimeTravel and Feats.TimeWeapons: no adventure grants those feats", () => {
    const messages = lintPack(rulebookPack()).diagnostics.filter((d) => d.code === "unfulfillable-condition").map((d) => d.message);
    expect(messages[0]).toContain('Feats.TimeTravel = "Yes"');
    expect(messages[1]).toContain('Feats.TimeWeapons = "Yes"');
  });

  it("CGS-190 Temblor: its AcceptSupportIf1 (StarshipFlyRange at least 2) leaves only the fluon drive to supply StarshipFlyRange", () => {
    const d = lintPack(rulebookPack()).diagnostics.find((x) => x.code === "too-few-similar-support");
    expect(d?.message).toMatch(/Only 1 support card .* supplies StarshipFlyRange to this adventure \(its AcceptSupportIf1 turns away 1 more\)/);
  });

  it("CGS-275 no example card has an Affiliation although two players must each choose one", () => {
    const d = lintPack(rulebookPack()).diagnostics.find((x) => x.code === "too-few-affiliations");
    expect(d).toMatchObject({ era: ERA, identifier: null, field: "era", severity: "warning" });
  });
});

describe("the attribute snippets the rulebook's prose quotes", () => {
  const lintOf = (id: string) => analyze(PROSE_CARDS.find((c) => c.id === id)!.attributes).diagnostics;

  it("CGS-224 AdventureCommonCost (line 711) is a misspelt category: did you mean AdventureCommonCosts?", () => {
    const [d] = lintOf("costs-adventure");
    expect(d).toMatchObject({ code: "unknown-category", severity: "error", message: expect.stringContaining("did you mean AdventureCommonCosts?") });
    expect(d?.fixes?.[0]?.edits[0]?.newText).toBe("AdventureCommonCosts");
  });

  it("CGS-224 AdventureCost (line 713) is a misspelt category: did you mean AdventureCosts?", () => {
    const found = lintOf("costs-big-weapon").filter((d) => d.code === "unknown-category");
    expect(found.map((d) => d.fixes?.[0]?.edits[0]?.newText)).toEqual(["AdventureCosts"]);
  });

  it("CGS-471 CommonBuilsite (line 471) is a misspelt CommonBuildsite", () => {
    expect(lintOf("roleplay-cooperative").map((d) => [d.code, d.fixes?.[0]?.title])).toEqual([
      ["cooperation-without-common-buildsite", 'Add CommonBuildsite "Yes"'],
      ["misspelt-attribute", "Change to CommonBuildsite"],
    ]);
  });

  it("CGS-353 the starship card's StarshipWeaponSize resource is clean", () => {
    expect(lintOf("costs-starship")).toEqual([]);
  });
});

describe("deckFindingsForCard: the editor's deck-level findings for one card", () => {
  const sensorIndex = RULEBOOK_CARDS.findIndex((c) => c.id === "combat-sensor");
  const sensor = RULEBOOK_CARDS[sensorIndex]!.attributes;

  it("CGS-236 reports the card's misspelt names with fixes, and only this card's attribute findings", () => {
    const findings = deckFindingsForCard(rulebookPack(), ERA, sensorIndex)(sensor);
    expect(findings.map((d) => [d.code, d.identifier, d.field])).toEqual([
      ["custom-name-spelling", `combat-sensor-${String(sensorIndex + 1).padStart(3, "0")}`, "attributes"],
      ["custom-name-spelling", `combat-sensor-${String(sensorIndex + 1).padStart(3, "0")}`, "attributes"],
    ]);
  });

  it("follows the edited text, not the stored one", () => {
    const check = deckFindingsForCard(rulebookPack(), ERA, sensorIndex);
    expect(check(sensor.replaceAll("Startship", "Starship"))).toEqual([]);
    expect(check(`${sensor} PlayIfBuildsite Feats.Warp = "Yes"`).map((d) => d.code)).toContain("unfulfillable-condition");
  });

  it("an unknown place gives no findings", () => {
    expect(deckFindingsForCard(rulebookPack(), "Nope", 0)("Type 1")).toEqual([]);
  });
});
