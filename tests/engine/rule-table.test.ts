import { describe, expect, it } from "vitest";
import { NOT_ENGINE, rules, testsByRule } from "@/scripts/engine-rule-table";

describe("rule coverage", () => {
  it("every rule of the index has an engine test named after it, or a stated reason why not", () => {
    const tests = testsByRule();
    const missing = rules().filter((r) => !tests.has(r.id) && NOT_ENGINE[r.id] === undefined).map((r) => r.id);
    expect(missing).toEqual([]);
  });
  it("no rule is both tested and declared untestable", () => {
    const tests = testsByRule();
    const both = Object.keys(NOT_ENGINE).filter((id) => tests.has(id));
    expect(both).toEqual([]);
  });
});
