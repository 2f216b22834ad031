/**
 * docs/rules/got-genesis-rules-index.md gives every rule sentence of the Genesis rules an ID
 * `GEN-<line>` (1-based line in got-genesis-card-game.txt). Engine tests and rejections cite these
 * IDs, so each must point at its own line, and no rule line of the indexed sections may be missing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GENESIS_RULE_SECTIONS } from "@/lib/systems/got-genesis/engine/rules";

const rulesDir = join(import.meta.dirname, "..", "..", "..", "..", "docs", "rules");
const text = readFileSync(join(rulesDir, "got-genesis-card-game.txt"), "utf8").split("\n");
const index = readFileSync(join(rulesDir, "got-genesis-rules-index.md"), "utf8");

interface Row {
  readonly line: number;
  readonly section: string;
  readonly rule: string;
}

const rows: Row[] = [...index.matchAll(/^\| GEN-(\d+) \| (.+?) \| (.+) \|$/gm)].map((m) => ({
  line: Number(m[1]),
  section: m[2] ?? "",
  rule: (m[3] ?? "").replaceAll("\\|", "|"),
}));

/** The rulebook line as the index quotes it: no bold marks, no list dash. */
function plain(line: number): string {
  return (text[line - 1] ?? "").trim().replaceAll("**", "").replace(/^- /, "");
}

describe("the Genesis rules index", () => {
  it("has the rules from Card anatomy to Team play", () => {
    expect(rows.length).toBeGreaterThan(130);
    expect(rows.map((r) => r.line)).toContain(344);
    expect(new Set(rows.map((r) => r.line)).size).toBe(rows.length);
  });

  it("every GEN ID quotes its own line of got-genesis-card-game.txt", () => {
    const wrong = rows.filter((r) => plain(r.line) !== r.rule).map((r) => `GEN-${r.line}`);
    expect(wrong).toEqual([]);
  });

  it("every rule line from Card anatomy (161) to Team play (460) has an ID, except headings and the card diagram", () => {
    const indexed = new Set(rows.map((r) => r.line));
    const missing: number[] = [];
    for (let line = 161; line <= 460; line++) {
      const t = (text[line - 1] ?? "").trim();
      if (t === "" || t.startsWith("►") || t.startsWith("▶") || line === 163 || line === 164) continue;
      if (!indexed.has(line)) missing.push(line);
    }
    expect(missing).toEqual([]);
  });

  it("the engine's section names are the index's", () => {
    for (const [id, section] of Object.entries(GENESIS_RULE_SECTIONS)) {
      const row = rows.find((r) => `GEN-${r.line}` === id);
      expect(row?.section, id).toBe(section);
    }
  });
});
