/**
 * The lint rule greenhouse/server-action-wrapper (eslint.config.mjs): a "use server" file exports
 * only actions built by action() from app/_lib/action.ts, and no function is a server action
 * inline. Run through ESLint with the repository's own config, as `npm run lint` does.
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const RULE = "greenhouse/server-action-wrapper";

async function problems(code: string, file = "app/packs/[packId]/probe-actions.ts"): Promise<number[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const HEAD = `"use server";
import { action, onCard } from "@/app/_lib/action";
import { helper } from "@/app/_lib/issues";
`;

describe(RULE, () => {
  it("accepts actions built by action() and type exports", async () => {
    const code = `${HEAD}export interface Input { id: string }
export type Name = string;
export const saveAction = action((id: string) => [onCard(id, "editor")], async (id) => id);
`;
    expect(await problems(code)).toEqual([]);
  });

  it('refuses every other export of a "use server" file', async () => {
    const code = `${HEAD}export async function bare(id: string) { return id; }
export const arrow = async (id: string) => id;
export const other = helper(async () => 1);
const hidden = action(() => [onCard("x", "viewer")], async () => 1);
export { hidden };
export default async function fallback() { return 1; }
`;
    expect(await problems(code)).toEqual([4, 5, 6, 8, 9]);
  });

  it("refuses a server action defined inline in a component", async () => {
    const code = `export default function Page() {
  async function save() {
    "use server";
  }
  return save;
}
`;
    expect(await problems(code, "app/packs/[packId]/probe/page.tsx")).toEqual([3]);
  });
});
