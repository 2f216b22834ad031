/**
 * lib/systems has no import cycle (issue 12, "The seam"): the engine's flow once looped
 * turn -> era-end -> setup -> turn. Type-only imports count too: a cycle of types is the same knot
 * waiting to become a runtime one.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type ImportEdge } from "./import-graph";

const ROOT = resolve(__dirname, "../../..");

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe("importCycles", () => {
  it("finds a three-file loop and a self-import", () => {
    const cycles = importCycles([edge("turn", "era-end"), edge("era-end", "setup"), edge("setup", "turn"), edge("setup", "rng"), edge("x", "x")]);
    expect(cycles).toEqual(expect.arrayContaining([["era-end", "setup", "turn"], ["x"]]));
    expect(cycles).toHaveLength(2);
  });

  it("stays silent on a graph without a loop", () => {
    expect(importCycles([edge("a", "b"), edge("b", "c"), edge("a", "c")])).toEqual([]);
  });
});

describe("importGraph", () => {
  it("reads the engine's relative imports, type-only ones marked", () => {
    const edges = importGraph(ROOT, "lib/systems/got-cgs/engine");
    expect(edges).toContainEqual(edge("lib/systems/got-cgs/engine/setup.ts", "lib/systems/got-cgs/engine/phases.ts"));
    expect(edges).toContainEqual(edge("lib/systems/got-cgs/engine/players.ts", "lib/systems/got-cgs/engine/decks.ts", true));
  });
});

describe("lib/systems", () => {
  it("has no import cycle, counting type-only imports", () => {
    expect(importCycles(importGraph(ROOT, "lib/systems"))).toEqual([]);
  });
});
