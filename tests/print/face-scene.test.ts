/**
 * Faces from a FaceDef (docs/systems.md: faces with named regions in mm from the trim
 * line, each bound to a field, text shrinking to a minimum size, then a finding, never a clip).
 */
import { describe, expect, it } from "vitest";
import { faceBackScene, faceFitFindings, faceFrontScene, faceOfCard, NEUTRAL_BORDER, regionText } from "@/lib/print/face-scene";
import type { CardScene, SceneNode } from "@/lib/print/card-scene";
import { findSystem } from "@/lib/systems/registry";
import type { FaceDef, RegionDef, SystemDefinition } from "@/lib/systems/types";

const NAME: RegionDef = { name: "name", field: "name", rect: { x: 4, y: 4, width: 40, height: 6 }, fontPt: 9, minFontPt: 6, style: "bold" };
const COST: RegionDef = { name: "cost", field: "cost", rect: { x: 46, y: 4, width: 10, height: 6 }, fontPt: 10, minFontPt: 8, style: "bold", align: "center", prefix: "C" };
const TEXT: RegionDef = { name: "effect", field: "effect", rect: { x: 4, y: 50, width: 50, height: 14 }, fontPt: 7, minFontPt: 5 };
const CODE: RegionDef = { name: "code", field: "$identifier", rect: { x: 30, y: 80, width: 26, height: 4 }, fontPt: 6, minFontPt: 5, style: "mono", align: "right", panel: false };

const FACE: FaceDef = {
  key: "card",
  widthMm: 60,
  heightMm: 90,
  orientation: "portrait",
  borderMm: 2,
  picture: { x: 2, y: 12, width: 56, height: 36 },
  regions: [NAME, COST, TEXT, CODE],
};

type FaceCard = Parameters<typeof faceFrontScene>[1];

function card(fields: FaceCard["fields"], extra: Partial<FaceCard> = {}): FaceCard {
  return { identifier: "ALT-001-C", fields, picture: null, ...extra };
}

type TextNode = Extract<SceneNode, { kind: "text" }>;
const texts = (scene: CardScene): TextNode[] => scene.nodes.filter((n): n is TextNode => n.kind === "text");
const joined = (n: TextNode) => n.lines.map((l) => l.runs.map((r) => r.text).join("")).join("\n");
const textIn = (scene: CardScene, r: RegionDef) =>
  texts(scene).filter((n) => n.x >= r.rect.x - 1e-9 && n.x <= r.rect.x + r.rect.width && n.top >= r.rect.y - 1e-9 && n.top < r.rect.y + r.rect.height);
const panels = (scene: CardScene) => scene.nodes.filter((n) => n.kind === "rect" && n.fill === "#ffffff");

describe("faceFrontScene: regions where the FaceDef puts them", () => {
  it("draws each region's value on a panel at the region's rect, inside it", () => {
    const { scene, findings } = faceFrontScene(FACE, card({ name: "Sierra", cost: 3, effect: "Draw a card." }));
    expect(scene.size).toEqual({ width: 60, height: 90 });
    expect(findings).toEqual([]);
    for (const [region, text] of [[NAME, "Sierra"], [COST, "C3"], [TEXT, "Draw a card."], [CODE, "ALT-001-C"]] as const) {
      const nodes = textIn(scene, region);
      expect(nodes.map(joined), region.name).toEqual([text]);
      const node = nodes[0] as TextNode;
      const width = node.lines[0]?.width ?? 0;
      expect(node.x + width).toBeLessThanOrEqual(region.rect.x + region.rect.width + 1e-9);
      expect(node.top + node.lineHeightMm).toBeLessThanOrEqual(region.rect.y + region.rect.height + 1e-9);
    }
    // Panels for three regions; the code region asks for none.
    expect(panels(scene).map((p) => (p.kind === "rect" ? p.rect : null))).toEqual([NAME.rect, COST.rect, TEXT.rect]);
  });

  it("prints in the region's style and size, centred or right-aligned as asked", () => {
    const { scene } = faceFrontScene(FACE, card({ name: "Sierra", cost: 3 }));
    const name = textIn(scene, NAME)[0] as TextNode;
    expect(name.sizePt).toBe(9);
    expect(name.lines[0]?.runs[0]?.face).toBe("sansBold");
    const cost = textIn(scene, COST)[0] as TextNode;
    const costWidth = cost.lines[0]?.width ?? 0;
    const costMiddle = cost.x + costWidth / 2;
    expect(Math.abs(costMiddle - (COST.rect.x + COST.rect.width / 2))).toBeLessThan(1e-6);
    const code = textIn(scene, CODE)[0] as TextNode;
    expect(code.lines[0]?.runs[0]?.face).toBe("mono");
    const codeRight = code.x + (code.lines[0]?.width ?? 0);
    // Right-aligned: ends at the region's right edge less the panel padding.
    expect(CODE.rect.x + CODE.rect.width - codeRight).toBeLessThan(1);
    expect(CODE.rect.x + CODE.rect.width - codeRight).toBeGreaterThan(0);
  });

  it("puts the border in the card type's colour (neutral by default) and the picture at face.picture", () => {
    const src = "data:image/png;base64,AAAA";
    const { scene } = faceFrontScene(FACE, card({ name: "A" }, { picture: src }), { border: "#7a3b9c" });
    expect(scene.nodes[0]).toEqual({ kind: "rect", rect: { x: 0, y: 0, width: 60, height: 90 }, fill: "#7a3b9c" });
    expect(scene.nodes.find((n) => n.kind === "image")).toMatchObject({ rect: FACE.picture, src });
    const plain = faceFrontScene(FACE, card({ name: "A" })).scene;
    expect(plain.nodes[0]).toMatchObject({ fill: NEUTRAL_BORDER });
    expect(plain.nodes.some((n) => n.kind === "image")).toBe(false);
  });

  it("puts the picture inside the border when the face names no picture area", () => {
    const { picture: _, ...rest } = FACE;
    const { scene } = faceFrontScene(rest, card({}, { picture: "data:image/png;base64,AAAA" }));
    expect(scene.nodes.find((n) => n.kind === "image")).toMatchObject({ rect: { x: 2, y: 2, width: 56, height: 86 } });
  });
});

describe("faceFrontScene: empty values, prefixes, numbers and booleans", () => {
  it("draws nothing, not even an empty panel or the prefix alone, for an empty, null or absent value", () => {
    const cases: FaceCard["fields"][] = [{ name: "", cost: null, effect: "   " }, {}];
    for (const fields of cases) {
      const { scene, findings } = faceFrontScene(FACE, card(fields));
      expect(texts(scene).map(joined)).toEqual(["ALT-001-C"]);
      expect(panels(scene)).toEqual([]);
      expect(findings).toEqual([]);
    }
  });

  it("prepends the prefix and prints 0 (a value, not an empty one), ints and booleans as text", () => {
    expect(regionText(COST, { identifier: "x", fields: { cost: 0 } })).toBe("C0");
    expect(regionText(COST, { identifier: "x", fields: { cost: 12 } })).toBe("C12");
    expect(regionText({ ...COST, prefix: undefined }, { identifier: "x", fields: { cost: true } })).toBe("Yes");
    expect(regionText({ ...COST, prefix: undefined }, { identifier: "x", fields: { cost: false } })).toBe("No");
    expect(regionText(CODE, { identifier: "ALT-9", fields: {} })).toBe("ALT-9");
  });
});

describe("faceFrontScene: text shrinks to minFontPt, then a finding, never a clip", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("shrinks text that does not fit at fontPt, without a finding while it stays at or above minFontPt", () => {
    const { scene, findings } = faceFrontScene(FACE, card({ effect: words(30) }));
    const node = textIn(scene, TEXT);
    const size = node[0]?.sizePt ?? 0;
    expect(size).toBeLessThan(TEXT.fontPt);
    expect(size).toBeGreaterThanOrEqual(TEXT.minFontPt);
    expect(findings).toEqual([]);
    expect(node.flatMap((n) => n.lines).map((l) => l.runs.map((r) => r.text).join("")).join(" ")).toBe(words(30));
  });

  it("prints text that needs less than minFontPt smaller still, whole, and reports identifier, region and field", () => {
    const long = words(110);
    const { scene, findings } = faceFrontScene(FACE, card({ effect: long }));
    const node = textIn(scene, TEXT);
    expect(node[0]?.sizePt ?? 99).toBeLessThan(TEXT.minFontPt);
    expect(node.flatMap((n) => n.lines).map((l) => l.runs.map((r) => r.text).join("")).join(" ")).toBe(long);
    expect(findings).toEqual([
      expect.objectContaining({ code: "print-text-overflow", severity: "warning", identifier: "ALT-001-C", region: "effect", field: "effect" }),
    ]);
    expect(findings[0]?.message).toMatch(/effect of ALT-001-C does not fit .* at 5 pt.*Shorten it/);
    expect(faceFitFindings(FACE, card({ effect: long }))).toEqual(findings);
  });

  it("reports a character no embedded font has", () => {
    const { findings } = faceFrontScene(FACE, card({ name: "Sierra \u{1F600}" }));
    expect(findings).toEqual([expect.objectContaining({ code: "print-missing-glyph", region: "name", field: "name" })]);
  });
});

describe("faceBackScene", () => {
  it("draws the pack's back picture inside the border, or the designed back with the pack's name", () => {
    const src = "data:image/png;base64,BBBB";
    const withPicture = faceBackScene(FACE, { picture: src, packName: "Test Pack" });
    expect(withPicture.nodes).toEqual([
      { kind: "rect", rect: { x: 0, y: 0, width: 60, height: 90 }, fill: NEUTRAL_BORDER },
      { kind: "image", rect: { x: 2, y: 2, width: 56, height: 86 }, src, radius: 60 / 63 },
    ]);
    const designed = faceBackScene(FACE, { picture: null, packName: "Test Pack" });
    expect(texts(designed).map(joined)).toEqual(["Test Pack"]);
    expect(designed.nodes.some((n) => n.kind === "frame")).toBe(true);
  });
});

describe("faceOfCard (FaceChoice)", () => {
  const def: Pick<SystemDefinition, "cardTypes" | "faces"> = {
    faces: [FACE, { ...FACE, key: "wide", widthMm: 90, heightMm: 60, orientation: "landscape" }],
    cardTypes: [
      { key: "Plain", label: "Plain", fields: [], face: "card" },
      { key: "Turnable", label: "Turnable", fields: ["orientation"], face: { byField: "orientation", faces: { landscape: "wide" }, default: "card" } },
    ],
  };
  it("picks the type's face, or the face its field value chooses, else the choice's default", () => {
    expect(faceOfCard(def, "Plain", {})?.key).toBe("card");
    expect(faceOfCard(def, "Turnable", { orientation: "landscape" })?.key).toBe("wide");
    expect(faceOfCard(def, "Turnable", { orientation: "portrait" })?.key).toBe("card");
    expect(faceOfCard(def, "Unknown", {})).toBeNull();
  });
});

describe("Altered's face (lib/systems/data/altered.json)", () => {
  it("prints a full Character card at 63 x 88 mm with every value at its full size and no finding", () => {
    const altered = findSystem("altered")?.definition;
    expect(altered).toBeDefined();
    const face = faceOfCard(altered as SystemDefinition, "Character", {}) as FaceDef;
    expect([face.widthMm, face.heightMm]).toEqual([63, 88]);
    const { scene, findings } = faceFrontScene(face, {
      identifier: "ALT-042-C",
      picture: null,
      fields: {
        name: "Sierra, Wandering Cartographer",
        faction: "Axiom",
        rarity: "Common",
        handCost: 3,
        reserveCost: 2,
        forest: 2,
        mountain: 1,
        water: 0,
        subtypes: "Adventurer Scholar",
        effect: "When I go to Reserve: Draw a card.\nAt Dusk: you may move one of your Expedition tokens one region forward.",
        flavor: "Every road was once a rumour.",
        version: "ALT-042-C",
      },
    });
    expect(findings).toEqual([]);
    const printed = texts(scene).map(joined);
    for (const t of ["Sierra, Wandering Cartographer", "Axiom", "3", "2", "Adventurer Scholar", "ALT-042-C"]) expect(printed).toContain(t);
    for (const node of texts(scene)) {
      for (const line of node.lines) expect(node.x + line.width).toBeLessThanOrEqual(63);
    }
  });
});
