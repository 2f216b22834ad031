import { describe, expect, it } from "vitest";
import { identifierProblem, identifierTwin } from "@/components/card-editor/identifier-problem";
import type { PackDocument } from "@/lib/packs/schema";

const card = (identifier: string) => ({ identifier, format: "silver" as const, copies: 1, directive: "", attributes: 'Type "Support"', lore: "" });
const doc = {
  format: "greenhouse.pack/1",
  system: "got-cgs",
  pack: { game: "G", name: "P", type: "edition", aliases: {}, instructions: {} },
  eras: [
    { name: "One", cards: [card("GEN-001"), card("GEN-002")] },
    { name: "Two", cards: [card("GEN-003")] },
  ],
} as unknown as PackDocument;

describe("identifierTwin", () => {
  it("finds another card with the identifier, in this era or another", () => {
    expect(identifierTwin(doc, "One", 1, "GEN-001")).toEqual({ era: "One", position: 1 });
    expect(identifierTwin(doc, "One", 0, " GEN-003 ")).toEqual({ era: "Two", position: 1 });
  });

  it("never matches the card itself, a new identifier or an empty one", () => {
    expect(identifierTwin(doc, "One", 0, "GEN-001")).toBeNull();
    expect(identifierTwin(doc, "One", 0, "GEN-009")).toBeNull();
    expect(identifierTwin(doc, "One", 0, "  ")).toBeNull();
  });

  it("says where the twin is", () => {
    expect(identifierProblem("GEN-001", { era: "One", position: 1 }, "One")).toMatch(/^GEN-001 is also the identifier of card 1 of this era deck;/);
    expect(identifierProblem("GEN-003", { era: "Two", position: 1 }, "One")).toMatch(/card 1 of era "Two"/);
    expect(identifierProblem("GEN-003", null, "One")).toBeNull();
  });
});
