import { describe, expect, it } from "vitest";
import { lintPack } from "@/lib/packs/lint";
import { parsePack } from "@/lib/packs/schema";
import { preflight } from "@/lib/systems/got-cgs/print/preflight";
import { preflightCounts } from "@/lib/print/preflight-counts";
import { card, pack } from "./helpers";
import { pngDataUrl } from "./png";

const GOOD_FRONT = pngDataUrl(700, 1000);
const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe("preflight", () => {
  it("is quiet about a well-prepared pack", () => {
    const doc = pack([card("GEN-001")], { pictures: { front: GOOD_FRONT, backs: { "": GOOD_FRONT } } });
    expect(preflight(doc, {})).toEqual([]);
  });

  it("flags a silver front below 300 dpi and says how many pixels are needed", () => {
    const doc = pack([card("GEN-001")], { pictures: { front: pngDataUrl(350, 500), backs: { "": GOOD_FRONT } } });
    const [item] = preflight(doc, {});
    expect(item).toMatchObject({ code: "picture-low-resolution", severity: "warning", identifier: null });
    expect(item!.message).toMatch(/153 dpi/);
    expect(item!.message).toMatch(/at least 686 × 981 px/);
  });

  it("flags a picture of the wrong shape, naming the share cut off", () => {
    const doc = pack([card("GEN-001")], { pictures: { front: pngDataUrl(1000, 1000), backs: { "": GOOD_FRONT } } });
    const items = preflight(doc, {});
    expect(codes(items)).toEqual(["picture-cropped"]);
    expect(items[0]!.message).toMatch(/30 % of its width is cut off/);
  });

  it("checks a back picture at the size of every card shape that uses it", () => {
    // Fine on a silver card (58 x 83 mm), too coarse on a gold one (119 x 170 mm).
    const doc = pack([card("GEN-001", { attributes: 'Type "Support" Affiliation "USSA"' }), card("GEN-002", { format: "gold", image: pngDataUrl(1410, 2010), attributes: 'Type "Support" Affiliation "USSA"' })], {
      pictures: { front: GOOD_FRONT, backs: { USSA: GOOD_FRONT } },
    });
    const items = preflight(doc, {});
    expect(items.filter((i) => i.code === "picture-low-resolution").map((i) => i.message)).toEqual([expect.stringMatching(/back picture of USSA.*119 × 170 mm/)]);
  });

  it("notes missing pictures: plain silver front, designed backs, and a gold card without its picture", () => {
    const doc = pack([card("GEN-001"), card("GEN-002", { format: "gold", attributes: 'Type "Support" Affiliation "USSA"' }), card("GEN-003", { format: "gold", image: "pictures/ship.png", attributes: 'Type "Support" Affiliation "USSA"' })]);
    const items = preflight(doc, {});
    expect(items.filter((i) => i.code === "picture-missing").map((i) => [i.severity, i.identifier])).toEqual([
      ["warning", "GEN-002"],
      ["warning", "GEN-003"],
      ["info", null],
      ["info", null],
      ["info", null],
    ]);
    expect(items.find((i) => i.identifier === "GEN-003")!.message).toMatch(/by path/);
  });

  it("lists cards with lint errors first, and cards without a Type", () => {
    const doc = pack([card("GEN-001", { attributes: 'Type "Support" EraCosts Sway "one' }), card("GEN-002", { attributes: "EraCosts\n  Sway 1" })], { pictures: { front: GOOD_FRONT, backs: { "": GOOD_FRONT } } });
    const items = preflight(doc, {});
    expect(items[0]).toMatchObject({ code: "card-lint-errors", severity: "error", identifier: "GEN-001" });
    expect(items.find((i) => i.code === "card-no-type")).toMatchObject({ identifier: "GEN-002", severity: "warning" });
  });

  it("includes text that does not fit, and only for the era being printed", () => {
    const long = "A lore that never ends. ".repeat(60);
    const doc = pack([], {
      pictures: { front: GOOD_FRONT, backs: { "": GOOD_FRONT } },
      eras: [
        { name: "One", cards: [card("A-1", { lore: long })] },
        { name: "Two", cards: [card("B-1", { lore: long })] },
      ],
    });
    expect(preflight(doc, { era: "Two" }).map((i) => [i.code, i.identifier])).toEqual([["print-fit", "B-1"]]);
  });

  it("reports a picture that cannot be read", () => {
    const doc = pack([card("GEN-001")], { pictures: { front: "data:image/png;base64,AAAA", backs: { "": GOOD_FRONT } } });
    expect(preflight(doc, {})[0]).toMatchObject({ code: "picture-unreadable", severity: "error" });
  });

  it("counts every lint error of the printed cards and of the pack, as lint does (not one per card)", () => {
    // 5 errors: GEN-001 has two (an unclosed quote, then a text where a number goes), GEN-002
    // one, GEN-003 one, and the pack one (an alias that is ignored, so cards using it mean
    // something else).
    const parsed = parsePack({
      format: "greenhouse.pack/1",
      pack: { game: "Gardener of Thoughts", name: "Errors", type: "edition", aliases: { AR: "StarshipFlyRange" }, pictures: { front: GOOD_FRONT, backs: { "": GOOD_FRONT } } },
      eras: [
        {
          name: "Era One",
          cards: [
            card("GEN-001", { attributes: 'Type "Support" EraCosts Sway "one' }),
            card("GEN-002", { attributes: 'Type "Support"\nEraCosts\n  Sway "two"' }),
            card("GEN-003", { attributes: 'Type "Support"\nAR 2' }),
          ],
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const doc = parsed.value;
    expect(lintPack(doc).summary.errors).toBe(5);
    const items = preflight(doc, {});
    expect(preflightCounts(items).error).toBe(5);
    expect(items.filter((i) => i.severity === "error").map((i) => [i.code, i.identifier, i.count ?? 1])).toEqual([
      ["card-lint-errors", "GEN-001", 2],
      ["card-lint-errors", "GEN-002", 1],
      ["card-lint-errors", "GEN-003", 1],
      ["pack-lint-errors", null, 1],
    ]);
    expect(items.find((i) => i.code === "pack-lint-errors")!.message).toMatch(/^The pack: The pack alias AR = StarshipFlyRange is ignored/);
  });

  it("counts each line once unless it says it stands for more", () => {
    expect(preflightCounts([{ severity: "error", count: 3 }, { severity: "error" }, { severity: "warning" }, { severity: "info" }, { severity: "info" }])).toEqual({ error: 4, warning: 1, info: 2 });
  });
});
