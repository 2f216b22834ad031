/**
 * The definition's fills, symbols and region templates (docs/systems.md "Colours, symbols and
 * templates"): checkDefinition refuses what cannot print with the path and how to fix it, the
 * template fills from the card's fields, and lint reports a `:name:` that is no symbol.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { lintCard } from "@/lib/systems/lint";
import { fillTemplate, pngProblem, svgProblem, SYMBOL_MAX_BYTES, withSymbolChars } from "@/lib/systems/symbols";
import type { SystemDefinition } from "@/lib/systems/types";

const GINKGO = (JSON.parse(readFileSync(join(process.cwd(), "seeds/ginkgopolis-demo.pack.json"), "utf8")) as { systemDefinition: SystemDefinition }).systemDefinition;
const STAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M5 0 10 10H0Z"/></svg>';
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

function issues(def: unknown): { path: string; message: string }[] {
  const r = checkDefinition(def);
  return r.ok ? [] : [...r.issues];
}

function edit(f: (d: { -readonly [K in keyof SystemDefinition]: unknown } & Record<string, unknown>) => void): unknown {
  const copy = structuredClone(GINKGO) as unknown as { -readonly [K in keyof SystemDefinition]: unknown } & Record<string, unknown>;
  f(copy);
  return copy;
}

describe("checkDefinition: fills", () => {
  it("the Ginkgopolis demo, with fills, symbols and a template, is valid", () => {
    expect(issues(GINKGO)).toEqual([]);
    expect(GINKGO.faces.find((f) => f.key === "building")?.fill?.byField).toBe("colour");
  });
  it("a fill by a field that does not exist, or is not a list of values, says so at its path", () => {
    const missing = edit((d) => ((d.faces as { fill?: unknown }[])[0]!.fill = { byField: "hue", values: {} }));
    expect(issues(missing)).toEqual([{ path: "faces[0].fill.byField", message: expect.stringContaining('The field "hue" is not defined') }]);
    const notEnum = edit((d) => ((d.faces as { fill?: unknown }[])[0]!.fill = { byField: "number", values: {} }));
    expect(issues(notEnum)[0]?.message).toContain("not a list of values");
  });
  it("a value that is not one of the field's values, and a colour that is not hex, are refused", () => {
    const wrongValue = edit((d) => ((d.faces as { fill?: unknown }[])[0]!.fill = { byField: "colour", values: { green: "#00aa00" } }));
    expect(issues(wrongValue)).toEqual([{ path: "faces[0].fill.values.green", message: expect.stringContaining("yellow, red, blue") }]);
    const notHex = edit((d) => ((d.faces as { fill?: unknown }[])[0]!.fill = { byField: "colour", values: { red: "crimson" } }));
    expect(issues(notHex)).toEqual([{ path: "faces[0].fill.values.red", message: expect.stringContaining("hex colour") }]);
  });
  it("a region's fill is checked alike", () => {
    const bad = edit((d) => ((d.faces as { regions: { fill?: unknown }[] }[])[0]!.regions[1]!.fill = { byField: "colour", values: { purple: "#800080" } }));
    expect(issues(bad).map((i) => i.path)).toEqual(["faces[0].regions[1].fill.values.purple"]);
  });
});

describe("checkDefinition: region templates", () => {
  it("a placeholder that names no field is an issue at the region's text", () => {
    const bad = edit((d) => ((d.faces as { regions: { text?: string }[] }[])[2]!.regions[2]!.text = "{startResources} / {startGold}"));
    expect(issues(bad)).toEqual([{ path: "faces[2].regions[2].text", message: expect.stringContaining("{startGold} names no field") }]);
  });
  it("a template region may leave field empty; a plain region may not", () => {
    const templ = edit((d) => {
      const r = (d.faces as { regions: { field: string; text?: string }[] }[])[2]!.regions[2]!;
      r.field = "";
    });
    expect(issues(templ)).toEqual([]);
    const plain = edit((d) => ((d.faces as { regions: { field: string }[] }[])[0]!.regions[0]!.field = ""));
    expect(issues(plain).map((i) => i.path)).toEqual(["faces[0].regions[0].field"]);
  });
  it("fills placeholders from the card, an empty field giving nothing and all empty giving no text", () => {
    const fields: Record<string, string | number | null> = { handCost: 3, reserveCost: null };
    expect(fillTemplate("{handCost} / {reserveCost}", (k) => fields[k])).toBe("3 /");
    fields.reserveCost = 2;
    expect(fillTemplate("{handCost} / {reserveCost}", (k) => fields[k])).toBe("3 / 2");
    expect(fillTemplate("{a} / {b}", () => null)).toBe("");
    expect(fillTemplate("{flag}", () => true)).toBe("Yes");
    expect(fillTemplate("Fixed text", () => null)).toBe("Fixed text");
  });
});

describe("checkDefinition: symbols", () => {
  const withSymbols = (symbols: unknown) => edit((d) => (d.symbols = symbols));
  it("accepts an SVG and a PNG symbol", () => {
    expect(issues(withSymbols([{ key: "star", svg: STAR }, { key: "dot", png: PNG_1PX }]))).toEqual([]);
  });
  it("refuses scripts, foreignObject, event attributes and outside references, each saying what to remove", () => {
    const cases: [string, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "<script>"],
      ['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>', "<foreignObject>"],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><path d="M0 0"/></svg>', "event attribute"],
      ['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/a.png"/></svg>', "may not load anything from outside"],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://e.com/x#g)"/></svg>', "only url(#id)"],
      ['<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="#a"/><rect fill="url(#g)"/></svg>', ""],
      ["<html><body/></html>", "must start with <svg"],
    ];
    for (const [svg, fragment] of cases) {
      const problem = svgProblem(svg);
      if (fragment === "") expect(problem).toBeNull();
      else expect(problem).toContain(fragment);
    }
    expect(issues(withSymbols([{ key: "bad", svg: cases[0]![0] }]))).toEqual([{ path: "symbols[0].svg", message: expect.stringContaining("<script>") }]);
  });
  it("caps the size (64 KB each) and the count (200), and refuses a PNG that is not one", () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(SYMBOL_MAX_BYTES)}--></svg>`;
    expect(issues(withSymbols([{ key: "big", svg: big }]))[0]?.message).toContain("64 KB");
    const many = Array.from({ length: 201 }, (_, i) => ({ key: `s${i}`, svg: STAR }));
    expect(issues(withSymbols(many))[0]).toEqual({ path: "symbols", message: "at most 200 symbols" });
    expect(pngProblem(btoa("GIF89a not a png"))).toContain("not a PNG");
    expect(pngProblem("***")).toContain("not valid base64");
  });
  it("refuses a symbol key used twice, or one that cannot be written as :key:", () => {
    expect(issues(withSymbols([{ key: "star", svg: STAR }, { key: "star", svg: STAR }])).map((i) => i.path)).toEqual(["symbols[1].key"]);
    expect(issues(withSymbols([{ key: "a star", svg: STAR }])).map((i) => i.path)).toEqual(["symbols[0].key"]);
  });
  it("only known :key: become layout characters; unknown ones stay text", () => {
    const out = withSymbolChars("+1 :point: and :gold:", [{ key: "tile" }, { key: "point" }], "?");
    expect(out).toBe("+1 \uE001 and :gold:");
  });
});

describe("lint: an unknown :name: in text", () => {
  const card = (bonus: string) => ({ identifier: "Y-04", copies: 1, type: "building", fields: { colour: "yellow", number: 4, bonusWhen: "build up", bonus } });
  it("is a warning that says to define the symbol or remove the colons", () => {
    const found = lintCard(GINKGO, card("+1 :gold: and :point:")).filter((f) => f.code === "symbol-unknown");
    expect(found).toEqual([
      expect.objectContaining({ severity: "warning", identifier: "Y-04", field: "bonus", message: expect.stringContaining('":gold:"') }),
    ]);
    expect(found[0]?.message).toContain("define the symbol or remove the colons");
  });
  it("a known symbol is not reported, and a system without symbols is not checked", () => {
    expect(lintCard(GINKGO, card("+1 :point:"))).toEqual([]);
    const { symbols: _drop, ...plain } = GINKGO;
    void _drop;
    expect(lintCard(plain, card("+1 :gold:"))).toEqual([]);
  });
});
