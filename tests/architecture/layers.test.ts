/**
 * Issue 26's "upward imports / import cycles: 0 / 0", kept: lib/ never imports components/ or app/,
 * components/ never imports app/, and no group of files imports itself round (type-only imports
 * included). Counted by scripts/count-card-types-and-cycles.ts, which prints the same lists.
 */
import { describe, expect, it } from "vitest";
import { measure } from "../../scripts/count-card-types-and-cycles";

describe("layers of app/, components/ and lib/", () => {
  const measures = measure();
  it("reads the project's files", () => {
    expect(measures.files).toBeGreaterThan(500);
  });
  it("has no upward import (lib < components < app)", () => {
    expect(measures.upward.map((u) => `${u.from} -> ${u.to}`)).toEqual([]);
  });
  it("has no import cycle", () => {
    expect(measures.cycles.map((group) => group.join(" <-> "))).toEqual([]);
  });
});
