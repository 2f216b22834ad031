import { describe, expect, it } from "vitest";
import { cardDef } from "@/lib/systems/got-cgs/engine/cards";
import {
  conformant,
  fulfilledBy,
  referencedValue,
  unmetAcceptSupport,
  unmetPlayIfBuildsite,
  unmetPlayIfBuildsite1,
  unmetPlayIfBuildsiteSum,
} from "@/lib/systems/got-cgs/engine/conditions";
import { adv, cond, sup } from "./builders";

const def = (m: ReturnType<typeof sup>, id = "X-1") => cardDef(id, "silver", m);

describe("conditional operators", () => {
  it("CGS-245 '=' matches one of the '/' alternatives, identically", () => {
    expect(conformant("Fluon", cond("Feats.Drive", "=", "Ion", "Fluon"))).toBe(true);
    expect(conformant("fluon", cond("Feats.Drive", "=", "Ion", "Fluon"))).toBe(false);
    expect(conformant(3, cond("AR.Fire", "=", 2, 3))).toBe(true);
    expect(conformant(4, cond("AR.Fire", "=", 2, 3))).toBe(false);
  });
  it("CGS-246 '<' means at most (equal passes)", () => {
    expect(conformant(2, cond("AR.Fire", "<", 2))).toBe(true);
    expect(conformant(1, cond("AR.Fire", "<", 2))).toBe(true);
    expect(conformant(3, cond("AR.Fire", "<", 2))).toBe(false);
  });
  it("CGS-247 '>' means at least (equal passes)", () => {
    expect(conformant(2, cond("AR.Fire", ">", 2))).toBe(true);
    expect(conformant(1, cond("AR.Fire", ">", 2))).toBe(false);
  });
  it("CGS-244 a text value never meets '<' or '>'", () => {
    expect(conformant("3", cond("Level", ">", 2))).toBe(false);
  });
});

describe("matching attribute names", () => {
  const m = sup({ globals: { Subtype: "Starship" }, ar: { Fire: 2 } });
  it("CGS-236 a plain name matches a global attribute of the referenced card", () => {
    expect(referencedValue(m, cond("Subtype", "=", "Starship"))).toBe("Starship");
    expect(fulfilledBy(m, cond("Subtype", "=", "Starship"))).toBe(true);
    expect(fulfilledBy(m, cond("Fire", ">", 1))).toBe(false);
  });
  it("CGS-237 Category.Name matches an entry of that category", () => {
    expect(fulfilledBy(m, cond("AR.Fire", ">", 2))).toBe(true);
    expect(fulfilledBy(m, cond("EC.Fire", ">", 0))).toBe(false);
  });
  it("CGS-220 a reference to an attribute the card lacks is ignored: the condition is not found", () => {
    expect(referencedValue(m, cond("AR.Range", "<", 9))).toBeUndefined();
    expect(fulfilledBy(m, cond("AR.Range", "<", 9))).toBe(false);
  });
});

describe("conditional play over a buildsite", () => {
  const fluon = def(adv("Battle", { feats: { Drive: "Fluon", Fire: 2 } }), "A-1");
  const ion = def(adv("Battle", { feats: { Drive: "Ion", Fire: 1 } }), "A-2");
  it("CGS-538 PlayIfBuildsite: every condition found on some card", () => {
    expect(unmetPlayIfBuildsite([cond("Feats.Drive", "=", "Ion"), cond("Feats.Fire", ">", 2)], [fluon, ion])).toBeNull();
    expect(unmetPlayIfBuildsite([cond("Feats.Drive", "=", "Warp")], [fluon, ion])).toEqual(cond("Feats.Drive", "=", "Warp"));
  });
  it("CGS-539 PlayIfBuildsite does not add values from several cards", () => {
    expect(unmetPlayIfBuildsite([cond("Feats.Fire", ">", 3)], [fluon, ion])).not.toBeNull();
  });
  it("CGS-543 PlayIfBuildsiteSum adds numeric values from several cards", () => {
    expect(unmetPlayIfBuildsiteSum([cond("Feats.Fire", ">", 3)], [fluon, ion])).toBeNull();
    expect(unmetPlayIfBuildsiteSum([cond("Feats.Fire", ">", 4)], [fluon, ion])).not.toBeNull();
  });
  it("CGS-542 PlayIfBuildsiteSum: an attribute on no card is not found, even for '<'", () => {
    expect(unmetPlayIfBuildsiteSum([cond("Feats.Range", "<", 5)], [fluon, ion])).not.toBeNull();
    expect(unmetPlayIfBuildsiteSum([cond("Feats.Drive", "=", "Ion")], [fluon, ion])).toBeNull();
  });
  it("CGS-546 PlayIfBuildsite1: all the conditions on one single card", () => {
    expect(unmetPlayIfBuildsite1([cond("Feats.Drive", "=", "Fluon"), cond("Feats.Fire", ">", 2)], [fluon, ion])).toBeNull();
    expect(unmetPlayIfBuildsite1([cond("Feats.Drive", "=", "Ion"), cond("Feats.Fire", ">", 2)], [fluon, ion])).not.toBeNull();
    expect(unmetPlayIfBuildsite1([cond("Feats.Drive", "=", "Ion")], [])).not.toBeNull();
  });
});

describe("AcceptSupportIf1", () => {
  const conditions = [cond("AR.StarshipFlyRange", ">", 2)];
  it("CGS-535 a support carrying the listed attribute must be conformant", () => {
    expect(unmetAcceptSupport(conditions, sup({ ar: { StarshipFlyRange: 1 } }))).toEqual(conditions[0]);
    expect(unmetAcceptSupport(conditions, sup({ ar: { StarshipFlyRange: 2 } }))).toBeNull();
  });
  it("CGS-535 a support without the listed attribute is not concerned", () => {
    expect(unmetAcceptSupport(conditions, sup({ ar: { StarshipFirePower: 1 } }))).toBeNull();
  });
});
