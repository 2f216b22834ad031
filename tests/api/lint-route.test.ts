import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as lintRoute from "@/app/api/packs/[id]/lint/route";
import * as importRoute from "@/app/api/packs/import/route";
import { lintPack, type PackLintResult } from "@/lib/packs/lint";
import { parsePackJson } from "@/lib/packs/schema";
import { printFitDiagnostics } from "@/lib/systems/got-cgs/print/fit";
import type { ImportResult } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "./helpers";

let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(() => cleanup());

const seed = readFileSync(join(import.meta.dirname, "..", "..", "seeds", "rulebook-examples.pack.json"), "utf8");

describe("GET /api/packs/{id}/lint", () => {
  it("answers exactly what lintPack (the CLI's --json) gives for the same document", async () => {
    const { id } = (await call<ImportResult>(importRoute.POST, { method: "POST", body: seed })).json;
    const answer = await call<PackLintResult>(lintRoute.GET, { params: { id } });
    expect(answer.status).toBe(200);
    const parsed = parsePackJson(seed);
    if (!parsed.ok) throw new Error("seed does not parse");
    expect(answer.json).toEqual(JSON.parse(JSON.stringify(lintPack(parsed.value, { printFit: printFitDiagnostics }))));
    expect(answer.json.summary.errors + answer.json.summary.warnings).toBeGreaterThan(0);
    expect(Object.keys(answer.json.diagnostics[0] ?? {})).toEqual(["era", "identifier", "field", "code", "severity", "message", "line", "column", "endLine", "endColumn", "fixes"]);
  });

  it("filters by era and refuses an unknown era with the names it has", async () => {
    const { id } = (await call<ImportResult>(importRoute.POST, { method: "POST", body: seed })).json;
    const parsed = parsePackJson(seed);
    if (!parsed.ok) throw new Error("seed does not parse");
    const era = parsed.value.eras[0]?.name ?? "";
    const one = await call<PackLintResult>(lintRoute.GET, { path: `/x?era=${encodeURIComponent(era)}`, params: { id } });
    expect(one.json.diagnostics.every((d) => d.era === null || d.era === era)).toBe(true);
    const unknown = await call<ErrorJson>(lintRoute.GET, { path: "/x?era=Nope", params: { id } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.issues[0]).toMatchObject({ path: "era", message: expect.stringContaining(era) });
    expect((await call(lintRoute.GET, { params: { id: "missing" } })).status).toBe(404);
  });
});
