import { describe, expect, it } from "vitest";
import { lintCard } from "@/lib/systems/lint";
import type { SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";

/** A tiny system that has every field kind lint judges. */
const TOY: SystemDefinition = {
  key: "toy",
  name: "Toy",
  description: "A system for tests.",
  deckNoun: "deck",
  fields: [
    { key: "name", label: "Name", type: { kind: "text" }, required: true },
    { key: "power", label: "Power", type: { kind: "int", min: 1, max: 6 } },
    { key: "side", label: "Side", type: { kind: "enum", values: ["", "Earthlings", "Spacelings"], aliases: { UPA: "Earthlings" } } },
    { key: "code", label: "Code", type: { kind: "text", pattern: "^[A-Z]{2}-[0-9]{2}$", patternHint: "LL-NN, e.g. AB-12" } },
    { key: "custom", label: "Custom", type: { kind: "bool" } },
    { key: "picture", label: "Picture", type: { kind: "image" } },
  ],
  cardTypes: [
    { key: "unit", label: "Unit", fields: ["name", "power", "side", "code", "custom", "picture"], required: ["power"], face: "f" },
    { key: "event", label: "Event", fields: ["name", "code"], face: "f" },
  ],
  faces: [{ key: "f", widthMm: 63, heightMm: 88, orientation: "portrait", regions: [] }],
  backs: { by: "one" },
  cardRules: [],
  deckRules: [],
};

function card(fields: SystemCard["fields"], type = "unit", copies = 1): SystemCard {
  return { identifier: "T1", copies, type, fields };
}

function codes(findings: readonly SystemFinding[]): string[] {
  return findings.map((f) => `${f.code}@${f.field ?? ""}`);
}

const GOOD = { name: "Scout", power: 3, side: "Earthlings", code: "AB-12", custom: false };

describe("domain findings from field types (a value outside its domain is lint)", () => {
  it("a complete card in its domain has no finding", () => {
    expect(lintCard(TOY, card(GOOD))).toEqual([]);
  });

  it("field-range: an int outside min..max names the field and the range", () => {
    const [f, ...rest] = lintCard(TOY, card({ ...GOOD, power: 7 }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ code: "field-range", severity: "error", identifier: "T1", field: "power" });
    expect(f?.message).toBe("Power is 7; it must be from 1 to 6.");
  });

  it("field-enum: a value not listed is reported with a did-you-mean", () => {
    const findings = lintCard(TOY, card({ ...GOOD, side: "Spaceling" }));
    expect(codes(findings)).toEqual(["field-enum@side"]);
    expect(findings[0]?.message).toContain('Did you mean "Spacelings"?');
  });

  it("field-enum: an alias is an accepted spelling and the empty value is allowed when listed", () => {
    expect(lintCard(TOY, card({ ...GOOD, side: "UPA" }))).toEqual([]);
    expect(lintCard(TOY, card({ ...GOOD, side: "" }))).toEqual([]);
  });

  it("field-required: the field's own required and the card type's required are both checked", () => {
    expect(codes(lintCard(TOY, card({ ...GOOD, name: "  " })))).toEqual(["field-required@name"]);
    expect(codes(lintCard(TOY, card({ ...GOOD, power: null })))).toEqual(["field-required@power"]);
    const { power: _power, ...noPower } = GOOD;
    expect(codes(lintCard(TOY, card(noPower)))).toEqual(["field-required@power"]);
  });

  it("field-required: a field another type requires is optional here", () => {
    expect(lintCard(TOY, card({ name: "Storm" }, "event"))).toEqual([]);
  });

  it("field-pattern: a text not matching its pattern gives the patternHint", () => {
    const findings = lintCard(TOY, card({ ...GOOD, code: "AB12" }));
    expect(codes(findings)).toEqual(["field-pattern@code"]);
    expect(findings[0]?.message).toContain("LL-NN, e.g. AB-12");
  });

  it("field-type, field-unknown, card-type, card-copies: format mistakes read loosely still become findings", () => {
    expect(codes(lintCard(TOY, card({ ...GOOD, power: "3" })))).toEqual(["field-type@power"]);
    expect(codes(lintCard(TOY, card({ ...GOOD, power: 2.5 })))).toEqual(["field-type@power"]);
    expect(codes(lintCard(TOY, card({ name: "Storm", power: 2 }, "event")))).toEqual(["field-unknown@power"]);
    expect(codes(lintCard(TOY, card({ ...GOOD, powr: 2 })))).toEqual(["field-unknown@powr"]);
    const unknown = lintCard(TOY, card(GOOD, "Unit"));
    expect(codes(unknown)).toEqual(["card-type@$type"]);
    expect(unknown[0]?.message).toContain('Did you mean "unit"?');
    expect(codes(lintCard(TOY, card(GOOD, "unit", 0)))).toEqual(["card-copies@$copies"]);
  });

  it("a card without a type takes the only card type of a one-type system", () => {
    const one: SystemDefinition = { ...TOY, cardTypes: [TOY.cardTypes[0]!] };
    expect(lintCard(one, card(GOOD, ""))).toEqual([]);
    expect(codes(lintCard(TOY, card(GOOD, "")))).toEqual(["card-type@$type"]);
  });

  it("a system's lintCard hook adds its findings after the data findings", () => {
    const hook = (c: SystemCard): SystemFinding[] => [{ code: "toy-hook", severity: "warning", message: "hook", identifier: c.identifier }];
    const findings = lintCard({ definition: TOY, playable: false, lintCard: hook }, card({ ...GOOD, power: 9 }));
    expect(codes(findings)).toEqual(["field-range@power", "toy-hook@"]);
  });
});
