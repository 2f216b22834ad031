import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/systems/got-cgs/attributes";
import { formatAttributes } from "@/lib/systems/got-cgs/attributes/format";
import { formatPack } from "@/lib/systems/got-cgs/attributes/format-pack";
import { parsePack } from "@/lib/packs/schema";
import { RULEBOOK_CARDS, cardById } from "./fixtures/rulebook-examples";

describe("formatAttributes", () => {
  it("prints the canonical form: globals first, each category on its own line, entries indented two spaces", () => {
    expect(formatAttributes(cardById("temblor").attributes).text).toBe(
      [
        'Type "Adventure"',
        'Subtype "Exploration"',
        'Roleplay "Competition"',
        "AdventureCommonCosts",
        "  StarshipCapacity 1",
        "  StarshipFirePower 2",
        "  StarshipFlyRange 2",
        "AcceptSupportIf1",
        "  AR.StarshipFlyRange > 2",
        "EraResources",
        "  Sway 7",
      ].join("\n"),
    );
  });

  it.each(RULEBOOK_CARDS.map((c) => [c.id, c.attributes] as const))("%s: idempotent and meaning-preserving", (_id, text) => {
    const once = formatAttributes(text);
    expect(once.kept).toBeUndefined();
    expect(once.changed).toBe(true);
    expect(formatAttributes(once.text)).toEqual({ text: once.text, changed: false });
    expect(analyze(once.text).model).toEqual(analyze(text).model);
  });

  it("moves global attributes written after a category to the top, keeping their order", () => {
    const text = 'EraCosts\n  Sway 1\nType "Support"\nUnique "Magellan"';
    expect(formatAttributes(text).text).toBe('Type "Support"\nUnique "Magellan"\nEraCosts\n  Sway 1');
  });

  it("normalises spacing, operators spacing and numbers, and keeps texts exactly", () => {
    const text = 'Type   "Support"   DisableIf1   AR.StarshipCapacity>007   Subtype="Star  ship"/"Probe"';
    expect(formatAttributes(text).text).toBe('Type "Support"\nDisableIf1\n  AR.StarshipCapacity > 7\n  Subtype = "Star  ship"/"Probe"');
  });

  it("keeps duplicates (lint reports them; the formatter never drops data)", () => {
    const text = "EraCosts Sway 1 Sway 2 EraCosts Sway 3";
    expect(formatAttributes(text).text).toBe("EraCosts\n  Sway 1\n  Sway 2\nEraCosts\n  Sway 3");
  });

  it("leaves a text with syntax errors unchanged and says why", () => {
    const text = 'Type "Support\nEraCosts Sway 1';
    const result = formatAttributes(text);
    expect(result).toMatchObject({ text, changed: false });
    expect(result.kept).toMatch(/1 syntax error .*line 1, column 6/);
  });

  it("expands built-in and pack aliases to full names", () => {
    const text = "AR SFR 2 ACC SFR 1 AcceptSupportIf1 AR.SFR > 2";
    expect(formatAttributes(text, { aliases: "expand", packAliases: { SFR: "StarshipFlyRange" } }).text).toBe(
      "AdventureResources\n  StarshipFlyRange 2\nAdventureCommonCosts\n  StarshipFlyRange 1\nAcceptSupportIf1\n  AdventureResources.StarshipFlyRange > 2",
    );
  });

  it("contracts full names to aliases, and expand then contract round-trips", () => {
    const packAliases = { StarFly: "StarshipFlyRange", SFR: "StarshipFlyRange", Sfr: "StarshipFlyRange" };
    const full = "AdventureResources StarshipFlyRange 2 EraCosts Sway 1 AcceptSupportIf1 AdventureResources.StarshipFlyRange > 2";
    const short = formatAttributes(full, { aliases: "contract", packAliases }).text;
    expect(short).toBe("AR\n  SFR 2\nEC\n  Sway 1\nAcceptSupportIf1\n  AR.SFR > 2");
    expect(formatAttributes(short, { aliases: "expand", packAliases }).text).toBe(formatAttributes(full).text);
  });

  it("never contracts to a pack alias the catalogue overrides", () => {
    const result = formatAttributes("EraResources Sway 1", { aliases: "contract", packAliases: { AR: "EraResources" } });
    expect(result.text).toBe("ER\n  Sway 1");
  });

  it("empty and blank texts format to the empty text", () => {
    expect(formatAttributes("")).toEqual({ text: "", changed: false });
    expect(formatAttributes("  \n\n ")).toEqual({ text: "", changed: true });
  });
});

describe("formatPack", () => {
  it("formats every card and lists the ones it kept", () => {
    const parsed = parsePack({
      format: "greenhouse.pack/1",
      pack: { game: "G", name: "P", type: "booster", aliases: { SFR: "StarshipFlyRange" } },
      eras: [
        {
          name: "E",
          cards: [
            { identifier: "A-1", format: "silver", attributes: 'Type "Support" AR SFR 2' },
            { identifier: "A-2", format: "silver", attributes: 'Type "Support' },
            { identifier: "A-3", format: "silver", attributes: 'Type "Support"' },
          ],
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const result = formatPack(parsed.value, { aliases: "expand" });
    expect(result.changed).toBe(1);
    expect(result.kept).toEqual([{ era: "E", identifier: "A-2", reason: expect.stringContaining("syntax error") }]);
    expect(result.doc.eras[0]?.cards.map((c) => c.attributes)).toEqual([
      'Type "Support"\nAdventureResources\n  StarshipFlyRange 2',
      'Type "Support',
      'Type "Support"',
    ]);
  });
});
