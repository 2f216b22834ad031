/**
 * The table components are system-neutral: a second game system plugs into them with its own
 * adapter, so they import no engine and use no GOT CGS word (issue 11, "Trial play").
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "..", "..", "components", "table");
// A colour token of the app's palette ("border-adventure") is a colour, not a rule word.
const WORDS = /(?<![-\w])(adventure|adventures|era|eras|affiliation|playground|buildsite|wreckage|ops|hero|CGS-\d+|GOT)\b/i;

describe("components/table", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".tsx") || f.endsWith(".ts"));
  it("has the table's components", () => {
    expect(files).toEqual(expect.arrayContaining(["table-board.tsx", "table-card.tsx", "action-bar.tsx", "log-panel.tsx", "offer-picker.tsx", "card-panel.tsx"]));
  });
  for (const f of files) {
    it(`${f} imports no engine and uses no GOT CGS word`, () => {
      const text = readFileSync(join(dir, f), "utf8");
      expect(text).not.toMatch(/@\/lib\/engine|lib\/table\/got-cgs/);
      expect(text.match(WORDS)?.[0] ?? null).toBeNull();
    });
  }
});
