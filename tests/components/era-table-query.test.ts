import { describe, expect, it } from "vitest";
import { applyQuery, DEFAULT_QUERY, distinct, matches, naturalCompare, NO_AFFILIATION } from "@/components/era-table/query";
import { paramsFromQuery, queryFromParams } from "@/components/era-table/url-query";
import { shortCostsAndResources, toEraRows } from "@/components/era-table/rows";
import { cardModel } from "@/lib/systems/got-cgs/attributes/analyze";
import { makeCard, makeRow } from "./fixtures";

const rows = [
  makeRow({ id: "a", position: 0, identifier: "GEN-10", type: "Adventure", roleplay: "Battle", haystack: "gen-10 cross the void" }),
  makeRow({ id: "b", position: 1, identifier: "GEN-2", type: "Support", affiliation: "USSA", haystack: "gen-2 starship", problems: { errors: 1, warnings: 0, infos: 0 } }),
  makeRow({ id: "c", position: 2, identifier: "GEN-3", type: null, format: "gold", haystack: "gen-3 gardener", problems: { errors: 0, warnings: 2, infos: 0 } }),
];
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe("era table query", () => {
  it("keeps deck order by default", () => {
    expect(ids(applyQuery(rows, DEFAULT_QUERY))).toEqual(["a", "b", "c"]);
  });

  it("sorts identifiers naturally (GEN-2 before GEN-10), both ways", () => {
    expect(naturalCompare("GEN-2", "GEN-10")).toBeLessThan(0);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, sort: "identifier" }))).toEqual(["b", "c", "a"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, sort: "identifier", dir: "desc" }))).toEqual(["a", "c", "b"]);
  });

  it("sorts problems by severity: errors outweigh any number of warnings", () => {
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, sort: "problems", dir: "desc" }))).toEqual(["b", "c", "a"]);
  });

  it("puts cards without a value last when sorting by it", () => {
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, sort: "type" }))).toEqual(["a", "b", "c"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, sort: "affiliation" }))).toEqual(["b", "a", "c"]);
  });

  it("filters by type, no type, format, roleplay, affiliation and problems", () => {
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, type: "Support" }))).toEqual(["b"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, type: "none" }))).toEqual(["c"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, format: "gold" }))).toEqual(["c"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, roleplay: "Battle" }))).toEqual(["a"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, affiliation: "USSA" }))).toEqual(["b"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, affiliation: NO_AFFILIATION }))).toEqual(["a", "c"]);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, problemsOnly: true }))).toEqual(["b", "c"]);
  });

  it("search needs every word, in any field, any case", () => {
    expect(matches(rows[0]!, { ...DEFAULT_QUERY, search: "VOID cross" })).toBe(true);
    expect(matches(rows[0]!, { ...DEFAULT_QUERY, search: "void starship" })).toBe(false);
    expect(ids(applyQuery(rows, { ...DEFAULT_QUERY, search: "  " }))).toEqual(["a", "b", "c"]);
  });

  it("lists the distinct values for the filter menus", () => {
    expect(distinct(rows, "affiliation")).toEqual(["USSA"]);
    expect(distinct(rows, "roleplay")).toEqual(["Battle"]);
  });
});

describe("era table query in the URL", () => {
  it("round-trips every non-default value and leaves defaults out", () => {
    const q = { ...DEFAULT_QUERY, search: "ship", type: "Support" as const, affiliation: NO_AFFILIATION, problemsOnly: true, sort: "copies" as const, dir: "desc" as const };
    expect(queryFromParams(paramsFromQuery(q))).toEqual(q);
    expect(paramsFromQuery(DEFAULT_QUERY).toString()).toBe("");
  });

  it("ignores malformed values", () => {
    expect(queryFromParams(new URLSearchParams("type=Dragon&sort=nope&dir=sideways&format=bronze"))).toEqual(DEFAULT_QUERY);
  });
});

describe("era table rows", () => {
  it("shows costs and resources in short, adventure first, summing numeric entries", () => {
    const model = cardModel('Type "Adventure"\nEraResources\n  Sway 2\nACC\n  StarshipFlyRange 2\n  Sway 3\nAR\n  Fuel "lots"');
    expect(shortCostsAndResources(model)).toBe("ACC 5 · AR 0 · ER 2");
    expect(shortCostsAndResources(cardModel('Type "Support"'))).toBe("");
  });

  it("reads type, roleplay and affiliation from the model, with pack aliases", () => {
    const [row] = toEraRows(
      [makeCard({ attributes: 'Type "Adventure"\nRoleplay "Solo"\nAffiliation "USSA"\nAC\n  SFR 2', directive: "First line\nsecond" })],
      (card) => ({ model: cardModel(card.attributes, { SFR: "StarshipFlyRange" }), problems: { errors: 1, warnings: 0, infos: 2 } }),
    );
    expect(row).toMatchObject({ type: "Adventure", roleplay: "Solo", affiliation: "USSA", short: "AC 2", directive: "First line", problems: { errors: 1, infos: 2 } });
    expect(row?.haystack).toContain("first line");
  });
});
