// The rulebook examples pack holds the rulebook's own example cards, verbatim (mistakes included:
// they are lint fixtures), so the lint, the engine and print can be tried on them.
import { describe, expect, it } from "vitest";
import { parsePack } from "@/lib/packs/schema";
import { serializePack } from "@/lib/packs/serialize";
import { RULEBOOK_CARDS } from "../systems/got-cgs/attributes/fixtures/rulebook-examples";
import { loadPack, RULEBOOK_PACK_PATH } from "./deck";

// The rulebook's example cards, verbatim with their line numbers, are kept by the attribute
// language's fixtures (tests/systems/got-cgs/attributes/fixtures); the pack must hold exactly those cards.
const { text, doc } = loadPack(RULEBOOK_PACK_PATH);
const cards = doc.eras.flatMap((e) => e.cards);

describe("the rulebook examples pack", () => {
  it("is a valid, canonical greenhouse.pack/1 document of the Gardener of Thoughts game", () => {
    expect(parsePack(JSON.parse(text)).ok).toBe(true);
    expect(serializePack(doc)).toBe(text);
    expect(doc.pack.game).toBe("Gardener of Thoughts");
    expect(doc.pack.type).toBe("edition");
  });

  it("holds every example card of the rulebook, attribute text and directive verbatim", () => {
    const printed = RULEBOOK_CARDS;
    expect(printed.length).toBe(16); // 14 different cards; the scientist and the ion cannon are printed twice
    for (const example of printed) {
      expect(cards.some((c) => c.attributes === example.attributes && c.directive === example.directive), example.attributes).toBe(true);
    }
    expect(cards.every((c) => printed.some((p) => p.attributes === c.attributes))).toBe(true);
  });

  it("numbers its cards RB-001, RB-002, ... and keeps the two identical scientists as one card with 2 copies", () => {
    expect(cards.map((c) => c.identifier)).toEqual(cards.map((_, i) => `RB-${String(i + 1).padStart(3, "0")}`));
    expect(cards.filter((c) => c.attributes.includes('Subtype "Scientists"')).map((c) => c.copies)).toEqual([2]);
  });

  it("keeps the rulebook's mistakes for the linter to find", () => {
    const all = cards.map((c) => c.attributes).join("\n");
    expect(all).toContain("StartshipDetectionSensitivity"); // "Starship" misspelt on two example cards
    expect(all).toContain('RewindAdventure "Yes"');
  });
});
