/**
 * The pack's problems (app/_lib/pack-problems.ts), which the Problems tab, the pack header and
 * the era table read: one pipeline for every system. A GOT CGS pack's problems are the one
 * pipeline's findings on its document with its print fit (the same rows as `lintPack` with
 * `printFitDiagnostics`, as before); a data system's are its definition's findings, each about a
 * whole field (`systemField`) and opening its card without a spot.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPackProblems, problemHref } from "@/app/_lib/pack-problems";
import { lintPack } from "@/lib/packs/lint";
import { isSystemPack } from "@/lib/packs/schema";
import { buildPackDocument } from "@/lib/server/export-pack";
import { importPack } from "@/lib/server/import-pack";
import { printFitDiagnostics } from "@/lib/systems/got-cgs/print/fit";
import { useTempDatabase } from "../api/helpers";

const root = join(import.meta.dirname, "..", "..");
let cleanup: () => Promise<void>;
beforeAll(() => {
  cleanup = useTempDatabase();
});
afterAll(async () => {
  await cleanup();
});

describe("loadPackProblems", () => {
  it("a GOT CGS pack: the rows lintPack gives with print fit, each tied to its era and card", async () => {
    const { id } = await importPack({ document: readFileSync(join(root, "seeds", "rulebook-examples.pack.json"), "utf8") });
    const problems = await loadPackProblems(id);
    const doc = await buildPackDocument(id, { pictures: "omit" });
    if (isSystemPack(doc)) throw new Error("expected an era-deck pack");
    const expected = lintPack(doc, { printFit: printFitDiagnostics }).diagnostics;
    expect(expected.length).toBeGreaterThan(0);
    expect(problems.map(({ eraId: _e, cardId: _c, eraName, ...rest }) => ({ ...rest, era: eraName }))).toEqual(expected);
    expect(problems.every((p) => p.systemField === undefined)).toBe(true);
    const onCard = problems.find((p) => p.cardId !== null);
    expect(onCard).toBeDefined();
    expect(problemHref(id, onCard!)).toMatch(/\/cards\/[^?]+\?field=\w+&line=\d+&column=\d+$/);
  });

  it("a data system's pack: its definition's findings, about whole fields, opening the card at the field", async () => {
    const { id } = await importPack({ document: readFileSync(join(root, "tests", "packs", "fixtures", "altered-small.pack.json"), "utf8") });
    const problems = await loadPackProblems(id);
    const handCost = problems.find((p) => p.systemField === "handCost");
    expect(handCost).toBeDefined();
    expect(handCost!.cardId).not.toBeNull();
    expect(problemHref(id, handCost!)).toMatch(/\/cards\/[^?/]+\?field=handCost$/);
    // A finding on the whole card (no field) opens the form at its top.
    expect(problemHref(id, { ...handCost!, systemField: null })).toMatch(/\/cards\/[^?/]+$/);
  });
});
