/**
 * Preflight's print-on-demand safe area (lib/print/safe-area.ts): text within 1/8 in of the cut
 * of a shop that prints the card's size is a note naming the card, the side and the region; the
 * demo packs' faces keep their text inside.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CardScene } from "@/lib/print/card-scene";
import { printOptions } from "@/lib/print/options";
import { profilesFor, safeAreaFindings } from "@/lib/print/safe-area";
import { systemPreflight } from "@/lib/print/system-preflight";
import type { SystemPrintDocument } from "@/lib/print/system-print";
import { isSystemPack, parsePackJson } from "@/lib/packs/schema";
import { parseAnyPack } from "@/lib/packs/system-pack";
import { preflight } from "@/lib/systems/got-cgs/print/preflight";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";

const root = join(import.meta.dirname, "..", "..");

/** A 63 x 88 mm scene with one line of text 20 mm wide at (x, y). */
function sceneWithText(x: number, y: number, size = { width: 63, height: 88 }): CardScene {
  return {
    size,
    nodes: [
      { kind: "rect", rect: { x: 0, y: 0, ...size }, fill: "#b42318" },
      { kind: "text", x, top: y, sizePt: 8, lineHeightMm: 3.4, color: "#1c211d", lines: [{ runs: [{ text: "Draw a card.", face: "sans" }], width: 20 }] },
    ],
  };
}

const regions = [
  { name: "effect", rect: { x: 0.5, y: 40, width: 62, height: 20 } },
  { name: "name", rect: { x: 5, y: 5, width: 53, height: 8 } },
];

describe("the print-on-demand safe area", () => {
  it("knows which shops print a size: poker size either way up, not a gold card", () => {
    expect(profilesFor({ width: 63, height: 88 }).map((p) => p.key).sort()).toEqual(["mpc-poker", "tgc-poker"]);
    expect(profilesFor({ width: 88, height: 63 }).map((p) => p.key).sort()).toEqual(["mpc-poker", "tgc-poker"]);
    expect(profilesFor({ width: 125, height: 176 })).toEqual([]);
  });

  it("notes text placed near the edge, naming the card, the side, the region and the shops", () => {
    const items = safeAreaFindings({ scene: sceneWithText(1, 45), regions, identifier: "ALT-009-C", era: "Axiom deck", side: "front" });
    expect(items).toEqual([
      {
        code: "print-safe-area",
        severity: "info",
        era: "Axiom deck",
        identifier: "ALT-009-C",
        message: expect.stringMatching(/^ALT-009-C, front: the effect text reaches into the print-on-demand safe area \(3\.2 mm inside the cut\) of MakePlayingCards \(mpc-poker\) and The Game Crafter \(tgc-poker\)|^ALT-009-C, front: the effect text .* The Game Crafter \(tgc-poker\) and MakePlayingCards \(mpc-poker\)/),
      },
    ]);
  });

  it("is quiet about text well inside the cut, and about a size no shop prints", () => {
    expect(safeAreaFindings({ scene: sceneWithText(10, 45), regions, identifier: "X", era: null, side: "front" })).toEqual([]);
    expect(safeAreaFindings({ scene: sceneWithText(1, 45, { width: 125, height: 176 }), regions, identifier: "X", era: null, side: "front" })).toEqual([]);
  });

  it("tells the two shops apart: 3.0 mm from a 63 mm card's edge is inside The Game Crafter's safe area, not MakePlayingCards'", () => {
    // TGC cuts a 63.5 mm card (0.25 mm outside a 63 mm face) and keeps text 3.175 mm inside: 2.925 mm from the face's edge.
    const [item] = safeAreaFindings({ scene: sceneWithText(3, 45), regions, identifier: "X", era: null, side: "front" });
    expect(item?.message).toMatch(/of MakePlayingCards \(mpc-poker\)\. /);
  });

  it("shows in a data system's preflight when a face's region reaches the edge", () => {
    const altered = findSystem("altered")?.definition as SystemDefinition;
    // The same faces with every region moved to the card's left edge.
    const faces = { ...altered, faces: altered.faces.map((f) => ({ ...f, regions: f.regions.map((r) => ({ ...r, rect: { ...r.rect, x: 0.5 } })) })) };
    const doc: SystemPrintDocument = {
      pack: { name: "Edge" },
      decks: [{ name: "Axiom deck", cards: [{ identifier: "ALT-002-C", copies: 1, type: "Character", fields: { name: "Scout", faction: "Axiom", handCost: 2, reserveCost: 1, effect: "Draw a card.", version: "ALT-002-C" } }] }],
    };
    const notes = systemPreflight(doc, faces, printOptions({})).filter((i) => i.code === "print-safe-area");
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.identifier === "ALT-002-C" && n.severity === "info")).toBe(true);
    expect(notes.map((n) => n.message.replace(/ text reaches.*/, ""))).toContain("ALT-002-C, front: the effect");
    expect(systemPreflight(doc, altered, printOptions({})).filter((i) => i.code === "print-safe-area")).toEqual([]);
  });

  it("finds nothing on the demo packs' faces (GOT CGS, Altered, Genesis)", () => {
    const tidebound = parsePackJson(readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8"));
    if (!tidebound.ok) throw new Error("seeds/tidebound.pack.json does not parse");
    expect(preflight(tidebound.value, {}).filter((i) => i.code === "print-safe-area")).toEqual([]);
    for (const [file, key] of [["altered-demo.pack.json", "altered"], ["genesis-demo.pack.json", "got-genesis"]] as const) {
      const parsed = parseAnyPack(JSON.parse(readFileSync(join(root, "seeds", file), "utf8")));
      if (!parsed.ok || !isSystemPack(parsed.value)) throw new Error(`seeds/${file} does not parse`);
      const system = findSystem(key)?.definition as SystemDefinition;
      expect(systemPreflight(parsed.value, system, printOptions({})).filter((i) => i.code === "print-safe-area"), file).toEqual([]);
    }
  });
});
