/**
 * Issue 12, "the print core knows no game system": the ESLint boundary rule (eslint.config.mjs)
 * refuses an import of a system's folder from lib/print, in both spellings, and lets the neutral
 * contract (lib/systems/types.ts) and a system's own print code through.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("print core boundary (issue 12)", () => {
  it("refuses lib/print importing a system folder, relative or @/", async () => {
    const code = 'import { cardModel } from "../systems/got-cgs/attributes/analyze";\nimport { GOT_CGS } from "@/lib/systems/got-cgs/system";\nexport const x = [cardModel, GOT_CGS];\n';
    const found = await restricted("lib/print/boundary-probe.ts", code);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain("print core knows no game system");
  }, 60_000);

  it("lets lib/print import the neutral contract", async () => {
    const code = 'import type { FaceDef } from "../systems/types";\nexport type X = FaceDef;\n';
    expect(await restricted("lib/print/boundary-probe.ts", code)).toEqual([]);
  }, 60_000);

  it("lets a system's print code import print core, and nothing else in lib/systems", async () => {
    const code = 'import { printPages } from "../../../print/plan";\nexport const x = printPages;\n';
    expect(await restricted("lib/systems/got-cgs/print/boundary-probe.ts", code)).toEqual([]);
    expect(await restricted("lib/systems/got-cgs/boundary-probe.ts", 'import { printPages } from "@/lib/print/plan";\nexport const x = printPages;\n')).toHaveLength(1);
  }, 60_000);
});
