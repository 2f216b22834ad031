/**
 * docs/rules/ holds copies of the project's rule texts so that a clone alone runs every test;
 * where the source (../shared/rules/) is checked out beside the repository, the copies must
 * match it (docs/rules/README.md says how to update them).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const source = join(root, "..", "shared", "rules");

describe("docs/rules", () => {
  // Each copy with a word its rules cannot do without.
  const copies: Record<string, RegExp> = {
    "got-cgs-rulebook.txt": /Adventure/,
    "got-cgs-rules-index.md": /CGS-\d+/,
    "got-genesis-card-game.txt": /Obstruct/,
    "altered-rules.txt": /Expedition/,
    "ginkgopolis-rules-hu.txt": /Ginkgo/,
    "planetary-ccg-draft.txt": /Planet/,
  };
  for (const [file, word] of Object.entries(copies)) {
    it(`has ${file}, with rule lines`, () => {
      expect(readFileSync(join(root, "docs", "rules", file), "utf8")).toMatch(word);
    });
    it.skipIf(!existsSync(join(source, file)))(`${file} is the same as ../shared/rules/${file}`, () => {
      expect(readFileSync(join(root, "docs", "rules", file), "utf8") === readFileSync(join(source, file), "utf8")).toBe(true);
    });
  }
});
