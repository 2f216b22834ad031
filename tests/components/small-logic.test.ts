import { describe, expect, it } from "vitest";
import { differingFields, textChanges } from "@/components/card-editor/field-diff";
import { cardKeyCommand } from "@/components/card-editor/use-card-keys";
import { fieldsOf } from "@/components/card-editor/autosave-state";
import { splitAttributeLine } from "@/components/got-cgs/card-preview/attribute-lines";
import { cardLayout } from "@/components/got-cgs/card-preview/geometry";
import { aliasIssues } from "@/components/packs/aliases-editor";
import { moveItem } from "@/components/packs/reorder";
import { changesOf, valuesOf } from "@/components/packs/settings-model";
import { printDpi } from "@/components/pictures/pictures-manager";
import { pictureFileProblem } from "@/components/pictures/upload";
import { plural, relativeTime, slug } from "@/components/ui/format";
import { joinTarget, splitTarget } from "@/components/csv-import/targets";
import type { PackDetail } from "@/lib/server/types";
import { makeCard } from "./fixtures";

const key = (k: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

describe("card editor keys", () => {
  it("Alt+arrows go to the next / previous card even while typing", () => {
    expect(cardKeyCommand(key("ArrowDown", { altKey: true }), true)).toBe("next");
    expect(cardKeyCommand(key("ArrowUp", { altKey: true }), false)).toBe("previous");
  });
  it("J / K only outside text fields", () => {
    expect(cardKeyCommand(key("j"), false)).toBe("next");
    expect(cardKeyCommand(key("k"), false)).toBe("previous");
    expect(cardKeyCommand(key("j"), true)).toBeNull();
  });
  it("Ctrl+S and Cmd+S save; plain arrows and S do nothing", () => {
    expect(cardKeyCommand(key("s", { ctrlKey: true }), true)).toBe("save");
    expect(cardKeyCommand(key("S", { metaKey: true }), true)).toBe("save");
    expect(cardKeyCommand(key("s"), false)).toBeNull();
    expect(cardKeyCommand(key("ArrowDown"), false)).toBeNull();
    expect(cardKeyCommand(key("h", { altKey: true }), true)).toBe("history");
  });
});

describe("history and conflict diffs", () => {
  it("lists the differing fields in form order", () => {
    const a = fieldsOf(makeCard());
    const b = { ...a, lore: "x", identifier: "GEN-2" };
    expect(differingFields(a, b)).toEqual(["identifier", "lore"]);
    expect(differingFields(a, a)).toEqual([]);
  });
  it("diffs attributes by line and prose by word", () => {
    const lines = textChanges("attributes", "Type \"Support\"\nAR\n  Sway 1\n", "Type \"Support\"\nAR\n  Sway 2\n");
    expect(lines.filter((c) => c.removed).map((c) => c.value)).toEqual(["  Sway 1\n"]);
    const words = textChanges("lore", "the old ship", "the new ship");
    expect(words.filter((c) => c.added).map((c) => c.value)).toEqual(["new"]);
  });
});

describe("card preview", () => {
  it("splits a line into indentation, name and the rest", () => {
    expect(splitAttributeLine("  StarshipFlyRange 2")).toEqual({ indent: "  ", name: "StarshipFlyRange", rest: " 2" });
    expect(splitAttributeLine("DisableIf1 AR.StarshipCapacity > 2")).toEqual({ indent: "", name: "DisableIf1", rest: " AR.StarshipCapacity > 2" });
    expect(splitAttributeLine("")).toEqual({ indent: "", name: "", rest: "" });
  });
  it("lays out silver portrait and gold in both orientations at true size, areas inside the card", () => {
    for (const layout of [cardLayout("silver", "landscape"), cardLayout("gold", "portrait"), cardLayout("gold", "landscape")]) {
      for (const area of Object.values(layout.areas)) {
        expect(area.rect.x + area.rect.w).toBeLessThanOrEqual(layout.width - layout.border);
        expect(area.rect.y + area.rect.h).toBeLessThanOrEqual(layout.height - layout.border);
      }
    }
    expect([cardLayout("silver", null).width, cardLayout("silver", null).height]).toEqual([63, 88]);
    expect([cardLayout("gold", "landscape").width, cardLayout("gold", "landscape").height]).toEqual([176, 125]);
    // Silver areas run top to bottom: directive, attributes, lore, identifier.
    const s = cardLayout("silver", null).areas;
    expect(s.directive.rect.y < s.attributes.rect.y && s.attributes.rect.y < s.lore.rect.y && s.lore.rect.y < s.identifier.rect.y).toBe(true);
    // Gold: attributes top-left, lore top-right, directive bottom-left, identifier bottom-right.
    const g = cardLayout("gold", "portrait").areas;
    expect(g.attributes.rect.x < g.lore.rect.x && g.directive.rect.x < g.identifier.rect.x).toBe(true);
    expect(g.attributes.rect.y < g.directive.rect.y && g.lore.rect.y < g.identifier.rect.y).toBe(true);
  });
});

describe("pack pages", () => {
  it("moves an item, clamping the target", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a"], 3, 0)).toEqual(["a"]);
  });

  it("checks aliases like the server does, and passes good ones", () => {
    expect(aliasIssues([{ alias: "SFR", target: "StarshipFlyRange" }])).toEqual([]);
    expect(aliasIssues([{ alias: "1x", target: "Y" }, { alias: "AR", target: "Z" }, { alias: "Q", target: "Q" }, { alias: "Q", target: "W" }]).map((i) => i.path)).toEqual([
      "aliases[0].alias",
      "aliases[1].alias",
      "aliases[2].target",
      "aliases[3].alias",
    ]);
  });

  it("turns the settings form into instructions, leaving unset values out", () => {
    const pack = { system: "got-cgs", name: "P", game: "G", type: "edition", instructions: { players: 2, affiliations: ["A", "B"], turnTimeLimitMinutes: 5 } } as unknown as PackDetail;
    const values = valuesOf(pack);
    expect(values.minutes.turnTimeLimitMinutes).toBe("5");
    expect(changesOf(values)).toEqual({ changes: { name: "P", game: "G", type: "edition", instructions: { players: 2, affiliations: ["A", "B"], turnTimeLimitMinutes: 5 } }, issues: [] });
    const cleared = changesOf({ ...values, players: "", minutes: { ...values.minutes, turnTimeLimitMinutes: " " } });
    expect(cleared.changes.instructions).toEqual({ affiliations: ["A", "B"] });
  });

  it("reports bad numbers and half-filled player affiliations with the server's paths", () => {
    const pack = { system: "got-cgs", name: "P", game: "", type: "edition", instructions: {} } as unknown as PackDetail;
    const { issues } = changesOf({ ...valuesOf(pack), players: "1", minutes: { ...valuesOf(pack).minutes, eraSetupDurationMinutes: "2.5" } });
    expect(issues.map((i) => i.path)).toEqual(["instructions.players", "instructions.eraSetupDurationMinutes"]);
    const half = changesOf({ ...valuesOf(pack), players: "2", affiliations: ["A", "B"], playerAffiliations: ["A", ""] });
    expect(half.issues.map((i) => i.path)).toEqual(["instructions.playerAffiliations"]);
    const full = changesOf({ ...valuesOf(pack), players: "2", affiliations: ["A", "B"], playerAffiliations: ["B", "A"] });
    expect(full.changes.instructions?.playerAffiliations).toEqual(["B", "A"]);
  });

  it("estimates the print resolution of a picture and refuses files before upload", () => {
    expect(printDpi({ width: 744, height: 1039 }, { w: 63, h: 88 })).toBe(300);
    expect(pictureFileProblem({ name: "a.gif", type: "image/gif", size: 10 })).toMatch(/PNG, JPEG and WebP/);
    expect(pictureFileProblem({ name: "a.png", type: "image/png", size: 30 * 1024 * 1024 })).toMatch(/at most 20 MB/);
    expect(pictureFileProblem({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
  });
});

describe("wording", () => {
  it("plurals, relative times and file names", () => {
    expect(plural(1, "card")).toBe("1 card");
    expect(plural(1200, "copy", "copies")).toBe("1,200 copies");
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(relativeTime("2026-03-10T11:59:50Z", now)).toBe("just now");
    expect(relativeTime("2026-03-10T11:30:00Z", now)).toBe("30 min ago");
    expect(relativeTime("2026-03-09T11:00:00Z", now)).toBe("yesterday");
    expect(relativeTime("garbage", now)).toBe("");
    expect(slug("Book of Genesis!")).toBe("book-of-genesis");
    expect(slug("***")).toBe("pack");
  });
  it("CSV targets split and join", () => {
    expect(splitTarget("entry:AC.Sway")).toEqual({ kind: "entry", name: "AC.Sway" });
    expect(splitTarget("copies")).toEqual({ kind: "copies", name: "" });
    expect(splitTarget("nonsense")).toEqual({ kind: "ignore", name: "" });
    expect(joinTarget("attribute", "Type")).toBe("attribute:Type");
  });
});
