// @vitest-environment jsdom
/**
 * The generated card form (components/system-cards) on Altered's definition (lib/systems/data):
 * a type's fields in its order, a number that is not whole refused before sending, a stored enum
 * value outside its list shown, kept and flagged, and findings shown at the field they name.
 * Rules: docs/systems.md (a value outside its domain is lint and the card saves).
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { findSystem } from "@/lib/systems/registry";
import type { SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";
import { cardFromDraft, deckColumns, draftFromCard, filterCards, typeFields, type CardDraft } from "@/components/system-cards/model";
import { SystemCardForm } from "@/components/system-cards/system-card-form";
import { formPathOf } from "@/components/system-cards/system-card-editor";

const altered = findSystem("altered")?.definition as SystemDefinition;

const character: SystemCard = {
  identifier: "ALT-1",
  copies: 2,
  type: "Character",
  fields: { name: "Sierra", faction: "Axiom", rarity: "Common", handCost: 2, reserveCost: 1, forest: 1, mountain: 2, water: 0, version: "ALT-042-C" },
};

afterEach(cleanup);

describe("card model from the definition", () => {
  it("lists a card type's fields in the type's order (Altered Hero: no costs, no terrain)", () => {
    expect(typeFields(altered, "Hero").map((f) => f.key)).toEqual(["name", "faction", "effect", "flavor", "version"]);
    expect(typeFields(altered, "Character").map((f) => f.key)).toContain("forest");
    expect(typeFields(altered, "Nope")).toEqual([]);
  });

  it("round-trips a stored card through the draft", () => {
    const { card, errors } = cardFromDraft(altered, draftFromCard(altered, character));
    expect(errors).toEqual({});
    expect(card.fields).toMatchObject(character.fields);
    expect(card.copies).toBe(2);
  });

  it("refuses a number that is not whole before sending, and keeps what was typed in the draft", () => {
    const draft = draftFromCard(altered, character);
    const typed: CardDraft = { ...draft, fields: { ...draft.fields, forest: "2.5" } };
    const { card, errors } = cardFromDraft(altered, typed);
    expect(errors["fields.forest"]).toMatch(/whole number.*2\.5/);
    expect(card.fields.forest).toBeUndefined();
    expect(typed.fields.forest).toBe("2.5");
  });

  it("sends an out-of-range number (forest 25): the domain is lint, not a refusal", () => {
    const draft = draftFromCard(altered, character);
    const { card, errors } = cardFromDraft(altered, { ...draft, fields: { ...draft.fields, forest: "25" } });
    expect(errors).toEqual({});
    expect(card.fields.forest).toBe(25);
  });

  it("drops the fields a new type does not have", () => {
    const draft = draftFromCard(altered, character);
    const { card } = cardFromDraft(altered, { ...draft, type: "Hero" });
    expect(Object.keys(card.fields)).toEqual(["name", "faction", "effect", "flavor", "version"]);
  });

  it("reads each kind's draft through the field kinds: an empty int is null, an enum alias its value, an unchecked box false", () => {
    const genesis = findSystem("got-genesis")?.definition as SystemDefinition;
    const aliased = genesis.fields.find((f) => f.type.kind === "enum" && f.type.aliases !== undefined);
    const draft = draftFromCard(altered, character);
    const { card, errors } = cardFromDraft(altered, { ...draft, fields: { ...draft.fields, forest: " ", handCost: " 3 " } });
    expect(errors).toEqual({});
    expect(card.fields.forest).toBeNull();
    expect(card.fields.handCost).toBe(3);
    if (aliased?.type.kind !== "enum" || aliased.type.aliases === undefined) throw new Error("Genesis has an enum field with aliases");
    const [alias, value] = Object.entries(aliased.type.aliases)[0] as [string, string];
    const type = genesis.cardTypes.find((t) => t.fields.includes(aliased.key));
    if (type === undefined) throw new Error(`a Genesis card type has ${aliased.key}`);
    const gDraft = draftFromCard(genesis, { identifier: "GEN-1", copies: 1, type: type.key, fields: {} });
    expect(cardFromDraft(genesis, { ...gDraft, fields: { ...gDraft.fields, [aliased.key]: alias } }).card.fields[aliased.key]).toBe(value);
    for (const f of typeFields(genesis, type.key)) if (f.type.kind === "bool") expect(gDraft.fields[f.key]).toBe(f.default === true);
  });

  it("derives the deck table's columns from the fields (column: false left out)", () => {
    const keys = deckColumns(altered).map((f) => f.key);
    expect(keys).toContain("name");
    expect(keys).toContain("version");
    expect(keys).not.toContain("flavor");
  });

  it("filters a deck by type and by text in any field", () => {
    const hero: SystemCard = { identifier: "ALT-2", copies: 1, type: "Hero", fields: { name: "Treyst" } };
    expect(filterCards([character, hero], { type: "Hero", text: "" })).toEqual([hero]);
    expect(filterCards([character, hero], { type: "", text: "sier" })).toEqual([character]);
    expect(filterCards([character, hero], { type: "", text: "alt-2" })).toEqual([hero]);
  });

  it("maps a 422's issue path to the form's field", () => {
    expect(formPathOf("changes.fields.handCost")).toBe("fields.handCost");
    expect(formPathOf("fields.forest")).toBe("fields.forest");
    expect(formPathOf("copies")).toBe("copies");
    expect(formPathOf("decks[0].cards[1].fields.water")).toBe("fields.water");
    // A field key may have dashes (definition-schema.ts); the picture is the card's, not a field.
    expect(formPathOf("changes.fields.hand-cost")).toBe("fields.hand-cost");
    expect(formPathOf("pictureId")).toBe("picture");
    expect(formPathOf("changes.imagePath")).toBe("picture");
  });
});

function Harness({ card, findings = [] }: { card: SystemCard; findings?: SystemFinding[] }) {
  const [draft, setDraft] = useState(() => draftFromCard(altered, card));
  const { errors } = cardFromDraft(altered, draft);
  return <SystemCardForm definition={altered} draft={draft} onChange={setDraft} findings={findings} draftErrors={errors} serverErrors={{}} />;
}

describe("SystemCardForm", () => {
  it("shows a Character's fields: multiline effect as a textarea, rarity as a select", () => {
    render(<Harness card={character} />);
    expect((screen.getByLabelText(/^Effect/) as HTMLElement).tagName).toBe("TEXTAREA");
    expect((screen.getByLabelText(/^Rarity/) as HTMLSelectElement).value).toBe("Common");
    expect(screen.getByLabelText(/^Forest/)).toBeTruthy();
  });

  it("says a non-whole number is not saved, under its field, and keeps the text", () => {
    render(<Harness card={character} />);
    const forest = screen.getByLabelText(/^Forest/) as HTMLInputElement;
    fireEvent.change(forest, { target: { value: "1.5" } });
    expect(forest.value).toBe("1.5");
    expect(forest.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Forest must be a whole number/)).toBeTruthy();
  });

  it("keeps and flags a stored enum value outside the list", () => {
    render(<Harness card={{ ...character, fields: { ...character.fields, faction: "Mimic" } }} />);
    const faction = screen.getByLabelText(/^Faction/) as HTMLSelectElement;
    expect(faction.value).toBe("Mimic");
    expect(screen.getByText(/"Mimic" is not one of this field's values/)).toBeTruthy();
  });

  it("shows a finding with its code next to the field it names (ALT-version-rarity on version)", () => {
    const finding: SystemFinding = { code: "ALT-version-rarity", severity: "error", message: "The version's letter must be the rarity's.", identifier: "ALT-1", field: "version" };
    render(<Harness card={character} findings={[finding]} />);
    const version = screen.getByLabelText(/^Version/).closest("[data-field]") as HTMLElement;
    expect(version.getAttribute("data-field")).toBe("version");
    expect(version.textContent).toContain("ALT-version-rarity");
  });

  it("switching to Hero hides the costs", () => {
    render(<Harness card={character} />);
    fireEvent.change(screen.getByLabelText(/^Card type/), { target: { value: "Hero" } });
    expect(screen.queryByLabelText(/^Hand cost/)).toBeNull();
  });
});
