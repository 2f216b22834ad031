/**
 * lib/table/adapters.ts: one table adapter per system that has a rules engine, and the browser
 * takes its adapter from the map only (docs/ui.md, "What a game system adds to trial play").
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_ADAPTERS, tableAdapterOf } from "@/lib/table/adapters";
import { allSystems } from "@/lib/systems/registry";

const root = join(import.meta.dirname, "..", "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe("table adapters", () => {
  it("every system with a rules engine has a table adapter with that engine", () => {
    const withEngine = allSystems().filter((s) => s.engine !== undefined);
    expect(withEngine.map((s) => s.definition.key).sort()).toEqual(["got-cgs", "got-genesis"]);
    for (const s of withEngine) {
      const adapter = tableAdapterOf(s.definition.key);
      expect(adapter?.system).toBe(s.definition.key);
      expect(adapter?.engine).toBe(s.engine);
    }
  });

  it("a pack document without a system is GOT CGS's; a system without an engine has no table", () => {
    expect(tableAdapterOf(undefined)).toBe(TABLE_ADAPTERS["got-cgs"]);
    expect(tableAdapterOf("altered")).toBeNull();
    expect(tableAdapterOf("no-such-system")).toBeNull();
  });

  it("only the map imports a system's table adapter: the pages and components take it from the map", () => {
    const offenders = [...files(join(root, "app")), ...files(join(root, "components"))].filter((f) =>
      /from "@\/lib\/table\/got-(cgs|genesis)(-log)?"/.test(readFileSync(f, "utf8")),
    );
    expect(offenders.map((f) => f.slice(root.length + 1))).toEqual([]);
  });
});
