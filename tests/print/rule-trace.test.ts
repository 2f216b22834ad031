/**
 * The rule sentences of the GOT CGS rulebook about how cards are printed ("Card packs",
 * docs/rules/got-cgs-rules-index.md), checked on the scenes the PDF draws (lib/systems/got-cgs/print):
 * the fronts and backs of a small pack with pictures, built as the PDF and the print preview build
 * them. Each test is named after its rule; scripts/engine-rule-table.ts reads the names into the
 * engine README's rule table.
 */
import { describe, expect, it } from "vitest";
import type { CardScene, SceneNode } from "@/lib/print/card-scene";
import { buildScenes } from "@/lib/systems/got-cgs/print/build";
import { BORDER_COLOURS, cardFace } from "@/lib/systems/got-cgs/print/card-layout";
import { backKey, frontKey, printCards, type PrintCard } from "@/lib/systems/got-cgs/print/plan";
import { card, pack, patternDataUrl } from "./helpers";

const FRONT = patternDataUrl(58, 83, "green");
const USSA_BACK = patternDataUrl(58, 83, "blue");
const NONE_BACK = patternDataUrl(58, 83, "amber");
const GOLD_PICTURE = patternDataUrl(85, 60, "amber");

const doc = pack(
  [
    card("TST-001", { attributes: 'Type "Adventure"\nRoleplay "Solo"\nAffiliation "USSA"' }),
    card("TST-002", { attributes: 'Type "Support"\nAffiliation "USSA"\nEraCosts\n  Sway 1', copies: 2 }),
    card("TST-003", { attributes: 'Type "Support"\nAffiliation "Spacelings"\nEraCosts\n  Sway 1' }),
    card("TST-004", { attributes: 'Type "Support"\nEraCosts\n  Sway 2' }),
    card("TST-005", { attributes: 'Type "Adventure"\nRoleplay "Solo"' }),
    card("TST-006", { format: "gold", orientation: "landscape", image: GOLD_PICTURE, attributes: 'Type "Support"\nAffiliation "USSA"' }),
  ],
  { pictures: { front: FRONT, backs: { USSA: USSA_BACK, "": NONE_BACK } } },
);
const cards = printCards(doc);

async function scenes(): Promise<{ front: (c: PrintCard) => CardScene; back: (c: PrintCard) => CardScene }> {
  const built = await buildScenes(doc, cards, "as-typed");
  const get = (map: Map<string, CardScene>, key: string) => {
    const scene = map.get(key);
    if (scene === undefined) throw new Error(`no scene ${key}`);
    return scene;
  };
  return { front: (c) => get(built.fronts, frontKey(c)), back: (c) => get(built.backs, backKey(c)) };
}

function byId(identifier: string): PrintCard {
  const found = cards.find((c) => c.card.identifier === identifier);
  if (found === undefined) throw new Error(`no card ${identifier}`);
  return found;
}

const images = (scene: CardScene) => scene.nodes.filter((n): n is Extract<SceneNode, { kind: "image" }> => n.kind === "image").map((n) => n.src);
const firstFill = (scene: CardScene) => {
  const first = scene.nodes[0];
  return first?.kind === "rect" ? first.fill : undefined;
};

describe("print draws the cards as the rulebook's Card packs section says", () => {
  it("CGS-163 every silver card has the pack's one front picture; a gold card has its own", async () => {
    const { front } = await scenes();
    for (const id of ["TST-001", "TST-002", "TST-003", "TST-004", "TST-005"]) expect(images(front(byId(id)))).toEqual([FRONT]);
    expect(images(front(byId("TST-006")))).toEqual([GOLD_PICTURE]);
  });

  it("CGS-164 cards of one affiliation share one back; each affiliation, and no affiliation, has its own", async () => {
    const { back } = await scenes();
    expect(images(back(byId("TST-001")))).toEqual([USSA_BACK]);
    expect(images(back(byId("TST-002")))).toEqual([USSA_BACK]);
    expect(images(back(byId("TST-004")))).toEqual([NONE_BACK]);
    expect(images(back(byId("TST-005")))).toEqual([NONE_BACK]);
    // Spacelings has no picture: a designed back of its own, unlike the USSA's and the none back.
    const spacelings = back(byId("TST-003"));
    expect(images(spacelings)).toEqual([]);
    expect(JSON.stringify(spacelings)).toContain("Spacelings");
  });

  it("CGS-165 silver cards are portrait whatever their orientation says; gold cards may be landscape or portrait", () => {
    for (const orientation of ["portrait", "landscape", undefined] as const) {
      const size = cardFace("silver", orientation).size;
      expect(size.height).toBeGreaterThan(size.width);
    }
    expect(cardFace("gold", "landscape").size).toEqual({ width: 176, height: 125 });
    expect(cardFace("gold", "portrait").size).toEqual({ width: 125, height: 176 });
  });

  it("CGS-166 the border is red on adventure cards and blue on support cards, front and back", async () => {
    const { front, back } = await scenes();
    expect(BORDER_COLOURS.Adventure).toBe("#b42318");
    expect(BORDER_COLOURS.Support).toBe("#1d4ed8");
    for (const id of ["TST-001", "TST-005"]) {
      expect(firstFill(front(byId(id)))).toBe(BORDER_COLOURS.Adventure);
      expect(firstFill(back(byId(id)))).toBe(BORDER_COLOURS.Adventure);
    }
    for (const id of ["TST-002", "TST-003", "TST-004", "TST-006"]) {
      expect(firstFill(front(byId(id)))).toBe(BORDER_COLOURS.Support);
      expect(firstFill(back(byId(id)))).toBe(BORDER_COLOURS.Support);
    }
  });

  it("CGS-202 a silver card prints at 63 x 88 mm (the B8 card size Greenhouse prints), a gold card at 125 x 176 mm", async () => {
    const { front, back } = await scenes();
    expect(front(byId("TST-002")).size).toEqual({ width: 63, height: 88 });
    expect(back(byId("TST-002")).size).toEqual({ width: 63, height: 88 });
    expect(back(byId("TST-006")).size).toEqual({ width: 125, height: 176 });
  });
});
