/** The `table` section in a system's definition: checked by checkDefinition (shape, then references). */
import { describe, expect, it } from "vitest";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { startZone } from "@/lib/free-table/definition";
import { DEFINITION, TABLE } from "./fixture";

const withTable = (table: unknown) => ({ ...DEFINITION, table });

describe("a definition's table", () => {
  it("a valid table passes; a definition without one too", () => {
    expect(checkDefinition(DEFINITION)).toMatchObject({ ok: true });
    const { table: _t, ...bare } = DEFINITION;
    expect(checkDefinition(bare)).toMatchObject({ ok: true });
  });

  it("its shape: an unknown visibility, an unknown key, a deal of 0 are named at their path", () => {
    const r = checkDefinition(withTable({ ...TABLE, zones: [{ ...TABLE.zones[0], visibility: "secret" }, ...TABLE.zones.slice(1)], extra: 1 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["table.zones[0].visibility", "table"]));
    const d = checkDefinition(withTable({ ...TABLE, setup: [{ do: "deal", from: "deck", to: "hand", count: 0 }] }));
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.issues.map((i) => i.path)).toContain("table.setup[0].count");
  });

  it("its references: steps name existing zones, keys unique, conditions read existing fields, min <= max", () => {
    const r = checkDefinition(
      withTable({
        ...TABLE,
        players: { min: 3, max: 2 },
        zones: [...TABLE.zones, { key: "hand", label: "Again", owner: "seat", visibility: "owner", layout: "row" }],
        setup: [{ do: "place", where: { field: "colour", equals: "red" }, to: "hero" }, { do: "shuffle", zone: "library" }, { do: "deal", from: "deck", to: "hands", count: 6 }],
        counters: [{ key: "life", label: "Life", on: "seat" }, { key: "life", label: "Life 2", on: "card" }],
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path).sort()).toEqual(
      ["table.counters[1].key", "table.players", "table.setup[0].where", "table.setup[1].zone", "table.setup[2].to", "table.zones[7].key"].sort(),
    );
    expect(r.issues.find((i) => i.path === "table.setup[1].zone")?.message).toContain('The zone "library" is not defined');
  });

  it("the start zone: `start`, else deck, else the first per-seat zone; a shared start is refused", () => {
    expect(startZone(TABLE)).toBe("deck");
    expect(startZone({ ...TABLE, zones: TABLE.zones.slice(1) })).toBe("hand");
    expect(startZone({ ...TABLE, start: "board" })).toBe("board");
    const r = checkDefinition(withTable({ ...TABLE, start: "common" }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toEqual(["table.start"]);
    const s = checkDefinition(withTable({ ...TABLE, zones: [TABLE.zones[6]], setup: [] }));
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.issues.map((i) => i.path)).toEqual(["table.zones"]);
  });
});
