/**
 * A bad pack file gets messages that say how to fix each problem, at its path, all at once
 * (docs/pack-format.md "What a bad file gets").
 */
import { describe, expect, it } from "vitest";
import { parsePack } from "@/lib/packs/schema";

function issuesOf(doc: unknown): Record<string, string> {
  const result = parsePack(doc);
  if (result.ok) throw new Error("expected format errors");
  return Object.fromEntries(result.issues.map((i) => [i.path, i.message]));
}

const card = { identifier: "X-1", format: "silver", attributes: 'Type "Support"' };
const pack = (cards: unknown[], instructions: unknown = {}) => ({
  format: "greenhouse.pack/1",
  pack: { game: "G", name: "N", type: "edition", instructions },
  eras: [{ name: "A", cards }],
});

describe("pack format messages", () => {
  it("tells a missing value from a wrong one, and names the wrong one", () => {
    const issues = issuesOf(pack([{ identifier: "X-1", format: "silver" }, { ...card, copies: "2" }, { ...card, lore: null }], { players: "two" }));
    expect(issues["eras[0].cards[0].attributes"]).toBe("missing: add a text (in quotes) here");
    expect(issues["eras[0].cards[1].copies"]).toBe('must be a number, not the text "2"');
    expect(issues["eras[0].cards[2].lore"]).toBe("must be a text (in quotes), not null");
    expect(issues["pack.instructions.players"]).toBe('must be a number, not the text "two"');
  });

  it("gives ranges and choices in words", () => {
    const issues = issuesOf(pack([{ ...card, copies: 0 }, { ...card, copies: 2.5 }, { ...card, copies: 1000 }, { ...card, format: "bronze" }]));
    expect(issues["eras[0].cards[0].copies"]).toBe("must be at least 1");
    expect(issues["eras[0].cards[1].copies"]).toBe("must be a whole number, not the number 2.5");
    expect(issues["eras[0].cards[2].copies"]).toBe("must be at most 999");
    expect(issues["eras[0].cards[3].format"]).toBe('must be one of "silver", "gold"');
  });

  it("names an unknown key at its own path and says to remove or respell it", () => {
    const issues = issuesOf(pack([{ ...card, copeis: 2 }]));
    expect(issues["eras[0].cards[0].copeis"]).toMatch(/^unknown key "copeis": remove it or correct the spelling/);
  });

  it("keeps the schema's own messages", () => {
    const issues = issuesOf(pack([{ ...card, identifier: " " }]));
    expect(issues["eras[0].cards[0].identifier"]).toBe("a card needs an identifier (e.g. GEN-001)");
  });
});
