/**
 * The registry's scenario-file half (lib/systems/registry-scenarios.ts): GOT CGS, whose zones the
 * `greenhouse.scenario/1` file has, hands out its hook, keyed by its definition's key; the other
 * systems have none. What the hook answers is GOT CGS's `resolveScenario`'s answer, with the
 * terminal text `cli resolve` prints.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { parseScenario, type Scenario as ParsedScenario } from "@/lib/packs/scenario";
import { resolveScenario } from "@/lib/systems/got-cgs/engine/scenario";
import { formatResult } from "@/lib/systems/got-cgs/scenario-file";
import type { Scenario } from "@/lib/systems/got-cgs/scenario-document";
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";
import { SCENARIO_FILE_SYSTEMS, scenarioFileHook, scenarioHook } from "@/lib/systems/registry-scenarios";
import { legalAdventure } from "../cli/scenarios";

function parsed(doc: unknown): ParsedScenario {
  const r = parseScenario(doc);
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
  return r.value;
}

describe("registry-scenarios", () => {
  it("hands out GOT CGS's hook by its definition's key, and none for the other systems", () => {
    expect(SCENARIO_FILE_SYSTEMS).toEqual([GOT_CGS_DEFINITION.key]);
    expect(scenarioHook(GOT_CGS_DEFINITION.key)).not.toBeNull();
    expect(scenarioFileHook()).toBe(scenarioHook(GOT_CGS_DEFINITION.key));
    for (const key of ["altered", "got-genesis", "no-such-system"]) expect(scenarioHook(key)).toBeNull();
  });

  it("a parsed scenario file is GOT CGS's scenario document (what the hook casts it to)", () => {
    expectTypeOf<ParsedScenario>().toExtend<Scenario>();
  });

  it("resolves a legal scenario as resolveScenario does, with its terminal text", () => {
    const doc = parsed(legalAdventure);
    const want = resolveScenario(doc);
    const got = scenarioFileHook().resolve(doc);
    if (!want.ok || !got.ok) throw new Error("the legal scenario was refused");
    expect(got.result).toEqual(want.result);
    expect(got.text).toBe(formatResult(want.result));
    expect(got.text).toMatch(/^Outcome: won, winner: Alice\.\n\n {2}Alice: /);
    expect(got.text.endsWith("\n")).toBe(true);
  });

  it("refuses an illegal scenario with resolveScenario's reasons", () => {
    const doc = parsed({ ...legalAdventure, zones: { ...legalAdventure.zones, Bob: { playground: [{ identifier: "S-2", attributes: 'Type "Adventure" Roleplay "Battle"' }] } } });
    const want = resolveScenario(doc);
    const got = scenarioFileHook().resolve(doc);
    expect(want.ok).toBe(false);
    expect(got).toEqual(want);
  });
});
